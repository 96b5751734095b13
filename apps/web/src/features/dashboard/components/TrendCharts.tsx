import type { Dashboard } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatAmountShort, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { PALETTE, paletteAt } from '../charts/setup';
import { dayLabel } from '../model';
import { NamedChart } from './NamedCharts';

function useNumber() {
  const { i18n } = useTranslation();
  const lng = currentLanguage(i18n.language);
  return { lng, formatNumber: (value: number) => formatNumber(value, lng) };
}

/** Each entry's label (`label`, else its name) and count. */
const seriesOf = <E extends { name: string; count: number }>(entries: E[], label = (entry: E) => entry.name) => ({
  labels: entries.map(label),
  counts: entries.map((entry) => entry.count),
});

/** Sales per local day (YYYY-MM-DD from the API, shown dd/MM). */
export function DailySalesChart({ data }: { data: Dashboard }) {
  const { lng } = useNumber();
  const format = (value: number) => formatAmount(value, lng);
  return (
    <NamedChart
      name="daily"
      series={seriesOf(data.dailySales, (entry) => dayLabel(entry.name))}
      chart={{
        kind: 'bar',
        colours: PALETTE[0],
        thickness: 36,
        options: { format, axisFormat: (v) => formatAmountShort(v, lng) },
      }}
      emptyIcon="pi-calendar"
      height={280}
      className="dash-grid__wide"
    />
  );
}

/** Accounts opened per local hour (HH:00, gaps filled by the API). */
export function RushHoursChart({ data }: { data: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const { formatNumber } = useNumber();
  const format = (value: number) => t('charts.rush.tooltip', { value: formatNumber(value) });
  return (
    <NamedChart
      name="rush"
      subtitle={t('charts.rush.subtitle')}
      series={seriesOf(data.rushHourChartData)}
      chart={{ kind: 'bar', colours: PALETTE[3], thickness: 28, options: { format, axisFormat: formatNumber } }}
      emptyIcon="pi-clock"
    />
  );
}

/** The 10 best-selling products by units, as a horizontal bar chart. */
export function TopSellersChart({ data }: { data: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const { formatNumber } = useNumber();
  const entries = data.topSellerChartData;
  const format = (value: number) => t('charts.top.tooltip', { value: formatNumber(value) });
  const colours = entries.map((_, index) => paletteAt(index));
  return (
    <NamedChart
      name="top"
      subtitle={t('charts.top.subtitle')}
      series={seriesOf(entries)}
      chart={{ kind: 'bar', colours, thickness: 22, options: { horizontal: true, format, axisFormat: formatNumber } }}
      emptyIcon="pi-star"
      height={Math.max(220, entries.length * 30 + 40)}
      className="dash-grid__full"
    />
  );
}
