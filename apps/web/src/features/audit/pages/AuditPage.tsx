import {
  AUDIT_EXPORT_MAX,
  AUDIT_MAX_PAGE_SIZE,
  AUDIT_PAGE_SIZES,
  AUDIT_RESOURCES,
  type AuditEntry,
} from '@comptoir/shared';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { useCurrentUser } from '../../../app/session';
import { DateRangePicker } from '../../../components/DateRangePicker';
import { PageHeader, pageTexts } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { errorMessage } from '../../../lib/api';
import { exportCsv as saveCsv } from '../../../lib/csv';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useUpdateSearchParams } from '../../../lib/searchParams';
import { useUsers } from '../../users';
import { fetchAudit, useAudit } from '../api';
import { type AuditNames, AuditTable } from '../components/AuditTable';
import { ChoiceFilter } from '../components/ChoiceFilter';
import { type AuditFilters, auditQuery, codeWords, csvRows, dayOf, daysOfPeriod, humanField, periodOf } from '../model';
import '../audit.css';

const FILTERS = ['from', 'to', 'userId', 'resource', 'resourceId'] as const;
const wholeNumber = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

/**
 * /audit (issue 10 section 5): who changed what and when, newest first. Filters (whole days of the organisation's
 * calendar, user, resource and id) and the page live in the address, so a product, a ticket or a shift links to its
 * own history. CSV export of every matching entry.
 */
// Not a DataPage: the range picker and filters stay above the list while each range or filter loads.
export function AuditPage() {
  const { t, i18n } = useTranslation('audit');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const me = useCurrentUser().data;
  const timeZone = me?.organization.timeZone ?? 'Europe/Brussels';
  const [params] = useSearchParams();
  const updateParams = useUpdateSearchParams();
  const filters = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])) as unknown as AuditFilters;
  const rowsParam = wholeNumber(params.get('rows'));
  const rows = (AUDIT_PAGE_SIZES as readonly number[]).includes(rowsParam ?? 0) ? rowsParam! : AUDIT_PAGE_SIZES[1];
  const first = (wholeNumber(params.get('first')) ?? 0) - ((wholeNumber(params.get('first')) ?? 0) % rows);
  const query = auditQuery(filters, timeZone, first, rows);
  const audit = useAudit(query);
  const users = useUsers();
  const [exporting, setExporting] = useState(false);
  const period = periodOf(filters, timeZone);

  /** A filter change goes back to the first page; null removes a parameter. */
  const update = (changes: Partial<Record<(typeof FILTERS)[number] | 'first' | 'rows', string | number | null>>) =>
    updateParams({
      ...('first' in changes ? {} : { first: '' }),
      ...Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, value == null ? '' : String(value)])),
    });

  const resourceName = (r: string) => t(`resources.${r}`, { defaultValue: r });
  const actionName = (a: string) => t(`actions.${a}`, { defaultValue: a });
  const dateTime = (ms: number) => formatDateTime(ms, lng, timeZone);
  // Field labels and codes in words from audit.json (a user's type and abilities as the users page names them); a
  // field it does not know reads as words, never as code.
  const names: AuditNames = {
    dateTime,
    money: (cents) => formatMoney(cents, lng),
    field: (name) => t(`fields.${name}`, { defaultValue: humanField(name) }),
    value: (code, field) =>
      codeWords(field, code, (key) => (i18n.exists(key) ? i18n.t(key, { defaultValue: key }) : undefined)),
    yes: t('yes'),
    no: t('no'),
    action: actionName,
    resource: resourceName,
  };

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
      const header = (['dateTime', 'user', 'action', 'resource', 'record', 'resourceId', 'changes'] as const).map((c) =>
        t(`columns.${c}`),
      );
      const rows = csvRows(entries, names);
      saveCsv(`${t('csv.fileName')}-${dayOf(Date.now(), timeZone)}`, header, rows, lng);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const data = audit.data;
  /** The filtered record's label, when an entry of the page carries it. */
  const shownLabel = data?.entries.find(
    (e) => e.resource === filters.resource && e.resourceId === filters.resourceId && e.label,
  )?.label;
  let content: React.ReactNode;
  if (!data && audit.error) {
    content = <PageLoadError error={audit.error} ability="ADMIN_AUDIT" onRetry={() => void audit.refetch()} />;
  } else if (!data) {
    content = <PageLoading />;
  } else {
    content = (
      <AuditTable
        data={data}
        first={first}
        rows={rows}
        loading={audit.isFetching}
        onPage={(e) => update({ first: e.first || null, rows: e.rows === AUDIT_PAGE_SIZES[1] ? null : e.rows })}
        onResource={(e) => update({ resource: e.resource, resourceId: e.resourceId })}
        names={names}
      />
    );
  }

  return (
    <div className="page audit-page">
      <PageHeader
        {...pageTexts(t)}
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
      <DateRangePicker
        inputId="audit-days"
        className="audit-filters"
        start={period.from ?? 0}
        end={period.to ?? 0}
        timeZone={timeZone}
        loading={audit.isFetching}
        onSearch={(start, end) => update(daysOfPeriod(start, end, timeZone))}
        onClear={() => update({ from: null, to: null })}
      >
        <ChoiceFilter
          id="audit-user"
          label={t('filters.user')}
          value={filters.userId}
          options={userOptions}
          placeholder={t('filters.allUsers')}
          filter
          onChange={(userId) => update({ userId })}
        />
        <ChoiceFilter
          id="audit-resource"
          label={t('filters.resource')}
          value={filters.resource}
          options={resourceOptions}
          placeholder={t('filters.allResources')}
          onChange={(resource) => update({ resource, resourceId: null })}
        />
        {filters.resourceId && (
          <div className="audit-filters__chip" data-testid="audit-resource-id">
            <span>
              {shownLabel
                ? t('filters.onlyNamed', { resource: resourceName(filters.resource), name: shownLabel })
                : t('filters.onlyId', { resource: resourceName(filters.resource), id: filters.resourceId })}
            </span>
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
      </DateRangePicker>
      {content}
    </div>
  );
}
