import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { ListCard, RowActions } from '../../../components/ListCard';
import { ListTable } from '../../../components/ListTable';
import { errorMessage } from '../../../lib/api';
import { type TableType, useDeleteType } from '../api';
import { TypeDialog } from './TypeDialog';

/** Table types: id and name, with add, edit and delete. */
export function TypesCard({ types }: { types: TableType[] }) {
  const { t } = useTranslation('tables');
  // undefined: no dialog; null: a new type.
  const [editing, setEditing] = useState<TableType | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TableType | null>(null);
  const remove = useDeleteType();

  const confirmDelete = () => {
    if (!deleting) return;
    const type = deleting;
    setDeleting(null);
    remove.mutate(type.id, {
      onSuccess: () => toast.success(t('toast.type.deleteSuccess', { name: type.name })),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <ListCard
      id="types-card"
      title={
        <>
          {t('types.title')}
          <span className="tables-card__count">{types.length}</span>
        </>
      }
      tools={<Button label={t('types.add')} icon="pi pi-plus" size="small" onClick={() => setEditing(null)} />}
    >
      <ListTable value={types} dataKey="id" emptyMessage={t('empty')} label={t('types.title')}>
        <Column field="id" header={t('types.id')} style={{ width: '4.5rem' }} />
        <Column field="name" header={t('types.name')} />
        <Column
          header={<span className="sr-only">{t('actions')}</span>}
          style={{ width: '6.5rem' }}
          body={(type: TableType) => (
            <RowActions
              actions={[
                { icon: 'pi pi-pencil', label: t('types.edit', { name: type.name }), onClick: () => setEditing(type) },
                {
                  icon: 'pi pi-trash',
                  label: t('types.delete', { name: type.name }),
                  onClick: () => setDeleting(type),
                  danger: true,
                },
              ]}
            />
          )}
        />
      </ListTable>
      {editing !== undefined && <TypeDialog type={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDeleteDialog
        message={deleting ? t('types.confirmDelete', { name: deleting.name }) : null}
        onConfirm={confirmDelete}
        onHide={() => setDeleting(null)}
      />
    </ListCard>
  );
}
