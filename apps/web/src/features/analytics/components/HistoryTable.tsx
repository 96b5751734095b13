import { HISTORY_PAGE_SIZES } from '@comptoir/shared';
import { DataTable, type DataTableValueArray } from 'primereact/datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A server-paged history table: 500 rows a page, options 500/1000/2500/5000/10000 (document 3 section 9), with
 * virtual scrolling so a page of 10,000 rows stays quick.
 */
export function HistoryTable<T extends DataTableValueArray>({
  value,
  dataKey,
  totalRecords,
  first,
  rows,
  loading,
  label,
  onPage,
  children,
}: {
  value: T;
  dataKey: string;
  totalRecords: number;
  first: number;
  rows: number;
  loading: boolean;
  label: string;
  onPage: (first: number, rows: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('analytics');
  return (
    <DataTable
      value={value}
      dataKey={dataKey}
      lazy
      paginator
      first={first}
      rows={rows}
      totalRecords={totalRecords}
      rowsPerPageOptions={[...HISTORY_PAGE_SIZES]}
      onPage={(e) => onPage(e.first, e.rows)}
      paginatorTemplate="FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink RowsPerPageDropdown"
      currentPageReportTemplate={t('table.pageReport')}
      loading={loading}
      size="small"
      scrollable
      scrollHeight="62vh"
      virtualScrollerOptions={value.length > 100 ? { itemSize: 41 } : undefined}
      emptyMessage={t('table.empty')}
      aria-label={label}
      className="history-table"
    >
      {children}
    </DataTable>
  );
}
