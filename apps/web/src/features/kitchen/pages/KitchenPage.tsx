import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { deleteAction } from '../../../components/ListCard';
import { ListPage } from '../../../components/ListPage';
import { actionsColumn, ListTable } from '../../../components/ListTable';
import { pageTexts } from '../../../components/PageHeader';
import { deleteTexts, useListDialogs } from '../../../components/useListDialogs';
import { type KitchenMessage, useDeleteKitchenMessage, useKitchenMessages } from '../api';
import { KitchenMessageDialog } from '../components/KitchenMessageDialog';

/** /kitchen (document 3 section 2): the kitchen messages tills offer, with add and delete, for ADMIN_KITCHEN. */
export function KitchenPage() {
  const { t } = useTranslation('kitchen');
  const messages = useKitchenMessages();
  const dialogs = useListDialogs({
    editor: (_, close) => <KitchenMessageDialog onClose={close} />,
    remove: {
      mutation: useDeleteKitchenMessage(),
      id: (m: KitchenMessage) => m.id,
      ...deleteTexts(t, (m: KitchenMessage) => ({ text: m.text })),
    },
  });

  return (
    <ListPage
      {...pageTexts(t)}
      addLabel={t('add')}
      query={messages}
      ability="ADMIN_KITCHEN"
      dialogs={dialogs}
      card={{ id: 'kitchen-card', title: (list) => t('count', { count: list.length }), search: true }}
    >
      {(list) => (
        <ListTable value={list} dataKey="id" label={t('title')} searchFields={['text']} emptyMessage={t('empty')}>
          <Column field="text" header={t('columns.text')} />
          {actionsColumn(t('columns.actions'), (m: KitchenMessage) => [
            deleteAction(t('delete', { text: m.text }), () => dialogs.askDelete(m)),
          ])}
        </ListTable>
      )}
    </ListPage>
  );
}
