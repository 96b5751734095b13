import type { Dashboard } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { StatCard, type StatTone } from './StatCard';

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

/** The payment-type counters: the card's id, icon and colour, and the figure it shows. */
const PAYMENT_STATS = [
  { type: 'CASH', icon: 'pi-money-bill', tone: 'green', total: 'totalCash' },
  { type: 'CARD', icon: 'pi-credit-card', tone: 'cyan', total: 'totalCard' },
  { type: 'OFFERED', icon: 'pi-gift', tone: 'amber', total: 'totalOffered' },
] as const satisfies ReadonlyArray<{ type: string; icon: string; tone: StatTone; total: keyof Dashboard['salesData'] }>;

/** The counter cards: sales of the interval, accounts of the interval, and what is open right now. */
export function CounterCards({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = currentLanguage(i18n.language);
  const euros = (value: number) => formatAmount(value, lng);
  const count = (value: number) => formatNumber(value, lng);
  const { salesData } = data;
  const stat = (id: string, icon: string, tone: StatTone, label: string, value: string, hint?: string) => (
    <StatCard id={id} icon={icon} tone={tone} label={label} value={value} hint={hint} />
  );

  const counted = (icon: string, tone: StatTone, label: string, counts: Counts) => ({
    icon,
    tone,
    label,
    value: count(counts.totalCount),
  });

  return (
    <div className="dash-stats">
      <StatCard
        id="sales-total"
        icon="pi-euro"
        tone="blue"
        label={t('stats.salesTotal')}
        value={euros(salesData.total)}
        hint={t('stats.salesTotalHint')}
      >
        {/* Tips are not sales (decision 69): beside the figure, only when the interval has some. */}
        {salesData.totalTips !== 0 && (
          <div className="dash-stat__hint" data-testid="sales-tips">
            {t('stats.tips', { amount: euros(salesData.totalTips) })}
          </div>
        )}
      </StatCard>
      {PAYMENT_STATS.map((p) => (
        <StatCard
          key={p.type}
          id={p.type.toLowerCase()}
          icon={p.icon}
          tone={p.tone}
          label={t(`paymentTypes.${p.type}`)}
          value={euros(salesData[p.total])}
        />
      ))}
      <StatCard id="accounts" {...counted('pi-receipt', 'violet', t('stats.accounts'), data.accountsData)}>
        <Breakdown counts={data.accountsData} format={count} />
      </StatCard>
      <StatCard id="open-now" {...counted('pi-clock', 'slate', t('stats.openNow'), data.currentOpenAccountsCount)}>
        <Breakdown counts={data.currentOpenAccountsCount} format={count} />
        <div className="dash-stat__links">
          <Link to="/open-tables" data-testid="link-open-tables">
            {t('stats.openTables')}
          </Link>
          <Link to="/open-takeaway" data-testid="link-open-takeaway">
            {t('stats.openTakeaway')}
          </Link>
        </div>
      </StatCard>
      {stat('unpaid', 'pi-hourglass', 'red', t('stats.unpaid'), euros(data.unpaidOpenTotal), t('stats.unpaidHint'))}
      {stat(
        'basket',
        'pi-shopping-bag',
        'blue',
        t('stats.basket'),
        euros(data.averageBasketValue),
        t('stats.basketHint'),
      )}
    </div>
  );
}
