import { spreadsheetPhoneText } from './phone';

/**
 * CSV for every export of the console. A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage
 * return) as a formula, so such text is neutralised with a leading apostrophe (OWASP "CSV injection"). Numbers are
 * left alone, negative ones included: -12.5, "-12.50" and "-12,50" stay numbers.
 */

/**
 * A telephone number cell (decision 79): written as a spreadsheet reads text ("0032 92345678", phone.ts
 * `spreadsheetPhoneText`), with no apostrophe, when it is a valid phone number (digits only, so nothing can run);
 * anything else in it is neutralised like any text.
 */
export interface CsvPhone {
  readonly phone: string;
}
export const csvPhone = (phone: string | null | undefined): CsvPhone => ({ phone: phone ?? '' });

export type CsvValue = string | number | boolean | null | undefined | CsvPhone;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number as text, e.g. "-12.50", "3", "-0,5". */
const NUMBER_TEXT = /^-?\d+(?:[.,]\d+)?$/;

/** The cell's text with formula triggers neutralised (not yet quoted). */
export function neutralizeCsvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'object') return spreadsheetPhoneText(value.phone) ?? neutralizeCsvCell(value.phone);
  if (FORMULA_START.test(value) && !NUMBER_TEXT.test(value)) return `'${value}`;
  return value;
}

/** One cell, neutralised and quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: CsvValue, separator = ','): string {
  const text = neutralizeCsvCell(value);
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document: a header row then the rows, lines ended by CRLF (RFC 4180). */
export function toCsv(header: readonly CsvValue[], rows: readonly (readonly CsvValue[])[], separator = ','): string {
  return [header, ...rows].map((row) => row.map((v) => csvCell(v, separator)).join(separator)).join('\r\n');
}
