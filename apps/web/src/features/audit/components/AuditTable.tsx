import { AUDIT_PAGE_SIZES, type AuditEntry } from '@comptoir/shared';
import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { type AuditFormat, changeLines, recordText } from '../model';

/** How the table names things: values (times in the organisation's zone, money, fields), an action, a resource. */
export interface AuditNames extends AuditFormat {
  action: (action: string) => string;
  resource: (resource: string) => string;
}

/** The audit entries, a server page at a time: when, who, what, which item (a link to its own history), changes. */
export function AuditTable({
  data,
  first,
  rows,
  loading,
  onPage,
  onResource,
  names,
}: {
  data: { entries: AuditEntry[]; totalRecords: number };
  first: number;
  rows: number;
  loading: boolean;
  onPage: (event: DataTablePageEvent) => void;
  /** Shows the history of the entry's item only. */
  onResource: (entry: AuditEntry) => void;
  names: AuditNames;
}) {
  const { t } = useTranslation('audit');
  return (
    <section className="card audit-card" aria-labelledby="audit-count" data-testid="audit-card">
      <h2 id="audit-count" className="audit-card__title">
        {t('count', { count: data.totalRecords })}
      </h2>
      <DataTable
        value={data.entries}
        dataKey="id"
        lazy
        paginator
        first={first}
        rows={rows}
        totalRecords={data.totalRecords}
        rowsPerPageOptions={[...AUDIT_PAGE_SIZES]}
        onPage={onPage}
        paginatorTemplate="FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink RowsPerPageDropdown"
        currentPageReportTemplate={t('pageReport')}
        loading={loading}
        size="small"
        emptyMessage={t('empty')}
        aria-label={t('title')}
        className="audit-table"
      >
        <Column
          header={t('columns.dateTime')}
          body={(e: AuditEntry) => names.dateTime(e.at)}
          className="audit-nowrap"
        />
        <Column header={t('columns.user')} body={(e: AuditEntry) => e.user?.username ?? t('system')} />
        <Column
          header={t('columns.action')}
          body={(e: AuditEntry) => (
            <span className={`audit-action audit-action--${e.action}`}>{names.action(e.action)}</span>
          )}
        />
        <Column header={t('columns.resource')} body={(e: AuditEntry) => names.resource(e.resource)} />
        <Column
          header={t('columns.record')}
          body={(e: AuditEntry) => (
            // The record by the name a person knows (an invoice's number, a client's name); its id in the title.
            <button
              type="button"
              className="audit-link"
              title={t('historyOfId', { id: e.resourceId })}
              onClick={() => onResource(e)}
              data-testid="audit-record"
            >
              {recordText(e)}
            </button>
          )}
        />
        <Column
          header={t('columns.changes')}
          className="audit-changes-cell"
          body={(e: AuditEntry) => (
            <ul className="audit-changes">
              {changeLines(e, names).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        />
      </DataTable>
    </section>
  );
}
