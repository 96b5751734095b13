/** Display formatting for the console: money goes through the shared helper, dates use the interface language. */
import { formatEuro } from '@comptoir/shared';
import { currentLanguage, type Language } from './i18n';

const LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-BE', nl: 'nl-BE' };

/** The Intl locale of an interface language (numbers, money and dates). */
export function intlLocale(lng: Language = currentLanguage()): string {
  return LOCALES[lng];
}

export function formatMoney(cents: number, lng: Language = currentLanguage()): string {
  return formatEuro(cents, lng);
}

export function formatDate(epochMs: number, lng: Language = currentLanguage(), timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALES[lng], { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(
    epochMs,
  );
}

export function formatDateTime(epochMs: number, lng: Language = currentLanguage(), timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALES[lng], {
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
