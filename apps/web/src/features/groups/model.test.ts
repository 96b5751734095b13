import { formatHappyHourTime, type ProductGroup } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { expectCases } from '../../test/cases';
import {
  addSlot,
  bodyOf,
  bodyOfGroup,
  duplicateBody,
  formOf,
  listSlots,
  maxChoiceOption,
  maxChoiceValue,
  parentChoices,
  removeSlot,
  typingTime,
  validateSlot,
} from './model';

const group = (over: Partial<ProductGroup> = {}): ProductGroup => ({
  productGroupId: 1,
  name: 'Softs',
  orderIndex: 1,
  optionOrderIndex: 0,
  maxChoicePaid: 1,
  maxChoiceFree: 0,
  forceChoiceAmountFree: 0,
  forceChoiceAmountPaid: 0,
  allowMultipleChoiceOnSameItems: false,
  vatIn: '21',
  vatOut: '6',
  printerLocalIp: null,
  printer: null,
  printers: [],
  printOnAllPrinters: false,
  userHidden: false,
  webHidden: false,
  kioskHidden: false,
  kitchenPrintEnabled: true,
  isOptionGroup: false,
  color: '#1E88E5',
  imageUrl: 'https://cdn.example.com/softs.png',
  externalReference: null,
  parentGroupId: null,
  popupPlus18: false,
  popupText: null,
  activeHours: null,
  orgId: 1,
  ...over,
});

describe('maximum choice', () => {
  it('reads 1 as Single, 0 as Unlimited and anything else as Custom', () => {
    expect(maxChoiceOption(1)).toBe(0);
    expect(maxChoiceOption(0)).toBe(1);
    expect(maxChoiceOption(3)).toBe(-1);
  });
  it('saves Single as 1, Unlimited as 0 and Custom as the number typed', () => {
    expect(maxChoiceValue(0, 5)).toBe(1);
    expect(maxChoiceValue(1, 5)).toBe(0);
    expect(maxChoiceValue(-1, 5)).toBe(5);
    expect(maxChoiceValue(-1, null)).toBe(2);
  });
});

describe('happy-hour times', () => {
  it('formats digits to HH:MM: 1 digit 0H:00, 2 HH:00, 3 0H:MM, 4 or more HH:MM', () => {
    const shown = { '9': '09:00', '17': '17:00', '930': '09:30', '1430': '14:30', '143059': '14:30', '14:30': '14:30' };
    expectCases(formatHappyHourTime, { ...shown, '': '' });
  });
  it('keeps digits and a colon while typing, at most 5 characters', () => {
    expect(typingTime('1a4:3x0')).toBe('14:30');
    expect(typingTime('123456')).toBe('12345');
  });
  it('requires the day, the start and the end, and a real time', () => {
    expect(validateSlot({ day: null, start: '', end: '' })).toEqual({
      day: 'required',
      start: 'required',
      end: 'required',
    });
    expect(validateSlot({ day: 'monday', start: '25', end: '1790' })).toEqual({ start: 'invalid', end: 'invalid' });
    expect(validateSlot({ day: 'monday', start: '17', end: '1930' })).toEqual({});
  });
  it('adds slots in weekday order, sorted, without duplicates, and removes them', () => {
    let hours = addSlot({}, 'friday', { startHour: '18:00', endHour: '20:00' });
    hours = addSlot(hours, 'monday', { startHour: '17:00', endHour: '19:00' });
    hours = addSlot(hours, 'friday', { startHour: '16:00', endHour: '17:00' });
    hours = addSlot(hours, 'friday', { startHour: '16:00', endHour: '17:00' });
    expect(listSlots(hours).map((s) => `${s.day} ${s.slot.startHour}`)).toEqual([
      'monday 17:00',
      'friday 16:00',
      'friday 18:00',
    ]);
    expect(removeSlot(removeSlot(hours, 'monday', 0), 'friday', 0)).toEqual({
      friday: [{ startHour: '18:00', endHour: '20:00' }],
    });
  });
});

describe('what a save sends', () => {
  it('starts a new group from the defaults', () => {
    const form = formOf(null);
    expect(form).toMatchObject({ name: 'Name', color: '#8393F4', vatIn: '6', vatOut: '6', orderIndex: 0 });
    expect(form).toMatchObject({ maxChoiceFree: 1, maxChoicePaid: 1, forceChoiceAmountFree: 0, optionOrderIndex: 0 });
  });
  it('sends activeHours null without a slot and popupText null when the popup is off', () => {
    const form = { ...formOf(group()), popupEnabled: false, popupText: { en: 'kept?', fr: '', nl: '' } };
    const body = bodyOf(form, null);
    expect(body.activeHours).toBeNull();
    expect(body.popupText).toBeNull();
    const on = bodyOf(
      { ...form, popupEnabled: true, activeHours: { monday: [{ startHour: '17:00', endHour: '18:00' }] } },
      null,
    );
    expect(on.popupText).toEqual({ en: 'kept?', fr: '', nl: '' });
    expect(on.activeHours).toEqual({ monday: [{ startHour: '17:00', endHour: '18:00' }] });
  });
  it('forces printOnAllPrinters off unless more than one printer is chosen', () => {
    const form = { ...formOf(group()), printOnAllPrinters: true };
    expect(bodyOf({ ...form, printers: [4] }, null).printOnAllPrinters).toBe(false);
    expect(bodyOf({ ...form, printers: [4, 5] }, null).printOnAllPrinters).toBe(true);
  });
  it('sends a loaded group back whole, and a duplicate with " copy"', () => {
    expect(bodyOfGroup(group())).toMatchObject({
      name: 'Softs',
      vatIn: '21',
      vatOut: '6',
      imageUrl: 'https://cdn.example.com/softs.png',
      kitchenPrintEnabled: true,
      maxChoiceFree: 0,
    });
    expect(duplicateBody(group()).name).toBe('Softs copy');
  });
});

describe('parent choices', () => {
  it('leaves out the group itself and its own sub-groups', () => {
    const groups = [
      group({ productGroupId: 1 }),
      group({ productGroupId: 2, parentGroupId: 1 }),
      group({ productGroupId: 3, parentGroupId: 2 }),
      group({ productGroupId: 4 }),
    ];
    expect(parentChoices(groups, 1).map((g) => g.productGroupId)).toEqual([4]);
    expect(parentChoices(groups, 3).map((g) => g.productGroupId)).toEqual([1, 2, 4]);
    expect(parentChoices(groups, null)).toHaveLength(4);
  });
});
