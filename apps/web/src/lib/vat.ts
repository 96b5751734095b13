import type { VatSummary } from '@comptoir/shared';

/** The labels of a VAT block, in the screen's own namespace (analytics, shifts): vat.excl, vat.vat, vat.incl. */
type VatLabel = (key: 'vat.excl' | 'vat.vat' | 'vat.incl') => string;

/**
 * The three figures of one VAT rate, in the order every screen shows them: total excluding VAT, the VAT, then the
 * total including VAT (the block's total line).
 */
export function vatRows(v: VatSummary, label: VatLabel) {
  return [
    { id: 'excl', label: label('vat.excl'), amount: v.totalVatExcl, total: false },
    { id: 'vat', label: label('vat.vat'), amount: v.totalVat, total: false },
    { id: 'incl', label: label('vat.incl'), amount: v.totalVatIncl, total: true },
  ];
}
