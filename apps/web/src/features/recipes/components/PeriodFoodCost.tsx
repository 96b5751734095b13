import { startOfZonedDay } from '@comptoir/shared';
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
import { barDataset, barOptions, ChartCard, PALETTE } from '../../dashboard';
import { type FoodCostPeriod, useFoodCostPeriod } from '../api';
import { foodCostChart, type GroupCostRow, groupCostRows } from '../model';

type ProductRow = FoodCostPeriod['products'][number];

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

/** A figure column hidden on a phone (sales and theoretical amounts: the % columns and the actual amount stay). */
function wideColumn<T>(header: string, body: (row: T) => string) {
  // headerClassName and bodyClassName: a Column's className does not reach its header.
  return (
    <Column
      key={header}
      header={header}
      headerClassName="num recipes-col-wide"
      bodyClassName="num recipes-col-wide"
      body={body}
    />
  );
}

/**
 * The food cost of a period (issue 27): sales excl. VAT, theoretical food cost (what the sales took at the prices of
 * the sales) and actual (plus what counts found missing, allocated by use: decision 119), in amount and % of
 * sales; per group as a chart and a table (with the unallocated line), per product, and the top count variances.
 * The last 7 days of the organisation by default.
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
  const labels = { total: t('cost.total'), noGroup: t('cost.noGroup'), unallocated: t('cost.unallocated') };
  const chart = data ? foodCostChart(data, labels) : null;
  const groups = data ? groupCostRows(data, labels) : [];
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
      {data && chart && (
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
          <div className="recipes-period-grid recipes-period-block">
            <ChartCard
              id="food-cost"
              title={t('cost.chart')}
              empty={chart.empty}
              emptyText={t('cost.chartEmpty')}
              height={chart.labels.length * 46 + 70}
            >
              <Bar
                aria-label={t('cost.chart')}
                role="img"
                data={{
                  labels: chart.labels,
                  datasets: [
                    barDataset(t('cost.theoretical'), chart.theoretical, PALETTE[0], 28),
                    barDataset(t('cost.actual'), chart.actual, PALETTE[4], 28),
                  ],
                }}
                options={barOptions({
                  horizontal: true,
                  format: pct,
                  axisFormat: (v) => formatPercent(v, lng),
                  legend: true,
                })}
              />
            </ChartCard>
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
          <div className="recipes-period-block">
            <ListCard id="food-cost-groups" title={t('cost.groups')}>
              <ListTable
                value={groups}
                dataKey="key"
                label={t('cost.groups')}
                emptyMessage={t('cost.noSales')}
                rowClassName={(r: GroupCostRow) => (r.unallocated ? 'recipes-unallocated' : '')}
              >
                <Column
                  field="name"
                  header={t('cost.group')}
                  body={(r: GroupCostRow) =>
                    r.unallocated ? <span title={t('cost.unallocatedHint')}>{r.name}</span> : r.name
                  }
                />
                {wideColumn(t('cost.sales'), (r: GroupCostRow) => money(r.sales))}
                {wideColumn(t('cost.theoretical'), (r: GroupCostRow) => money(r.theoretical))}
                {figureColumn(t('cost.theoreticalPercent'), (r: GroupCostRow) =>
                  r.unallocated ? '' : pct(r.theoreticalPercent),
                )}
                {figureColumn(t('cost.actual'), (r: GroupCostRow) => money(r.actual))}
                {figureColumn(t('cost.actualPercent'), (r: GroupCostRow) => pct(r.actualPercent))}
              </ListTable>
              {groups.some((r) => r.unallocated) && (
                <p className="recipes-muted recipes-note">{t('cost.unallocatedHint')}</p>
              )}
            </ListCard>
          </div>
          <div className="recipes-period-block">
            <ListCard id="food-cost-products" title={t('cost.perProduct')}>
              <ListTable
                value={data.products}
                dataKey="productId"
                label={t('cost.perProduct')}
                emptyMessage={t('cost.noSales')}
              >
                <Column field="name" header={t('cost.product')} />
                {wideColumn(t('cost.sales'), (p: ProductRow) => money(p.sales))}
                {wideColumn(t('cost.theoretical'), (p: ProductRow) => money(p.theoretical))}
                {figureColumn(t('cost.theoreticalPercent'), (p: ProductRow) => pct(p.theoreticalPercent))}
                {figureColumn(t('cost.actual'), (p: ProductRow) => money(p.actual))}
                {figureColumn(t('cost.actualPercent'), (p: ProductRow) => pct(p.actualPercent))}
              </ListTable>
            </ListCard>
          </div>
        </>
      )}
    </section>
  );
}
