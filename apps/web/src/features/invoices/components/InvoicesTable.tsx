import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowActions } from '../../../components/ListCard';
import { ListTable } from '../../../components/ListTable';
import { formatAmount, formatDate } from '../../../lib/format';
import type { Invoice } from '../api';
import { creditState, invoiceActions, invoiceState, STATE_COLOUR } from '../model';

/** Columns a phone leaves out (number, total, status and actions stay). */
const wide = { headerClassName: 'invoices-col-wide', bodyClassName: 'invoices-col-wide' };

export interface InvoiceRowActions {
  busy: boolean;
  askPaid: (i: Invoice) => void;
  askReminder: (i: Invoice) => void;
  edit: (i: Invoice) => void;
  download: (i: Invoice) => void;
  ubl: (i: Invoice) => void;
}

/**
 * The invoices table (document 3 section 2): number (or N/A), total coloured by state, date, the ticket (opens its
 * summary), client details, status and actions (each only in the states section 4 allows).
 */
export function InvoicesTable({
  invoices,
  timeZone,
  actions,
}: {
  invoices: Invoice[];
  timeZone?: string;
  actions: InvoiceRowActions;
}) {
  const { t } = useTranslation('invoices');
  /** Issue 21: credited in part or in whole, derived from the invoice's credit notes (their numbers below). */
  const credited = (i: Invoice) => {
    const credit = creditState(i);
    if (credit === 'NONE') return null;
    return (
      <span className="invoice-credit" data-testid="invoice-credit" data-credit={credit}>
        <span className={`invoice-credit__badge invoice-credit__badge--${credit.toLowerCase()}`}>
          {t(`credit.${credit}`)}
        </span>
        <span className="invoice-credit__notes">
          {t('credit.notes', { numbers: i.creditNotes.map((n) => n.creditNoteNumber).join(', ') })}
        </span>
      </span>
    );
  };
  const status = (i: Invoice) => {
    const state = invoiceState(i);
    return (
      <>
        <span
          className={`invoice-status invoice-status--${STATE_COLOUR[state]}`}
          data-testid="invoice-status"
          data-state={state}
        >
          {t(`state.${state}`)}
          {state === 'REMINDER_SENT' && i.lastReminderDate && (
            <span className="invoice-status__date">{formatDate(i.lastReminderDate, undefined, timeZone)}</span>
          )}
        </span>
        {credited(i)}
      </>
    );
  };
  const client = (i: Invoice) => {
    const c = i.clientData;
    const address = [[c.street, c.number].filter(Boolean).join(' '), [c.zipCode, c.city].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    return (
      <div className="invoice-client">
        <strong>{c.name}</strong>
        {[c.email, c.phoneNumber, c.vat, address].filter(Boolean).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </div>
    );
  };
  const rowActions = (i: Invoice) => {
    const can = invoiceActions(i);
    const number = i.invoiceNumber ?? 'N/A';
    // Each allowed action, in this order: its icon, its label's key (with the number) and what it does.
    const offered: [boolean, string, 'paidOf' | 'reminderOf' | 'downloadOf' | 'ublOf' | 'editOf', () => void][] = [
      [can.markPaid, 'pi pi-check', 'paidOf', () => actions.askPaid(i)],
      [can.reminder, 'pi pi-send', 'reminderOf', () => actions.askReminder(i)],
      [can.download, 'pi pi-file-pdf', 'downloadOf', () => actions.download(i)],
      [can.download, 'pi pi-code', 'ublOf', () => actions.ubl(i)],
      [can.edit, 'pi pi-pencil', 'editOf', () => actions.edit(i)],
    ];
    return (
      <RowActions
        actions={offered
          .filter(([allowed]) => allowed)
          .map(([, icon, key, onClick]) => ({
            icon,
            label: t(`actions.${key}`, { number }),
            onClick,
            busy: actions.busy,
            ...(key === 'paidOf' && { primary: true }),
          }))}
      />
    );
  };
  return (
    <ListTable
      value={invoices}
      dataKey="invoiceId"
      // The row actions are disabled while one runs (`busy`), a state outside the row's data: PrimeReact's cell memo
      // (it compares the row's data only) kept a row's buttons disabled after its own mark-as-paid.
      cellMemo={false}
      emptyMessage={t('list.empty')}
      label={t('list.title')}
    >
      <Column
        header={t('fields.invoiceNumber')}
        body={(i: Invoice) => i.invoiceNumber ?? 'N/A'}
        className="invoice-number"
      />
      <Column
        header={t('fields.totalAmount')}
        body={(i: Invoice) => (
          <>
            <span
              className={`invoice-total invoice-total--${STATE_COLOUR[invoiceState(i)]}`}
              data-testid="invoice-total"
            >
              {formatAmount(i.totalAmount)}
            </span>
            {/* On a phone the status column is left out: the state (and credit) under the total. */}
            <span className="invoice-total__state">
              {t(`state.${invoiceState(i)}`)}
              {creditState(i) !== 'NONE' && <> · {t(`credit.${creditState(i) as 'PARTLY' | 'WHOLLY'}`)}</>}
            </span>
          </>
        )}
        align="right"
      />
      <Column
        {...wide}
        header={t('fields.invoiceDate')}
        body={(i: Invoice) => formatDate(i.invoiceDate, undefined, timeZone)}
      />
      <Column
        {...wide}
        header={t('fields.ticket')}
        body={(i: Invoice) => (
          <Link
            to={`/account-summary/${i.clientAccountId}`}
            aria-label={t('list.openTicket', { id: i.clientAccountId })}
          >
            #{i.clientAccountId}
          </Link>
        )}
      />
      <Column {...wide} header={t('fields.client')} body={client} />
      <Column {...wide} header={t('fields.status')} body={status} />
      <Column
        header={<span className="sr-only">{t('list.actions')}</span>}
        body={rowActions}
        headerClassName="invoice-actions-col"
        bodyClassName="invoice-actions-col"
      />
    </ListTable>
  );
}
