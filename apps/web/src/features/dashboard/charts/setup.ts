/**
 * Chart.js set-up for the dashboard: only the parts the five charts use are registered (keeps the bundle small),
 * the 10-hue palette (document 1 section 9) is defined once here, and the shared look of every chart.
 */
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  type Scale,
  Tooltip,
} from 'chart.js';

ChartJS.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);
// Who asks the system for less motion gets charts drawn at once, without their growing animation (decision 140).
if (globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) ChartJS.defaults.animation = false;

/** The chart palette: 10 hues, used in this order. */
export const PALETTE = [
  '#2563eb', // blue
  '#10b981', // emerald
  '#f59e0b', // amber
  '#8b5cf6', // violet
  '#ef4444', // red
  '#06b6d4', // cyan
  '#ec4899', // pink
  '#84cc16', // lime
  '#f97316', // orange
  '#64748b', // slate
] as const;

export const paletteAt = (index: number): string => PALETTE[index % PALETTE.length] ?? PALETTE[0];

/** A hue with transparency, for bar fills. */
export function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

function shorten(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

const FONT = { family: 'Inter var, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', size: 12 };
const TEXT = '#6b7280';
const GRID = '#eef0f3';

const tooltip = {
  backgroundColor: '#111827',
  titleFont: { ...FONT, weight: 600 },
  bodyFont: FONT,
  padding: 10,
  cornerRadius: 6,
  boxPadding: 4,
} as const;

export function doughnutOptions(format: (value: number) => string): ChartOptions<'doughnut'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: { duration: 300 },
    cutout: '62%',
    plugins: {
      legend: {
        position: 'bottom',
        labels: { font: FONT, color: TEXT, usePointStyle: true, pointStyle: 'circle', boxWidth: 8, padding: 14 },
      },
      tooltip: {
        ...tooltip,
        callbacks: { label: (item) => ` ${item.label}: ${format(Number(item.raw ?? 0))}` },
      },
    },
  };
}

export function barOptions({
  format,
  axisFormat = format,
  horizontal = false,
  legend = false,
}: {
  format: (value: number) => string;
  axisFormat?: (value: number) => string;
  horizontal?: boolean;
  /** Several series side by side (the food cost's theoretical and actual): a legend, and tooltips naming the series. */
  legend?: boolean;
}): ChartOptions<'bar'> {
  const valueAxis = {
    beginAtZero: true,
    grid: { color: GRID },
    border: { display: false },
    ticks: { font: FONT, color: TEXT, precision: 0, callback: (value: string | number) => axisFormat(Number(value)) },
  };
  const labelAxis = {
    grid: { display: false },
    border: { color: GRID },
    ticks: {
      font: FONT,
      color: TEXT,
      autoSkip: !horizontal,
      maxRotation: 0,
      // Long product names would be cut at the canvas edge on a phone: shorten them (the tooltip shows them whole).
      callback(this: Scale, value: string | number) {
        const label = String(this.getLabelForValue(Number(value)));
        return horizontal ? shorten(label, this.chart.width < 480 ? 16 : 32) : label;
      },
    },
  };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: { duration: 300 },
    indexAxis: horizontal ? 'y' : 'x',
    scales: horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
    plugins: {
      legend: legend
        ? {
            position: 'bottom',
            labels: { font: FONT, color: TEXT, usePointStyle: true, pointStyle: 'circle', boxWidth: 8, padding: 14 },
          }
        : { display: false },
      tooltip: {
        ...tooltip,
        callbacks: {
          label: (item) =>
            legend
              ? ` ${item.dataset.label ?? ''}: ${format(Number(item.raw ?? 0))}`
              : ` ${format(Number(item.raw ?? 0))}`,
        },
      },
    },
  };
}

/** One bar series: bars in `colours` (one colour, or one per bar), a little lighter until hovered, rounded corners. */
export function barDataset(label: string, data: number[], colours: string | string[], maxBarThickness: number) {
  return {
    label,
    data,
    backgroundColor: Array.isArray(colours) ? colours.map((c) => withAlpha(c, 0.85)) : withAlpha(colours, 0.85),
    hoverBackgroundColor: colours,
    borderRadius: 4,
    maxBarThickness,
  };
}

/** One doughnut series: a slice per value in `colours`, white gaps between slices. */
export function doughnutDataset(data: number[], colours: string[]) {
  return { data, backgroundColor: colours, borderColor: '#fff', borderWidth: 2, hoverOffset: 4 };
}
