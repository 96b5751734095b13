import { z } from 'zod';
import { isPhoneNumber, normalizePhoneNumber, PHONE_NUMBER_PATTERN } from './phone';
import { WEEKDAYS, type Weekday } from './time';

/**
 * Pickup locations (document 3 sections 2, 3, 5 and 7): where takeaway customers collect their order, with the hours
 * orders are taken (`order`) and, optionally, the hours they are handed over (`pickupTime`), each keyed by weekday
 * (monday to sunday) and holding a list of start/end slots as "HH:mm" text.
 */

/** The two kinds of hours of a location. */
export const PICKUP_HOUR_KINDS = ['order', 'pickupTime'] as const;
export type PickupHourKind = (typeof PICKUP_HOUR_KINDS)[number];

export const PICKUP_NAME_MAX = 100;
export const PICKUP_ADDRESS_MAX = 255;
/** Slots a weekday holds at most (a guard against absurd bodies; a venue has a few). */
export const PICKUP_SLOTS_PER_DAY_MAX = 12;

/** Phone numbers of clients and pickup locations (document 3 sections 5 and 9): an optional plus, 10 to 15 digits. */
export const PHONE_PATTERN = PHONE_NUMBER_PATTERN;
/** A slot time as stored: 00:00 to 23:59. */
export const SLOT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export type PickupMessages = Record<keyof typeof PICKUP_MESSAGES, string>;

/**
 * The server's English messages. The slot messages are the spec's (it gives them in French: 'Le jour est requis.',
 * 'L'heure de début est requise.', 'L'heure de fin est requise.'; the console shows them in the interface language).
 */
export const PICKUP_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name is at most ${PICKUP_NAME_MAX} characters`,
  addressRequired: 'Address is required',
  addressTooLong: `Address is at most ${PICKUP_ADDRESS_MAX} characters`,
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number must be an optional + followed by 10 to 15 digits',
  slotRequired: 'Please add a time slot',
  dayRequired: 'Day is required.',
  startRequired: 'Start hour is required.',
  endRequired: 'End hour is required.',
  timeInvalid: 'Enter a time as hh.mm (00.00 to 23.59)',
  endAfterStart: 'The end hour must be after the start hour',
  overlap: 'Slots of one day must not overlap',
  tooManySlots: `A day has at most ${PICKUP_SLOTS_PER_DAY_MAX} slots`,
} as const;

/**
 * The time field of the slot form (document 3 section 5): digits only, a dot inserted after two digits, at most 5
 * characters ("1030" -> "10.30").
 */
export function maskSlotTime(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}.${digits.slice(2)}` : digits;
}

/**
 * A typed time made "hh:mm" when a slot is added (section 5: "normalised to hh:mm-like text"): "9" -> "09:00",
 * "10.3" -> "10:30" (a single minute digit is tens, as typed on the clock face), "10.30" / "10:30" -> "10:30".
 * Answers null when it is not a time of day.
 */
export function normaliseSlotTime(text: string): string | null {
  const m = /^(\d{1,2})(?:[.:h](\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = m[2] ? Number(m[2].padEnd(2, '0')) : 0;
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export const timeSlotSchema = z.object({ start: z.string(), end: z.string() });
export type TimeSlot = z.infer<typeof timeSlotSchema>;

/** The slots of each weekday (every weekday present in what the API answers; missing days are empty in requests). */
export type WeekSlots = Record<Weekday, TimeSlot[]>;
const weekSlotsInput = z
  .object(Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(timeSlotSchema).optional().default([])])))
  .transform((v) => v as WeekSlots);
const weekSlotsOutput = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(timeSlotSchema)])),
) as unknown as z.ZodType<WeekSlots, WeekSlots>;

export const emptyWeek = (): WeekSlots =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, [] as TimeSlot[]])) as unknown as WeekSlots;

/** Number of slots over the week. */
export const slotCount = (week: WeekSlots | null | undefined) =>
  week ? WEEKDAYS.reduce((n, d) => n + week[d].length, 0) : 0;

/** The slots of one day in time order. */
export const sortSlots = (slots: readonly TimeSlot[]) => [...slots].sort((a, b) => a.start.localeCompare(b.start));

/** Checks one week's slots: valid times, end after start, no overlap, a bounded number per day. */
function checkWeek(week: WeekSlots, kind: PickupHourKind, messages: PickupMessages, ctx: z.RefinementCtx) {
  for (const day of WEEKDAYS) {
    const slots = week[day];
    const at = (i: number, field: 'start' | 'end') => ['orderOpeningHours', kind, day, i, field];
    if (slots.length > PICKUP_SLOTS_PER_DAY_MAX)
      ctx.addIssue({ code: 'custom', path: ['orderOpeningHours', kind, day], message: messages.tooManySlots });
    slots.forEach((s, i) => {
      if (!s.start) ctx.addIssue({ code: 'custom', path: at(i, 'start'), message: messages.startRequired });
      else if (!SLOT_TIME_PATTERN.test(s.start))
        ctx.addIssue({ code: 'custom', path: at(i, 'start'), message: messages.timeInvalid });
      if (!s.end) ctx.addIssue({ code: 'custom', path: at(i, 'end'), message: messages.endRequired });
      else if (!SLOT_TIME_PATTERN.test(s.end))
        ctx.addIssue({ code: 'custom', path: at(i, 'end'), message: messages.timeInvalid });
      else if (SLOT_TIME_PATTERN.test(s.start) && s.end <= s.start)
        ctx.addIssue({ code: 'custom', path: at(i, 'end'), message: messages.endAfterStart });
    });
    const sorted = sortSlots(slots.filter((s) => SLOT_TIME_PATTERN.test(s.start) && SLOT_TIME_PATTERN.test(s.end)));
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.start < sorted[i - 1]!.end) {
        ctx.addIssue({ code: 'custom', path: ['orderOpeningHours', kind, day], message: messages.overlap });
        break;
      }
    }
  }
}

/**
 * Every field a client sets (POST body, PATCH body, the console's dialog): name, address and phone required (the
 * phone as for clients), the order hours with at least one slot, pickup times optional.
 */
export const makePickupFieldsSchema = (messages: PickupMessages) =>
  z
    .object({
      name: z
        .string({ error: messages.nameRequired })
        .trim()
        .min(1, messages.nameRequired)
        .max(PICKUP_NAME_MAX, messages.nameTooLong),
      address: z
        .string({ error: messages.addressRequired })
        .trim()
        .min(1, messages.addressRequired)
        .max(PICKUP_ADDRESS_MAX, messages.addressTooLong),
      phoneNumber: z
        .string({ error: messages.phoneRequired })
        .trim()
        .min(1, messages.phoneRequired)
        // Checked and stored normalised, as a client's (phone.ts, decision 79).
        .refine((v) => isPhoneNumber(normalizePhoneNumber(v)), messages.phoneInvalid)
        .transform(normalizePhoneNumber),
      orderOpeningHours: z.object(
        {
          order: weekSlotsInput,
          pickupTime: weekSlotsInput.nullable().optional().default(null),
        },
        { error: messages.slotRequired },
      ),
    })
    .superRefine((v, ctx) => {
      checkWeek(v.orderOpeningHours.order, 'order', messages, ctx);
      if (v.orderOpeningHours.pickupTime) checkWeek(v.orderOpeningHours.pickupTime, 'pickupTime', messages, ctx);
      if (slotCount(v.orderOpeningHours.order) === 0)
        ctx.addIssue({ code: 'custom', path: ['orderOpeningHours'], message: messages.slotRequired });
    });

/** The rules with the server's English messages. */
export const pickupFieldsSchema = makePickupFieldsSchema(PICKUP_MESSAGES);
export type PickupFieldsInput = z.input<typeof pickupFieldsSchema>;
export type PickupFields = z.output<typeof pickupFieldsSchema>;

export const openingHoursSchema = z.object({
  order: weekSlotsOutput,
  /** null when the location gives no separate pickup times. */
  pickupTime: weekSlotsOutput.nullable(),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const pickupLocationSchema = z.object({
  pickupLocationId: z.number().int(),
  name: z.string(),
  address: z.string(),
  phoneNumber: z.string(),
  orderOpeningHours: openingHoursSchema,
});
export type PickupLocation = z.infer<typeof pickupLocationSchema>;

export const pickupDeletedSchema = z.object({ pickupLocationId: z.number().int() });

/** The slot form of the dialog (section 5): a day, a start and an end hour, with the spec's messages. */
export const makeSlotDraftSchema = (messages: PickupMessages) =>
  z
    .object({
      day: z.string().nullable(),
      start: z.string(),
      end: z.string(),
    })
    .superRefine((v, ctx) => {
      if (!v.day || !(WEEKDAYS as readonly string[]).includes(v.day))
        ctx.addIssue({ code: 'custom', path: ['day'], message: messages.dayRequired });
      const start = v.start.trim() ? normaliseSlotTime(v.start) : null;
      const end = v.end.trim() ? normaliseSlotTime(v.end) : null;
      if (!v.start.trim()) ctx.addIssue({ code: 'custom', path: ['start'], message: messages.startRequired });
      else if (!start) ctx.addIssue({ code: 'custom', path: ['start'], message: messages.timeInvalid });
      if (!v.end.trim()) ctx.addIssue({ code: 'custom', path: ['end'], message: messages.endRequired });
      else if (!end) ctx.addIssue({ code: 'custom', path: ['end'], message: messages.timeInvalid });
      else if (start && end <= start) ctx.addIssue({ code: 'custom', path: ['end'], message: messages.endAfterStart });
    })
    .transform((v) => ({
      day: v.day as Weekday,
      slot: { start: normaliseSlotTime(v.start)!, end: normaliseSlotTime(v.end)! },
    }));
