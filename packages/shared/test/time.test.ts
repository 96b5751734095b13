import { describe, expect, it } from 'vitest';
import { startOfZonedDay, startOfZonedMonth, startOfZonedWeek, zonedDateKey, zonedParts, zonedTime } from '../src/time';

const TZ = 'Europe/Brussels';

describe('zoned calendar', () => {
  it('finds local midnight in winter and summer', () => {
    // 2026-11-18 10:00 UTC is 11:00 in Brussels (UTC+1): the day starts at 23:00 UTC the day before.
    expect(startOfZonedDay(Date.UTC(2026, 10, 18, 10), TZ)).toBe(Date.UTC(2026, 10, 17, 23));
    // In July Brussels is UTC+2.
    expect(startOfZonedDay(Date.UTC(2026, 6, 1, 10), TZ)).toBe(Date.UTC(2026, 5, 30, 22));
    // 00:30 local on 18 Nov is still the 18th locally though the 17th in UTC.
    expect(zonedDateKey(Date.UTC(2026, 10, 17, 23, 30), TZ)).toBe('2026-11-18');
  });
  it('handles the DST change days', () => {
    // 2026-03-29: clocks go from 02:00 to 03:00; that day is 23 hours long.
    const start = startOfZonedDay(Date.UTC(2026, 2, 29, 12), TZ);
    const next = startOfZonedDay(Date.UTC(2026, 2, 29, 12), TZ, 1);
    expect(next - start).toBe(23 * 3600_000);
    // 2026-10-25 is 25 hours long.
    const s2 = startOfZonedDay(Date.UTC(2026, 9, 25, 12), TZ);
    expect(startOfZonedDay(Date.UTC(2026, 9, 25, 12), TZ, 1) - s2).toBe(25 * 3600_000);
  });
  it('starts weeks on monday and months on the 1st', () => {
    // Wednesday 18 Nov 2026 -> Monday 16 Nov 00:00 local.
    expect(startOfZonedWeek(Date.UTC(2026, 10, 18, 10), TZ)).toBe(Date.UTC(2026, 10, 15, 23));
    expect(startOfZonedWeek(Date.UTC(2026, 10, 18, 10), TZ, -1)).toBe(Date.UTC(2026, 10, 8, 23));
    expect(startOfZonedMonth(Date.UTC(2026, 10, 18, 10), TZ)).toBe(Date.UTC(2026, 9, 31, 23));
    expect(startOfZonedMonth(Date.UTC(2026, 0, 18, 10), TZ, -1)).toBe(Date.UTC(2025, 10, 30, 23));
    expect(zonedParts(Date.UTC(2026, 10, 22, 12), TZ).weekday).toBe(6);
    expect(zonedTime(TZ, 2026, 11, 18, 14)).toBe(Date.UTC(2026, 10, 18, 13));
  });
});
