import { type Dashboard, type DashboardInterval, hasAbility } from '@comptoir/shared';
import type { TFunction } from 'i18next';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNTS_UPDATED, useCurrentUser, usePushEvent } from '../../../app/session';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/format';
import { currentLanguage, type Language } from '../../../lib/i18n';
import { useDashboard, useLowStock } from '../api';
import { AccountsChart, SalesChart } from '../components/BreakdownCharts';
import { CounterCards } from '../components/CounterCards';
import { DashboardError, DashboardSkeleton } from '../components/DashboardStates';
import { IntervalSelect } from '../components/IntervalSelect';
import { LowStockCard } from '../components/LowStockCard';
import { OpenShiftDialog } from '../components/OpenShiftDialog';
import { ShiftCard } from '../components/ShiftCard';
import { DailySalesChart, RushHoursChart, TopSellersChart } from '../components/TrendCharts';
import { useDashboardInterval } from '../hooks/useDashboardInterval';
import { useReloadUntilShiftOpen } from '../hooks/useReloadUntilShiftOpen';
import { isShiftInterval, isShiftOpen } from '../model';
import '../dashboard.css';
import '../dashboard-shift.css';

/** /dashboard: figures, charts and the shift of a chosen interval (document 1 sections 2, 3, 4, 8 and 9). */
// Not a DataPage: the interval buttons and the last figures stay on screen while the next interval loads.
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const lng = currentLanguage(i18n.language);
  const [interval, chooseInterval] = useDashboardInterval();
  const user = useCurrentUser().data;
  const timeZone = user?.organization.timeZone;
  const dashboard = useDashboard(interval);
  // Ingredients under their minimum: for those who see the ingredients page (its ability, decision 117).
  const lowStock = useLowStock(!!user && hasAbility(user, 'ADMIN_PRODUCTS'));
  const reloadUntilShiftOpen = useReloadUntilShiftOpen(dashboard.refetch);
  const [openShiftVisible, setOpenShiftVisible] = useState(false);

  // The shell already refreshes cached queries on every ACCOUNTS_UPDATED; the current shift must follow the till
  // live (document 1 section 4), so ask for it explicitly, joining the shell's refetch when one is in flight.
  usePushEvent(ACCOUNTS_UPDATED, () => {
    if (interval === 'CURRENT_SHIFT') void dashboard.refetch({ cancelRefetch: false });
    // A sale takes ingredients: the low-stock card follows the till too.
    if (lowStock.isEnabled) void lowStock.refetch({ cancelRefetch: false });
  });

  const data = dashboard.data;
  const switching = dashboard.isPlaceholderData;
  // Choosing another period cannot help someone who may not see the dashboard at all.
  const forbidden = !data && dashboard.error instanceof ApiError && dashboard.error.status === 403;

  return (
    <div className="page dash">
      <PageHeader
        title={t('title')}
        subtitle={data && !switching ? periodText(data, interval, lng, timeZone, t) : undefined}
        actions={
          forbidden ? undefined : (
            <IntervalSelect value={interval} onChange={chooseInterval} loading={dashboard.isFetching} />
          )
        }
      />

      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : !data ? (
        <DashboardError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <div
          className={`dash-content${switching ? ' dash-content--stale' : ''}`}
          aria-busy={dashboard.isFetching}
          data-testid="dashboard"
          data-interval={data.timeInterval}
        >
          {dashboard.isError && (
            <Message severity="warn" className="dash-notice" text={t('errors.refresh')} data-testid="refresh-error" />
          )}
          {interval === 'CURRENT_SHIFT' && !isShiftOpen(data.shift) && (
            <Message severity="info" className="dash-notice" text={t('noOpenShift')} data-testid="no-shift-notice" />
          )}
          <CounterCards data={data} />
          <div className="dash-grid">
            <ShiftCard
              shift={data.shift}
              users={data.shiftUsers}
              timeZone={timeZone}
              onOpenShift={() => setOpenShiftVisible(true)}
            />
            {!!lowStock.data?.length && <LowStockCard items={lowStock.data} />}
            <DailySalesChart data={data} />
            <AccountsChart data={data} />
            <SalesChart data={data} />
            <RushHoursChart data={data} />
            <TopSellersChart data={data} />
          </div>
        </div>
      )}

      {openShiftVisible && (
        <OpenShiftDialog
          onClose={() => setOpenShiftVisible(false)}
          onOpened={() => void reloadUntilShiftOpen()}
          onConflict={() => void dashboard.refetch()}
        />
      )}
    </div>
  );
}

/** The period the figures cover, under the title: date and time for shifts, days for calendar intervals. */
function periodText(
  data: Dashboard,
  interval: DashboardInterval,
  lng: Language,
  timeZone: string | undefined,
  t: TFunction<'dashboard'>,
): string {
  const label = t(`intervals.${interval}`);
  if (data.from === null || data.to === null) return t('period.none', { label });
  if (isShiftInterval(interval)) {
    const end = interval === 'CURRENT_SHIFT' ? t('period.now') : formatDateTime(data.to, lng, timeZone);
    return t('period.range', { label, from: formatDateTime(data.from, lng, timeZone), to: end });
  }
  const from = formatDate(data.from, lng, timeZone);
  const to = formatDate(data.to - 1, lng, timeZone);
  return from === to ? t('period.day', { label, day: from }) : t('period.range', { label, from, to });
}
