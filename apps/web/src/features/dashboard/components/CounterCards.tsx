import type { Dashboard } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { StatCard } from './StatCard';

type Counts = Dashboard['accountsData'];

function Breakdown({ counts, format }: { counts: Counts; format: (value: number) => string }) {
  const { t } = useTranslation('dashboard');
  const parts: Array<[string, number]> = [
    [t('kinds.table'), counts.tableCount],
    [t('kinds.takeaway'), counts.takeawayCount],
    [t('kinds.delivery'), counts.deliveryCount],
  ];
  return (
    <dl className="dash-stat__breakdown">
      {parts.map(([label, count]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{format(count)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The counter cards: sales of the interval, accounts of the interval, and what is open right now. */
export function CounterCards({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = currentLanguage(i18n.language);
  const euros = (value: number) => formatAmount(value, lng);
  const count = { format: (value: number) => formatNumber(value, lng) };
  const { salesData } = data;

  return (
    <div className="dash-stats">
      <StatCard
        id="sales-total"
        icon="pi-euro"
        tone="blue"
        label={t('stats.salesTotal')}
        value={euros(salesData.total)}
        hint={t('stats.salesTotalHint')}
      />
      <StatCard
        id="cash"
        icon="pi-money-bill"
        tone="green"
        label={t('paymentTypes.CASH')}
        value={euros(salesData.totalCash)}
      />
      <StatCard
        id="card"
        icon="pi-credit-card"
        tone="cyan"
        label={t('paymentTypes.CARD')}
        value={euros(salesData.totalCard)}
      />
      <StatCard
        id="offered"
        icon="pi-gift"
        tone="amber"
        label={t('paymentTypes.OFFERED')}
        value={euros(salesData.totalOffered)}
      />
      <StatCard
        id="accounts"
        icon="pi-receipt"
        tone="violet"
        label={t('stats.accounts')}
        value={count.format(data.accountsData.totalCount)}
      >
        <Breakdown counts={data.accountsData} format={count.format} />
      </StatCard>
      <StatCard
        id="open-now"
        icon="pi-clock"
        tone="slate"
        label={t('stats.openNow')}
        value={count.format(data.currentOpenAccountsCount.totalCount)}
      >
        <Breakdown counts={data.currentOpenAccountsCount} format={count.format} />
      </StatCard>
      <StatCard
        id="unpaid"
        icon="pi-hourglass"
        tone="red"
        label={t('stats.unpaid')}
        value={euros(data.unpaidOpenTotal)}
        hint={t('stats.unpaidHint')}
      />
      <StatCard
        id="basket"
        icon="pi-shopping-bag"
        tone="blue"
        label={t('stats.basket')}
        value={euros(data.averageBasketValue)}
        hint={t('stats.basketHint')}
      />
    </div>
  );
}
