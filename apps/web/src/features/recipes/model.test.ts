import { describe, expect, it } from 'vitest';
import { importRowsOf, ingredientBodyOf, parseCsv } from './model';

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
