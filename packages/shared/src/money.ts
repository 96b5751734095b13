/**
 * Money helpers: storage is integer cents; the API shows product prices as 2-decimal strings and totals as numbers
 * with 2 decimals (ARCHITECTURE.md section 1). Every conversion goes through here.
 */

/** 1234 -> "12.34"; -5 -> "-0.05". */
export function centsToString(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1234 -> 12.34 (a number with at most 2 decimals, for totals in the API). */
export function centsToAmount(cents: number): number {
  assertCents(cents);
  return Number(centsToString(cents));
}

const MONEY_RE = /^-?\d{1,9}([.,]\d{1,2})?$/;

/** "12.5" / "12,50" / 12.5 -> 1250. Returns null when the value is not a money amount with at most 2 decimals. */
export function parseMoney(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!MONEY_RE.test(text)) return null;
  const [whole = '0', frac = ''] = text.replace(',', '.').replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return text.startsWith('-') ? -cents : cents;
}

export function isMoneyText(value: string | number): boolean {
  return parseMoney(value) !== null;
}

export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an integer amount of cents: ${cents}`);
}

/** Formats cents for display, e.g. "€ 12.34" in English, "12,34 €" in French. */
const euroFormats = new Map<string, Intl.NumberFormat>();
export function formatEuro(cents: number, locale = 'en'): string {
  const tag = locale === 'fr' ? 'fr-BE' : locale === 'nl' ? 'nl-BE' : 'en-IE';
  let format = euroFormats.get(tag);
  if (!format) {
    // Building a NumberFormat is costly; big tables format thousands of amounts.
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
    euroFormats.set(tag, format);
  }
  return format.format(cents / 100);
}
