import {
  emptyWeek,
  makePickupFieldsSchema,
  makeSlotDraftSchema,
  PICKUP_MESSAGES,
  type PickupLocation,
  type PickupMessages,
  sortSlots,
  type TimeSlot,
  WEEKDAYS,
  type Weekday,
  type WeekSlots,
} from '@comptoir/shared';
import type { z } from 'zod';

/** The shared rules with the console's messages (i18n keys of the pickup namespace). */
export const pickupMessages = Object.fromEntries(
  Object.keys(PICKUP_MESSAGES).map((k) => [k, `pickup:errors.${k}`]),
) as PickupMessages;
export const pickupFormSchema = makePickupFieldsSchema(pickupMessages);
export const slotDraftSchema = makeSlotDraftSchema(pickupMessages);
export type PickupForm = z.input<typeof pickupFormSchema>;
export type HoursKind = 'order' | 'pickupTime';

export interface HoursForm {
  order: WeekSlots;
  pickupTime: WeekSlots;
}

/** The dialog's values for a new location, or for the one being edited (no pickup times: an empty week). */
export function formOf(location: PickupLocation | null) {
  return {
    name: location?.name ?? '',
    address: location?.address ?? '',
    phoneNumber: location?.phoneNumber ?? '',
    orderOpeningHours: {
      order: location?.orderOpeningHours.order ?? emptyWeek(),
      pickupTime: location?.orderOpeningHours.pickupTime ?? emptyWeek(),
    } satisfies HoursForm,
  };
}

/** The week with one slot added to a day (kept in time order). */
export const withSlot = (week: WeekSlots, day: Weekday, slot: TimeSlot): WeekSlots => ({
  ...week,
  [day]: sortSlots([...week[day], slot]),
});

/** The week without the day's slot at `index`. */
export const withoutSlot = (week: WeekSlots, day: Weekday, index: number): WeekSlots => ({
  ...week,
  [day]: week[day].filter((_, i) => i !== index),
});

/** The days that have slots, in weekday order. */
export const daysWithSlots = (week: WeekSlots | null | undefined) =>
  week ? WEEKDAYS.filter((d) => week[d].length > 0) : [];

/** "11:00–14:00, 18:00–21:30". */
export const slotsText = (slots: readonly TimeSlot[]) => slots.map((s) => `${s.start}–${s.end}`).join(', ');
