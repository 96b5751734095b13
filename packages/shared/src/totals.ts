import { z } from 'zod';
import { centsToAmount } from './money';

/**
 * The one place where totals are computed: reports, Z reports, account summaries and the dashboard all call these.
 *
 * Rounding rule (documented in docs/decisions.md):
 * - a line's charged amount is unit price (cents, VAT included) x units (thousandths), rounded half away from zero
 *   to the cent, once, when the line is ordered;
 * - VAT is computed per VAT rate on the sum of the VAT-inclusive amounts of that rate: excl = round(incl / (1 + rate)),
 *   vat = incl - excl. So per-rate figures always add up exactly to the total, whatever the number of lines;
 * - totals by payment type are sums of payment transactions of type PAYMENT (amount paid minus amount returned);
 *   `total` is the sum of the (non-reversed) ordered products. Tips and rounding transactions are not sales.
 */

export const PAYMENT_TYPES = [
  'NONE',
  'CASH',
  'CARD',
  'OFFERED',
  'FREE',
  'ERROR',
  'MIXED',
  'TRANSFER',
  'CREDIT',
] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const TRANSACTION_TYPES = ['PAYMENT', 'TIP', 'ROUNDING'] as const;
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/** Rounds a/b half away from zero, in integers. */
export function roundDiv(a: number, b: number): number {
  const sign = Math.sign(a) * Math.sign(b);
  const q = Math.floor((Math.abs(a) * 2 + Math.abs(b)) / (Math.abs(b) * 2));
  return sign * q || 0;
}

/** Charged amount of a line: unit price in cents x units in thousandths (1000 = 1 unit, 350 = 0.350 kg). */
export function lineAmountCents(unitPriceCents: number, unitsMilli: number): number {
  return roundDiv(unitPriceCents * unitsMilli, 1000);
}

/** VAT rate in basis points (2100 = 21 %) -> percent as shown (21, 5.5). */
/** The prices a product holds: eat-in, and takeaway ("out") where set (null: the eat-in one). */
export interface PricedProduct {
  priceCents: number;
  vatBp: number;
  priceOutCents: number | null;
  vatOutBp: number | null;
}

/**
 * What a line ordered on an account of this kind charges (docs/decisions.md, "Takeaway prices at the till"): TABLE
 * accounts the eat-in price and VAT; TAKEAWAY and DELIVERY accounts the product's out price and out VAT, each
 * falling back to the product's eat-in one when not set. A group's out VAT is only the default of new products.
 */
export function chargedPriceOf(kind: string, p: PricedProduct): { unitPriceCents: number; vatBp: number } {
  if (kind === 'TAKEAWAY' || kind === 'DELIVERY') {
    return { unitPriceCents: p.priceOutCents ?? p.priceCents, vatBp: p.vatOutBp ?? p.vatBp };
  }
  return { unitPriceCents: p.priceCents, vatBp: p.vatBp };
}

export const vatPercentOf = (vatBp: number): number => vatBp / 100;
/** Percent (21, 5.5) -> basis points, or null when it has more than 2 decimals. */
export function vatBpOf(percent: number): number | null {
  const bp = Math.round(percent * 100);
  return Math.abs(bp - percent * 100) < 1e-6 && bp >= 0 && bp <= 10000 ? bp : null;
}

export interface TotalDataCents {
  total: number;
  totalCash: number;
  totalCard: number;
  totalBankTransfer: number;
  totalOffered: number;
  totalCredit: number;
  totalError: number;
  /** Tips (TIP transactions, every payment type): not sales, outside `total` and the settled amounts. */
  totalTips: number;
  /** The cash part of the tips: in the drawer beside the cash sales. */
  totalCashTips: number;
}

export interface VatSummaryCents {
  vatBp: number;
  totalVatExcl: number;
  totalVat: number;
  totalVatIncl: number;
}

/** A line, or a pre-aggregated sum of lines of one VAT rate: both give the same result. */
export interface AmountAtRate {
  amountCents: number;
  vatBp: number;
}

/** A payment transaction, or a pre-aggregated sum per payment and transaction type. */
export interface PaymentAmount {
  paymentType: PaymentType;
  transactionType: TransactionType;
  /** amount paid minus amount returned */
  netCents: number;
}

const BUCKET: Partial<Record<PaymentType, keyof Omit<TotalDataCents, 'total' | 'totalTips' | 'totalCashTips'>>> = {
  CASH: 'totalCash',
  CARD: 'totalCard',
  TRANSFER: 'totalBankTransfer',
  OFFERED: 'totalOffered',
  FREE: 'totalOffered',
  CREDIT: 'totalCredit',
  ERROR: 'totalError',
};

export function emptyTotalData(): TotalDataCents {
  return {
    total: 0,
    totalCash: 0,
    totalCard: 0,
    totalBankTransfer: 0,
    totalOffered: 0,
    totalCredit: 0,
    totalError: 0,
    totalTips: 0,
    totalCashTips: 0,
  };
}

export function computeTotalData(lines: readonly AmountAtRate[], payments: readonly PaymentAmount[]): TotalDataCents {
  const totals = emptyTotalData();
  for (const line of lines) totals.total += line.amountCents;
  for (const p of payments) {
    const bucket = BUCKET[p.paymentType];
    if (p.transactionType === 'PAYMENT' && bucket) totals[bucket] += p.netCents;
    if (p.transactionType === 'TIP') {
      totals.totalTips += p.netCents;
      if (p.paymentType === 'CASH') totals.totalCashTips += p.netCents;
    }
  }
  return totals;
}

/** Sum actually settled for the sales (cash, card, transfer, offered, credit, error). */
export function settledCents(t: TotalDataCents): number {
  return t.totalCash + t.totalCard + t.totalBankTransfer + t.totalOffered + t.totalCredit + t.totalError;
}

export function vatExclOf(inclCents: number, vatBp: number): number {
  return roundDiv(inclCents * 10000, 10000 + vatBp);
}

export function computeVatSummaries(lines: readonly AmountAtRate[]): VatSummaryCents[] {
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.vatBp, (byRate.get(l.vatBp) ?? 0) + l.amountCents);
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([vatBp, incl]) => {
      const excl = vatExclOf(incl, vatBp);
      return { vatBp, totalVatExcl: excl, totalVat: incl - excl, totalVatIncl: incl };
    });
}

// API shapes: totals as numbers with 2 decimals (ARCHITECTURE.md section 1).
export const totalDataSchema = z.object({
  total: z.number(),
  totalCash: z.number(),
  totalCard: z.number(),
  totalBankTransfer: z.number(),
  totalOffered: z.number(),
  totalCredit: z.number(),
  totalError: z.number(),
  /** Tips of every payment type (not sales: outside `total`), and their cash part. */
  totalTips: z.number(),
  totalCashTips: z.number(),
});
export type TotalData = z.infer<typeof totalDataSchema>;

export const vatSummarySchema = z.object({
  vatBasePercent: z.number(),
  totalVatExcl: z.number(),
  totalVat: z.number(),
  totalVatIncl: z.number(),
});
export type VatSummary = z.infer<typeof vatSummarySchema>;

export function totalDataDto(t: TotalDataCents): TotalData {
  return {
    total: centsToAmount(t.total),
    totalCash: centsToAmount(t.totalCash),
    totalCard: centsToAmount(t.totalCard),
    totalBankTransfer: centsToAmount(t.totalBankTransfer),
    totalOffered: centsToAmount(t.totalOffered),
    totalCredit: centsToAmount(t.totalCredit),
    totalError: centsToAmount(t.totalError),
    totalTips: centsToAmount(t.totalTips),
    totalCashTips: centsToAmount(t.totalCashTips),
  };
}

export function vatSummaryDto(v: VatSummaryCents): VatSummary {
  return {
    vatBasePercent: vatPercentOf(v.vatBp),
    totalVatExcl: centsToAmount(v.totalVatExcl),
    totalVat: centsToAmount(v.totalVat),
    totalVatIncl: centsToAmount(v.totalVatIncl),
  };
}
