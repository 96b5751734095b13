import { configOf, stripProtocol } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { PageHeader } from '../../../components/PageHeader';
import { LoadState } from '../../../components/PageState';
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
  const [deleting, setDeleting] = useState<Integration | null>(null);
  const describe = (i: Integration) => ({ type: t(`types.${i.type}`), address: stripProtocol(configOf(i).ip) });

  const confirmDelete = () => {
    if (!deleting) return;
    const integration = deleting;
    setDeleting(null);
    remove.mutate(integration.id, {
      onSuccess: () => toast.success(t('toast.deleteSuccess', describe(integration))),
      onError: (error) => toast.error(t('toast.deleteError', { reason: errorMessage(error) })),
    });
  };

  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={integrations.data && <Button label={t('add')} icon="pi pi-plus" onClick={() => setEditing('new')} />}
      />
      <LoadState
        ready={!!integrations.data}
        error={integrations.error}
        ability="ADMIN_INTEGRATION"
        onRetry={() => void integrations.refetch()}
      >
        {() =>
          integrations.data?.length ? (
            <section className="integration-grid" aria-label={t('count', { count: integrations.data.length })}>
              {integrations.data.map((i) => (
                <IntegrationCard
                  key={i.id}
                  integration={i}
                  onEdit={() => setEditing(i)}
                  onDelete={() => setDeleting(i)}
                />
              ))}
            </section>
          ) : (
            <div className="card integration-empty">
              <p>{t('empty')}</p>
            </div>
          )
        }
      </LoadState>
      {editing && (
        <IntegrationDialog integration={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDeleteDialog
        message={deleting ? t('confirmDelete', describe(deleting)) : null}
        onConfirm={confirmDelete}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
