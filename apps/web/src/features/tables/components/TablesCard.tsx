import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { deleteAction, editAction } from '../../../components/ListCard';
import { actionsColumn, ListTable } from '../../../components/ListTable';
import { useListDialogs } from '../../../components/useListDialogs';
import { errorMessage } from '../../../lib/api';
import { type Table, type TableType, type TableZone, useDeleteTable, useSaveTable } from '../api';
import { AreaCard } from './AreaCard';
import { TableDialog } from './TableDialog';
import { ZoneSwatch } from './ZoneSwatch';

/** Tables: number, zone, type and whether an account is open at it; add, edit, duplicate (number + 1), delete. */
export function TablesCard({ tables, zones, types }: { tables: Table[]; zones: TableZone[]; types: TableType[] }) {
  const { t } = useTranslation('tables');
  const dialogs = useListDialogs({
    editor: (table: Table | null, close) => (
      <TableDialog table={table} tables={tables} zones={zones} types={types} onClose={close} />
    ),
    remove: {
      question: (table: Table) => t('tables.confirmDelete', { number: table.tableNumber }),
      mutation: useDeleteTable(),
      id: (table) => table.tableId,
      success: (table) => t('toast.table.deleteSuccess', { number: table.tableNumber }),
    },
  });
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

  const occupied = tables.filter((x) => x.status === 'OCCUPIED').length;

  return (
    <AreaCard
      id="tables-card"
      title={t('tables.title')}
      count={tables.length}
      addLabel={t('tables.add')}
      onAdd={dialogs.openAdd}
    >
      {occupied > 0 && (
        <p className="tables-card__note">
          {t('tables.occupiedNow', { count: occupied })}{' '}
          <Link to="/open-tables" data-testid="link-open-tables">
            {t('tables.seeOpenTables')}
          </Link>
        </p>
      )}
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
        {actionsColumn(
          t('actions'),
          (row: Table) => [
            editAction(t('tables.edit', { number: row.tableNumber }), () => dialogs.openEdit(row)),
            {
              icon: 'pi pi-copy',
              label: t('tables.duplicate', { number: row.tableNumber }),
              onClick: () => onDuplicate(row),
            },
            deleteAction(t('tables.delete', { number: row.tableNumber }), () => dialogs.askDelete(row)),
          ],
          '9rem',
        )}
      </ListTable>
      {dialogs.dialogs}
    </AreaCard>
  );
}
