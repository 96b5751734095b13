import { configOf, stripProtocol } from '@comptoir/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataPage } from '../../../components/DataPage';
import { useConfirmedDelete } from '../../../components/useConfirmedDelete';
import { errorMessage } from '../../../lib/api';
import { type Integration, useDeleteIntegration, useIntegrations } from '../api';
import { IntegrationCard } from '../components/IntegrationCard';
import { IntegrationDialog } from '../components/IntegrationDialog';
import '../integrations.css';

/**
 * /external-integration (document 3 section 2): one card per integration with edit, delete and a connection test
 * (beyond the spec), for ADMIN_INTEGRATION.
 */
export function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  const integrations = useIntegrations();
  const remove = useDeleteIntegration();
  const [editing, setEditing] = useState<Integration | 'new' | null>(null);
  const describe = (i: Integration) => ({ type: t(`types.${i.type}`), address: stripProtocol(configOf(i).ip) });
  const deleting = useConfirmedDelete({
    question: (i: Integration) => t('confirmDelete', describe(i)),
    mutation: remove,
    id: (i) => i.id,
    success: (i) => t('toast.deleteSuccess', describe(i)),
    failure: (error) => t('toast.deleteError', { reason: errorMessage(error) }),
  });

  return (
    <DataPage
      title={t('title')}
      subtitle={t('subtitle')}
      add={{ label: t('add'), onClick: () => setEditing('new') }}
      query={integrations}
      ability="ADMIN_INTEGRATION"
      dialogs={
        <>
          {editing && (
            <IntegrationDialog integration={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
          )}
          {deleting.dialog}
        </>
      }
    >
      {(list) =>
        list.length ? (
          <section className="item-grid" aria-label={t('count', { count: list.length })}>
            {list.map((i) => (
              <IntegrationCard
                key={i.id}
                integration={i}
                onEdit={() => setEditing(i)}
                onDelete={() => deleting.ask(i)}
              />
            ))}
          </section>
        ) : (
          <div className="card integration-empty">
            <p>{t('empty')}</p>
          </div>
        )
      }
    </DataPage>
  );
}
