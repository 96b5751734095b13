import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowActions } from '../../../components/ListCard';
import { ListTable } from '../../../components/ListTable';
import { formatAmount, formatDate } from '../../../lib/format';
import type { CreditNote, InvoiceFileKind } from '../api';

/** Columns a phone leaves out (number, amount and downloads stay). */
const wide = { headerClassName: 'invoices-col-wide', bodyClassName: 'invoices-col-wide' };

/**
 * The credit notes of the period (issue 21), the accountant's second journal beside the invoices: number, amount
 * credited, date, the invoice it credits, the client, the correction ticket and its reason, and the downloads (PDF
 * and UBL CreditNote) in every state.
 */
export function CreditNotesTable({
  creditNotes,
  timeZone,
  busy,
  onFile,
}: {
  creditNotes: CreditNote[];
  timeZone?: string;
  busy: boolean;
  onFile: (creditNoteId: number, kind: InvoiceFileKind) => void;
}) {
  const { t } = useTranslation('invoices');
  return (
    <ListTable
      value={creditNotes}
      dataKey="creditNoteId"
      // Its row actions follow `busy`, outside the row's data: no cell memo (as InvoicesTable).
      cellMemo={false}
      emptyMessage={t('creditNotes.empty')}
      label={t('creditNotes.title')}
    >
      <Column header={t('creditNotes.number')} field="creditNoteNumber" className="invoice-number" />
      <Column
        header={t('creditNotes.total')}
        body={(n: CreditNote) => <span className="credit-note-total">{formatAmount(n.totalAmount)}</span>}
        align="right"
      />
      <Column
        {...wide}
        header={t('creditNotes.date')}
        body={(n: CreditNote) => formatDate(n.issuedAt, undefined, timeZone)}
      />
      <Column {...wide} header={t('creditNotes.invoice')} field="invoiceNumber" className="invoice-number" />
      <Column {...wide} header={t('creditNotes.client')} body={(n: CreditNote) => n.clientData.name} />
      <Column
        {...wide}
        header={t('creditNotes.correction')}
        body={(n: CreditNote) => (
          <div className="invoice-client">
            <Link
              to={`/account-summary/${n.correctionAccountId}`}
              aria-label={t('list.openTicket', { id: n.correctionAccountId })}
            >
              #{n.correctionAccountId}
            </Link>
            {n.reason && <span>{n.reason}</span>}
          </div>
        )}
      />
      <Column
        header={<span className="sr-only">{t('list.actions')}</span>}
        body={(n: CreditNote) => (
          <RowActions
            actions={[
              {
                icon: 'pi pi-file-pdf',
                label: t('creditNotes.downloadOf', { number: n.creditNoteNumber }),
                onClick: () => onFile(n.creditNoteId, 'download'),
                busy,
              },
              {
                icon: 'pi pi-code',
                label: t('creditNotes.ublOf', { number: n.creditNoteNumber }),
                onClick: () => onFile(n.creditNoteId, 'ubl'),
                busy,
              },
            ]}
          />
        )}
        headerClassName="invoice-actions-col"
        bodyClassName="invoice-actions-col"
      />
    </ListTable>
  );
}
