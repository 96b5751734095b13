import { DEFAULT_TIME_ZONE } from '@comptoir/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ListCard } from '../../../components/ListCard';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { useCurrentUser } from '../../auth/api';
import { currentShiftQueryOptions } from '../../dashboard/api';
import { useShiftList } from '../api';
import { OpenShiftCard } from '../components/OpenShiftCard';
import { RangeBar } from '../components/RangeBar';
import { ReportButtons } from '../components/ReportButtons';
import { ShiftsTable } from '../components/ShiftsTable';
import { TotalsCard, VatCard } from '../components/TotalsCards';
import { useLoadWarning } from '../hooks/useLoadWarning';
import { type Range, rangeFromParams } from '../model';
import '../shifts.css';

/** /analytics/shifts (ShiftPage): the shifts of a date range, their totals, reports, and opening a shift. */
export function ShiftListPage() {
  const { t } = useTranslation('shifts');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const now = useMemo(() => Date.now(), []);
  const range = rangeFromParams(params, now);
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
            <ShiftsTable shifts={list.data.shifts} search={search} timeZone={timeZone} />
          </ListCard>
        </div>
        <aside className="shift-layout__side">
          {current.data === null && <OpenShiftCard />}
          <TotalsCard totalData={list.data.totalData} title={t('totals.rangeTitle')} />
          <VatCard vatSummaries={list.data.vatSummaries} />
        </aside>
      </div>
    );
  }

  return (
    <div className="page shift-page">
      <PageHeader title={t('list.pageTitle')} subtitle={t('list.subtitle')} actions={<ReportButtons scope={range} />} />
      <RangeBar
        key={`${range.start}-${range.end}`}
        range={range}
        timeZone={timeZone}
        onSearch={setRange}
        onStats={() => void navigate(`/shift-stats/${range.start}/${range.end}`)}
      />
      {content}
    </div>
  );
}
