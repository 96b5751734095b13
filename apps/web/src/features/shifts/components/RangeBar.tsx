import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { shiftCalendarLocale } from '../calendarLocale';
import { datesOfRange, type Range, rangeFromDates } from '../model';

/**
 * The shift list's date range (dd-mm-yy) with search, clear and view statistics. Search: with two dates the end is
 * 23:59:59 of the second, with one the next day; clear resets both bounds to 0 (every shift).
 */
export function RangeBar({
  range,
  timeZone,
  onSearch,
  onStats,
}: {
  range: Range;
  timeZone: string;
  onSearch: (range: Range) => void;
  onStats: () => void;
}) {
  const { t, i18n } = useTranslation('shifts');
  const lng = currentLanguage(i18n.language);
  const [dates, setDates] = useState<(Date | null)[] | null>(() => datesOfRange(range, timeZone));
  const bound = (ms: number, none: string) => (ms > 0 ? formatDateTime(ms, lng, timeZone) : none);

  return (
    <section className="shift-card shift-range" aria-label={t('range.label')} data-testid="range-bar">
      <div className="shift-range__field">
        <label htmlFor="shift-range" className="shift-range__label">
          {t('range.label')}
        </label>
        <Calendar
          inputId="shift-range"
          value={dates}
          onChange={(e) => setDates((e.value as (Date | null)[] | null) ?? null)}
          selectionMode="range"
          readOnlyInput
          dateFormat="dd-mm-yy"
          showIcon
          showButtonBar
          onClearButtonClick={() => setDates(null)}
          placeholder={t('range.placeholder')}
          className="shift-range__calendar"
          locale={shiftCalendarLocale(lng, t)}
        />
      </div>
      <div className="shift-range__actions">
        <Button
          label={t('range.search')}
          icon="pi pi-search"
          onClick={() => onSearch(rangeFromDates(dates, timeZone))}
          data-testid="range-search"
        />
        <Button
          label={t('range.clear')}
          icon="pi pi-times"
          text
          onClick={() => {
            setDates(null);
            onSearch({ start: 0, end: 0 });
          }}
          data-testid="range-clear"
        />
        <Button label={t('range.stats')} icon="pi pi-chart-bar" outlined onClick={onStats} data-testid="range-stats" />
      </div>
      <p className="shift-range__applied" data-testid="range-applied">
        {range.start === 0 && range.end === 0
          ? t('range.all')
          : t('range.applied', {
              start: bound(range.start, t('range.noStart')),
              end: bound(range.end, t('range.noEnd')),
            })}
      </p>
    </section>
  );
}
