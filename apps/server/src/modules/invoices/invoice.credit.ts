import { computeVatSummaries } from '@comptoir/shared';
import type { AccountId } from '../../db/ticket-ids';
import type { LineRow } from '../accounts';
import { paymentReference } from './invoice.amounts';
import type { CreditNoteDocument, InvoiceDocument, InvoiceLanguage } from './invoice.document';

/**
 * The frozen content of a credit note, made once when an invoiced ticket is corrected: the seller and buyer as the
 * invoice names them, the correction ticket's live lines turned positive (what is credited: its lines are stored with
 * negative units and amounts), VAT per rate computed on them with the one rule of packages/shared
 * (computeVatSummaries), the reference to the invoice and the reason. Never recomputed.
 */
export function buildCreditNoteDocument(input: {
  creditNoteId: number;
  creditNoteNumber: string;
  issuedAt: number;
  language: InvoiceLanguage;
  invoice: InvoiceDocument;
  correctionAccountId: AccountId;
  lines: readonly LineRow[];
  reason: string;
}): CreditNoteDocument {
  const { invoice } = input;
  const lines = input.lines
    .filter((l) => l.reversed_at === null)
    .map((l) => ({
      name: l.name,
      unitsMilli: -l.units_milli,
      weightPrice: l.weight_price === 1,
      unitPriceCents: l.unit_price_cents,
      vatBp: l.vat_bp,
      amountCents: -l.charged_cents,
    }));
  const vat = computeVatSummaries(lines).map((v) => ({
    vatBp: v.vatBp,
    baseCents: v.totalVatExcl,
    vatCents: v.totalVat,
    totalCents: v.totalVatIncl,
  }));
  return {
    creditNoteId: input.creditNoteId,
    creditNoteNumber: input.creditNoteNumber,
    issuedAt: input.issuedAt,
    timeZone: invoice.timeZone,
    currency: 'EUR',
    language: input.language,
    accountId: input.correctionAccountId,
    originalAccountId: invoice.accountId,
    invoice: { invoiceId: invoice.invoiceId, invoiceNumber: invoice.invoiceNumber, issuedAt: invoice.issuedAt },
    reason: input.reason,
    paymentReference: paymentReference(invoice),
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines,
    vat,
    totalExclCents: vat.reduce((s, v) => s + v.baseCents, 0),
    totalVatCents: vat.reduce((s, v) => s + v.vatCents, 0),
    totalCents: vat.reduce((s, v) => s + v.totalCents, 0),
  };
}
