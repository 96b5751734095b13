import type { Dashboard } from '@comptoir/shared';
import { Doughnut } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { doughnutDataset, doughnutOptions, PALETTE, paletteAt } from '../charts/setup';
import { isEmptyChart } from '../model';
import { ChartCard } from './ChartCard';

/** Fixed hues for the payment types, so Cash is always the same colour whatever the order of the answer. */
const PAYMENT_COLOURS: Record<string, string> = { CASH: PALETTE[1], CARD: PALETTE[0], OFFERED: PALETTE[2] };

/** Accounts by Tables / Takeaway / Delivery over the interval. */
export function AccountsChart({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = currentLanguage(i18n.language);
  const { tableCount, takeawayCount, deliveryCount } = data.accountsData;
  const counts = [tableCount, takeawayCount, deliveryCount];
  const labels = [t('kinds.table'), t('kinds.takeaway'), t('kinds.delivery')];
  return (
    <ChartCard
      id="accounts"
      title={t('charts.accounts.title')}
      subtitle={t('charts.accounts.subtitle', { total: formatNumber(data.accountsData.totalCount, lng) })}
      empty={isEmptyChart(counts.map((count) => ({ count })))}
      emptyText={t('charts.accounts.empty')}
      emptyIcon="pi-receipt"
    >
      <Doughnut
        aria-label={t('charts.accounts.title')}
        role="img"
        data={{
          labels,
          datasets: [doughnutDataset(counts, [paletteAt(0), paletteAt(1), paletteAt(2)])],
        }}
        options={doughnutOptions((value) => formatNumber(value, lng))}
      />
    </ChartCard>
  );
}

/** Sales by Cash / Card / Offered over the interval (codes from the API, translated here). */
export function SalesChart({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = currentLanguage(i18n.language);
  const entries = data.salesChartData;
  return (
    <ChartCard
      id="sales"
      title={t('charts.sales.title')}
      subtitle={formatAmount(data.salesData.total, lng)}
      empty={isEmptyChart(entries)}
      emptyText={t('charts.sales.empty')}
      emptyIcon="pi-wallet"
    >
      <Doughnut
        aria-label={t('charts.sales.title')}
        role="img"
        data={{
          labels: entries.map((entry) => t(`paymentTypes.${entry.name}`, { defaultValue: entry.name })),
          datasets: [
            doughnutDataset(
              entries.map((entry) => entry.count),
              entries.map((entry, index) => PAYMENT_COLOURS[entry.name] ?? paletteAt(index + 3)),
            ),
          ],
        }}
        options={doughnutOptions((value) => formatAmount(value, lng))}
      />
    </ChartCard>
  );
}
