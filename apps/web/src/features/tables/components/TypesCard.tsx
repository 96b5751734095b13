import { Column } from 'primereact/column';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAction, editAction } from '../../../components/ListCard';
import { actionsColumn, ListTable } from '../../../components/ListTable';
import { useConfirmedDelete } from '../../../components/useConfirmedDelete';
import { type TableType, useDeleteType } from '../api';
import { AreaCard } from './AreaCard';
import { TypeDialog } from './TypeDialog';

/** Table types: id and name, with add, edit and delete. */
export function TypesCard({ types }: { types: TableType[] }) {
  const { t } = useTranslation('tables');
  // undefined: no dialog; null: a new type.
  const [editing, setEditing] = useState<TableType | null | undefined>(undefined);
  const remove = useDeleteType();
  const deleting = useConfirmedDelete({
    question: (type: TableType) => t('types.confirmDelete', { name: type.name }),
    mutation: remove,
    id: (type) => type.id,
    success: (type) => t('toast.type.deleteSuccess', { name: type.name }),
  });

  return (
    <AreaCard
      id="types-card"
      title={t('types.title')}
      count={types.length}
      addLabel={t('types.add')}
      onAdd={() => setEditing(null)}
    >
      <ListTable value={types} dataKey="id" emptyMessage={t('empty')} label={t('types.title')}>
        <Column field="id" header={t('types.id')} style={{ width: '4.5rem' }} />
        <Column field="name" header={t('types.name')} />
        {actionsColumn(
          t('actions'),
          (type: TableType) => [
            editAction(t('types.edit', { name: type.name }), () => setEditing(type)),
            deleteAction(t('types.delete', { name: type.name }), () => deleting.ask(type)),
          ],
          '6.5rem',
        )}
      </ListTable>
      {editing !== undefined && <TypeDialog type={editing} onClose={() => setEditing(undefined)} />}
      {deleting.dialog}
    </AreaCard>
  );
}
