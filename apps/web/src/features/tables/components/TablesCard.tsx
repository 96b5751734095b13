import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { ListCard, RowActions } from '../../../components/ListCard';
import { ListTable } from '../../../components/ListTable';
import { errorMessage } from '../../../lib/api';
import { type Table, type TableType, type TableZone, useDeleteTable, useSaveTable } from '../api';
import { TableDialog } from './TableDialog';
import { ZoneSwatch } from './ZoneSwatch';

/** Tables: number, zone, type and whether an account is open at it; add, edit, duplicate (number + 1), delete. */
export function TablesCard({ tables, zones, types }: { tables: Table[]; zones: TableZone[]; types: TableType[] }) {
  const { t } = useTranslation('tables');
  const [editing, setEditing] = useState<Table | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Table | null>(null);
  const remove = useDeleteTable();
  const duplicate = useSaveTable();

  const onDuplicate = (table: Table) => {
    const number = table.tableNumber + 1;
    duplicate.mutate(
      { tableNumber: number, zoneId: table.tableZone?.zoneId ?? 0, tableTypeId: table.tableType?.id ?? 0 },
      {
        onSuccess: () => toast.success(t('toast.table.duplicateSuccess', { number, source: table.tableNumber })),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const table = deleting;
    setDeleting(null);
    remove.mutate(table.tableId, {
      onSuccess: () => toast.success(t('toast.table.deleteSuccess', { number: table.tableNumber })),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  const occupied = tables.filter((x) => x.status === 'OCCUPIED').length;

  return (
    <ListCard
      id="tables-card"
      title={
        <>
          {t('tables.title')}
          <span className="tables-card__count">{tables.length}</span>
        </>
      }
      tools={<Button label={t('tables.add')} icon="pi pi-plus" size="small" onClick={() => setEditing(null)} />}
    >
      {occupied > 0 && <p className="tables-card__note">{t('tables.occupiedNow', { count: occupied })}</p>}
      <ListTable
        value={tables}
        dataKey="tableId"
        sortField="tableNumber"
        sortOrder={1}
        emptyMessage={t('empty')}
        label={t('tables.title')}
        rowClassName={(row: Table) => (row.status === 'OCCUPIED' ? 'tables-row--occupied' : '')}
      >
        <Column field="tableNumber" header={t('tables.number')} sortable style={{ width: '7rem' }} />
        <Column
          field="tableZone.name"
          header={t('tables.zone')}
          sortable
          body={(row: Table) =>
            row.tableZone ? <ZoneSwatch color={row.tableZone.color} name={row.tableZone.name} /> : '—'
          }
        />
        <Column
          field="tableType.name"
          header={t('tables.type')}
          sortable
          body={(row: Table) => row.tableType?.name ?? '—'}
        />
        <Column
          field="status"
          header={t('tables.status')}
          sortable
          body={(row: Table) =>
            row.status === 'OCCUPIED' ? (
              <Tag className="status-badge" severity="warning" icon="pi pi-users" value={t('tables.occupied')} />
            ) : (
              <span className="status-free">{t('tables.free')}</span>
            )
          }
        />
        <Column
          header={<span className="sr-only">{t('actions')}</span>}
          style={{ width: '9rem' }}
          body={(row: Table) => (
            <RowActions
              actions={[
                {
                  icon: 'pi pi-pencil',
                  label: t('tables.edit', { number: row.tableNumber }),
                  onClick: () => setEditing(row),
                },
                {
                  icon: 'pi pi-copy',
                  label: t('tables.duplicate', { number: row.tableNumber }),
                  onClick: () => onDuplicate(row),
                },
                {
                  icon: 'pi pi-trash',
                  label: t('tables.delete', { number: row.tableNumber }),
                  onClick: () => setDeleting(row),
                  danger: true,
                },
              ]}
            />
          )}
        />
      </ListTable>
      {editing !== undefined && (
        <TableDialog
          table={editing}
          tables={tables}
          zones={zones}
          types={types}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDeleteDialog
        message={deleting ? t('tables.confirmDelete', { number: deleting.tableNumber }) : null}
        onConfirm={confirmDelete}
        onHide={() => setDeleting(null)}
      />
    </ListCard>
  );
}
