import { Column } from 'primereact/column';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataPage } from '../../../components/DataPage';
import { deleteAction, ListCard, useSearchParam } from '../../../components/ListCard';
import { actionsColumn, ListTable } from '../../../components/ListTable';
import { useConfirmedDelete } from '../../../components/useConfirmedDelete';
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
  const deleting = useConfirmedDelete({
    question: (m: KitchenMessage) => t('confirmDelete', { text: m.text }),
    mutation: remove,
    id: (m) => m.id,
    success: (m) => t('toast.deleteSuccess', { text: m.text }),
    failure: (error) => t('toast.deleteError', { reason: errorMessage(error) }),
  });

  return (
    <DataPage
      title={t('title')}
      subtitle={t('subtitle')}
      add={{ label: t('add'), onClick: () => setAdding(true) }}
      query={messages}
      ability="ADMIN_KITCHEN"
      dialogs={
        <>
          {adding && <KitchenMessageDialog onClose={() => setAdding(false)} />}
          {deleting.dialog}
        </>
      }
    >
      {(list) => (
        <ListCard
          id="kitchen-card"
          title={t('count', { count: list.length })}
          search={{ value: search, onChange: setSearch }}
        >
          <ListTable value={list} dataKey="id" label={t('title')} searchFields={['text']} emptyMessage={t('empty')}>
            <Column field="text" header={t('columns.text')} />
            {actionsColumn(t('columns.actions'), (m: KitchenMessage) => [
              deleteAction(t('delete', { text: m.text }), () => deleting.ask(m)),
            ])}
          </ListTable>
        </ListCard>
      )}
    </DataPage>
  );
}
