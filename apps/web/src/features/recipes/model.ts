import { type FoodCostPeriod, INGREDIENT_NAME_MAX, type IngredientImportRow, SUPPLIER_MAX } from '@comptoir/shared';
import { z } from 'zod';
import { REQUIRED } from '../../lib/forms';
import type { Ingredient, IngredientBody } from './api';

/** A quantity typed in a form: at most 3 decimals, 0 or more. */
const quantity = z
  .number()
  .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, 'recipes:errors.quantityInvalid')
  .refine((v) => v >= 0, 'recipes:errors.quantityNegative');

/** The ingredient dialog: the fields, and an optional new price (cents) in force from a day. */
export const ingredientFormSchema = z.object({
  name: z.string().trim().min(1, REQUIRED).max(INGREDIENT_NAME_MAX, 'recipes:errors.nameTooLong'),
  unit: z.enum(['KG', 'L', 'PIECE'], { error: 'recipes:errors.unitRequired' }),
  supplier: z.string().trim().max(SUPPLIER_MAX, 'recipes:errors.supplierTooLong'),
  stock: quantity,
  minStock: quantity,
  price: z.number().int().nonnegative('recipes:errors.priceInvalid').nullable(),
  validFrom: z.date().nullable(),
});
export type IngredientForm = z.input<typeof ingredientFormSchema>;

export function ingredientFormOf(i: Ingredient | null): IngredientForm {
  return {
    name: i?.name ?? '',
    unit: i?.unit ?? 'KG',
    supplier: i?.supplier ?? '',
    stock: i?.stock ?? 0,
    minStock: i?.minStock ?? 0,
    price: null,
    validFrom: null,
  };
}

/** What the dialog sends: the fields, and the new price when one was typed (from the chosen day, else now). */
export function ingredientBodyOf(v: z.output<typeof ingredientFormSchema>, now = Date.now()) {
  const body: IngredientBody = {
    name: v.name,
    unit: v.unit,
    supplier: v.supplier,
    stock: v.stock,
    minStock: v.minStock,
  };
  const price = v.price === null ? null : { cents: v.price, validFrom: v.validFrom?.getTime() ?? now };
  return { body, price };
}

/** Splits CSV text into rows of cells: quotes, doubled quotes, CRLF; the separator is the header's (";" or ","). */
export function parseCsv(text: string): string[][] {
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.split(/\r?\n/, 1)[0] ?? '';
  const sep = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < clean.length; i++) {
    const c = clean[i]!;
    if (quoted) {
      if (c === '"' && clean[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && clean[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

const UNIT_WORDS: Record<string, 'KG' | 'L' | 'PIECE'> = {
  kg: 'KG',
  l: 'L',
  piece: 'PIECE',
  pièce: 'PIECE',
  stuk: 'PIECE',
  pc: 'PIECE',
};

/** A number as a spreadsheet writes it ("12,5" or "12.5"); undefined when empty, NaN when not a number. */
const numberCell = (cell: string | undefined) => {
  const text = (cell ?? '').trim().replace(/\s/g, '').replace(',', '.');
  return text === '' ? undefined : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
};

/**
 * The rows of an ingredients CSV (the export's columns, in order: name, unit, supplier, stock, minimum, price per
 * unit; the header line is skipped). Units are KG, L or PIECE (or kg, l, pièce, stuk). The server checks the values
 * and answers which line is wrong; an empty stock leaves the stock as it is.
 */
export function importRowsOf(text: string): IngredientImportRow[] {
  return parseCsv(text)
    .slice(1)
    .map(([name = '', unit = '', supplier = '', stock, minStock, price]) => {
      const priceNumber = numberCell(price);
      return {
        name: name.trim(),
        unit: (UNIT_WORDS[unit.trim().toLowerCase()] ?? unit.trim().toUpperCase()) as 'KG',
        supplier: supplier.trim(),
        stock: numberCell(stock),
        minStock: numberCell(minStock) ?? 0,
        price: priceNumber === undefined ? undefined : Math.round(priceNumber * 100),
      };
    });
}

/** The ingredients page's filter in the address (`?below=1`, the dashboard's low-stock link): those under minimum. */
export const BELOW_PARAM = 'below';

/** The ingredients shown: all, or only those under their minimum. */
export function ingredientsShown<T extends { belowMinimum: boolean }>(list: readonly T[], belowOnly: boolean): T[] {
  return belowOnly ? list.filter((i) => i.belowMinimum) : [...list];
}

/** A row of the per-group food cost table: a group, or the unallocated line (actual only: it has no sales). */
export interface GroupCostRow {
  key: string;
  name: string;
  sales: string | null;
  theoretical: string | null;
  theoreticalPercent: number | null;
  actual: string;
  actualPercent: number | null;
  unallocated: boolean;
}

/**
 * The per-group rows of a period, then the unallocated count differences when there are any (decision 119), so the
 * actual column sums to the period's actual food cost.
 */
export function groupCostRows(data: FoodCostPeriod, labels: { noGroup: string; unallocated: string }): GroupCostRow[] {
  const rows: GroupCostRow[] = data.groups.map((g) => ({
    key: `group-${g.productGroupId ?? 'none'}`,
    name: g.name || labels.noGroup,
    sales: g.sales,
    theoretical: g.theoretical,
    theoreticalPercent: g.theoreticalPercent,
    actual: g.actual,
    actualPercent: g.actualPercent,
    unallocated: false,
  }));
  if (Number(data.unallocated.actual) !== 0)
    rows.push({
      key: 'unallocated',
      name: labels.unallocated,
      sales: null,
      theoretical: null,
      theoreticalPercent: null,
      actual: data.unallocated.actual,
      actualPercent: data.unallocated.actualPercent,
      unallocated: true,
    });
  return rows;
}

/**
 * The chart of a period: theoretical against actual food cost in % of sales, the total first, then each group that
 * sold something with a food cost (a group without recipes has no food cost to compare; a % of no sales means
 * nothing). Empty when nothing was sold.
 */
export function foodCostChart(data: FoodCostPeriod, labels: { total: string; noGroup: string }) {
  const groups = data.groups.filter(
    (g) => Number(g.sales) > 0 && (Number(g.theoretical) !== 0 || Number(g.actual) !== 0),
  );
  const empty = Number(data.total.sales) <= 0;
  return {
    empty,
    labels: [labels.total, ...groups.map((g) => g.name || labels.noGroup)],
    theoretical: [data.total.theoreticalPercent ?? 0, ...groups.map((g) => g.theoreticalPercent ?? 0)],
    actual: [data.total.actualPercent ?? 0, ...groups.map((g) => g.actualPercent ?? 0)],
  };
}
