import { DEFAULT_TIME_ZONE } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../app/session';
import { DateRangePicker } from '../../../components/DateRangePicker';
import { ListCard, useSearchParam } from '../../../components/ListCard';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { searchedRangeText } from '../../../lib/dateRange';
import { currentLanguage } from '../../../lib/i18n';
import { useCreditNotes, useInvoices } from '../api';
import { CreditNotesTable } from '../components/CreditNotesTable';
import { InvoicesTable } from '../components/InvoicesTable';
import { exportInvoices } from '../csv';
import { useInvoiceActions } from '../hooks/useInvoiceActions';
import { invoiceState, type Range, rangeFromParams, searchText, searchWindow } from '../model';
import '../invoices.css';

/**
 * /invoice (document 3 section 2): the invoices of a date range (every invoice at first: 0 and 0), searchable, with
 * their state and actions. The picked days stay in the address; the search window (7 days before, 2 after) is what
 * the server is asked and what the subtitle states.
 */
// Not a DataPage: the range picker stays above invoices and credit notes (two queries) while a range loads.
export function InvoicesPage() {
  const { t, i18n } = useTranslation('invoices');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useSearchParam();
  const picked = rangeFromParams(params);
  const searched = searchWindow(picked);
  const timeZone = useCurrentUser().data?.organization.timeZone ?? DEFAULT_TIME_ZONE;
  const invoices = useInvoices(searched);
  const creditNotes = useCreditNotes(searched);
  const actions = useInvoiceActions(timeZone);

  const setRange = (r: Range) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(r)) {
          if (value) next.set(key, String(value));
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  let content: React.ReactNode;
  if (invoices.isError && !invoices.data) {
    content = <PageLoadError error={invoices.error} ability="ADMIN_INVOICE" onRetry={() => void invoices.refetch()} />;
  } else if (!invoices.data) {
    content = <PageLoading />;
  } else {
    const q = search.trim().toLowerCase();
    const rows = q
      ? invoices.data.filter((i) => searchText(i, t(`state.${invoiceState(i)}`)).includes(q))
      : invoices.data;
    content = (
      <ListCard
        id="invoices-card"
        title={t('list.count', { count: invoices.data.length })}
        search={{ value: search, onChange: setSearch }}
        onExport={rows.length > 0 ? () => exportInvoices(rows, t, lng, timeZone) : undefined}
      >
        <InvoicesTable invoices={rows} timeZone={timeZone} actions={actions} />
      </ListCard>
    );
  }

  return (
    <div className="page invoices-page">
      <PageHeader
        title={t('title')}
        subtitle={searchedRangeText(lng, searched.start, searched.end, timeZone, t('range.all'))}
      />
      <DateRangePicker
        start={picked.start}
        end={picked.end}
        timeZone={timeZone}
        inputId="invoice-range"
        loading={invoices.isFetching}
        onSearch={(start, end) => setRange({ start, end })}
        onClear={() => setRange({ start: 0, end: 0 })}
      />
      {content}
      {/* Issue 21: the credit notes of the same period, below the invoices they credit. */}
      {creditNotes.data && (
        <ListCard
          id="credit-notes-card"
          className="credit-notes-card"
          title={t('creditNotes.count', { count: creditNotes.data.length })}
        >
          <CreditNotesTable
            creditNotes={creditNotes.data}
            timeZone={timeZone}
            busy={actions.busy}
            onFile={actions.creditNoteFile}
          />
        </ListCard>
      )}
      {actions.dialogs}
    </div>
  );
}
