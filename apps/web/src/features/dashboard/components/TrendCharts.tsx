import type { Dashboard } from '@comptoir/shared';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatAmountShort, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { barDataset, barOptions, PALETTE, paletteAt } from '../charts/setup';
import { dayLabel, isEmptyChart } from '../model';
import { ChartCard } from './ChartCard';

function useNumber() {
  const { i18n } = useTranslation();
  const lng = currentLanguage(i18n.language);
  return { lng, formatNumber: (value: number) => formatNumber(value, lng) };
}

/** Sales per local day (YYYY-MM-DD from the API, shown dd/MM). */
export function DailySalesChart({ data }: { data: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const { lng } = useNumber();
  const entries = data.dailySales;
  return (
    <ChartCard
      id="daily"
      title={t('charts.daily.title')}
      empty={isEmptyChart(entries)}
      emptyText={t('charts.daily.empty')}
      emptyIcon="pi-calendar"
      height={280}
      className="dash-grid__wide"
    >
      <Bar
        aria-label={t('charts.daily.title')}
        role="img"
        data={{
          labels: entries.map((entry) => dayLabel(entry.name)),
          datasets: [
            barDataset(
              t('charts.daily.title'),
              entries.map((entry) => entry.count),
              PALETTE[0],
              36,
            ),
          ],
        }}
        options={barOptions({
          format: (value) => formatAmount(value, lng),
          axisFormat: (value) => formatAmountShort(value, lng),
        })}
      />
    </ChartCard>
  );
}

/** Accounts opened per local hour (HH:00, gaps filled by the API). */
export function RushHoursChart({ data }: { data: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const { formatNumber } = useNumber();
  const entries = data.rushHourChartData;
  return (
    <ChartCard
      id="rush"
      title={t('charts.rush.title')}
      subtitle={t('charts.rush.subtitle')}
      empty={isEmptyChart(entries)}
      emptyText={t('charts.rush.empty')}
      emptyIcon="pi-clock"
    >
      <Bar
        aria-label={t('charts.rush.title')}
        role="img"
        data={{
          labels: entries.map((entry) => entry.name),
          datasets: [
            barDataset(
              t('charts.rush.title'),
              entries.map((entry) => entry.count),
              PALETTE[3],
              28,
            ),
          ],
        }}
        options={barOptions({
          format: (value) => t('charts.rush.tooltip', { value: formatNumber(value) }),
          axisFormat: formatNumber,
        })}
      />
    </ChartCard>
  );
}

/** The 10 best-selling products by units, as a horizontal bar chart. */
export function TopSellersChart({ data }: { data: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const { formatNumber } = useNumber();
  const entries = data.topSellerChartData;
  return (
    <ChartCard
      id="top"
      title={t('charts.top.title')}
      subtitle={t('charts.top.subtitle')}
      empty={isEmptyChart(entries)}
      emptyText={t('charts.top.empty')}
      emptyIcon="pi-star"
      height={Math.max(220, entries.length * 30 + 40)}
      className="dash-grid__full"
    >
      <Bar
        aria-label={t('charts.top.title')}
        role="img"
        data={{
          labels: entries.map((entry) => entry.name),
          datasets: [
            barDataset(
              t('charts.top.title'),
              entries.map((entry) => entry.count),
              entries.map((_, index) => paletteAt(index)),
              22,
            ),
          ],
        }}
        options={barOptions({
          horizontal: true,
          format: (value) => t('charts.top.tooltip', { value: formatNumber(value) }),
          axisFormat: formatNumber,
        })}
      />
    </ChartCard>
  );
}
