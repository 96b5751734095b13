import { zonedDayRange } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { dayOfPickerDate, formatRangeBound, pickerDateOfDay, searchedRangeText } from './dateRange';

describe('date-range text', () => {
  it('states the whole days searched, in the organisation zone', () => {
    const { start, end } = zonedDayRange(
      'Europe/Brussels',
      { year: 2026, month: 11, day: 16 },
      { year: 2026, month: 11, day: 22 },
    );
    expect(searchedRangeText('en', start, end, 'Europe/Brussels')).toBe(
      'From Mon 16/11/2026 00:00 to Sun 22/11/2026 23:59, Europe/Brussels',
    );
    expect(searchedRangeText('en', start, end, 'Europe/Brussels', 'Every invoice')).toMatch(/^From Mon 16\/11/);
    // No range searched (0/0): the page's own words for all of it.
    expect(searchedRangeText('en', 0, 0, 'Europe/Brussels', 'Every invoice')).toBe('Every invoice');
    expect(formatRangeBound(start, 'fr', 'Europe/Brussels')).toBe('lun. 16/11/2026 00:00');
    // The same instant read in New York is still the 15th.
    expect(formatRangeBound(start, 'en', 'America/New_York')).toBe('Sun 15/11/2026 18:00');
  });

  it('keeps the picked calendar day whatever the browser zone', () => {
    const day = { year: 2026, month: 11, day: 22 };
    expect(dayOfPickerDate(pickerDateOfDay(day))).toEqual(day);
  });
});
