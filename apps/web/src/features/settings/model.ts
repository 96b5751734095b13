/** Pure helpers of the settings page: the shift-hours inputs (document 1 section 5) and what a save sends. */
import {
  applyShiftRules,
  normalizeShiftHours,
  type OrganizationSettings,
  type OrgFlag,
  type ShiftHoursMap,
  type ShiftSlot,
  WEEKDAYS,
  type Weekday,
} from '@comptoir/shared';
import { z } from 'zod';

/**
 * Hour input: digits only, a dot after two digits, at most 5 characters ('1' -> '1', '12' -> '12.', '123' -> '12.3').
 * Deleting the automatic dot also deletes the digit before it, so backspace never gets stuck.
 */
export function formatHourInput(raw: string, previous = ''): string {
  let digits = raw.replace(/\D/g, '');
  if (previous.endsWith('.') && raw === previous.slice(0, -1)) digits = digits.slice(0, -1);
  const text = digits.length >= 2 ? `${digits.slice(0, 2)}.${digits.slice(2)}` : digits;
  return text.slice(0, 5);
}

/** A stored slot time: the first two digits padded to two places and ':00' ('9' -> '09:00', '' -> '00:00'). */
export function toStoredHour(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 2);
  return digits ? `${digits.padStart(2, '0')}:00` : '00:00';
}

/** Hours go from 00 to 24 (24:00 is midnight at the end of a day). */
export function isValidHour(text: string): boolean {
  return Number(toStoredHour(text).slice(0, 2)) <= 24;
}

const hourField = (requiredKey: string) =>
  z.string().min(1, requiredKey).refine(isValidHour, 'settings:shiftHours.invalidHour');

/**
 * The slot being added in the shift-hours dialog: a weekday, a start and an end hour, each required with the spec's
 * messages (document 1 section 5: 'Le jour est requis.'...), hours from 00 to 24.
 */
export const slotDraftSchema = z.object({
  day: z
    .enum(WEEKDAYS)
    .nullable()
    .refine((v) => v !== null, 'settings:shiftHours.dayRequired'),
  start: hourField('settings:shiftHours.startRequired'),
  end: hourField('settings:shiftHours.endRequired'),
});
export type SlotDraft = z.input<typeof slotDraftSchema>;

/** Adds a slot (a duplicate is not added twice); the map stays in weekday order, slots sorted by start. */
export function addSlot(hours: ShiftHoursMap, day: Weekday, slot: ShiftSlot): ShiftHoursMap {
  const slots = hours[day] ?? [];
  if (slots.some((s) => s.start === slot.start && s.end === slot.end)) return hours;
  return normalizeShiftHours({ ...hours, [day]: [...slots, slot] });
}

export function removeSlot(hours: ShiftHoursMap, day: Weekday, index: number): ShiftHoursMap {
  return normalizeShiftHours({ ...hours, [day]: (hours[day] ?? []).filter((_, i) => i !== index) });
}

/** Every slot with its weekday, in weekday order. */
export function listSlots(hours: ShiftHoursMap): { day: Weekday; index: number; slot: ShiftSlot }[] {
  return WEEKDAYS.flatMap((day) => (hours[day] ?? []).map((slot, index) => ({ day, index, slot })));
}

export const formatSlot = (slot: ShiftSlot) => `${slot.start} - ${slot.end}`;

/** The fields that differ from the loaded organisation, after the shift rules: what PATCH /org sends. */
export function changedSettings(
  loaded: OrganizationSettings,
  edited: OrganizationSettings,
): Partial<OrganizationSettings> {
  const next = applyShiftRules(edited);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof OrganizationSettings)[]) {
    if (key === 'orgId' || key === 'orgType') continue;
    if (JSON.stringify(next[key] ?? null) !== JSON.stringify(loaded[key] ?? null)) changes[key] = next[key];
  }
  return changes as Partial<OrganizationSettings>;
}

/** How the settings page groups the yes/no flags (every flag of ORG_FLAGS appears once). */
export const FLAG_GROUPS = {
  payments: [
    'paymentTypeOfferedEnabled',
    'paymentTypeTransferEnabled',
    'autoCloseAccountOnPaymentEnabled',
    'autoOpenNewAccount',
    'autoOpenCashRegister',
    'refundEnabled',
  ],
  printing: [
    'autoPrintSummaryTicketEnabled',
    'autoPrintSummaryTicketOnSend',
    'onlineOrderAutoPrintSummaryTicketOnCashOrder',
    'kioskAutoPrintSummaryTicketOnCashOrder',
    'autoPrintVatTicket',
    'kitchenPrintEnabled',
  ],
  app: [
    'tableSectionEnabled',
    'takeawaySectionEnabled',
    'normalAccountOpenButton',
    'addItemsToTop',
    'autoGroupingEnabled',
    'hideProductImagesInApp',
    'pinLockEnabled',
  ],
  shifts: ['shiftsEnabled', 'hideShiftInfo', 'autoPrintXZOnShiftClose'],
  stock: ['removeStockFromParentOrg'],
} as const satisfies Record<string, readonly OrgFlag[]>;
