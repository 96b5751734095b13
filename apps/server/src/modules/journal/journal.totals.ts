/**
 * What a period's closure adds up, from the journal's events alone (the server makes closures with it and the
 * verification recomputes them with it): tickets and correction tickets per VAT rate and payment type, tips,
 * rounding, invoices and credit notes, and the perpetual grand totals carried from closure to closure.
 */

/** A ticket (or correction ticket) as journalled; corrections carry negative amounts. */
export interface TicketEvent {
  ticket: number;
  shift: number | null;
  user: number | null;
  kind: string;
  openedAt: number;
  closedAt: number;
  corrects?: number;
  reason?: string;
  note?: string | null;
  lines: { name: string; product: number | null; units: number; unit: number; cents: number; vatBp: number }[];
  vat: { vatBp: number; base: number; vat: number; total: number }[];
  /** Live transactions: type of payment, PAYMENT / TIP / ROUNDING, amount kept (paid minus change). */
  payments: { type: string; tx: string; cents: number }[];
  total: number;
}

export interface DocumentEvent {
  number: string;
  total: number;
}

export interface VatTotals {
  base: number;
  vat: number;
  total: number;
}

export interface PeriodTotals {
  tickets: number;
  corrections: number;
  /** Sales including VAT, net of corrections. */
  total: number;
  /** Per VAT rate in basis points (the key). */
  vat: Record<string, VatTotals>;
  /** Payments per type: `in` received, `out` paid back (refunds, as a positive amount). */
  payments: Record<string, { in: number; out: number }>;
  tips: Record<string, number>;
  /** Rounding transactions per payment type. */
  rounding: Record<string, number>;
  invoices: { count: number; total: number };
  creditNotes: { count: number; total: number };
}

export interface GrandTotals {
  /** Sales including VAT since the first sale, net of corrections. */
  total: number;
  /** The same with every ticket and correction counted positive (what was registered, whatever its sign). */
  absolute: number;
}

export const emptyTotals = (): PeriodTotals => ({
  tickets: 0,
  corrections: 0,
  total: 0,
  vat: {},
  payments: {},
  tips: {},
  rounding: {},
  invoices: { count: 0, total: 0 },
  creditNotes: { count: 0, total: 0 },
});

export const ZERO_GRAND: GrandTotals = { total: 0, absolute: 0 };

/** Adds one journalled event to a period's totals; answers the absolute amount it adds to the grand totals. */
export function addEvent(t: PeriodTotals, kind: string, data: unknown): number {
  if (kind === 'TICKET' || kind === 'CORRECTION') {
    const e = data as TicketEvent;
    if (kind === 'TICKET') t.tickets += 1;
    else t.corrections += 1;
    for (const v of e.vat) {
      const key = String(v.vatBp);
      const cur = t.vat[key] ?? { base: 0, vat: 0, total: 0 };
      t.vat[key] = { base: cur.base + v.base, vat: cur.vat + v.vat, total: cur.total + v.total };
      t.total += v.total;
    }
    for (const p of e.payments) {
      if (p.tx === 'TIP') t.tips[p.type] = (t.tips[p.type] ?? 0) + p.cents;
      else if (p.tx === 'ROUNDING') t.rounding[p.type] = (t.rounding[p.type] ?? 0) + p.cents;
      else {
        const cur = t.payments[p.type] ?? { in: 0, out: 0 };
        t.payments[p.type] = p.cents >= 0 ? { ...cur, in: cur.in + p.cents } : { ...cur, out: cur.out - p.cents };
      }
    }
    return Math.abs(e.vat.reduce((s, v) => s + v.total, 0));
  }
  if (kind === 'INVOICE') {
    t.invoices = { count: t.invoices.count + 1, total: t.invoices.total + (data as DocumentEvent).total };
  } else if (kind === 'CREDIT_NOTE') {
    t.creditNotes = { count: t.creditNotes.count + 1, total: t.creditNotes.total + (data as DocumentEvent).total };
  }
  return 0;
}

/** Adds a period's totals into another (a month is its days, a year its months). */
export function addTotals(into: PeriodTotals, t: PeriodTotals): void {
  into.tickets += t.tickets;
  into.corrections += t.corrections;
  into.total += t.total;
  for (const [k, v] of Object.entries(t.vat)) {
    const cur = into.vat[k] ?? { base: 0, vat: 0, total: 0 };
    into.vat[k] = { base: cur.base + v.base, vat: cur.vat + v.vat, total: cur.total + v.total };
  }
  for (const [k, v] of Object.entries(t.payments)) {
    const cur = into.payments[k] ?? { in: 0, out: 0 };
    into.payments[k] = { in: cur.in + v.in, out: cur.out + v.out };
  }
  for (const [k, v] of Object.entries(t.tips)) into.tips[k] = (into.tips[k] ?? 0) + v;
  for (const [k, v] of Object.entries(t.rounding)) into.rounding[k] = (into.rounding[k] ?? 0) + v;
  into.invoices = { count: into.invoices.count + t.invoices.count, total: into.invoices.total + t.invoices.total };
  into.creditNotes = {
    count: into.creditNotes.count + t.creditNotes.count,
    total: into.creditNotes.total + t.creditNotes.total,
  };
}

export const CLOSURE_KINDS = ['DAY', 'MONTH', 'YEAR'] as const;
export type ClosureKind = (typeof CLOSURE_KINDS)[number];

/** A closure as journalled (the CLOSURE entry's data). */
export interface ClosureData {
  period: ClosureKind;
  /** YYYY-MM-DD, YYYY-MM or YYYY in the organisation's calendar. */
  key: string;
  timeZone: string;
  start: number;
  end: number;
  totals: PeriodTotals;
  /** Perpetual grand totals at the end of the period (since the first sale). */
  grand: GrandTotals;
  /** The absolute amount of this period (what it added to `grand.absolute`). */
  absolute: number;
}

/** The month and the year a day key belongs to. */
export const monthOf = (dayKey: string) => dayKey.slice(0, 7);
export const yearOf = (key: string) => key.slice(0, 4);
