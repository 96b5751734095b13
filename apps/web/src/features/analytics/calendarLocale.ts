import type { TFunction } from 'i18next';
import { addLocale } from 'primereact/api';
import { intlLocale } from '../../lib/format';
import type { Language } from '../../lib/i18n';

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

/**
 * Registers the date pickers' locale for the interface language (weeks start on monday, as in Belgium and France) and
 * returns its name for the Calendar's `locale` prop.
 */
export function calendarLocale(lng: Language, t: TFunction<'analytics'>): string {
  const name = `comptoir-${lng}`;
  addLocale(name, {
    ...names(lng),
    firstDayOfWeek: 1,
    today: t('calendar.today'),
    clear: t('calendar.clear'),
    chooseDate: t('calendar.chooseDate'),
  });
  return name;
}
