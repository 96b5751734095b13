import { DEFAULT_TIME_ZONE, type ShiftStatistics } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../app/session';
import { ListCard } from '../../../components/ListCard';
import { PAGE_SIZES } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useShiftStats } from '../api';
import { type ShiftInfo, ShiftInfoCard } from '../components/ShiftInfoCard';
import { ChargedTable, UserStatsTable } from '../components/StatsTables';
import { ShiftTotalsCard, ShiftVatCard } from '../components/TotalsCards';
import { WorkerShiftsTable, WorkerSummariesTable } from '../components/WorkerTables';
import { useLoadWarning } from '../hooks/useLoadWarning';
import { useStatsExports } from '../hooks/useStatsExports';
import { numericParam, type Range } from '../model';
import '../shifts.css';

/** The side card of a shift, or of the shifts of a range (first opening to last closing; the card shows only those). */
function infoOf(stats: ShiftStatistics): ShiftInfo {
  const first = stats.shifts[0];
  const last = stats.shifts[stats.shifts.length - 1];
  return {
    start: first?.startTimestamp ?? null,
    end: last?.endTimestamp ?? null,
    startCash: first?.startCash ?? null,
    endCash: last?.endCash ?? null,
    openUser: first?.openUser?.username ?? null,
    closeUser: last?.closeUser?.username ?? null,
    live: !!last && !last.endTimestamp,
    zNumber: stats.shift?.zNumber ?? null,
    drawer: stats.drawer,
  };
}

/**
 * /shift-stats/:shiftId (ShiftStatPage) and /shift-stats/:startdate/:enddate (ShiftDetailPageByDate). With numeric
 * range parameters the range's statistics load and the header button is hidden; otherwise the shift's, with 'Details'.
 */
// Not a DataPage: statistics of one shift or of a range (two queries), the range picker above them.
export function ShiftStatsPage() {
  const { t, i18n } = useTranslation('shifts');
  const lng = currentLanguage(i18n.language);
  const navigate = useNavigate();
  const params = useParams();
  const start = numericParam(params.startdate);
  const end = numericParam(params.enddate);
  const range: Range | null = start !== null && end !== null ? { start, end } : null;
  const shiftId = range ? null : numericParam(params.shiftId);
  const user = useCurrentUser().data;
  const timeZone = user?.organization.timeZone ?? DEFAULT_TIME_ZONE;
  const stats = useShiftStats(shiftId, range);
  const exports = useStatsExports(stats.data);
  const now = useMemo(() => Date.now(), []);
  useLoadWarning(stats.error);

  const bound = (ms: number, none: string) => (ms > 0 ? formatDateTime(ms, lng, timeZone) : none);
  const title = range
    ? t('stats.rangeTitle')
    : stats.data?.shift
      ? t('stats.title', { number: stats.data.shift.shiftNumber })
      : t('stats.titleLoading');
  const subtitle = range
    ? range.start === 0 && range.end === 0
      ? t('range.all')
      : t('range.applied', { start: bound(range.start, t('range.noStart')), end: bound(range.end, t('range.noEnd')) })
    : undefined;
  const workerRange = (s: ShiftStatistics): Range =>
    range ?? { start: s.shift?.startTimestamp ?? 0, end: s.shift?.endTimestamp ?? 0 };

  let content: React.ReactNode;
  if (stats.isError || (!range && shiftId === null)) {
    content = <PageLoadError error={stats.error} ability="ANALYTICS_SHIFTS" onRetry={() => void stats.refetch()} />;
  } else if (!stats.data) {
    content = <PageLoading />;
  } else {
    const s = stats.data;
    const toWorkers = (username: string) => {
      const r = workerRange(s);
      void navigate(`/worker-shift-detail/${r.start}/${r.end}?${new URLSearchParams({ user: username })}`);
    };
    content = (
      <div className="shift-layout">
        <div className="shift-layout__main">
          <ListCard className="shift-table-card" id="stats-users" title={t('stats.perUser')} onExport={exports.users}>
            <UserStatsTable rows={s.orderedProductTotalPerUser} lng={lng} />
          </ListCard>
          <ListCard className="shift-table-card" id="stats-worker-shifts" title={t('stats.workerShifts')}>
            <WorkerShiftsTable
              rows={s.workerShifts}
              lng={lng}
              timeZone={timeZone}
              now={now}
              showId={user?.isSuperUser ?? false}
            />
          </ListCard>
          <ListCard className="shift-table-card" id="stats-worker-summaries" title={t('stats.workerSummaries')}>
            <WorkerSummariesTable rows={s.workerShiftSummaries} onDetails={toWorkers} />
          </ListCard>
          <div className="shift-layout__pair">
            <ListCard
              className="shift-table-card"
              id="stats-groups"
              title={t('stats.perGroup')}
              onExport={exports.groups}
            >
              <ChargedTable rows={s.orderedProductTotalPerGroup} lng={lng} label={t('stats.perGroup')} />
            </ListCard>
            <ListCard
              className="shift-table-card"
              id="stats-products"
              title={t('stats.perProduct')}
              onExport={exports.products}
            >
              <ChargedTable
                rows={s.orderedProductTotalPerProduct}
                lng={lng}
                label={t('stats.perProduct')}
                pageSizes={PAGE_SIZES.stats}
              />
            </ListCard>
          </div>
        </div>
        <aside className="shift-layout__side">
          <ShiftInfoCard
            title={range ? t('stats.periodCard', { count: s.shifts.length }) : t('stats.shiftCard')}
            info={infoOf(s)}
            period={!!range}
            timeZone={timeZone}
          />
          <ShiftTotalsCard totalData={s.totalData} />
          <ShiftVatCard vatSummaries={s.vatSummaries} />
        </aside>
      </div>
    );
  }

  return (
    <div className="page shift-page">
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          range || shiftId === null ? null : (
            <Button
              label={t('stats.details')}
              icon="pi pi-list"
              onClick={() => void navigate(`/shift-details/${shiftId}`)}
              data-testid="stats-details"
            />
          )
        }
      />
      {content}
    </div>
  );
}
