import { describe, expect, it } from 'vitest';
import {
  calendarDaysOf,
  startOfZonedDay,
  startOfZonedMonth,
  startOfZonedWeek,
  zonedDateKey,
  zonedDayHour,
  zonedDayRange,
  zonedParts,
  zonedTime,
} from '../src/time';

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

describe('zonedDayRange (date-range searches)', () => {
  const nov = (day: number) => ({ year: 2026, month: 11, day });
  it('covers whole days, inclusive, in the organisation zone', () => {
    // 16 to 22 November 2026 in Brussels (UTC+1): from 15/11 23:00 UTC to 22/11 23:00 UTC, all of Sunday included.
    expect(zonedDayRange(TZ, nov(16), nov(22))).toEqual({
      start: Date.UTC(2026, 10, 15, 23),
      end: Date.UTC(2026, 10, 22, 23),
    });
    // The same days for an organisation in New York (UTC-5) are other instants.
    expect(zonedDayRange('America/New_York', nov(16), nov(22))).toEqual({
      start: Date.UTC(2026, 10, 16, 5),
      end: Date.UTC(2026, 10, 23, 5),
    });
  });
  it('takes one day alone, days in either order, and month ends', () => {
    expect(zonedDayRange(TZ, nov(22))).toEqual({ start: Date.UTC(2026, 10, 21, 23), end: Date.UTC(2026, 10, 22, 23) });
    expect(zonedDayRange(TZ, nov(22), nov(16))).toEqual(zonedDayRange(TZ, nov(16), nov(22)));
    expect(zonedDayRange(TZ, nov(30)).end).toBe(Date.UTC(2026, 11, 1, 23) - 24 * 3600_000);
  });
  it('spans a DST change with the real day lengths', () => {
    // 25 October 2026 is 25 hours long in Brussels.
    const { start, end } = zonedDayRange(TZ, { year: 2026, month: 10, day: 25 });
    expect(end - start).toBe(25 * 3600_000);
  });
  it('gives back the picked days from the bounds', () => {
    const { start, end } = zonedDayRange(TZ, nov(16), nov(22));
    expect(calendarDaysOf(start, end, TZ)).toEqual({ first: nov(16), last: nov(22) });
    expect(calendarDaysOf(start, start, TZ)).toEqual({ first: nov(16), last: nov(16) });
  });
});

describe('zonedDayHour', () => {
  it('gives the date key and hour of zonedDateKey and zonedParts, around every change of offset of a year', () => {
    // Whole-hour, half-hour and 45-minute zones, one whose DST moves by 30 minutes (Lord Howe), the southern
    // hemisphere: every quarter hour (and odd seconds) of the two days around each change of offset in 2026, and
    // instants spread over the whole year.
    const HOUR = 3_600_000;
    const zones = ['Europe/Brussels', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe'];
    for (const zone of [...zones, 'America/Santiago', 'UTC']) {
      const at = zonedDayHour(zone);
      const check = (ms: number) => {
        const expected = { zone, ms, dateKey: zonedDateKey(ms, zone), hour: zonedParts(ms, zone).hour };
        const got = at(ms);
        if (got.dateKey !== expected.dateKey || got.hour !== expected.hour)
          expect({ zone, ms, ...got }).toEqual(expected);
      };
      const changes: number[] = [];
      for (let ms = Date.UTC(2026, 0, 1, 12); ms < Date.UTC(2027, 0, 1); ms += 24 * HOUR) {
        const p = zonedParts(ms, zone);
        const next = zonedParts(ms + 24 * HOUR, zone);
        if ((next.hour - p.hour + 24) % 24 !== 0 || next.minute !== p.minute) changes.push(ms);
      }
      if (zone !== 'UTC' && !zone.startsWith('Asia')) expect(changes.length, zone).toBeGreaterThanOrEqual(2);
      for (const change of changes) {
        for (let ms = change - 12 * HOUR; ms < change + 36 * HOUR; ms += 900_000) {
          check(ms);
          check(ms + 59_000);
        }
      }
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * HOUR + 13 * 60_000 + 17_000) check(ms);
    }
  }, 60_000);
});
