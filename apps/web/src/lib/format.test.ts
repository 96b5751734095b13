import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, truncate } from './format';

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

  it('formats dates day first', () => {
    const ms = Date.UTC(2024, 0, 31, 12);
    expect(formatDate(ms, 'en', 'UTC')).toBe('31/01/2024');
    expect(formatDate(ms, 'fr', 'UTC')).toBe('31/01/2024');
  });
});
