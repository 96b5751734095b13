import { describe, expect, it } from 'vitest';
import { centsToAmount, centsToString, parseMoney } from '../src/money';

describe('money', () => {
  it('formats cents as 2-decimal strings', () => {
    expect(centsToString(1234)).toBe('12.34');
    expect(centsToString(5)).toBe('0.05');
    expect(centsToString(-5)).toBe('-0.05');
    expect(centsToString(0)).toBe('0.00');
    expect(centsToAmount(1999)).toBe(19.99);
  });
  it('parses amounts with at most two decimals', () => {
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney('12,50')).toBe(1250);
    expect(parseMoney(0.1 + 0.2)).toBeNull();
    expect(parseMoney(19.99)).toBe(1999);
    expect(parseMoney('-3.05')).toBe(-305);
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('1.234')).toBeNull();
  });
  it('refuses non-integer cents', () => {
    expect(() => centsToString(1.5)).toThrow(RangeError);
  });
});
