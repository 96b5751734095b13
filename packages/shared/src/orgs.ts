import { z } from 'zod';
import { isSafeLink, isSingleLine, TEXT_MESSAGES } from './text';
import { requiredLine } from './text-schemas';
import { WEEKDAYS } from './time';
import { COUNTRY_CODE_PATTERN, normalizeVatNumber, VAT_MESSAGES, vatNumberProblem } from './vat';

export const ORG_TYPES = ['RESTAURANT', 'RETAIL'] as const;
export const orgTypeSchema = z.enum(ORG_TYPES);

export const orgIdSchema = z.coerce
  .number({ error: 'Organisation id must be a number' })
  .int('Organisation id must be a whole number')
  .positive('Organisation id must be a positive number');

/** An organisation as a user sees it in the switcher: "name - orgId". */
export const managedOrganizationSchema = z.object({ orgId: z.number().int(), name: z.string() });
export type ManagedOrganization = z.infer<typeof managedOrganizationSchema>;

/** Identity of an organisation (document 1 section 3); the settings come with the settings issue. */
export const organizationSchema = z.object({
  orgId: z.number().int(),
  name: z.string(),
  orgType: orgTypeSchema,
  timeZone: z.string(),
  onlineOrderWebPageEnabled: z.boolean(),
  onlineOrderOpen: z.boolean(),
  parentOrgId: z.number().int().nullable(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const DEFAULT_TIME_ZONE = 'Europe/Brussels';

export const SEND_ORDER_BEHAVIORS = ['DEFAULT', 'NAV_BACK', 'NAV_PAYMENT'] as const;

/** A shift-hours time: a whole hour from 00:00 to 24:00. */
export const SHIFT_HOUR_PATTERN = /^([01]\d|2[0-4]):00$/;
const hourText = z.string().regex(SHIFT_HOUR_PATTERN, 'Use HH:00 with an hour from 00 to 24');
export const shiftSlotSchema = z.object({ start: hourText, end: hourText });
export type ShiftSlot = z.infer<typeof shiftSlotSchema>;
const daySlots = z.array(shiftSlotSchema).max(24, 'At most 24 slots a day').optional();
const shiftHoursShape = {
  monday: daySlots,
  tuesday: daySlots,
  wednesday: daySlots,
  thursday: daySlots,
  friday: daySlots,
  saturday: daySlots,
  sunday: daySlots,
};
export const shiftHoursSchema = z.object(shiftHoursShape);
/** Shift hours as a client sends them: only the seven lower-case weekdays. */
export const shiftHoursInputSchema = z.strictObject(shiftHoursShape);
export type ShiftHoursMap = z.infer<typeof shiftHoursSchema>;

const flag = z.boolean().default(false);
/** Settings kept as one JSON document per organisation (document 1 section 3), each with its default. */
export const orgSettingsSchema = z.object({
  shiftHours: shiftHoursSchema.default({}),
  shiftAutoClose: flag,
  paymentTypeOfferedEnabled: flag,
  paymentTypeTransferEnabled: flag,
  autoCloseAccountOnPaymentEnabled: flag,
  autoOpenNewAccount: flag,
  autoPrintSummaryTicketEnabled: flag,
  onlineOrderAutoPrintSummaryTicketOnCashOrder: flag,
  autoOpenCashRegister: flag,
  refundEnabled: flag,
  takeawaySectionEnabled: z.boolean().default(true),
  tableSectionEnabled: z.boolean().default(true),
  pinLockEnabled: flag,
  hideProductImagesInApp: flag,
  shiftsEnabled: z.boolean().default(true),
  autoPrintXZOnShiftClose: flag,
  hideShiftInfo: flag,
  kitchenPrintEnabled: flag,
  autoPrintSummaryTicketOnSend: flag,
  autoPrintVatTicket: flag,
  addItemsToTop: flag,
  normalAccountOpenButton: flag,
  autoGroupingEnabled: flag,
  kioskAutoPrintSummaryTicketOnCashOrder: flag,
  removeStockFromParentOrg: flag,
  pinLockTimeout: z.number().int().min(0).max(86400).default(0),
  sendOrderBehavior: z.enum(SEND_ORDER_BEHAVIORS).default('DEFAULT'),
  ticketLogoImageUrl: z.string().nullable().default(null),
  kioskBackgroundVideoUrl: z.string().nullable().default(null),
  kitchenTopSpacing: z.number().int().min(0).default(0),
  charactersPerLine: z.number().int().min(0).default(0),
  kitchenGroupItems: flag,
  bigKitchenFontSize: flag,
  vwEnabled: flag,
  vwTerminalMerchantId: z.string().nullable().default(null),
  vwTerminalId: z.string().nullable().default(null),
  vwIsvAmount: z.number().int().min(0).default(0),
  customWebshopDomain: z.string().nullable().default(null),
  webOrgId: z.string().nullable().default(null),
  mapsAutoCompleteEnabled: flag,
  autoAssignDeviceToMainType: flag,
  workerShiftsEnabled: flag,
  includeParentProducts: flag,
  // Online ordering website (document 2 section 3, "Organisation (website-related fields)"). Amounts in cents.
  onlineOrderHideNoStockProducts: flag,
  onlineOrderEatInEnabled: flag,
  onlineOrderDeliveryEnabled: flag,
  onlineOrderFreeDeliveryMinAmount: z.number().int().min(0).default(0),
  onlineOrderDeliveryProductId: z.number().int().positive().nullable().default(null),
  onlineOrderMinAmount: z.number().int().min(0).default(0),
  onlineOrderBankTransferEnabled: flag,
  payAtPickupEnabled: flag,
  payOnlineEnabled: flag,
  logoImageUrl: z.string().nullable().default(null),
  bannerImageUrl: z.string().nullable().default(null),
});
export type OrgSettings = z.infer<typeof orgSettingsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The organisation with its settings (GET/PATCH /org, POST /org/create, POST /org/logo)
// ---------------------------------------------------------------------------------------------------------------

/** Largest attached file (document 1 section 9): 2 MB. */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const ATTACHMENT_MAX_MB = ATTACHMENT_MAX_BYTES / (1024 * 1024);
/** Image types a ticket logo may have (checked by content on the server). */
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** Where an uploaded ticket logo is served: /api/org/logo/<orgId>/logo-<random>.<ext>. */
export const LOGO_PATH_PATTERN = /^\/api\/org\/logo\/(\d+)\/(logo-[a-f0-9]{32}\.(?:png|jpg|gif|webp))$/;

/** Largest website amount (free-delivery minimum, minimum order): 100,000.00. */
export const WEBSITE_AMOUNT_MAX_CENTS = 10_000_000;

/**
 * The organisation fields of the website page (document 2 section 2). A user holding ACCOUNT_WEBSITE without
 * ACCOUNTS_SETTINGS reads the organisation and changes these fields only.
 */
export const WEBSITE_ORG_FIELDS = [
  'name',
  'onlineOrderOpen',
  'onlineOrderHideNoStockProducts',
  'onlineOrderEatInEnabled',
  'onlineOrderDeliveryEnabled',
  'onlineOrderFreeDeliveryMinAmount',
  'onlineOrderDeliveryProductId',
  'onlineOrderMinAmount',
  'onlineOrderBankTransferEnabled',
  'payAtPickupEnabled',
  'payOnlineEnabled',
  'logoImageUrl',
  'bannerImageUrl',
] as const;
export type WebsiteOrgField = (typeof WEBSITE_ORG_FIELDS)[number];

/** Settings only a super user may change (document 1 section 3); others get 403 when they try. */
export const SUPER_USER_ORG_FIELDS = [
  'vwEnabled',
  'vwTerminalMerchantId',
  'vwTerminalId',
  'vwIsvAmount',
  'onlineOrderWebPageEnabled',
  'customWebshopDomain',
  'webOrgId',
  'mapsAutoCompleteEnabled',
  'autoAssignDeviceToMainType',
  'workerShiftsEnabled',
  'parentOrgId',
  'includeParentProducts',
  'subscriptionEnd',
] as const;
export type SuperUserOrgField = (typeof SUPER_USER_ORG_FIELDS)[number];

/** The yes/no settings of document 1 section 3, in the order the settings page shows them. */
export const ORG_FLAGS = [
  'paymentTypeOfferedEnabled',
  'paymentTypeTransferEnabled',
  'autoCloseAccountOnPaymentEnabled',
  'autoOpenNewAccount',
  'autoPrintSummaryTicketEnabled',
  'onlineOrderAutoPrintSummaryTicketOnCashOrder',
  'autoOpenCashRegister',
  'refundEnabled',
  'takeawaySectionEnabled',
  'tableSectionEnabled',
  'pinLockEnabled',
  'hideProductImagesInApp',
  'shiftsEnabled',
  'autoPrintXZOnShiftClose',
  'hideShiftInfo',
  'kitchenPrintEnabled',
  'autoPrintSummaryTicketOnSend',
  'autoPrintVatTicket',
  'addItemsToTop',
  'normalAccountOpenButton',
  'autoGroupingEnabled',
  'kioskAutoPrintSummaryTicketOnCashOrder',
  'removeStockFromParentOrg',
] as const satisfies readonly (keyof OrgSettings)[];
export type OrgFlag = (typeof ORG_FLAGS)[number];

/** GET /org: identity columns, contact details and every setting with its default (document 1 section 3). */
export const organizationSettingsSchema = organizationSchema.extend({
  vatNumber: z.string().nullable(),
  /** The old free-text address (kept; migration 0021 split it into the fields below, which invoices use). */
  address: z.string().nullable(),
  /** Street and number ("Rue du Marché 12"), postcode, city and ISO country code (BE, FR...): the seller's address. */
  addressStreet: z.string().nullable(),
  addressPostcode: z.string().nullable(),
  addressCity: z.string().nullable(),
  addressCountry: z.string(),
  telephone: z.string().nullable(),
  website: z.string().nullable(),
  mainPrinterIpAddress: z.string().nullable(),
  contactEmail: z.string().nullable(),
  accountBankName: z.string().nullable(),
  /** Epoch ms; 0 means none. */
  subscriptionEnd: z.number().int(),
  ...orgSettingsSchema.shape,
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_WITH_PORT = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}(?::\\d{1,5})?$`);
const HOSTNAME =
  /^(?=.{1,253}$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const TELEPHONE = /^\+?[\d\s()./-]{4,30}$/;

export function isEmail(value: string): boolean {
  return z.email().safeParse(value).success;
}

/** An http(s) address with a host (text.ts isSafeLink: no javascript:, data:, whitespace...). */
export function isHttpUrl(value: string): boolean {
  return isSafeLink(value);
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Optional text: trimmed, '' and null mean "none" (stored as null). Single-line (no line breaks or control characters)
 * unless `multiLine` (the postal address).
 */
const optionalText = (label: string, max: number, check?: [(v: string) => boolean, string], multiLine = false) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .refine((v) => multiLine || isSingleLine(v), TEXT_MESSAGES.singleLine)
    .refine((v) => v === '' || !check || check[0](v), check?.[1] ?? '')
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** A VAT number: normalised (BE 0403.170.701 -> BE0403170701) then checked (vat.ts: mod 97 for Belgium). */
const vatNumberField = () =>
  z
    .string({ error: 'VAT number must be text' })
    .trim()
    .max(50, 'VAT number is at most 50 characters')
    .transform((v) => (v === '' ? null : normalizeVatNumber(v)))
    .superRefine((v, ctx) => {
      const problem = v === null ? null : vatNumberProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: VAT_MESSAGES[problem] });
    })
    .nullable();

const countryField = () =>
  z
    .string({ error: 'Country must be text' })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => COUNTRY_CODE_PATTERN.test(v), 'Country must be a two-letter ISO code such as BE or FR');

const emailCheck: [(v: string) => boolean, string] = [isEmail, 'Enter a valid email address'];
const httpCheck: [(v: string) => boolean, string] = [(v) => isSafeLink(v), TEXT_MESSAGES.webLink];
const ipCheck: [(v: string) => boolean, string] = [
  (v) => IPV4_WITH_PORT.test(v),
  'Enter an IPv4 address such as 192.168.1.50 (optionally followed by :port)',
];
const phoneCheck: [(v: string) => boolean, string] = [
  (v) => TELEPHONE.test(v),
  'Enter a telephone number (digits, spaces and + ( ) . / -)',
];
const logoCheck: [(v: string) => boolean, string] = [
  (v) => isHttpUrl(v) || LOGO_PATH_PATTERN.test(v),
  'Enter a web address starting with http:// or https://, or attach an image',
];
const imageUrlCheck: [(v: string) => boolean, string] = [
  isHttpUrl,
  'Enter an image address starting with http:// or https://, or attach an image',
];
const boolField = (label: string) => z.boolean({ error: `${label} must be true or false` });
const intField = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

const flagInputs = Object.fromEntries(ORG_FLAGS.map((flag) => [flag, boolField(flag)])) as Record<
  OrgFlag,
  z.ZodBoolean
>;

/** PATCH /org: any subset of the editable fields. Read-only ones (orgId, orgType) are ignored. */
export const updateOrganizationSchema = z
  .object({
    name: z
      .string({ error: 'Name must be text' })
      .trim()
      .min(1, 'Name is required')
      .max(200, 'Name is at most 200 characters')
      .refine(isSingleLine, TEXT_MESSAGES.singleLine),
    timeZone: z.string({ error: 'Time zone must be text' }).refine(isTimeZone, 'Unknown time zone'),
    onlineOrderOpen: boolField('onlineOrderOpen'),
    vatNumber: vatNumberField(),
    address: optionalText('Address', 500, undefined, true),
    addressStreet: optionalText('Street and number', 200),
    addressPostcode: optionalText('Postcode', 20),
    addressCity: optionalText('City', 100),
    addressCountry: countryField(),
    telephone: optionalText('Telephone', 50, phoneCheck),
    website: optionalText('Website', 500, httpCheck),
    mainPrinterIpAddress: optionalText('Main printer IP address', 100, ipCheck),
    contactEmail: optionalText('Contact email', 320, emailCheck),
    accountBankName: optionalText('Bank account name', 200),
    ticketLogoImageUrl: optionalText('Ticket logo', 1000, logoCheck),
    kioskBackgroundVideoUrl: optionalText('Kiosk background video', 1000, httpCheck),
    shiftHours: shiftHoursInputSchema,
    shiftAutoClose: boolField('shiftAutoClose'),
    ...flagInputs,
    pinLockTimeout: intField('Pin lock timeout', 0, 86400),
    sendOrderBehavior: z.enum(SEND_ORDER_BEHAVIORS, { error: 'Choose DEFAULT, NAV_BACK or NAV_PAYMENT' }),
    kitchenTopSpacing: intField('Kitchen top spacing', 0, 100),
    charactersPerLine: intField('Characters per line', 0, 255),
    kitchenGroupItems: boolField('kitchenGroupItems'),
    bigKitchenFontSize: boolField('bigKitchenFontSize'),
    // Super-user-only
    vwEnabled: boolField('vwEnabled'),
    vwTerminalMerchantId: optionalText('Merchant id', 100),
    vwTerminalId: optionalText('Terminal id', 100),
    /** ISV amount in cents. */
    vwIsvAmount: intField('ISV amount', 0, 1_000_000),
    onlineOrderWebPageEnabled: boolField('onlineOrderWebPageEnabled'),
    customWebshopDomain: optionalText('Custom webshop domain', 253, [
      (v) => HOSTNAME.test(v),
      'Enter a domain name such as shop.example.com',
    ]),
    webOrgId: optionalText('Web organisation id', 100),
    mapsAutoCompleteEnabled: boolField('mapsAutoCompleteEnabled'),
    autoAssignDeviceToMainType: boolField('autoAssignDeviceToMainType'),
    workerShiftsEnabled: boolField('workerShiftsEnabled'),
    parentOrgId: z.number({ error: 'Parent organisation must be an organisation id' }).int().positive().nullable(),
    includeParentProducts: boolField('includeParentProducts'),
    subscriptionEnd: intField('Subscription end', 0, 8_640_000_000_000_000),
    // Website (document 2): amounts in cents; the delivery product must be a live product of the organisation.
    onlineOrderHideNoStockProducts: boolField('onlineOrderHideNoStockProducts'),
    onlineOrderEatInEnabled: boolField('onlineOrderEatInEnabled'),
    onlineOrderDeliveryEnabled: boolField('onlineOrderDeliveryEnabled'),
    onlineOrderFreeDeliveryMinAmount: intField('Free delivery minimum', 0, WEBSITE_AMOUNT_MAX_CENTS),
    onlineOrderDeliveryProductId: z
      .number({ error: 'Delivery product must be a product id' })
      .int('Delivery product must be a product id')
      .positive('Delivery product must be a product id')
      .nullable(),
    onlineOrderMinAmount: intField('Minimum order amount', 0, WEBSITE_AMOUNT_MAX_CENTS),
    onlineOrderBankTransferEnabled: boolField('onlineOrderBankTransferEnabled'),
    payAtPickupEnabled: boolField('payAtPickupEnabled'),
    payOnlineEnabled: boolField('payOnlineEnabled'),
    logoImageUrl: optionalText('Logo', 1000, imageUrlCheck),
    bannerImageUrl: optionalText('Banner', 1000, imageUrlCheck),
  })
  .partial();
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationSchema>;

/** POST /org/create (document 1 section 3, create payload). */
export const createOrganizationSchema = z.object({
  name: requiredLine('Name', 200),
  vatNumber: vatNumberField().optional(),
  address: optionalText('Address', 500, undefined, true).optional(),
  addressStreet: optionalText('Street and number', 200).optional(),
  addressPostcode: optionalText('Postcode', 20).optional(),
  addressCity: optionalText('City', 100).optional(),
  addressCountry: countryField().optional(),
  telephone: optionalText('Telephone', 50, phoneCheck).optional(),
  orgType: orgTypeSchema.default('RESTAURANT'),
  contactEmail: z
    .string({ error: 'Contact email is required' })
    .trim()
    .min(1, 'Contact email is required')
    .max(320, 'Contact email is at most 320 characters')
    .refine(isEmail, 'Enter a valid email address'),
  accountBankName: optionalText('Bank account name', 200).optional(),
  mainPrinterIpAddress: optionalText('Main printer IP address', 100, ipCheck).optional(),
});
export type CreateOrganizationInput = z.input<typeof createOrganizationSchema>;

export const createOrganizationResponseSchema = z.object({ organization: organizationSettingsSchema });
export const uploadLogoResponseSchema = z.object({
  ticketLogoImageUrl: z.string(),
  organization: organizationSettingsSchema,
});

/** True when at least one weekday has a slot. */
export function hasShiftHours(hours: ShiftHoursMap | undefined | null): boolean {
  return WEEKDAYS.some((day) => (hours?.[day]?.length ?? 0) > 0);
}

/** Weekdays in order, empty ones left out, slots sorted by start. */
export function normalizeShiftHours(hours: ShiftHoursMap | undefined | null): ShiftHoursMap {
  const out: ShiftHoursMap = {};
  for (const day of WEEKDAYS) {
    const slots = hours?.[day];
    if (slots?.length) out[day] = [...slots].sort((a, b) => a.start.localeCompare(b.start));
  }
  return out;
}

/**
 * The rules of document 1 section 4, applied when an organisation is saved: no auto-close means no shift hours, and
 * no shift hours means no auto-close.
 */
export function applyShiftRules<T extends { shiftAutoClose: boolean; shiftHours: ShiftHoursMap }>(settings: T): T {
  const shiftHours = settings.shiftAutoClose ? normalizeShiftHours(settings.shiftHours) : {};
  return { ...settings, shiftHours, shiftAutoClose: settings.shiftAutoClose && hasShiftHours(shiftHours) };
}
