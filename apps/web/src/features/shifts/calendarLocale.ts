import type { TFunction } from 'i18next';
import { addLocale } from 'primereact/api';
import { intlLocale } from '../../lib/format';
import type { Language } from '../../lib/i18n';

/**
 * Registers the range picker's locale for the interface language (day and month names from Intl, weeks starting on
 * monday as in Belgium and France) and returns its name for the Calendar's `locale` prop.
 */
export function shiftCalendarLocale(lng: Language, t: TFunction<'shifts'>): string {
  const name = `shifts-${lng}`;
  // 2024-01-07 was a Sunday: PrimeReact's lists start on Sunday.
  const days = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 7 + i, 12)));
  const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2024, i, 15, 12)));
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale(lng), { ...options, timeZone: 'UTC' });
  addLocale(name, {
    dayNames: days.map((d) => format({ weekday: 'long' }).format(d)),
    dayNamesShort: days.map((d) => format({ weekday: 'short' }).format(d)),
    dayNamesMin: days.map((d) => format({ weekday: 'narrow' }).format(d)),
    monthNames: months.map((d) => format({ month: 'long' }).format(d)),
    monthNamesShort: months.map((d) => format({ month: 'short' }).format(d)),
    firstDayOfWeek: 1,
    today: t('range.today'),
    clear: t('range.clear'),
    chooseDate: t('range.placeholder'),
  });
  return name;
}
