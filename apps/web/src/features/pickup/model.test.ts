import { emptyWeek, maskSlotTime, normaliseSlotTime } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { expectCases } from '../../test/cases';
import { daysWithSlots, pickupFormSchema, slotDraftSchema, slotsText, withoutSlot, withSlot } from './model';

describe('pickup model', () => {
  it('masks the time field: digits only, a dot after two digits, at most 5 characters', () => {
    expectCases(maskSlotTime, { '1': '1', '10': '10', '103': '10.3', '1030': '10.30', '10:30:45': '10.30', ab9c: '9' });
  });

  it('normalises a typed time to hh:mm', () => {
    const times = { '9': '09:00', '10.3': '10:30', '10.30': '10:30', '7.05': '07:05' };
    expectCases(normaliseSlotTime, { ...times, '24.00': null, '10.60': null });
  });

  it("asks for a day, a start and an end with the spec's messages", () => {
    const r = slotDraftSchema.safeParse({ day: null, start: '', end: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['day', 'pickup:errors.dayRequired'],
      ['start', 'pickup:errors.startRequired'],
      ['end', 'pickup:errors.endRequired'],
    ]);
    expect(slotDraftSchema.parse({ day: 'friday', start: '11', end: '14.3' })).toEqual({
      day: 'friday',
      slot: { start: '11:00', end: '14:30' },
    });
    const backwards = slotDraftSchema.safeParse({ day: 'friday', start: '14', end: '11' });
    expect(backwards.error?.issues[0]?.message).toBe('pickup:errors.endAfterStart');
  });

  it('adds slots in time order and removes them', () => {
    let week = withSlot(emptyWeek(), 'monday', { start: '18:00', end: '21:00' });
    week = withSlot(week, 'monday', { start: '11:00', end: '14:00' });
    expect(week.monday).toEqual([
      { start: '11:00', end: '14:00' },
      { start: '18:00', end: '21:00' },
    ]);
    expect(slotsText(week.monday)).toBe('11:00–14:00, 18:00–21:00');
    expect(daysWithSlots(week)).toEqual(['monday']);
    expect(withoutSlot(week, 'monday', 0).monday).toEqual([{ start: '18:00', end: '21:00' }]);
  });

  it("refuses a location without any order slot: 'Please add a time slot'", () => {
    const r = pickupFormSchema.safeParse({
      name: 'A',
      address: 'B',
      phoneNumber: '+32470123456',
      orderOpeningHours: { order: emptyWeek(), pickupTime: emptyWeek() },
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['orderOpeningHours', 'pickup:errors.slotRequired'],
    ]);
  });
});
