import './components.css';
import { calendarDaysOf, zonedDayRange } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { classNames } from 'primereact/utils';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarLocale } from '../lib/calendarLocale';
import { dayOfPickerDate, pickerDateOfDay } from '../lib/dateRange';
import { currentLanguage } from '../lib/i18n';

type PickerValue = (Date | null)[] | null;

function pickerValue(start: number, end: number, timeZone: string): PickerValue {
  if (start <= 0 && end <= 0) return null;
  const { first, last } = calendarDaysOf(start, end, timeZone);
  return [pickerDateOfDay(first), pickerDateOfDay(last)];
}

/**
 * The one date-range picker of the console (payments, ordered products, account history, shifts; invoices next):
 * the picked days are whole days, inclusive, in the ORGANISATION's time zone whatever the browser's (zonedDayRange).
 * `start`/`end` are the bounds searched (end exclusive; 0/0 is no range); Search hands back the new bounds. With
 * `onClear` a Clear button resets the range; `children` adds filters or actions after the buttons (a page's other
 * filters in `.date-range__field` blocks).
 */
export function DateRangePicker({
  start,
  end,
  timeZone,
  onSearch,
  onClear,
  loading,
  inputId = 'date-range',
  className,
  children,
}: {
  start: number;
  end: number;
  timeZone: string;
  onSearch: (start: number, end: number) => void;
  onClear?: () => void;
  loading?: boolean;
  inputId?: string;
  className?: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('common');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const locale = useMemo(() => calendarLocale(lng, t), [lng, t]);
  const [dates, setDates] = useState<PickerValue>(() => pickerValue(start, end, timeZone));
  useEffect(() => setDates(pickerValue(start, end, timeZone)), [start, end, timeZone]);

  const [first, last] = dates ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!first) return;
    const range = zonedDayRange(timeZone, dayOfPickerDate(first), last ? dayOfPickerDate(last) : undefined);
    onSearch(range.start, range.end);
  };

  return (
    <form
      className={classNames('card date-range', className)}
      onSubmit={submit}
      aria-label={t('dateRange.label')}
      data-testid="date-range"
    >
      <div className="date-range__field">
        <label htmlFor={inputId}>{t('dateRange.label')}</label>
        <Calendar
          inputId={inputId}
          value={dates}
          onChange={(e) => setDates((e.value as PickerValue | undefined) ?? null)}
          selectionMode="range"
          dateFormat="dd-mm-yy"
          showIcon
          showButtonBar
          onClearButtonClick={() => setDates(null)}
          placeholder={t('dateRange.placeholder')}
          locale={locale}
          className="date-range__calendar"
        />
      </div>
      <div className="date-range__actions">
        <Button
          type="submit"
          label={t('dateRange.search')}
          icon="pi pi-search"
          loading={loading}
          disabled={!first}
          data-testid="date-range-search"
        />
        {onClear && (
          <Button
            type="button"
            label={t('dateRange.clear')}
            icon="pi pi-times"
            text
            onClick={() => {
              setDates(null);
              onClear();
            }}
            data-testid="date-range-clear"
          />
        )}
        {children}
      </div>
    </form>
  );
}
