import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountShort, formatDate, formatMoney, formatNumber, intlLocale, truncate } from './format';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting', () => {
  it('truncates organisation names to 10 characters plus an ellipsis', () => {
    expect(truncate('Demo Shop')).toBe('Demo Shop');
    expect(truncate('Demo Bistro')).toBe('Demo Bistr…');
    expect(truncate('0123456789')).toBe('0123456789');
  });

  it('formats euros with two decimals in both languages', () => {
    expect(formatMoney(123456, 'en')).toMatch(/€\s?1,234\.56/);
    expect(formatMoney(123456, 'fr')).toMatch(/1\s?234,56\s?€/);
  });

  it('formats euro amounts from the API with 2 decimals in the interface language', () => {
    expect(formatAmount(7860.9, 'en')).toBe('€7,860.90');
    expect(nbsp(formatAmount(7860.9, 'fr'))).toBe('7 860,90 €');
    expect(formatAmount(0.1 + 0.2, 'en')).toBe('€0.30');
    expect(formatAmountShort(12701, 'en')).toBe('€12,701');
  });

  it('maps the interface language to one Intl locale and formats numbers with it', () => {
    expect(intlLocale('fr')).toBe('fr-BE');
    expect(intlLocale('en-US')).toBe('en-IE');
    expect(nbsp(formatNumber(1234.5678, 'fr'))).toBe('1 234,568');
    expect(formatNumber(2, 'en', { signed: true })).toBe('+2');
    expect(formatNumber(1.5, 'en', { fixedDigits: 2 })).toBe('1.50');
  });

  it('formats dates day first', () => {
    const ms = Date.UTC(2024, 0, 31, 12);
    expect(formatDate(ms, 'en', 'UTC')).toBe('31/01/2024');
    expect(formatDate(ms, 'fr', 'UTC')).toBe('31/01/2024');
  });
});
