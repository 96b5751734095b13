import { describe, expect, it } from 'vitest';
import { csvAmount, csvDay, csvSeparator } from './csv';

describe('CSV in the language of the interface (decision 78)', () => {
  it('English: commas and decimal points; French and Dutch: semicolons and decimal commas', () => {
    expect(csvSeparator('en')).toBe(',');
    expect(csvSeparator('fr')).toBe(';');
    expect(csvSeparator('nl')).toBe(';');
    expect(csvAmount(1250, 'en')).toBe('12.50');
    expect(csvAmount(-5, 'fr')).toBe('-0,05');
    expect(csvAmount(100000, 'nl')).toBe('1000,00');
  });

  it('writes days as YYYY-MM-DD in the given time zone, and nothing for none', () => {
    expect(csvDay(Date.UTC(2026, 10, 17, 23, 30), 'Europe/Brussels')).toBe('2026-11-18');
    expect(csvDay(Date.UTC(2026, 10, 17, 23, 30), 'UTC')).toBe('2026-11-17');
    expect(csvDay(null)).toBe('');
  });
});
