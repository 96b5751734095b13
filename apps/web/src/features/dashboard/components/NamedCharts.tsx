import { Bar, Doughnut } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { barDataset, barOptions, doughnutDataset, doughnutOptions } from '../charts/setup';
import { isEmptyChart } from '../model';
import { ChartCard } from './ChartCard';

/** The dashboard's charts: each one's texts are under charts.<name> (title, empty, and any subtitle or tooltip). */
type ChartName = 'daily' | 'rush' | 'top' | 'accounts' | 'sales';

/** Bars of `colours` (one, or one a bar) at most `thickness` wide; or a doughnut, a slice a count, values by `format`. */
type Kind =
  | { kind: 'bar'; colours: string | string[]; thickness: number; options: Parameters<typeof barOptions>[0] }
  | { kind: 'doughnut'; colours: string[]; format: (value: number) => string };

/**
 * A dashboard chart in its card, titled by its name, one count a label (`series`); the calm empty state while every
 * count is 0. The rest is ChartCard's look.
 */
export function NamedChart({
  name,
  series: { labels, counts },
  chart,
  ...look
}: {
  name: ChartName;
  series: { labels: string[]; counts: number[] };
  chart: Kind;
  subtitle?: string;
  emptyIcon: string;
  height?: number;
  className?: string;
}) {
  const { t } = useTranslation('dashboard');
  const title = t(`charts.${name}.title`);
  const empty = isEmptyChart(counts.map((count) => ({ count })));
  return (
    <ChartCard id={name} title={title} empty={empty} emptyText={t(`charts.${name}.empty`)} {...look}>
      {chart.kind === 'bar' ? (
        <Bar
          aria-label={title}
          role="img"
          data={{ labels, datasets: [barDataset(title, counts, chart.colours, chart.thickness)] }}
          options={barOptions(chart.options)}
        />
      ) : (
        <Doughnut
          aria-label={title}
          role="img"
          data={{ labels, datasets: [doughnutDataset(counts, chart.colours)] }}
          options={doughnutOptions(chart.format)}
        />
      )}
    </ChartCard>
  );
}
