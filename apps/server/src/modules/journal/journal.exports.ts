import type { Closure, FiscalAccounts } from '@comptoir/shared';

/**
 * The accountant's files, made from the daily closures (so they reconcile with them to the cent): one balanced
 * entry per closed day. Debit: what came in per payment type (sales, tips, rounding). Credit: sales per VAT rate
 * excluding VAT and the VAT collected per rate (net of the day's correction tickets: a rate whose corrections exceed
 * its sales is booked on the debit side), tips owed to the staff, rounding, and what was paid back per payment type
 * (refunds). A day that does not balance otherwise gets a visible difference line on the rounding account.
 */

/** Default accounts: French PCG (FEC) and Belgian PCMN/MAR (WinBooks), decisions 101 and 109 (checked against the PCMN). */
export function defaultAccounts(country: string): FiscalAccounts {
  if (country === 'FR') {
    return {
      journalCode: 'VE',
      sales: { '550': '707055', '1000': '707010', '2000': '707020' },
      vat: { '550': '445710550', '1000': '445711000', '2000': '445712000' },
      payments: {
        CASH: '530',
        CARD: '511',
        TRANSFER: '512',
        CREDIT: '4110',
        OFFERED: '6234',
        FREE: '6234',
        ERROR: '658',
      },
      tips: '4686',
      rounding: '658',
    };
  }
  return {
    journalCode: 'VEN',
    sales: { '0': '700000', '600': '700060', '1200': '700120', '2100': '700210' },
    vat: { '0': '451000', '600': '451060', '1200': '451120', '2100': '451210' },
    payments: {
      CASH: '570000',
      CARD: '580000',
      TRANSFER: '550000',
      CREDIT: '400000',
      OFFERED: '614000',
      FREE: '614000',
      ERROR: '658000',
    },
    tips: '489000',
    rounding: '658000',
  };
}

export interface BookLine {
  account: string;
  label: string;
  debit: number;
  credit: number;
  /** On a line of VAT collected: its rate (basis points) and the base it was collected on (the WinBooks export). */
  vat?: { rate: string; base: number };
}

/** An account of a rate or a type, the first digits of the chart's class when none is set. */
const accountOf = (map: Record<string, string>, key: string, fallback: string) => map[key] ?? fallback;

/** The lines of one day's entry (before formatting); debit and credit totals are equal. */
export function dayEntryLines(day: Closure, accounts: FiscalAccounts): BookLine[] {
  const t = day.totals;
  const lines: BookLine[] = [];
  const add = (account: string, label: string, amount: number, side: 'debit' | 'credit', vat?: BookLine['vat']) => {
    if (amount === 0) return;
    // A negative amount is booked on the other side (a day whose corrections exceed its sales).
    const [s, a] = amount < 0 ? [side === 'debit' ? 'credit' : 'debit', -amount] : [side, amount];
    lines.push({
      account,
      label,
      debit: s === 'debit' ? a : 0,
      credit: s === 'credit' ? a : 0,
      ...(vat ? { vat } : {}),
    });
  };
  const fallbackSales = Object.values(accounts.sales)[0] ?? '70';
  const fallbackVat = Object.values(accounts.vat)[0] ?? '445';
  for (const [type, p] of Object.entries(t.payments).sort()) {
    const account = accountOf(accounts.payments, type, '58');
    add(account, `Encaissements ${type}`, p.in, 'debit');
    add(account, `Remboursements ${type}`, p.out, 'credit');
  }
  for (const [type, cents] of Object.entries(t.tips).sort())
    add(accountOf(accounts.payments, type, '58'), `Pourboires ${type}`, cents, 'debit');
  for (const [type, cents] of Object.entries(t.rounding).sort())
    add(accountOf(accounts.payments, type, '58'), `Arrondis ${type}`, cents, 'debit');
  for (const [rate, v] of Object.entries(t.vat).sort(([a], [b]) => Number(a) - Number(b))) {
    const pct = (Number(rate) / 100).toFixed(2).replace('.', ',');
    add(accountOf(accounts.sales, rate, fallbackSales), `Ventes TVA ${pct} %`, v.base, 'credit');
    add(accountOf(accounts.vat, rate, fallbackVat), `TVA collectée ${pct} %`, v.vat, 'credit', { rate, base: v.base });
  }
  const tips = Object.values(t.tips).reduce((s, c) => s + c, 0);
  add(accounts.tips, 'Pourboires à reverser', tips, 'credit');
  add(
    accounts.rounding,
    'Arrondis',
    Object.values(t.rounding).reduce((s, c) => s + c, 0),
    'credit',
  );
  // Whatever does not balance (a ticket closed as offered without a payment of that type...) is shown, not hidden.
  const debit = lines.reduce((s, l) => s + l.debit, 0);
  const credit = lines.reduce((s, l) => s + l.credit, 0);
  if (debit !== credit) add(accounts.rounding, 'Écart de caisse', debit - credit, 'credit');
  return lines;
}

/** Cents with a decimal comma and no thousands separator (1234,50). */
export const commaAmount = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const a = Math.abs(cents);
  return `${sign}${Math.floor(a / 100)},${String(a % 100).padStart(2, '0')}`;
};

export const compactDay = (dayKey: string) => dayKey.replaceAll('-', '');

/** The 18 columns of a FEC, in the order of article A47 A-1 of the LPF. */
export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

/** A text field of a FEC: no tab, no line break (they separate fields and lines). */
const fecText = (s: string) => s.replace(/[\t\r\n]+/g, ' ').trim();

/**
 * The sales journal as a Fichier des Écritures Comptables: tab-separated, one header line, CRLF line ends, one entry
 * per closed day numbered from 1 in the file, dated the day, validated the day the closure was made.
 */
export function buildFec(days: readonly Closure[], accounts: FiscalAccounts, validDay: (ms: number) => string): string {
  const rows: string[] = [FEC_COLUMNS.join('\t')];
  days.forEach((day, i) => {
    const date = compactDay(day.period);
    const piece = `Z${date}`;
    for (const l of dayEntryLines(day, accounts)) {
      rows.push(
        [
          accounts.journalCode,
          'Ventes',
          String(i + 1),
          date,
          l.account,
          fecText(l.label),
          '',
          '',
          piece,
          date,
          fecText(`Clôture du ${day.period}`),
          commaAmount(l.debit),
          commaAmount(l.credit),
          '',
          '',
          compactDay(validDay(day.createdAt)),
          '',
          '',
        ].join('\t'),
      );
    }
  });
  return `${rows.join('\r\n')}\r\n`;
}
