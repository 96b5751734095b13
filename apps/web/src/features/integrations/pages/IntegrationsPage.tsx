import { configOf, stripProtocol } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { DataPage } from '../../../components/DataPage';
import { pageTexts } from '../../../components/PageHeader';
import { deleteTexts, useListDialogs } from '../../../components/useListDialogs';
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
  const describe = (i: Integration) => ({ type: t(`types.${i.type}`), address: stripProtocol(configOf(i).ip) });
  const dialogs = useListDialogs({
    editor: (integration: Integration | null, close) => <IntegrationDialog integration={integration} onClose={close} />,
    remove: { mutation: useDeleteIntegration(), id: (i: Integration) => i.id, ...deleteTexts(t, describe) },
  });

  return (
    <DataPage
      {...pageTexts(t)}
      add={{ label: t('add'), onClick: dialogs.openAdd }}
      query={integrations}
      ability="ADMIN_INTEGRATION"
      dialogs={dialogs.dialogs}
    >
      {(list) =>
        list.length ? (
          <section className="item-grid" aria-label={t('count', { count: list.length })}>
            {list.map((i) => (
              <IntegrationCard
                key={i.id}
                integration={i}
                onEdit={() => dialogs.openEdit(i)}
                onDelete={() => dialogs.askDelete(i)}
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
