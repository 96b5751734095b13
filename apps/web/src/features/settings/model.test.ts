import { ORG_FLAGS, type OrganizationSettings, orgSettingsSchema } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
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
    expect(formatHourInput('1')).toBe('1');
    expect(formatHourInput('12')).toBe('12.');
    expect(formatHourInput('123')).toBe('12.3');
    expect(formatHourInput('12345678')).toBe('12.34');
    expect(formatHourInput('1a2:b')).toBe('12.');
    expect(formatHourInput('')).toBe('');
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
  const org: OrganizationSettings = {
    orgId: 1,
    name: 'Demo',
    orgType: 'RESTAURANT',
    timeZone: 'Europe/Brussels',
    onlineOrderWebPageEnabled: false,
    onlineOrderOpen: false,
    parentOrgId: null,
    vatNumber: null,
    address: null,
    addressStreet: null,
    addressPostcode: null,
    addressCity: null,
    addressCountry: 'BE',
    telephone: '1',
    website: null,
    mainPrinterIpAddress: null,
    contactEmail: null,
    accountBankName: null,
    subscriptionEnd: 0,
    ...orgSettingsSchema.parse({}),
  };

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
