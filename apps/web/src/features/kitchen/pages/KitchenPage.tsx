import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { ListCard, RowActions, useSearchParam } from '../../../components/ListCard';
import { ListTable } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { LoadState } from '../../../components/PageState';
import { errorMessage } from '../../../lib/api';
import { type KitchenMessage, useDeleteKitchenMessage, useKitchenMessages } from '../api';
import { KitchenMessageDialog } from '../components/KitchenMessageDialog';

/** /kitchen (document 3 section 2): the kitchen messages tills offer, with add and delete, for ADMIN_KITCHEN. */
export function KitchenPage() {
  const { t } = useTranslation('kitchen');
  const messages = useKitchenMessages();
  const remove = useDeleteKitchenMessage();
  const [search, setSearch] = useSearchParam();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<KitchenMessage | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const message = deleting;
    setDeleting(null);
    remove.mutate(message.id, {
      onSuccess: () => toast.success(t('toast.deleteSuccess', { text: message.text })),
      onError: (error) => toast.error(t('toast.deleteError', { reason: errorMessage(error) })),
    });
  };

  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={messages.data && <Button label={t('add')} icon="pi pi-plus" onClick={() => setAdding(true)} />}
      />
      <LoadState
        ready={!!messages.data}
        error={messages.error}
        ability="ADMIN_KITCHEN"
        onRetry={() => void messages.refetch()}
      >
        {() => (
          <ListCard
            id="kitchen-card"
            title={t('count', { count: messages.data?.length ?? 0 })}
            search={{ value: search, onChange: setSearch }}
          >
            <ListTable
              value={messages.data ?? []}
              dataKey="id"
              label={t('title')}
              globalFilter={search}
              globalFilterFields={['text']}
              emptyMessage={t('empty')}
            >
              <Column field="text" header={t('columns.text')} />
              <Column
                header={<span className="sr-only">{t('columns.actions')}</span>}
                style={{ width: '4rem' }}
                body={(m: KitchenMessage) => (
                  <RowActions
                    actions={[
                      {
                        icon: 'pi pi-trash',
                        label: t('delete', { text: m.text }),
                        danger: true,
                        onClick: () => setDeleting(m),
                      },
                    ]}
                  />
                )}
              />
            </ListTable>
          </ListCard>
        )}
      </LoadState>
      {adding && <KitchenMessageDialog onClose={() => setAdding(false)} />}
      <ConfirmDeleteDialog
        message={deleting ? t('confirmDelete', { text: deleting.text }) : null}
        onConfirm={confirmDelete}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
