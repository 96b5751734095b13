import type { Closure, FiscalAccounts } from '@comptoir/shared';
import { compactDay, dayEntryLines } from './journal.exports';

/**
 * The Belgian export: the daily entries of the FEC (`dayEntryLines`, the same lines, so both reconcile with the
 * closures) written as WinBooks' "Import ASCII" accounting file ACT.TXT (decisions 106-109, docs/compliance.md
 * "Belgian export"). No header line; every field quoted, comma-separated, CRLF line ends; one document per closed day
 * in a miscellaneous-operations journal (DBKTYPE 5), every line on a general account (DOCTYPE 3).
 */

/**
 * The 36 fields of an ACT record, in their order. Tryton's account_export_winbooks lists ISIMPORTED twice (31 and
 * 32); the 32nd is ISPOSITIVE in the other open writers and readers of the format (Valuya's winbooks-java writes
 * ...ISIMPORTED, ISPOSITIVE, ISTEMP...; so do the dBase layouts published with other exports), decision 106.
 */
export const WINBOOKS_ACT_FIELDS = [
  'DOCTYPE',
  'DBKCODE',
  'DBKTYPE',
  'DOCNUMBER',
  'DOCORDER',
  'OPCODE',
  'ACCOUNTGL',
  'ACCOUNTRP',
  'BOOKYEAR',
  'PERIOD',
  'DATE',
  'DATEDOC',
  'DUEDATE',
  'COMMENT',
  'COMMENTEXT',
  'AMOUNT',
  'AMOUNTEUR',
  'VATBASE',
  'VATCODE',
  'CURRAMOUNT',
  'CURRCODE',
  'CUREURBASE',
  'VATTAX',
  'VATIMPUT',
  'CURRATE',
  'REMINDLEV',
  'MATCHNO',
  'OLDDATE',
  'ISMATCHED',
  'ISLOCKED',
  'ISIMPORTED',
  'ISPOSITIVE',
  'ISTEMP',
  'MEMOTYPE',
  'ISDOC',
  'DOCSTATUS',
] as const;
export type WinbooksField = (typeof WINBOOKS_ACT_FIELDS)[number];

/** The widths of the character fields we fill (the dBase layout of ACT: DBKCODE C6, ACCOUNTGL C8, COMMENT C40...). */
export const WINBOOKS_WIDTHS = { DBKCODE: 6, DOCNUMBER: 8, DOCORDER: 3, ACCOUNTGL: 8, COMMENT: 40, COMMENTEXT: 35 };

/** DOCTYPE 3: a line on a general account. DBKTYPE 5: a miscellaneous-operations journal. */
export const WINBOOKS_DOCTYPE_GENERAL = '3';
export const WINBOOKS_DBKTYPE_MISC = '5';

/**
 * WinBooks' usual internal VAT codes of Belgian sales per rate (basis points), on the VAT lines with their base
 * (decision 107). 211100 (0 %), 211200 (6 %) and 211400 (21 %) are seen in open exports that WinBooks imports; 211300
 * (12 %) follows their pattern. A rate without a code (a French rate) gets neither VATCODE nor VATBASE.
 */
export const WINBOOKS_VAT_CODES: Readonly<Record<string, string>> = {
  '0': '211100',
  '600': '211200',
  '1200': '211300',
  '2100': '211400',
};

/** Euros with a decimal point and two decimals, no thousands separator (-101.01). */
export const pointAmount = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const a = Math.abs(cents);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
};

/**
 * A text field in plain ASCII ("Import ASCII"): accents dropped (é -> e), other characters outside printable ASCII
 * and double quotes replaced, cut to the field's width. The file is then the same bytes in UTF-8 and in Windows-1252,
 * whichever the folder reads (decision 108).
 */
export function asciiText(s: string, width: number): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/"/g, "'")
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, width)
    .trim();
}

/**
 * The accounts of a mapping longer than ACCOUNTGL's 8 characters, by their field path (sales.600, tips...): the export
 * refuses them rather than cut them (a cut number is another account; decision 109).
 */
export function tooLongForWinbooks(accounts: FiscalAccounts): Record<string, string> {
  const found: Record<string, string> = {};
  const check = (path: string, account: string) => {
    if (account.length > WINBOOKS_WIDTHS.ACCOUNTGL) found[path] = 'At most 8 characters in a WinBooks file';
  };
  for (const side of ['sales', 'vat', 'payments'] as const)
    for (const [key, account] of Object.entries(accounts[side])) check(`${side}.${key}`, account);
  check('tips', accounts.tips);
  check('rounding', accounts.rounding);
  return found;
}

const quoted = (v: string) => `"${v}"`;

/**
 * ACT.TXT of the closed days: one document per day numbered by its date (DOCNUMBER yyyymmdd, stable whatever the
 * period asked), its lines numbered 001..; PERIOD the month (01..12) of a calendar book year; BOOKYEAR left empty (it
 * is the index of the book year in the accountant's folder, which Comptoir cannot know; decision 107). AMOUNTEUR is
 * debit - credit, so each document sums to 0.
 */
export function buildWinbooksAct(days: readonly Closure[], accounts: FiscalAccounts): string {
  const rows: string[] = [];
  for (const day of days) {
    const date = compactDay(day.period);
    const lines = dayEntryLines(day, accounts);
    lines.forEach((l, i) => {
      const vatCode = l.vat ? WINBOOKS_VAT_CODES[l.vat.rate] : undefined;
      const record: Record<WinbooksField, string> = {
        DOCTYPE: WINBOOKS_DOCTYPE_GENERAL,
        DBKCODE: accounts.journalCode,
        DBKTYPE: WINBOOKS_DBKTYPE_MISC,
        DOCNUMBER: date,
        DOCORDER: String(i + 1).padStart(WINBOOKS_WIDTHS.DOCORDER, '0'),
        OPCODE: '',
        ACCOUNTGL: l.account,
        ACCOUNTRP: '',
        BOOKYEAR: '',
        PERIOD: day.period.slice(5, 7),
        DATE: date,
        DATEDOC: date,
        DUEDATE: '',
        COMMENT: asciiText(l.label, WINBOOKS_WIDTHS.COMMENT),
        COMMENTEXT: asciiText(`Cloture du ${day.period}`, WINBOOKS_WIDTHS.COMMENTEXT),
        AMOUNT: pointAmount(0),
        AMOUNTEUR: pointAmount(l.debit - l.credit),
        VATBASE: vatCode && l.vat ? pointAmount(l.vat.base) : '',
        VATCODE: vatCode ?? '',
        CURRAMOUNT: '',
        CURRCODE: '',
        CUREURBASE: '',
        VATTAX: '',
        VATIMPUT: '',
        CURRATE: '',
        REMINDLEV: '',
        MATCHNO: '',
        OLDDATE: '',
        ISMATCHED: '',
        ISLOCKED: '',
        ISIMPORTED: '',
        ISPOSITIVE: '',
        ISTEMP: '',
        MEMOTYPE: '',
        ISDOC: '',
        DOCSTATUS: '',
      };
      rows.push(WINBOOKS_ACT_FIELDS.map((f) => quoted(record[f])).join(','));
    });
  }
  return rows.map((r) => `${r}\r\n`).join('');
}
