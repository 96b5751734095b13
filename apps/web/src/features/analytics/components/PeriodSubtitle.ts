import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/format';
import type { Language } from '../../../lib/i18n';

/** "From 21/11/2026, 00:00 to 22/11/2026, 00:00" in the organisation's time zone. */
export function periodSubtitle(
  t: TFunction<'analytics'>,
  lng: Language,
  startDate: number,
  endDate: number,
  timeZone?: string,
) {
  return t('period.subtitle', {
    start: formatDateTime(startDate, lng, timeZone),
    end: formatDateTime(endDate, lng, timeZone),
  });
}
