import { zonedDayRange, zonedTime } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  defaultRange,
  formatDuration,
  formatTotalTime,
  numericParam,
  rangeFromParams,
  rangeOfSearch,
  searchOfRange,
  totalLines,
} from './model';

const TZ = 'Europe/Brussels';

describe('shift list range', () => {
  const now = Date.UTC(2026, 10, 18, 12);

  it('defaults to 7 days before now up to 2 days after', () => {
    expect(defaultRange(now)).toEqual({ start: now - 7 * DAY_MS, end: now + 2 * DAY_MS });
    expect(rangeFromParams(new URLSearchParams(''), now)).toEqual(defaultRange(now));
    expect(rangeFromParams(new URLSearchParams('start=abc&end=5'), now)).toEqual(defaultRange(now));
  });

  it('keeps the range of the address, a cleared range included', () => {
    expect(rangeFromParams(new URLSearchParams('start=10&end=20'), now)).toEqual({ start: 10, end: 20 });
    expect(rangeFromParams(new URLSearchParams('start=0&end=0'), now)).toEqual({ start: 0, end: 0 });
  });

  it('searches whole days up to 23:59:59.999 of the last one', () => {
    const days = zonedDayRange(TZ, { year: 2026, month: 11, day: 10 }, { year: 2026, month: 11, day: 12 });
    const range = rangeOfSearch(days.start, days.end);
    expect(range).toEqual({ start: zonedTime(TZ, 2026, 11, 10), end: zonedTime(TZ, 2026, 11, 12, 23, 59) + 59_999 });
    expect(searchOfRange(range)).toEqual(days);
    expect(searchOfRange({ start: 0, end: 0 })).toEqual({ start: 0, end: 0 });
  });
});

describe('formatting', () => {
  it('formats durations', () => {
    expect(formatDuration(5 * 3_600_000 + 61_000)).toBe('05:01:01');
    expect(formatDuration(30 * 3_600_000)).toBe('30:00:00');
    expect(formatTotalTime(13 * 3_600_000 + 125_000)).toBe('13h 2m 5s');
  });

  it('reads numeric route parameters', () => {
    expect(numericParam('123')).toBe(123);
    expect(numericParam('0')).toBe(0);
    expect(numericParam('12a')).toBeNull();
    expect(numericParam(undefined)).toBeNull();
  });
});

describe('totals lines', () => {
  const data = {
    total: 100.5,
    totalCash: 40.1,
    totalCard: 30.2,
    totalBankTransfer: 0,
    totalOffered: 5,
    totalCredit: 0,
    totalError: 0,
    totalTips: 0,
    totalCashTips: 0,
  };
  it('adds up to the total: what open accounts still owe is a line of its own', () => {
    const lines = totalLines(data);
    expect(lines.map((l) => l.id)).toEqual([
      'cash',
      'card',
      'bankTransfer',
      'offered',
      'credit',
      'error',
      'paid',
      'stillToPay',
      'grand',
    ]);
    const cents = Object.fromEntries(lines.map((l) => [l.id, l.cents]));
    expect(cents.paid).toBe(7530);
    expect(cents.stillToPay).toBe(2520);
    expect((cents.paid ?? 0) + (cents.stillToPay ?? 0)).toBe(cents.grand);
  });
  it('shows tips under the total, outside it, when there are any', () => {
    const lines = totalLines({ ...data, totalTips: 2, totalCashTips: 2 });
    expect(lines.slice(-2)).toEqual([
      { id: 'grand', cents: 10050 },
      { id: 'tips', cents: 200 },
    ]);
  });
  it('has no "still to pay" line when everything is paid', () => {
    const lines = totalLines({ ...data, total: 75.3 });
    expect(lines.map((l) => l.id)).not.toContain('stillToPay');
  });
});
