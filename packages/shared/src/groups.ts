import { z } from 'zod';
import { parseMoney } from './money';
import { isHttpUrl } from './orgs';
import { requiredLine } from './text-schemas';
import { WEEKDAYS, type Weekday } from './time';

/** Product groups (document 2 sections 3, 4, 5 and 7): GET/POST /product_group, PATCH/DELETE /product_group/{id}. */

/** VAT choices of the group dialog (document 2 section 9), in percent. */
export const GROUP_VAT_CHOICES = ['0', '6', '12', '21'] as const;

/** Colour of a new group or product (document 2 section 9). */
export const DEFAULT_GROUP_COLOR = '#8393F4';

/** A VAT rate kept in basis points shown as the API's text: 600 -> "6", 550 -> "5.5", 2100 -> "21". */
export function vatText(bp: number): string {
  return String(bp / 100);
}

/** "6" / "6.00" / "5,5" / 6 -> basis points (600, 550); null when it is not a rate from 0 to 100 with 2 decimals. */
export function parseVat(value: string | number): number | null {
  const bp = parseMoney(value);
  return bp === null || bp < 0 || bp > 10_000 ? null : bp;
}

/** Happy-hour times: HH:MM from 00:00 to 23:59, or 24:00 (midnight at the end of the day). */
export const HAPPY_HOUR_TIME_PATTERN = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

/**
 * A happy-hour time typed as digits (document 2 section 5), at most 5 characters: 1 digit -> 0H:00, 2 digits ->
 * HH:00, 3 digits -> 0H:MM, 4 or more -> HH:MM. Anything but digits is ignored ('9' -> '09:00', '1430' -> '14:30').
 */
export function formatHappyHourTime(typed: string): string {
  const d = typed.replace(/\D/g, '');
  if (d.length === 0) return '';
  if (d.length === 1) return `0${d}:00`;
  if (d.length === 2) return `${d}:00`;
  if (d.length === 3) return `0${d[0]}:${d.slice(1, 3)}`;
  return `${d.slice(0, 2)}:${d.slice(2, 4)}`;
}

export const happyHourSlotSchema = z.object({
  startHour: z.string().regex(HAPPY_HOUR_TIME_PATTERN, 'Start time must be HH:MM (00:00 to 24:00)'),
  endHour: z.string().regex(HAPPY_HOUR_TIME_PATTERN, 'End time must be HH:MM (00:00 to 24:00)'),
});
export type HappyHourSlot = z.infer<typeof happyHourSlotSchema>;

const daySlots = z.array(happyHourSlotSchema).max(24, 'At most 24 happy-hour slots a day').optional();
/** Happy hours: lower-case weekday -> slots. Null (or no slot at all) means no happy hours (document 2 section 4). */
export const activeHoursSchema = z.strictObject({
  monday: daySlots,
  tuesday: daySlots,
  wednesday: daySlots,
  thursday: daySlots,
  friday: daySlots,
  saturday: daySlots,
  sunday: daySlots,
});
export type ActiveHours = Partial<Record<Weekday, HappyHourSlot[]>>;

/** Days in weekday order, slots sorted by start and without duplicates; null when there is no slot at all. */
export function normalizeActiveHours(hours: ActiveHours | null | undefined): ActiveHours | null {
  if (!hours) return null;
  const out: ActiveHours = {};
  for (const day of WEEKDAYS) {
    const seen = new Set<string>();
    const slots = (hours[day] ?? [])
      .filter((s) => {
        const key = `${s.startHour}-${s.endHour}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .sort((a, b) => a.startHour.localeCompare(b.startHour) || a.endHour.localeCompare(b.endHour));
    if (slots.length > 0) out[day] = slots;
  }
  return Object.keys(out).length > 0 ? out : null;
}

const POPUP_MAX = 1000;
const popupLine = z
  .string({ error: 'Popup text must be text' })
  .max(POPUP_MAX, `Popup text is at most ${POPUP_MAX} characters`);
/** The custom popup's text in the three languages; null when the popup is disabled (document 2 section 4). */
export const popupTextSchema = z.object({ en: popupLine, fr: popupLine, nl: popupLine });
export type PopupText = z.infer<typeof popupTextSchema>;

/** A popup whose three texts are blank is no popup. */
export function normalizePopupText(text: Partial<PopupText> | null | undefined): PopupText | null {
  if (!text) return null;
  const clean = { en: (text.en ?? '').trim(), fr: (text.fr ?? '').trim(), nl: (text.nl ?? '').trim() };
  return clean.en || clean.fr || clean.nl ? clean : null;
}

/** A printer of a group as the entity names it; the protocol is always ESC_POS (document 2 section 9). */
export const groupPrinterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ipAddress: z.string(),
  doublePrint: z.boolean(),
  protocol: z.literal('ESC_POS'),
});
export type GroupPrinter = z.infer<typeof groupPrinterSchema>;

/** A product of the group (GET /product_group?with_product_data=true): a summary for menus and counts. */
export const groupProductSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  orderIndex: z.number().int(),
  userHidden: z.boolean(),
  webHidden: z.boolean(),
  favorite: z.boolean(),
  color: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type GroupProduct = z.infer<typeof groupProductSchema>;

/** A product group as the API answers it (document 2 section 3). */
export const productGroupSchema = z.object({
  productGroupId: z.number().int(),
  name: z.string(),
  orderIndex: z.number().int(),
  optionOrderIndex: z.number().int(),
  /** 1 = single choice, 0 = unlimited, more = that many (document 2 section 4). */
  maxChoicePaid: z.number().int(),
  maxChoiceFree: z.number().int(),
  forceChoiceAmountFree: z.number().int(),
  forceChoiceAmountPaid: z.number().int(),
  allowMultipleChoiceOnSameItems: z.boolean(),
  vatIn: z.string(),
  vatOut: z.string(),
  /** The first printer's address and the first printer (older clients print on one printer). */
  printerLocalIp: z.string().nullable(),
  printer: groupPrinterSchema.nullable(),
  printers: z.array(groupPrinterSchema),
  printOnAllPrinters: z.boolean(),
  userHidden: z.boolean(),
  webHidden: z.boolean(),
  kioskHidden: z.boolean(),
  kitchenPrintEnabled: z.boolean(),
  /** The group holds options (supplements, cooking...) that products offer, rather than products sold alone. */
  isOptionGroup: z.boolean(),
  color: z.string().nullable(),
  imageUrl: z.string().nullable(),
  externalReference: z.string().nullable(),
  parentGroupId: z.number().int().nullable(),
  popupPlus18: z.boolean(),
  popupText: popupTextSchema.nullable(),
  activeHours: activeHoursSchema.nullable(),
  orgId: z.number().int(),
  products: z.array(groupProductSchema).optional(),
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

export const productGroupListQuerySchema = z.object({
  with_product_data: z
    .enum(['true', 'false', '1', '0'], { error: 'with_product_data must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

const HEX_COLOR = /^#(?:[0-9A-F]{3}|[0-9A-F]{6})$/;
const bool = (label: string) => z.boolean({ error: `${label} must be true or false` });
const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);
const vat = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} is required` })
    .refine((v) => parseVat(v) !== null, `${label} must be a rate from 0 to 100, such as 6 or 21`)
    .transform((v) => parseVat(v) as number);
const optionalText = (label: string, max: number, check?: [(v: string) => boolean, string]) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .refine((v) => v === '' || !check || check[0](v), check?.[1] ?? '')
    .transform((v) => (v === '' ? null : v))
    .nullable();
/** A printer given by its id, or as the entity's printer object (a client may send a loaded group back). */
const printerRef = z.union([
  z.number().int().positive(),
  z.object({ id: z.number({ error: 'Printer id is required' }).int().positive() }).transform((p) => p.id),
]);
export const MAX_CHOICE_LIMIT = 999;

/** Every field a client may set; orgId, productGroupId and the derived printer fields are ignored. */
export const groupFieldsSchema = z.object({
  name: requiredLine('Name', 200),
  vatIn: vat('VAT in'),
  vatOut: vat('VAT out'),
  orderIndex: int('Order', -1_000_000, 1_000_000),
  optionOrderIndex: int('Option order', -1_000_000, 1_000_000),
  maxChoicePaid: int('Maximum paid choices', 0, MAX_CHOICE_LIMIT),
  maxChoiceFree: int('Maximum free choices', 0, MAX_CHOICE_LIMIT),
  forceChoiceAmountFree: int('Required free choices', 0, MAX_CHOICE_LIMIT),
  forceChoiceAmountPaid: int('Required paid choices', 0, MAX_CHOICE_LIMIT),
  allowMultipleChoiceOnSameItems: bool('Allow duplicate choices'),
  printers: z.array(printerRef, { error: 'Printers must be a list' }).max(50, 'At most 50 printers'),
  printOnAllPrinters: bool('Print on all printers'),
  userHidden: bool('Hidden in app'),
  webHidden: bool('Hidden on web'),
  kioskHidden: bool('Hidden on kiosk'),
  kitchenPrintEnabled: bool('Kitchen print'),
  isOptionGroup: bool('Option group'),
  color: z
    .string({ error: 'Colour must be text such as #8393F4' })
    .trim()
    .transform((v) => (v === '' ? '' : (v.startsWith('#') ? v : `#${v}`).toUpperCase()))
    .refine((v) => v === '' || HEX_COLOR.test(v), 'Colour must be a hex colour such as #8393F4')
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  imageUrl: optionalText('Image', 1000, [isHttpUrl, 'Enter an image address starting with http:// or https://']),
  externalReference: optionalText('External reference', 100),
  parentGroupId: z.number({ error: 'Parent group must be a group id' }).int().positive().nullable(),
  popupPlus18: bool('18+ popup'),
  popupText: popupTextSchema.nullable(),
  activeHours: activeHoursSchema.nullable(),
});
export type GroupFields = z.output<typeof groupFieldsSchema>;

/** New-group defaults (document 2 section 4): colour #8393F4, order 0, VAT 6 in and out, name 'Name', single choice. */
export const NEW_GROUP_DEFAULTS: GroupFields = {
  name: 'Name',
  vatIn: 600,
  vatOut: 600,
  orderIndex: 0,
  optionOrderIndex: 0,
  maxChoicePaid: 1,
  maxChoiceFree: 1,
  forceChoiceAmountFree: 0,
  forceChoiceAmountPaid: 0,
  allowMultipleChoiceOnSameItems: false,
  printers: [],
  printOnAllPrinters: false,
  userHidden: false,
  webHidden: false,
  kioskHidden: false,
  kitchenPrintEnabled: false,
  isOptionGroup: false,
  color: DEFAULT_GROUP_COLOR,
  imageUrl: null,
  externalReference: null,
  parentGroupId: null,
  popupPlus18: false,
  popupText: null,
  activeHours: null,
};

/** POST /product_group: any field may be left out and takes its new-group default. */
export const createProductGroupSchema = groupFieldsSchema.partial();
/** PATCH /product_group/{id}: the whole group (a loaded group sent back) or only the fields that change. */
export const updateProductGroupSchema = groupFieldsSchema.partial();
export type ProductGroupInput = z.input<typeof createProductGroupSchema>;

export const productGroupDeletedSchema = z.object({ productGroupId: z.number().int() });
