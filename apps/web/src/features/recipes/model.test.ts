import type { FoodCostPeriod } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { foodCostChart, groupCostRows, importRowsOf, ingredientBodyOf, ingredientsShown, parseCsv } from './model';

describe('ingredients CSV import', () => {
  it('reads the export back in either separator, with quotes and decimal commas', () => {
    const fr =
      '\uFEFFNom;Unité;Fournisseur;Stock;Minimum;Prix par unité;Prix depuis\r\n"Bœuf; haché";KG;Van Damme;12,5;3;18,90;2026-03-01\r\nŒufs;pièce;;60;30;0,28;\r\n';
    expect(parseCsv(fr)[1]).toEqual(['Bœuf; haché', 'KG', 'Van Damme', '12,5', '3', '18,90', '2026-03-01']);
    expect(importRowsOf(fr)).toEqual([
      { name: 'Bœuf; haché', unit: 'KG', supplier: 'Van Damme', stock: 12.5, minStock: 3, price: 1890 },
      { name: 'Œufs', unit: 'PIECE', supplier: '', stock: 60, minStock: 30, price: 28 },
    ]);
    const en = 'Name,Unit,Supplier,Stock,Minimum,Price\n"Oil ""extra""",l,Metro,,1,3.2\n';
    expect(importRowsOf(en)).toEqual([
      { name: 'Oil "extra"', unit: 'L', supplier: 'Metro', stock: undefined, minStock: 1, price: 320 },
    ]);
  });

  it('leaves bad numbers for the server to name (NaN), and skips blank lines', () => {
    const rows = importRowsOf('Name,Unit,Supplier,Stock\n\nFlour,BOX,,ten\n');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.unit).toBe('BOX');
    expect(rows[0]!.stock).toBeNaN();
  });
});

describe('ingredient dialog body', () => {
  it('sends a new price dated the chosen day, or now; none when left empty', () => {
    const values = {
      name: 'Flour',
      unit: 'KG' as const,
      supplier: '',
      stock: 1,
      minStock: 0,
      price: 90,
      validFrom: null,
    };
    expect(ingredientBodyOf(values, 1000).price).toEqual({ cents: 90, validFrom: 1000 });
    const day = new Date(2026, 2, 1);
    expect(ingredientBodyOf({ ...values, validFrom: day }).price).toEqual({ cents: 90, validFrom: day.getTime() });
    expect(ingredientBodyOf({ ...values, price: null }).price).toBeNull();
  });
});

const row = (sales: string, theoretical: string, actual: string, tp: number | null, ap: number | null) => ({
  sales,
  theoretical,
  actual,
  theoreticalPercent: tp,
  actualPercent: ap,
});
const period = (unallocated: string): FoodCostPeriod => ({
  from: 0,
  to: 1,
  total: row('100.00', '30.00', '36.00', 30, 36),
  groups: [
    { productGroupId: 1, name: 'Plats', ...row('80.00', '28.00', '32.00', 35, 40) },
    { productGroupId: null, name: '', ...row('20.00', '2.00', '2.50', 10, 12.5) },
    { productGroupId: 3, name: 'Refunded', ...row('0.00', '0.00', '0.00', null, null) },
    { productGroupId: 4, name: 'Wines', ...row('50.00', '0.00', '0.00', 0, 0) },
  ],
  products: [],
  unallocated: { actual: unallocated, actualPercent: unallocated === '0.00' ? 0 : 1.5 },
  variances: [],
});
const labels = { noGroup: 'No group', unallocated: 'Unallocated', total: 'Total' };

describe('food cost of a period', () => {
  it('lists the groups, then the unallocated line only when there is one, so actual sums to the total', () => {
    const rows = groupCostRows(period('1.50'), labels);
    expect(rows.map((r) => [r.name, r.actual, r.unallocated])).toEqual([
      ['Plats', '32.00', false],
      ['No group', '2.50', false],
      ['Refunded', '0.00', false],
      ['Wines', '0.00', false],
      ['Unallocated', '1.50', true],
    ]);
    expect(rows.at(-1)).toMatchObject({ sales: null, theoretical: null, actualPercent: 1.5 });
    expect(rows.reduce((n, r) => n + Math.round(Number(r.actual) * 100), 0)).toBe(3600);
    expect(groupCostRows(period('0.00'), labels).map((r) => r.name)).not.toContain('Unallocated');
  });

  it('charts the total then each group that sold with a food cost, theoretical against actual in % of sales', () => {
    expect(foodCostChart(period('1.50'), labels)).toEqual({
      empty: false,
      labels: ['Total', 'Plats', 'No group'],
      theoretical: [30, 35, 10],
      actual: [36, 40, 12.5],
    });
    const none = period('0.00');
    none.total = row('0.00', '0.00', '0.00', null, null);
    expect(foodCostChart(none, labels).empty).toBe(true);
  });
});

describe('ingredients under their minimum', () => {
  it('shows all, or only those under their minimum', () => {
    const list = [
      { name: 'a', belowMinimum: true },
      { name: 'b', belowMinimum: false },
    ];
    expect(ingredientsShown(list, false).map((i) => i.name)).toEqual(['a', 'b']);
    expect(ingredientsShown(list, true).map((i) => i.name)).toEqual(['a']);
  });
});
