import {
  AUDIT_EXPORT_MAX,
  AUDIT_MAX_PAGE_SIZE,
  AUDIT_PAGE_SIZES,
  AUDIT_RESOURCES,
  type AuditEntry,
  toCsv,
} from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { errorMessage } from '../../../lib/api';
import { downloadText } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { calendarLocale } from '../../analytics/calendarLocale';
import { useCurrentUser } from '../../auth/api';
import { useUsers } from '../../users/api';
import { fetchAudit, useAudit } from '../api';
import { type AuditFilters, auditQuery, changeLines, csvRows, dateOfDay, dayOf, dayOfDate } from '../model';
import '../../analytics/analytics.css';
import '../audit.css';

const FILTERS = ['from', 'to', 'userId', 'resource', 'resourceId'] as const;
const wholeNumber = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

/**
 * /audit (issue 10 section 5): who changed what and when, newest first. Filters (whole days of the organisation's
 * calendar, user, resource and id) and the page live in the address, so a product, a ticket or a shift links to its
 * own history. CSV export of every matching entry.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation('audit');
  const { t: tAnalytics } = useTranslation('analytics');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const me = useCurrentUser().data;
  const timeZone = me?.organization.timeZone ?? 'Europe/Brussels';
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])) as unknown as AuditFilters;
  const rowsParam = wholeNumber(params.get('rows'));
  const rows = (AUDIT_PAGE_SIZES as readonly number[]).includes(rowsParam ?? 0) ? rowsParam! : AUDIT_PAGE_SIZES[1];
  const first = (wholeNumber(params.get('first')) ?? 0) - ((wholeNumber(params.get('first')) ?? 0) % rows);
  const query = auditQuery(filters, timeZone, first, rows);
  const audit = useAudit(query);
  const users = useUsers();
  const [exporting, setExporting] = useState(false);
  const [days, setDays] = useState<(Date | null)[] | null>(() => {
    const start = dateOfDay(filters.from);
    return start ? [start, dateOfDay(filters.to) ?? start] : null;
  });

  const update = (changes: Partial<Record<(typeof FILTERS)[number] | 'first' | 'rows', string | number | null>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('first' in changes)) next.delete('first');
        return next;
      },
      { replace: true },
    );

  const resourceName = (r: string) => t(`resources.${r}`, { defaultValue: r });
  const actionName = (a: string) => t(`actions.${a}`, { defaultValue: a });
  const dateTime = (ms: number) => formatDateTime(ms, lng, timeZone);

  const userOptions = useMemo(() => {
    const known = new Map<number, string>();
    for (const u of users.data ?? []) known.set(u.userId, u.username);
    for (const e of audit.data?.entries ?? []) if (e.user) known.set(e.user.userId, e.user.username);
    return [...known]
      .map(([value, label]) => ({ value: String(value), label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [users.data, audit.data]);
  const resourceOptions = AUDIT_RESOURCES.map((r) => ({ value: r, label: resourceName(r) })).sort((a, b) =>
    a.label.localeCompare(b.label, lng),
  );

  const searchDays = (value: (Date | null)[] | null) => {
    setDays(value);
    const [start, end] = value ?? [];
    if (value && !start) return;
    update({ from: start ? dayOfDate(start) : null, to: end ? dayOfDate(end) : start ? dayOfDate(start) : null });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const entries: AuditEntry[] = [];
      for (let page = 0; entries.length < AUDIT_EXPORT_MAX; page++) {
        const q = auditQuery(filters, timeZone, page * AUDIT_MAX_PAGE_SIZE, AUDIT_MAX_PAGE_SIZE);
        const data = await fetchAudit(q);
        entries.push(...data.entries);
        if (entries.length >= data.totalRecords || data.entries.length === 0) break;
      }
      const header = (['dateTime', 'user', 'action', 'resource', 'resourceId', 'changes'] as const).map((c) =>
        t(`columns.${c}`),
      );
      const csv = toCsv(header, csvRows(entries, { dateTime, action: actionName, resource: resourceName }));
      downloadText(`${t('csv.fileName')}-${dayOf(Date.now(), timeZone)}.csv`, csv);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const data = audit.data;
  let content: React.ReactNode;
  if (!data && audit.error) {
    content = <PageLoadError error={audit.error} ability="ADMIN_AUDIT" onRetry={() => void audit.refetch()} />;
  } else if (!data) {
    content = <PageLoading />;
  } else {
    content = (
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
          onPage={(e) => update({ first: e.first || null, rows: e.rows === AUDIT_PAGE_SIZES[1] ? null : e.rows })}
          paginatorTemplate="FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink RowsPerPageDropdown"
          currentPageReportTemplate={t('pageReport')}
          loading={audit.isFetching}
          size="small"
          emptyMessage={t('empty')}
          aria-label={t('title')}
          className="audit-table"
        >
          <Column header={t('columns.dateTime')} body={(e: AuditEntry) => dateTime(e.at)} className="audit-nowrap" />
          <Column header={t('columns.user')} body={(e: AuditEntry) => e.user?.username ?? t('system')} />
          <Column
            header={t('columns.action')}
            body={(e: AuditEntry) => (
              <span className={`audit-action audit-action--${e.action}`}>{actionName(e.action)}</span>
            )}
          />
          <Column header={t('columns.resource')} body={(e: AuditEntry) => resourceName(e.resource)} />
          <Column
            header={t('columns.resourceId')}
            body={(e: AuditEntry) => (
              <button
                type="button"
                className="audit-link"
                title={t('historyOf')}
                onClick={() => update({ resource: e.resource, resourceId: e.resourceId })}
              >
                #{e.resourceId}
              </button>
            )}
          />
          <Column
            header={t('columns.changes')}
            className="audit-changes-cell"
            body={(e: AuditEntry) => (
              <ul className="audit-changes">
                {changeLines(e, dateTime).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          />
        </DataTable>
      </section>
    );
  }

  return (
    <div className="page audit-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button
            label={t('export')}
            icon="pi pi-download"
            outlined
            loading={exporting}
            disabled={!data || data.totalRecords === 0}
            onClick={() => void exportCsv()}
            data-testid="audit-export"
          />
        }
      />
      <form
        className="card period-bar audit-filters"
        aria-label={t('filters.label')}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="period-bar__field">
          <label htmlFor="audit-days">{t('filters.days')}</label>
          <Calendar
            inputId="audit-days"
            value={days}
            onChange={(e) => searchDays((e.value as (Date | null)[] | null) ?? null)}
            selectionMode="range"
            readOnlyInput
            dateFormat="dd-mm-yy"
            showIcon
            showButtonBar
            onClearButtonClick={() => searchDays(null)}
            placeholder={t('filters.allDays')}
            locale={calendarLocale(lng, tAnalytics)}
          />
        </div>
        <div className="period-bar__field">
          <label htmlFor="audit-user">{t('filters.user')}</label>
          <Dropdown
            inputId="audit-user"
            value={filters.userId || null}
            options={userOptions}
            onChange={(e) => update({ userId: e.value ?? null })}
            placeholder={t('filters.allUsers')}
            showClear
            filter
          />
        </div>
        <div className="period-bar__field">
          <label htmlFor="audit-resource">{t('filters.resource')}</label>
          <Dropdown
            inputId="audit-resource"
            value={filters.resource || null}
            options={resourceOptions}
            onChange={(e) => update({ resource: e.value ?? null, resourceId: null })}
            placeholder={t('filters.allResources')}
            showClear
          />
        </div>
        {filters.resourceId && (
          <div className="audit-filters__chip" data-testid="audit-resource-id">
            <span>{t('filters.onlyId', { resource: resourceName(filters.resource), id: filters.resourceId })}</span>
            <Button
              type="button"
              icon="pi pi-times"
              text
              rounded
              size="small"
              aria-label={t('filters.clearId')}
              onClick={() => update({ resourceId: null })}
            />
          </div>
        )}
      </form>
      {content}
    </div>
  );
}
