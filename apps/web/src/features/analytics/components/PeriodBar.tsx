import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { calendarLocale } from '../calendarLocale';

/**
 * Start and end date-time pickers with a search action (document 3: payments, ordered products, account history).
 * The period is [start, end); nothing is searched while the end is not after the start. `children` adds filters.
 */
export function PeriodBar({
  startDate,
  endDate,
  loading,
  onSearch,
  children,
}: {
  startDate: number;
  endDate: number;
  loading: boolean;
  onSearch: (startDate: number, endDate: number) => void;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('analytics');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const locale = useMemo(() => calendarLocale(lng, t), [lng, t]);
  const [start, setStart] = useState<Date | null>(new Date(startDate));
  const [end, setEnd] = useState<Date | null>(new Date(endDate));
  useEffect(() => setStart(new Date(startDate)), [startDate]);
  useEffect(() => setEnd(new Date(endDate)), [endDate]);

  const invalid = !start || !end || end.getTime() <= start.getTime();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start && end && !invalid) onSearch(start.getTime(), end.getTime());
  };
  const picker = (id: string, label: string, value: Date | null, set: (d: Date | null) => void) => (
    <div className="period-bar__field">
      <label htmlFor={id}>{label}</label>
      <Calendar
        inputId={id}
        value={value}
        onChange={(e) => set((e.value as Date | null | undefined) ?? null)}
        showTime
        hourFormat="24"
        dateFormat="dd-mm-yy"
        showIcon
        locale={locale}
        invalid={invalid && value === end}
        aria-describedby={invalid ? 'period-error' : undefined}
      />
    </div>
  );

  return (
    <form className="card period-bar" onSubmit={submit} aria-label={t('period.label')} data-testid="period-bar">
      {picker('period-start', t('period.start'), start, setStart)}
      {picker('period-end', t('period.end'), end, setEnd)}
      <Button type="submit" label={t('period.search')} icon="pi pi-search" loading={loading} disabled={invalid} />
      {children}
      {invalid && (
        <small id="period-error" className="period-bar__error" role="alert">
          {t('period.endBeforeStart')}
        </small>
      )}
    </form>
  );
}
