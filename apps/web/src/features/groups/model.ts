/** Pure rules of the product groups page and dialog (document 2 sections 4 and 5). */
import {
  type ActiveHours,
  DEFAULT_GROUP_COLOR,
  formatHappyHourTime,
  groupFieldsSchema,
  HAPPY_HOUR_TIME_PATTERN,
  type HappyHourSlot,
  NEW_GROUP_DEFAULTS,
  normalizeActiveHours,
  type PopupText,
  type ProductGroup,
  type ProductGroupInput,
  popupTextSchema,
  vatText,
  WEEKDAYS,
  type Weekday,
} from '@comptoir/shared';
import { z } from 'zod';
import { imageDraftOf, imageDraftSchema } from '../../components/image/draft';
import { REQUIRED } from '../../lib/forms';

export const COPY_SUFFIX = ' copy';

// ---------- Maximum choice (document 2 section 4) ----------

/** The selector's options: Single (0), Unlimited (1), Custom (-1). */
export type MaxChoiceOption = 0 | 1 | -1;
export const MAX_CHOICE_OPTIONS: { value: MaxChoiceOption; key: 'single' | 'unlimited' | 'custom' }[] = [
  { value: 0, key: 'single' },
  { value: 1, key: 'unlimited' },
  { value: -1, key: 'custom' },
];

/** A stored maximum shown in the selector: 1 -> Single, 0 -> Unlimited, anything else -> Custom. */
export function maxChoiceOption(stored: number): MaxChoiceOption {
  if (stored === 1) return 0;
  if (stored === 0) return 1;
  return -1;
}

/** What a chosen option saves: Single -> 1, Unlimited -> 0, Custom -> the number typed. */
export function maxChoiceValue(option: MaxChoiceOption, custom: number | null): number {
  if (option === 0) return 1;
  if (option === 1) return 0;
  return custom ?? 2;
}

// ---------- Happy hours (document 2 sections 2, 4 and 5) ----------

export interface SlotDraft {
  day: Weekday | null;
  start: string;
  end: string;
}
export type SlotField = keyof SlotDraft;
export type SlotErrors = Partial<Record<SlotField, 'required' | 'invalid'>>;

/** While typing: digits and a colon, at most 5 characters. The HH:MM form comes on leaving the field. */
export function typingTime(value: string): string {
  return value.replace(/[^\d:]/g, '').slice(0, 5);
}

/** Day, start and end are required; a time must read HH:MM from 00:00 to 24:00 once formatted. */
export function validateSlot(draft: SlotDraft): SlotErrors {
  const errors: SlotErrors = {};
  if (!draft.day) errors.day = 'required';
  for (const field of ['start', 'end'] as const) {
    if (!draft[field].trim()) errors[field] = 'required';
    else if (!HAPPY_HOUR_TIME_PATTERN.test(formatHappyHourTime(draft[field]))) errors[field] = 'invalid';
  }
  return errors;
}

/** Adds a slot to a day (a duplicate is not added twice); days stay in weekday order, slots sorted by start. */
export function addSlot(hours: ActiveHours, day: Weekday, slot: HappyHourSlot): ActiveHours {
  const slots = hours[day] ?? [];
  return normalizeActiveHours({ ...hours, [day]: [...slots, slot] }) ?? {};
}

export function removeSlot(hours: ActiveHours, day: Weekday, index: number): ActiveHours {
  return normalizeActiveHours({ ...hours, [day]: (hours[day] ?? []).filter((_, i) => i !== index) }) ?? {};
}

export function listSlots(hours: ActiveHours): { day: Weekday; index: number; slot: HappyHourSlot }[] {
  return WEEKDAYS.flatMap((day) => (hours[day] ?? []).map((slot, index) => ({ day, index, slot })));
}

// ---------- The dialog's form ----------

/**
 * The dialog's values, checked before sending: the shared group's counts, order and flags with their rules; the name
 * required; VAT as its text; popup on/off and its three texts.
 */
export const groupFormSchema = groupFieldsSchema
  .pick({
    orderIndex: true,
    optionOrderIndex: true,
    maxChoicePaid: true,
    maxChoiceFree: true,
    forceChoiceAmountFree: true,
    forceChoiceAmountPaid: true,
    allowMultipleChoiceOnSameItems: true,
    printOnAllPrinters: true,
    userHidden: true,
    webHidden: true,
    kioskHidden: true,
    kitchenPrintEnabled: true,
    isOptionGroup: true,
    parentGroupId: true,
    popupPlus18: true,
  })
  .extend({
    name: z.string().trim().min(1, REQUIRED).max(200),
    vatIn: z.string(),
    vatOut: z.string(),
    printers: z.array(z.number()),
    color: z.string(),
    /** An address, or a file uploaded when the dialog is saved. */
    image: imageDraftSchema,
    externalReference: z.string().max(100),
    /** Empty when there are no happy hours. */
    activeHours: z.custom<ActiveHours>(),
    popupEnabled: z.boolean(),
    popupText: popupTextSchema,
  });
export type GroupForm = z.input<typeof groupFormSchema>;

const EMPTY_POPUP: PopupText = { en: '', fr: '', nl: '' };

/** The form of a group, or of a new group with the defaults of document 2 section 4. */
export function formOf(group: ProductGroup | null, parentGroupId: number | null = null): GroupForm {
  const d = NEW_GROUP_DEFAULTS;
  return {
    name: group?.name ?? d.name,
    vatIn: group?.vatIn ?? vatText(d.vatIn),
    vatOut: group?.vatOut ?? vatText(d.vatOut),
    printers: group?.printers.map((p) => p.id) ?? [],
    printOnAllPrinters: group?.printOnAllPrinters ?? d.printOnAllPrinters,
    color: group ? (group.color ?? '') : (d.color ?? DEFAULT_GROUP_COLOR),
    image: imageDraftOf(group?.imageUrl),
    userHidden: group?.userHidden ?? d.userHidden,
    webHidden: group?.webHidden ?? d.webHidden,
    kioskHidden: group?.kioskHidden ?? d.kioskHidden,
    kitchenPrintEnabled: group?.kitchenPrintEnabled ?? d.kitchenPrintEnabled,
    isOptionGroup: group?.isOptionGroup ?? d.isOptionGroup,
    externalReference: group?.externalReference ?? '',
    orderIndex: group?.orderIndex ?? d.orderIndex,
    optionOrderIndex: group?.optionOrderIndex ?? d.optionOrderIndex,
    forceChoiceAmountFree: group?.forceChoiceAmountFree ?? d.forceChoiceAmountFree,
    forceChoiceAmountPaid: group?.forceChoiceAmountPaid ?? d.forceChoiceAmountPaid,
    allowMultipleChoiceOnSameItems: group?.allowMultipleChoiceOnSameItems ?? d.allowMultipleChoiceOnSameItems,
    maxChoicePaid: group?.maxChoicePaid ?? d.maxChoicePaid,
    maxChoiceFree: group?.maxChoiceFree ?? d.maxChoiceFree,
    parentGroupId: group ? (group.parentGroupId ?? null) : parentGroupId,
    activeHours: group?.activeHours ?? {},
    popupPlus18: group?.popupPlus18 ?? d.popupPlus18,
    popupEnabled: Boolean(group?.popupText),
    popupText: group?.popupText ?? EMPTY_POPUP,
  };
}

/**
 * What a save sends (the whole group), `imageUrl` being the image's address once uploaded: printOnAllPrinters only with more than one printer, activeHours null without
 * a slot, popupText null when the popup is off.
 */
export function bodyOf(form: GroupForm, imageUrl: string | null): ProductGroupInput {
  const hours = normalizeActiveHours(form.activeHours);
  return {
    name: form.name.trim(),
    vatIn: form.vatIn,
    vatOut: form.vatOut,
    printers: form.printers,
    printOnAllPrinters: form.printers.length > 1 && form.printOnAllPrinters,
    color: form.color,
    imageUrl,
    userHidden: form.userHidden,
    webHidden: form.webHidden,
    kioskHidden: form.kioskHidden,
    kitchenPrintEnabled: form.kitchenPrintEnabled,
    isOptionGroup: form.isOptionGroup,
    externalReference: form.externalReference,
    orderIndex: form.orderIndex,
    optionOrderIndex: form.optionOrderIndex,
    forceChoiceAmountFree: form.forceChoiceAmountFree,
    forceChoiceAmountPaid: form.forceChoiceAmountPaid,
    allowMultipleChoiceOnSameItems: form.allowMultipleChoiceOnSameItems,
    maxChoicePaid: form.maxChoicePaid,
    maxChoiceFree: form.maxChoiceFree,
    parentGroupId: form.parentGroupId,
    activeHours: hours,
    popupPlus18: form.popupPlus18,
    popupText: form.popupEnabled ? form.popupText : null,
  };
}

/** A loaded group as a whole body, for the one-click toggles and inline edits (each saves the whole group). */
export const bodyOfGroup = (group: ProductGroup): ProductGroupInput => bodyOf(formOf(group), group.imageUrl);

/** Duplicating appends ' copy' to the name (document 2 section 4). */
export function duplicateBody(group: ProductGroup): ProductGroupInput {
  return { ...bodyOfGroup(group), name: `${group.name.slice(0, 200 - COPY_SUFFIX.length)}${COPY_SUFFIX}` };
}

/** The groups a group may be placed in: neither itself nor one of its own sub-groups (that would make a loop). */
export function parentChoices(groups: ProductGroup[], selfId: number | null): ProductGroup[] {
  if (selfId === null) return groups;
  const parentOf = new Map(groups.map((g) => [g.productGroupId, g.parentGroupId]));
  const insideSelf = (id: number): boolean => {
    const seen = new Set<number>();
    for (let at: number | null | undefined = id; at != null && !seen.has(at); at = parentOf.get(at)) {
      if (at === selfId) return true;
      seen.add(at);
    }
    return false;
  };
  return groups.filter((g) => !insideSelf(g.productGroupId));
}
