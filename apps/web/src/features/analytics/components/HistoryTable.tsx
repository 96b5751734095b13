import type { DataTableValueArray } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/ListCard';
import { ListTable, type ListTableProps, type ServerPaging } from '../../../components/ListTable';

/**
 * A history list a server page at a time (accounts, ordered products, payments): `page` is where the address says,
 * the table's own "nothing in this period" text.
 */
export function HistoryTable<T extends DataTableValueArray>({
  page,
  ...table
}: Omit<ListTableProps<T>, 'server' | 'emptyMessage'> & { page: ServerPaging }) {
  const { t } = useTranslation('analytics');
  return <ListTable {...table} server={page} emptyMessage={t('table.empty')} className="history-table" />;
}

/** A history row's actions: delete (with why it is refused, if it is) and open its account. */
export function DeleteOpenActions(props: {
  deleteLabel: string;
  refused: string | null;
  openLabel: string;
  onDelete: () => void;
  onOpen: () => void;
}) {
  const { deleteLabel, refused, openLabel, onDelete, onOpen } = props;
  return (
    <RowActions
      actions={[
        { icon: 'pi pi-trash', label: deleteLabel, danger: true, disabledReason: refused, onClick: onDelete },
        { icon: 'pi pi-external-link', label: openLabel, tooltip: openLabel, onClick: onOpen },
      ]}
    />
  );
}
