import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmActionDialog } from '../../../components/ConfirmDeleteDialog';
import { errorMessage } from '../../../lib/api';
import { csvDay } from '../../../lib/csv';
import { formatDate } from '../../../lib/format';
import {
  type BillingDocument,
  type Invoice,
  type InvoiceAction,
  type InvoiceFileKind,
  useInvoiceAction,
  useInvoiceFile,
} from '../api';
import { InvoiceEditDialog } from '../components/InvoiceEditDialog';

/**
 * The row actions of the invoices page: mark as paid and send a reminder after a confirmation, set back to unpaid
 * through the edit dialog, and the downloads (a signed address opened in a new window). A reminder asked before the
 * invoice's due day (the organisation's calendar, `timeZone`) says so in its confirmation: an invoice gets one
 * reminder, and one sent early is rarely meant (issue 22 point 2, decision 81).
 */
export function useInvoiceActions(timeZone?: string) {
  const { t } = useTranslation('invoices');
  const action = useInvoiceAction();
  const file = useInvoiceFile();
  const [confirming, setConfirming] = useState<{ invoice: Invoice; action: 'paid' | 'reminder' } | null>(null);
  const [editing, setEditing] = useState<Invoice | null>(null);

  const run = (invoice: Invoice, what: InvoiceAction) =>
    action.mutate(
      { id: invoice.invoiceId, action: what },
      {
        onSuccess: () => toast.success(t(`toast.${what}`, { number: invoice.invoiceNumber ?? 'N/A' })),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  const open = (id: number, kind: InvoiceFileKind, of: BillingDocument = 'invoice') => {
    // Opened now, while the click still counts as the user's: a window opened after the answer would be blocked.
    const tab = window.open('', '_blank');
    file.mutate(
      { id, kind, of },
      {
        onSuccess: ({ downloadUrl }) => {
          if (tab) tab.location.href = downloadUrl;
          else window.location.assign(downloadUrl);
        },
        onError: (error) => {
          tab?.close();
          toast.error(errorMessage(error));
        },
      },
    );
  };

  const number = confirming?.invoice.invoiceNumber ?? 'N/A';
  const dueDate = confirming?.invoice.dueDate ?? null;
  const early =
    confirming?.action === 'reminder' && dueDate !== null && csvDay(Date.now(), timeZone) < csvDay(dueDate, timeZone);
  const key = early ? 'reminderEarly' : confirming?.action;
  const dialogs = (
    <>
      <ConfirmActionDialog
        message={
          confirming
            ? t(`confirm.${key ?? 'paid'}`, {
                number,
                email: confirming.invoice.clientData.email,
                due: dueDate === null ? '' : formatDate(dueDate, undefined, timeZone),
              })
            : null
        }
        title={confirming ? t(`confirm.${key ?? 'paid'}Title`) : ''}
        acceptLabel={confirming ? t(`actions.${confirming.action}`) : ''}
        acceptIcon={confirming?.action === 'reminder' ? 'pi pi-send' : 'pi pi-check'}
        onConfirm={() => {
          if (confirming) run(confirming.invoice, confirming.action);
          setConfirming(null);
        }}
        onHide={() => setConfirming(null)}
      />
      {editing && (
        <InvoiceEditDialog
          invoice={editing}
          saving={action.isPending}
          onClose={() => setEditing(null)}
          onUnpaid={() => {
            run(editing, 'unpaid');
            setEditing(null);
          }}
        />
      )}
    </>
  );

  return {
    busy: action.isPending || file.isPending,
    askPaid: (invoice: Invoice) => setConfirming({ invoice, action: 'paid' }),
    askReminder: (invoice: Invoice) => setConfirming({ invoice, action: 'reminder' }),
    edit: setEditing,
    download: (invoice: Invoice) => open(invoice.invoiceId, 'download'),
    ubl: (invoice: Invoice) => open(invoice.invoiceId, 'ubl'),
    /** A credit note's PDF or UBL (issue 21). */
    creditNoteFile: (creditNoteId: number, kind: InvoiceFileKind) => open(creditNoteId, kind, 'credit_note'),
    dialogs,
  };
}
