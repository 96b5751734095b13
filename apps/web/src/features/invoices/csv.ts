import { type Invoice, invoiceState } from '@comptoir/shared';
import type { TFunction } from 'i18next';
import { csvAmount, csvDay, exportCsv } from '../../lib/csv';
import { formatPercent } from '../../lib/format';
import type { Language } from '../../lib/i18n';

/**
 * The invoices CSV (issue 23): number, invoice date, due date, last reminder, client, client VAT number, then for
 * every VAT rate among the exported invoices its base and its VAT, then the total, the state, what credit notes took
 * back and their numbers. Amounts are plain
 * numbers in the language's decimal mark; cells are neutralised by the shared CSV writer.
 */
export function invoicesCsv(invoices: readonly Invoice[], t: TFunction<'invoices'>, lng: Language, timeZone: string) {
  const rates = [...new Set(invoices.flatMap((i) => i.vatTotals.map((v) => v.vatBp)))].sort((a, b) => a - b);
  const header = [
    t('fields.invoiceNumber'),
    t('fields.invoiceDate'),
    t('csv.dueDate'),
    t('csv.lastReminderDate'),
    t('fields.client'),
    t('csv.clientVat'),
    ...rates.flatMap((bp) => {
      const rate = formatPercent(bp / 100, lng);
      return [t('csv.base', { rate }), t('csv.vat', { rate })];
    }),
    t('fields.totalAmount'),
    t('fields.status'),
    t('csv.credited'),
    t('csv.creditNotes'),
  ];
  const rows = invoices.map((i) => [
    i.invoiceNumber ?? '',
    csvDay(i.invoiceDate, timeZone),
    csvDay(i.dueDate, timeZone),
    csvDay(i.lastReminderDate, timeZone),
    i.clientData.name,
    i.clientData.vat,
    ...rates.flatMap((bp) => {
      const row = i.vatTotals.find((v) => v.vatBp === bp);
      return row ? [csvAmount(row.baseCents, lng), csvAmount(row.vatCents, lng)] : ['', ''];
    }),
    csvAmount(Math.round(i.totalAmount * 100), lng),
    t(`state.${invoiceState(i)}`),
    // Issue 21: what the invoice's credit notes took back (the invoice itself never changes), and their numbers.
    csvAmount(Math.round(i.creditedAmount * 100), lng),
    i.creditNotes.map((n) => n.creditNoteNumber).join(' '),
  ]);
  return { header, rows };
}

/** Saves the invoices shown (the search applied) as invoices-<first day>-<last day>.csv. */
export function exportInvoices(
  invoices: readonly Invoice[],
  t: TFunction<'invoices'>,
  lng: Language,
  timeZone: string,
) {
  const { header, rows } = invoicesCsv(invoices, t, lng, timeZone);
  exportCsv(t('csv.fileName'), header, rows, lng);
}
