import { startOfZonedDay } from '@comptoir/shared';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../components/DateRangePicker';
import { ListCard } from '../../../components/ListCard';
import { figureColumn, ListTable } from '../../../components/ListTable';
import { ApiError } from '../../../lib/api';
import { formatAmount, formatNumber, formatPercent } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { type FoodCostPeriod, useFoodCostPeriod } from '../api';

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const DAY = 86_400_000;

/** A figure of the summary: label and value. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="card recipes-figure" data-testid={testId}>
      <div className="recipes-figure__label">{label}</div>
      <div className="recipes-figure__value">{value}</div>
    </div>
  );
}

/**
 * The food cost of a period (issue 27): sales excl. VAT, theoretical food cost (what the sales took at the prices of
 * the sales) and actual (plus what counts found missing), in amount and % of sales; per group as a chart and a
 * table, per product, and the top count variances. The last 7 days of the organisation by default.
 */
export function PeriodFoodCost({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation('recipes');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const [range, setRange] = useState(() => {
    const end = startOfZonedDay(Date.now(), timeZone, 1);
    return { start: startOfZonedDay(end - 7 * DAY, timeZone), end };
  });
  const period = useFoodCostPeriod(range.start, range.end);
  const money = (text: string | null) => (text === null ? '' : formatAmount(Number(text), lng));
  const pct = (value: number | null) => (value === null ? '–' : formatPercent(value, lng));

  if (period.error instanceof ApiError && period.error.status === 403)
    return <p className="recipes-muted">{t('cost.notAllowed')}</p>;
  const data: FoodCostPeriod | undefined = period.data;
  return (
    <section aria-labelledby="food-cost-period-title" data-testid="food-cost-period">
      <h2 id="food-cost-period-title" className="recipes-section-title">
        {t('cost.period')}
      </h2>
      <p className="recipes-muted">{t('cost.periodHint')}</p>
      <DateRangePicker
        start={range.start}
        end={range.end}
        timeZone={timeZone}
        loading={period.isFetching}
        inputId="food-cost-range"
        onSearch={(start, end) => setRange({ start, end })}
      />
      {data && (
        <>
          <div className="recipes-summary">
            <Figure label={t('cost.sales')} value={money(data.total.sales)} testId="food-cost-sales" />
            <Figure
              label={t('cost.theoretical')}
              value={`${money(data.total.theoretical)} · ${pct(data.total.theoreticalPercent)}`}
              testId="food-cost-theoretical"
            />
            <Figure
              label={t('cost.actual')}
              value={`${money(data.total.actual)} · ${pct(data.total.actualPercent)}`}
              testId="food-cost-actual"
            />
          </div>
          <div className="recipes-period-grid">
            <section className="card recipes-figure" aria-label={t('cost.chart')}>
              <div className="recipes-figure__label">{t('cost.chart')}</div>
              <div className="recipes-chart">
                <Bar
                  data={{
                    labels: [
                      t('cost.theoretical'),
                      t('cost.actual'),
                      ...data.groups.map((g) => g.name || t('cost.noGroup')),
                    ],
                    datasets: [
                      {
                        label: '%',
                        data: [
                          data.total.theoreticalPercent ?? 0,
                          data.total.actualPercent ?? 0,
                          ...data.groups.map((g) => g.theoreticalPercent ?? 0),
                        ],
                        backgroundColor: ['#2563eb', '#ef4444', ...data.groups.map(() => '#93c5fd')],
                        maxBarThickness: 36,
                      },
                    ],
                  }}
                  options={{
                    maintainAspectRatio: false,
                    plugins: { legend: { display: false } },
                    scales: { y: { beginAtZero: true, ticks: { callback: (v) => `${v} %` } } },
                  }}
                />
              </div>
            </section>
            <ListCard id="food-cost-variances" title={t('cost.variances')}>
              <ListTable
                value={data.variances}
                dataKey="ingredientId"
                label={t('cost.variances')}
                emptyMessage={t('cost.noVariance')}
              >
                <Column field="name" header={t('cost.ingredient')} />
                {figureColumn(t('cost.quantity'), (v: FoodCostPeriod['variances'][number]) =>
                  formatNumber(v.quantity, lng, { signed: true }),
                )}
                {figureColumn(t('cost.value'), (v: FoodCostPeriod['variances'][number]) => money(v.value))}
              </ListTable>
            </ListCard>
          </div>
          <ListCard id="food-cost-products" title={t('cost.product')}>
            <ListTable
              value={data.products}
              dataKey="productId"
              label={t('cost.period')}
              emptyMessage={t('cost.noSales')}
            >
              <Column field="name" header={t('cost.product')} />
              {figureColumn(t('cost.sales'), (p: FoodCostPeriod['products'][number]) => money(p.sales))}
              {figureColumn(t('cost.theoretical'), (p: FoodCostPeriod['products'][number]) => money(p.theoretical))}
              {figureColumn('%', (p: FoodCostPeriod['products'][number]) => pct(p.theoreticalPercent))}
            </ListTable>
          </ListCard>
        </>
      )}
    </section>
  );
}
