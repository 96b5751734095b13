import './list.css';
import { HISTORY_PAGE_SIZES } from '@comptoir/shared';
import { Column } from 'primereact/column';
import { DataTable, type DataTableProps, type DataTableValueArray } from 'primereact/datatable';
import { type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearch, type RowAction, RowActions } from './ListCard';

/** The spec's paging options (document 3 section 9): lists, stock history, product statistics. */
export const PAGE_SIZES = {
  list: HISTORY_PAGE_SIZES,
  stock: [50, 100, 150, 200, 250, 500, 1000],
  stats: [10, 20, 50, 100, 200, 500],
} as const;

/** Under this width a list's rows are stacked cards (the console's phone width, as useIsPhone). */
const PHONE_BREAKPOINT = '767.98px';

/** A page the server cuts (history pages): where it starts, its size, how many rows there are, and the change. */
export interface ServerPaging {
  first: number;
  rows: number;
  totalRecords: number;
  onPage: (first: number, rows: number) => void;
}

type ListTableProps<T extends DataTableValueArray> = Omit<DataTableProps<T>, 'aria-label'> & {
  /** The table's accessible name. */
  label: string;
  pageSizes?: readonly number[];
  /** Server-side paging (lazy), with a "1–500 of 2,345" report and virtual scrolling for big pages. */
  server?: ServerPaging;
  /** A long list in its own scrolling frame (38rem), its rows virtual beyond 60. */
  tall?: boolean;
  /** The row fields the search of the ListCard around looks in. */
  searchFields?: string[];
};

/**
 * The data table of every list page: small rows, the paginator with the spec's page sizes (first one by default),
 * hidden while everything fits one page, and the shared "nothing here" text unless the page gives its own.
 */
export function ListTable<T extends DataTableValueArray>({
  label,
  pageSizes = PAGE_SIZES.list,
  server,
  tall = false,
  searchFields,
  className,
  ...props
}: ListTableProps<T>) {
  const { t } = useTranslation('common');
  const search = useContext(ListSearch);
  const paging = server
    ? {
        lazy: true,
        first: server.first,
        rows: server.rows,
        totalRecords: server.totalRecords,
        onPage: (e: { first: number; rows: number }) => server.onPage(e.first, e.rows),
        paginatorTemplate: 'FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink RowsPerPageDropdown',
        currentPageReportTemplate: t('list.pageReport'),
        scrollable: true,
        scrollHeight: '62vh',
        virtualScrollerOptions: (props.value?.length ?? 0) > 100 ? { itemSize: 41 } : undefined,
      }
    : { alwaysShowPaginator: false, rows: pageSizes[0] };
  const frame = tall
    ? {
        scrollable: true,
        scrollHeight: '38rem',
        virtualScrollerOptions: (props.value?.length ?? 0) > 60 ? { itemSize: 43 } : undefined,
      }
    : undefined;
  // On phones every row is a card, each cell under its column's name (issue 22 point 9: tables scrolled sideways with
  // their first column cut), except where rows are virtual (their height must stay fixed) or the page lays them out
  // itself (`responsiveLayout="scroll"`). PrimeReact writes each cell's column name (.p-column-title); the layout is
  // list.css's (its own injected <style> is refused by the console's content security policy).
  const virtual =
    ('virtualScrollerOptions' in paging && Boolean(paging.virtualScrollerOptions)) ||
    Boolean(frame?.virtualScrollerOptions);
  const stack = virtual ? {} : { responsiveLayout: 'stack' as const, breakpoint: PHONE_BREAKPOINT };
  return (
    <DataTable
      size="small"
      paginator
      rowsPerPageOptions={[...pageSizes]}
      emptyMessage={t('list.empty')}
      aria-label={label}
      className={`list-table${virtual ? '' : ' list-table--stack'}${className ? ` ${className}` : ''}`}
      {...paging}
      {...frame}
      {...stack}
      {...(searchFields && { globalFilter: search, globalFilterFields: searchFields })}
      {...(props as DataTableProps<T>)}
    />
  );
}

/**
 * The last column of a list: the row's icon buttons, under a header only screen readers hear. A function, not a
 * component: the data table reads its columns from its direct children.
 */
export function actionsColumn<T>(label: string, actions: (row: T) => RowAction[], width = '4rem') {
  return (
    <Column
      header={<span className="sr-only">{label}</span>}
      style={{ width }}
      body={(row: T) => <RowActions actions={actions(row)} />}
    />
  );
}

/**
 * A right-aligned figure column (class "num"); with `sortField` the column sorts by that field. A function for the
 * same reason as actionsColumn.
 */
export function figureColumn<T>(header: string, body: (row: T) => ReactNode, sortField?: string) {
  return (
    <Column
      key={header}
      header={header}
      className="num"
      body={body}
      {...(sortField === undefined ? {} : { field: sortField, sortable: true })}
    />
  );
}
