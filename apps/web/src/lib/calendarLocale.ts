import type { TFunction } from 'i18next';
import { addLocale, locale, localeOptions } from 'primereact/api';
import { intlLocale } from './format';
import i18n, { currentLanguage, type Language } from './i18n';

/** Names of days and months as the interface language writes them (from Intl, so nothing to translate by hand). */
function names(lng: Language) {
  const locale = intlLocale(lng);
  // 2024-01-07 was a Sunday: PrimeReact's lists start on Sunday.
  const days = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 7 + i, 12)));
  const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2024, i, 15, 12)));
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return {
    dayNames: days.map((d) => format({ weekday: 'long' }).format(d)),
    dayNamesShort: days.map((d) => format({ weekday: 'short' }).format(d)),
    dayNamesMin: days.map((d) => format({ weekday: 'narrow' }).format(d)),
    monthNames: months.map((d) => format({ month: 'long' }).format(d)),
    monthNamesShort: months.map((d) => format({ month: 'short' }).format(d)),
  };
}

/** PrimeReact's screen-reader labels that the console's widgets read (dialog Close, Show password, pages...). */
const ARIA_KEYS = [
  'close',
  'passwordShow',
  'passwordHide',
  'firstPageLabel',
  'lastPageLabel',
  'nextPageLabel',
  'prevPageLabel',
  'rowsPerPageLabel',
  'pageLabel',
  'removeLabel',
  'selectAll',
  'unselectAll',
  'scrollTop',
  'nullLabel',
] as const;

/**
 * Registers the date pickers' locale for the interface language (weeks start on monday, as in Belgium and France),
 * with PrimeReact's screen-reader labels in that language (issue 22 point 5: "Close", "Show Password" were English
 * everywhere), and returns its name for the Calendar's `locale` prop.
 */
export function calendarLocale(lng: Language, t: TFunction<'common'> = i18n.getFixedT(lng, 'common')): string {
  const name = `comptoir-${lng}`;
  const aria: Record<string, string> = { ...(localeOptions('en') as { aria?: Record<string, string> }).aria };
  for (const key of ARIA_KEYS) aria[key] = t(`primeAria.${key}`);
  addLocale(name, {
    ...names(lng),
    firstDayOfWeek: 1,
    today: t('dateRange.today'),
    clear: t('dateRange.clear'),
    chooseDate: t('dateRange.placeholder'),
    aria,
  });
  return name;
}

let chosen = 'en';
/** The PrimeReact locale followInterfaceLanguage() last chose (for PrimeReactProvider, which sets its own on mount). */
export const interfaceLocale = (): string => chosen;

/** Makes the interface language PrimeReact's own (its aria labels), now and whenever the language or texts change. */
export function followInterfaceLanguage(): void {
  const apply = (retry = true) => {
    const lng = currentLanguage();
    if (i18n.hasResourceBundle(lng, 'common')) {
      chosen = calendarLocale(lng);
      locale(chosen);
      return;
    }
    // The language's texts are still on their way (a chunk of their own, `?lng=fr` on a first load): apply them once
    // they are there, once (a failed load keeps PrimeReact's English rather than asking again).
    if (retry) void i18n.loadNamespaces('common').then(() => apply(false));
  };
  apply();
  // Only on a change of language: following i18next's 'loaded' event too left the console on "Loading…" after a
  // switch back to the browser's language (e2e/dutch.spec.ts).
  i18n.on('languageChanged', () => apply());
}
