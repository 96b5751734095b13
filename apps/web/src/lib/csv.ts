import { type CsvValue, toCsv } from '@comptoir/shared';

export { csvPhone } from '@comptoir/shared';

import { downloadCsv } from './download';
import { currentLanguage, type Language } from './i18n';

/**
 * CSV exports in the interface language's spreadsheet conventions (issue 23, decision 78): French and Dutch
 * spreadsheets write decimals with a comma and separate fields with a semicolon, English ones use a point and a
 * comma. Cells go through the shared `toCsv` (formula cells neutralised, quoting), then `downloadCsv` (BOM, file).
 * Every export of the console goes through `exportCsv` (issue 22 point 7); telephone numbers as `csvPhone` cells
 * (decision 79).
 */
export function csvSeparator(lng: Language = currentLanguage()): ',' | ';' {
  return lng === 'en' ? ',' : ';';
}

/** An amount in cents as a plain number with 2 decimals in the language's decimal mark: 1250 -> "12.50" / "12,50". */
export function csvAmount(cents: number, lng: Language = currentLanguage()): string {
  return csvDecimal((cents / 100).toFixed(2), lng);
}

/** A decimal number, or its text with a decimal point ("10.50", a VAT rate "5.5"), in the language's decimal mark. */
export function csvDecimal(value: number | string, lng: Language = currentLanguage()): string {
  const text = String(value);
  return csvSeparator(lng) === ';' ? text.replace('.', ',') : text;
}

/** A day as YYYY-MM-DD in the given time zone (sortable in every spreadsheet); '' for none. */
export function csvDay(epochMs: number | null, timeZone?: string): string {
  if (epochMs === null || epochMs === 0) return '';
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(
    epochMs,
  );
}

/** Builds and saves `<name>.csv` with the language's separator. */
export function exportCsv(
  name: string,
  header: readonly CsvValue[],
  rows: readonly (readonly CsvValue[])[],
  lng: Language = currentLanguage(),
): void {
  downloadCsv(name, toCsv(header, rows, csvSeparator(lng)));
}
