import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_INTERVALS,
  DEFAULT_INTERVAL,
  dayLabel,
  isEmptyChart,
  isShiftInterval,
  isShiftOpen,
  parseInterval,
  stockShare,
} from './model';

describe('dashboard model', () => {
  it('reads the interval from the address, falling back to the current shift', () => {
    expect(DEFAULT_INTERVAL).toBe('CURRENT_SHIFT');
    expect(parseInterval(null)).toBe('CURRENT_SHIFT');
    expect(parseInterval('')).toBe('CURRENT_SHIFT');
    expect(parseInterval('NEXT_YEAR')).toBe('CURRENT_SHIFT');
    expect(parseInterval('last_month')).toBe('LAST_MONTH');
    for (const interval of DASHBOARD_INTERVALS) expect(parseInterval(interval)).toBe(interval);
    expect(DASHBOARD_INTERVALS).toHaveLength(8);
  });

  it('tells shift intervals from calendar ones', () => {
    expect(isShiftInterval('CURRENT_SHIFT')).toBe(true);
    expect(isShiftInterval('LAST_SHIFT')).toBe(true);
    expect(isShiftInterval('TODAY')).toBe(false);
  });

  it('sees a shift as open while it has no end (null, 0 or absent)', () => {
    expect(isShiftOpen({ endTimestamp: null })).toBe(true);
    expect(isShiftOpen({ endTimestamp: 0 })).toBe(true);
    expect(isShiftOpen({ endTimestamp: 1_700_000_000_000 })).toBe(false);
    expect(isShiftOpen(null)).toBe(false);
    expect(isShiftOpen(undefined)).toBe(false);
  });

  it('labels days dd/MM and sees charts without data as empty', () => {
    expect(dayLabel('2026-10-01')).toBe('01/10');
    expect(dayLabel('odd')).toBe('odd');
    expect(isEmptyChart([])).toBe(true);
    expect(isEmptyChart([{ count: 0 }, { count: 0 }])).toBe(true);
    expect(isEmptyChart([{ count: 0 }, { count: 3 }])).toBe(false);
  });
});

describe('low stock', () => {
  it('shows the share of its minimum an ingredient has left, between 0 and 1', () => {
    expect(stockShare(0.05, 1)).toBe(0.05);
    expect(stockShare(10, 12)).toBeCloseTo(0.833, 3);
    expect(stockShare(-2, 1)).toBe(0);
    expect(stockShare(3, 0)).toBe(0);
    expect(stockShare(5, 4)).toBe(1);
  });
});
