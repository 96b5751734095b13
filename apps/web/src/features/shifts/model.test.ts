import { zonedTime } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  datesOfRange,
  defaultRange,
  formatDuration,
  formatTotalTime,
  numericParam,
  plainAmount,
  rangeFromDates,
  rangeFromParams,
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

  it('ends at 23:59:59 of the second date, or the next day with one date; none clears', () => {
    const d1 = new Date(2026, 10, 10);
    const d2 = new Date(2026, 10, 12);
    expect(rangeFromDates([d1, d2], TZ)).toEqual({
      start: zonedTime(TZ, 2026, 11, 10),
      end: zonedTime(TZ, 2026, 11, 12, 23, 59) + 59_999,
    });
    expect(rangeFromDates([d1, null], TZ)).toEqual({
      start: zonedTime(TZ, 2026, 11, 10),
      end: zonedTime(TZ, 2026, 11, 11),
    });
    expect(rangeFromDates(null, TZ)).toEqual({ start: 0, end: 0 });
  });

  it('shows the calendar days of a range', () => {
    const range = { start: zonedTime(TZ, 2026, 11, 10), end: zonedTime(TZ, 2026, 11, 12, 23, 59) };
    expect(datesOfRange(range, TZ)?.map((d) => d.getDate())).toEqual([10, 12]);
    expect(datesOfRange({ start: 0, end: 0 }, TZ)).toBeNull();
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

  it('gives CSV amounts with a dot and 2 decimals', () => {
    expect(plainAmount(12.5)).toBe('12.50');
    expect(plainAmount(-3)).toBe('-3.00');
  });
});
