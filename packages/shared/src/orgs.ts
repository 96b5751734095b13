import { z } from 'zod';

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

const hourText = z.string().regex(/^\d{2}:00$/, 'Use HH:00');
export const shiftSlotSchema = z.object({ start: hourText, end: hourText });
export const shiftHoursSchema = z.object({
  monday: z.array(shiftSlotSchema).optional(),
  tuesday: z.array(shiftSlotSchema).optional(),
  wednesday: z.array(shiftSlotSchema).optional(),
  thursday: z.array(shiftSlotSchema).optional(),
  friday: z.array(shiftSlotSchema).optional(),
  saturday: z.array(shiftSlotSchema).optional(),
  sunday: z.array(shiftSlotSchema).optional(),
});
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
});
export type OrgSettings = z.infer<typeof orgSettingsSchema>;
