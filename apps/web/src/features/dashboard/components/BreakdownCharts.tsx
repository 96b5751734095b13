import type { Dashboard } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { PALETTE, paletteAt } from '../charts/setup';
import { NamedChart } from './NamedCharts';

/** Fixed hues for the payment types, so Cash is always the same colour whatever the order of the answer. */
const PAYMENT_COLOURS: Record<string, string> = { CASH: PALETTE[1], CARD: PALETTE[0], OFFERED: PALETTE[2] };

/** Accounts by Tables / Takeaway / Delivery over the interval. */
export function AccountsChart({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = currentLanguage(i18n.language);
  const { tableCount, takeawayCount, deliveryCount, totalCount } = data.accountsData;
  const labels = [t('kinds.table'), t('kinds.takeaway'), t('kinds.delivery')];
  return (
    <NamedChart
      name="accounts"
      subtitle={t('charts.accounts.subtitle', { total: formatNumber(totalCount, lng) })}
      series={{ labels, counts: [tableCount, takeawayCount, deliveryCount] }}
      chart={{
        kind: 'doughnut',
        colours: [paletteAt(0), paletteAt(1), paletteAt(2)],
        format: (v) => formatNumber(v, lng),
      }}
      emptyIcon="pi-receipt"
    />
  );
}

/** Sales by Cash / Card / Offered over the interval (codes from the API, translated here). */
export function SalesChart({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = currentLanguage(i18n.language);
  const entries = data.salesChartData;
  const labels = entries.map((entry) => t(`paymentTypes.${entry.name}`, { defaultValue: entry.name }));
  const colours = entries.map((entry, index) => PAYMENT_COLOURS[entry.name] ?? paletteAt(index + 3));
  return (
    <NamedChart
      name="sales"
      subtitle={formatAmount(data.salesData.total, lng)}
      series={{ labels, counts: entries.map((entry) => entry.count) }}
      chart={{ kind: 'doughnut', colours, format: (value) => formatAmount(value, lng) }}
      emptyIcon="pi-wallet"
    />
  );
}
