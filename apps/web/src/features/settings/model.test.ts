import { ORG_FLAGS } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { expectCases } from '../../test/cases';
import { testOrgSettings } from '../../test/fixtures';
import {
  addSlot,
  changedSettings,
  FLAG_GROUPS,
  formatHourInput,
  listSlots,
  removeSlot,
  type SlotDraft,
  slotDraftSchema,
  toStoredHour,
} from './model';

describe('hour input', () => {
  it('keeps digits, adds a dot after two and stops at 5 characters', () => {
    expectCases(formatHourInput, { '1': '1', '12': '12.', '123': '12.3', '12345678': '12.34', '1a2:b': '12.', '': '' });
  });

  it('lets backspace remove the automatic dot and the digit before it', () => {
    expect(formatHourInput('12', '12.')).toBe('1');
    expect(formatHourInput('12.', '12.3')).toBe('12.');
  });

  it('stores the first two digits padded, followed by :00', () => {
    expect(toStoredHour('9')).toBe('09:00');
    expect(toStoredHour('')).toBe('00:00');
    expect(toStoredHour('12.3')).toBe('12:00');
    expect(toStoredHour('23.')).toBe('23:00');
  });
});

describe('slots', () => {
  it('needs a day, a start and an end', () => {
    const messages = (draft: SlotDraft) =>
      Object.fromEntries(
        (slotDraftSchema.safeParse(draft).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
      );
    expect(messages({ day: null, start: '', end: '' })).toEqual({
      day: 'settings:shiftHours.dayRequired',
      start: 'settings:shiftHours.startRequired',
      end: 'settings:shiftHours.endRequired',
    });
    expect(messages({ day: 'monday', start: '9', end: '23.' })).toEqual({});
    expect(messages({ day: 'monday', start: '25', end: '23.' })).toEqual({ start: 'settings:shiftHours.invalidHour' });
  });

  it('adds in weekday order, without duplicates, and removes', () => {
    let hours = addSlot({}, 'friday', { start: '18:00', end: '23:00' });
    hours = addSlot(hours, 'monday', { start: '09:00', end: '15:00' });
    hours = addSlot(hours, 'monday', { start: '09:00', end: '15:00' });
    expect(listSlots(hours).map((s) => s.day)).toEqual(['monday', 'friday']);
    hours = removeSlot(hours, 'monday', 0);
    expect(hours).toEqual({ friday: [{ start: '18:00', end: '23:00' }] });
  });
});

describe('changedSettings', () => {
  const org = testOrgSettings({ telephone: '1' });

  it('sends only what changed, with the shift rules applied', () => {
    expect(changedSettings(org, { ...org })).toEqual({});
    expect(changedSettings(org, { ...org, telephone: '2', refundEnabled: true })).toEqual({
      telephone: '2',
      refundEnabled: true,
    });
    expect(changedSettings(org, { ...org, shiftAutoClose: true })).toEqual({});
    const hours = { monday: [{ start: '09:00', end: '23:00' }] };
    expect(changedSettings(org, { ...org, shiftAutoClose: true, shiftHours: hours })).toEqual({
      shiftAutoClose: true,
      shiftHours: hours,
    });
  });
});

describe('flag groups', () => {
  it('show every yes/no flag exactly once', () => {
    const shown: string[] = Object.values(FLAG_GROUPS).flat();
    expect([...shown].sort()).toEqual([...ORG_FLAGS].sort());
  });
});
