/**
 * Display formatting for the console, the one place that turns numbers and dates into text: money goes through the
 * shared helper, everything else through Intl in the interface language (`intlLocale`). Formatters are cached: building
 * an Intl object costs more than formatting thousands of table cells.
 */
import { formatEuro } from '@comptoir/shared';
import { currentLanguage, type Language } from './i18n';

/** The Intl locale of an interface language (Belgian and Irish conventions: day first, euro). */
const INTL_LOCALES: Record<Language, string> = { en: 'en-IE', fr: 'fr-BE', nl: 'nl-BE' };

/** The one language -> Intl locale mapping (numbers, dates, PrimeReact InputNumber `locale`). */
export function intlLocale(lng: string = currentLanguage()): string {
  return INTL_LOCALES[currentLanguage(lng)];
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lng: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = intlLocale(lng);
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Cents as euros: "€12.34" / "12,34 €". */
export function formatMoney(cents: number, lng: Language = currentLanguage()): string {
  return formatEuro(cents, lng);
}

/** An API amount (euros with 2 decimals, e.g. 12.5) as money: "€12.50" / "12,50 €". */
export function formatAmount(euros: number, lng: Language = currentLanguage()): string {
  return formatMoney(Math.round(euros * 100), lng);
}

/** Whole euros, grouped the local way, for chart axes ("€1,200" / "1 200 €"). */
export function formatAmountShort(euros: number, lng: Language = currentLanguage()): string {
  return numberFormat(lng, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(euros);
}

/**
 * A plain number in the interface language, with at most `maxDigits` decimals (counts, stock: 3) or exactly
 * `fixedDigits` (quantities: 2); `signed` writes "+2" for growth.
 */
export function formatNumber(
  value: number,
  lng: string = currentLanguage(),
  { maxDigits = 3, fixedDigits, signed = false }: { maxDigits?: number; fixedDigits?: number; signed?: boolean } = {},
): string {
  return numberFormat(lng, {
    minimumFractionDigits: fixedDigits,
    maximumFractionDigits: fixedDigits ?? maxDigits,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value);
}

/** A quantity with 2 decimals (document 3 section 1). */
export function formatQuantity(units: number, lng: Language = currentLanguage()): string {
  return formatNumber(units, lng, { fixedDigits: 2 });
}

/** A rate as a percent: 21 -> "21 %", 5.5 -> "5.5 %". */
export function formatPercent(percent: number, lng: Language = currentLanguage()): string {
  return `${formatNumber(percent, lng, { maxDigits: 2 })} %`;
}

export function formatDate(epochMs: number, lng: Language = currentLanguage(), timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(lng), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(epochMs);
}

/** A month and its year ("November 2026", "novembre 2026"). */
export function formatMonth(epochMs: number, lng: Language = currentLanguage(), timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(lng), { month: 'long', year: 'numeric', timeZone }).format(epochMs);
}

export function formatDateTime(epochMs: number, lng: Language = currentLanguage(), timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(lng), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(epochMs);
}

/** Organisation names in the navigation: 10 characters, then an ellipsis (document 1 section 9). */
export function truncate(text: string, max = 10): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
