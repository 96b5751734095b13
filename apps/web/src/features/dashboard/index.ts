/**
 * The dashboard feature's front door: what the rest of the console may use of it. Its pages load only through
 * app/routes.tsx (a chunk each); the chart building blocks are shared so every chart of the console looks alike
 * (the food cost page's theoretical against actual, issue 27).
 */
export { barDataset, barOptions, PALETTE, paletteAt } from './charts/setup';
export { ChartCard } from './components/ChartCard';
