import { DEFAULT_TIME_ZONE } from '@comptoir/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../app/session';
import { DateRangePicker } from '../../../components/DateRangePicker';
import { ListCard } from '../../../components/ListCard';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { searchedRangeText } from '../../../lib/dateRange';
import { currentLanguage } from '../../../lib/i18n';
import { currentShiftQueryOptions, useShiftList } from '../api';
import { OpenShiftCard } from '../components/OpenShiftCard';
import { ReportButtons } from '../components/ReportButtons';
import { ShiftsTable } from '../components/ShiftsTable';
import { ShiftTotalsCard, ShiftVatCard } from '../components/TotalsCards';
import { useLoadWarning } from '../hooks/useLoadWarning';
import { type Range, rangeFromParams, rangeOfSearch, searchOfRange } from '../model';
import '../shifts.css';

/** /analytics/shifts (ShiftPage): the shifts of a date range, their totals, reports, and opening a shift. */
// Not a DataPage: the range picker and the open-shift card stay above the list while a range loads.
export function ShiftListPage() {
  const { t, i18n } = useTranslation('shifts');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const now = useMemo(() => Date.now(), []);
  const range = rangeFromParams(params, now);
  const searched = searchOfRange(range);
  const search = params.get('q') ?? '';
  const timeZone = useCurrentUser().data?.organization.timeZone ?? DEFAULT_TIME_ZONE;
  const list = useShiftList(range);
  const current = useQuery(currentShiftQueryOptions());
  useLoadWarning(list.error);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const setRange = (r: Range) => update({ start: String(r.start), end: String(r.end) });

  let content: React.ReactNode;
  if (list.isError && !list.data) {
    content = <PageLoadError error={list.error} ability="ANALYTICS_SHIFTS" onRetry={() => void list.refetch()} />;
  } else if (!list.data) {
    content = <PageLoading />;
  } else {
    content = (
      <div className="shift-layout">
        <div className="shift-layout__main">
          <ListCard
            className="shift-table-card"
            id="shifts-table"
            title={t('list.title')}
            subtitle={t('list.count', { count: list.data.shifts.length })}
            search={{ value: search, onChange: (q) => update({ q }) }}
          >
            <ShiftsTable shifts={list.data.shifts} timeZone={timeZone} />
          </ListCard>
        </div>
        <aside className="shift-layout__side">
          {current.data === null && <OpenShiftCard />}
          <ShiftTotalsCard totalData={list.data.totalData} title={t('totals.rangeTitle')} />
          <ShiftVatCard vatSummaries={list.data.vatSummaries} />
        </aside>
      </div>
    );
  }

  return (
    <div className="page shift-page">
      <PageHeader
        title={t('list.pageTitle')}
        subtitle={searchedRangeText(lng, searched.start, searched.end, timeZone, t('range.all'))}
        actions={<ReportButtons scope={range} />}
      />
      <DateRangePicker
        start={searched.start}
        end={searched.end}
        timeZone={timeZone}
        inputId="shift-range"
        onSearch={(start, end) => setRange(rangeOfSearch(start, end))}
        onClear={() => setRange({ start: 0, end: 0 })}
      >
        <Button
          type="button"
          label={t('range.stats')}
          icon="pi pi-chart-bar"
          outlined
          onClick={() => void navigate(`/shift-stats/${range.start}/${range.end}`)}
          data-testid="range-stats"
        />
      </DateRangePicker>
      {content}
    </div>
  );
}
