import { z } from 'zod';
import { parseMoney } from './money';
import { paymentTypeSchema, totalDataSchema, transactionTypeSchema, vatSummarySchema } from './totals';

/** A money amount in input: a number or a string with at most 2 decimals, read as integer cents. */
export const moneyInput = (label = 'Amount') =>
  z.union([z.number(), z.string()], { error: `${label} is required` }).transform((value, ctx) => {
    const cents = parseMoney(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: `${label} must be an amount with at most 2 decimals` });
      return z.NEVER;
    }
    return cents;
  });

export const nonNegativeMoney = (label = 'Amount') =>
  moneyInput(label).refine((c) => c >= 0, `${label} cannot be negative`);

/** Quantity with up to 3 decimals (weight-priced items), read as integer thousandths. */
export const unitsInput = z
  .number({ error: 'Units must be a number' })
  .positive('Units must be more than 0')
  .max(100000, 'Units are too large')
  .refine((u) => Math.abs(Math.round(u * 1000) - u * 1000) < 1e-6, 'Units have at most 3 decimals')
  .transform((u) => Math.round(u * 1000));

export const ACCOUNT_KINDS = ['TABLE', 'TAKEAWAY', 'DELIVERY'] as const;
export const accountKindSchema = z.enum(ACCOUNT_KINDS);
export type AccountKind = z.infer<typeof accountKindSchema>;

export const ACCOUNT_STATUSES = ['OPEN', 'CLOSED', 'VOIDED'] as const;
export const ACCOUNT_SOURCES = ['POS', 'KIOSK', 'WEB', 'PHONE'] as const;

/**
 * Why a closed ticket is corrected (docs/decisions.md 67): a correction is a new ticket that says why. The code is
 * required; the free text too when the code is OTHER.
 */
export const CORRECTION_REASONS = [
  'CUSTOMER_RETURN',
  'WRONG_ITEM',
  'WRONG_PAYMENT_TYPE',
  'OPERATOR_ERROR',
  'COMPLAINT',
  'OTHER',
] as const;
export type CorrectionReasonCode = (typeof CORRECTION_REASONS)[number];

/** The reason sent with a correction (body of the correcting calls; required when the ticket is closed). */
export const correctionReasonFields = {
  reason: z.enum(CORRECTION_REASONS, { error: 'Choose a reason' }).optional(),
  note: z.string().trim().max(500, 'At most 500 characters').optional(),
};
export const correctionReasonSchema = z.object(correctionReasonFields);
export type CorrectionReasonInput = z.output<typeof correctionReasonSchema>;

export const clientDataSchema = z.object({
  name: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  vat: z.string().max(50).optional(),
  phoneNumber: z.string().max(50).optional(),
  zipCode: z.string().max(20).optional(),
  city: z.string().max(100).optional(),
  street: z.string().max(200).optional(),
  number: z.string().max(20).optional(),
  box: z.string().max(20).optional(),
});

const username = z.object({ username: z.string() });
const userRef = z.object({ username: z.string(), type: z.string().optional() });

// ---------- Shifts ----------

export const shiftSchema = z.object({
  shiftId: z.number().int(),
  shiftNumber: z.number().int(),
  startTimestamp: z.number().int(),
  /** null while the shift is open (shown as Live). */
  endTimestamp: z.number().int().nullable(),
  startCash: z.number(),
  endCash: z.number().nullable(),
  /** Cash the till should hold at close: opening cash + net cash payments. */
  expectedCash: z.number().nullable(),
  closeComment: z.string().nullable(),
  autoClosed: z.boolean(),
  openUser: username.nullable(),
  closeUser: username.nullable(),
  /** The Z number given at close (a counter per organisation without gaps); null while open. */
  zNumber: z.number().int().nullable(),
});
export type Shift = z.infer<typeof shiftSchema>;

/** A shift's drawer, line by line: opening + cash sales + cash tips - cash refunds (+ other) = expected. */
export const drawerSchema = z.object({
  openingCash: z.number(),
  cashSales: z.number(),
  cashTips: z.number(),
  cashRefunds: z.number(),
  cashOther: z.number(),
  expectedCash: z.number(),
  countedCash: z.number().nullable(),
});
export type Drawer = z.infer<typeof drawerSchema>;

export const openShiftSchema = z.object({ currentCash: nonNegativeMoney('Opening cash') });
export const closeShiftSchema = z.object({
  currentCash: nonNegativeMoney('Closing cash'),
  comment: z.string().max(1000).optional().default(''),
  paymentTypeForForcedClose: z.enum(['CASH', 'CARD']).optional().default('CASH'),
  /** The shift the caller means to close: refused (409) when it is not the open one (a page left open too long). */
  shiftId: z.number().int().positive().optional(),
});

// ---------- Accounts, lines, payments ----------

export const orderedProductSchema = z.object({
  orderedProductId: z.number().int(),
  clientAccountId: z.number().int(),
  productId: z.number().int().nullable(),
  product: z.object({ name: z.string(), weightPrice: z.boolean() }),
  unitPrice: z.string(),
  chargedPriceVatIncl: z.number(),
  chargedVat: z.number(),
  units: z.number(),
  customComment: z.string().nullable(),
  linkedToOrderedProductId: z.number().int().nullable(),
  /** The name of the ordered product it is an option of (what people know; the id is for super users). */
  linkedToProductName: z.string().nullable(),
  orderedTimestamp: z.number().int(),
  payType: paymentTypeSchema,
  username: z.string().nullable(),
  tableNumber: z.number().int().nullable(),
  reversed: z.boolean(),
  /** On a correction ticket's line: the original line it cancels. */
  correctsOrderedProductId: z.number().int().nullable(),
});
export type OrderedProduct = z.infer<typeof orderedProductSchema>;

export const paymentTransactionSchema = z.object({
  paymentTransactionId: z.number().int(),
  clientAccountId: z.number().int(),
  paymentType: paymentTypeSchema,
  transactionType: transactionTypeSchema,
  amountPaid: z.number(),
  amountReturned: z.number(),
  timestamp: z.number().int(),
  reversed: z.boolean(),
});
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;

export const clientAccountSchema = z.object({
  clientAccountId: z.number().int(),
  shiftId: z.number().int().nullable(),
  kind: accountKindSchema,
  status: z.string(),
  source: z.string(),
  openedTimestamp: z.number().int(),
  closedTimestamp: z.number().int().nullable(),
  customName: z.string().nullable(),
  takeawayNumber: z.number().int().nullable(),
  table: z.object({ tableId: z.number().int(), tableNumber: z.number().int() }).nullable(),
  user: username.nullable(),
  clientData: clientDataSchema.nullable(),
  pickupLocation: z
    .object({ pickupLocationId: z.number().int(), name: z.string(), address: z.string(), phoneNumber: z.string() })
    .nullable(),
  payTypes: z.array(paymentTypeSchema),
  totalData: totalDataSchema,
  /** Total of the ordered products minus what has been paid. */
  dueAmount: z.number(),
  paymentTransactions: z.array(paymentTransactionSchema),
  /** On a correction ticket: the closed ticket it corrects, and why (docs/decisions.md 67). Null on other tickets. */
  correctsAccountId: z.number().int().nullable(),
  correctionReason: z.enum(CORRECTION_REASONS).nullable(),
  correctionNote: z.string().nullable(),
});
export type ClientAccount = z.infer<typeof clientAccountSchema>;

/** A correction ticket as its original's summary lists it. */
export const accountCorrectionSchema = z.object({
  clientAccountId: z.number().int(),
  shiftId: z.number().int().nullable(),
  at: z.number().int(),
  user: username.nullable(),
  reason: z.enum(CORRECTION_REASONS),
  note: z.string().nullable(),
  /** The correction's total (negative for a refund), its refunds and payments. */
  total: z.number(),
  orderedProducts: z.array(orderedProductSchema),
  paymentTransactions: z.array(paymentTransactionSchema),
});
export type AccountCorrection = z.infer<typeof accountCorrectionSchema>;

export const accountDetailSchema = z.object({
  clientAccount: clientAccountSchema,
  orderedProducts: z.array(orderedProductSchema),
  totalData: totalDataSchema,
  vatSummaries: z.array(vatSummarySchema),
  /** The corrections made to this (closed) ticket, oldest first: each is a ticket of its own. */
  corrections: z.array(accountCorrectionSchema),
  /** What the ticket comes to once its corrections are counted (its own total plus theirs). */
  correctedTotal: z.number(),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

export const openAccountSchema = z
  .object({
    kind: accountKindSchema,
    tableId: z.number().int().positive().optional(),
    customName: z.string().trim().max(100).optional(),
    source: z.enum(ACCOUNT_SOURCES).optional().default('POS'),
    clientData: clientDataSchema.optional(),
    /** Where the customer collects the order (a live pickup location of the organisation). */
    pickupLocationId: z.number().int().positive().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'TABLE' && !v.tableId)
      ctx.addIssue({ code: 'custom', path: ['tableId'], message: 'Choose a table' });
    if (v.kind !== 'TABLE' && v.tableId)
      ctx.addIssue({ code: 'custom', path: ['tableId'], message: 'Only table accounts have a table' });
  });

const lineInput = z.object({
  productId: z.number().int().positive(),
  units: unitsInput.optional().default(1000),
  comment: z.string().trim().max(500).optional(),
});
export const addLinesSchema = z.object({
  lines: z
    .array(lineInput.extend({ options: z.array(lineInput).max(20).optional().default([]) }))
    .min(1, 'Add at least one product')
    .max(100),
});

export const takePaymentSchema = z.object({
  paymentType: z.enum(['CASH', 'CARD', 'OFFERED', 'FREE', 'ERROR', 'TRANSFER', 'CREDIT']),
  transactionType: transactionTypeSchema.optional().default('PAYMENT'),
  /** What the customer handed over; for cash it may exceed the amount due and the change is returned. */
  amountPaid: moneyInput('Amount paid').refine((c) => c > 0, 'Amount paid must be more than 0'),
});

export const paymentResultSchema = z.object({
  paymentTransaction: paymentTransactionSchema,
  changeReturned: z.number(),
  account: clientAccountSchema,
});

export const workerClockSchema = z.object({ userId: z.number().int().positive().optional() });
export const workerShiftSchema = z.object({
  workerShiftId: z.number().int(),
  parentShiftId: z.number().int().nullable(),
  /** The parent shift's number, as the product names shifts ("Shift 21"); parentShiftId is its database id. */
  parentShiftNumber: z.number().int().nullable(),
  user: userRef,
  startTime: z.number().int(),
  endTime: z.number().int(),
  autoClosed: z.boolean(),
});

export const registerDeviceSchema = z.object({
  serialNumber: z.string().trim().min(1, 'Serial number is required').max(100),
  model: z.string().trim().max(100).optional().default(''),
  brand: z.string().trim().max(100).optional().default(''),
  osVersion: z.string().trim().max(50).optional().default(''),
  appVersion: z.string().trim().max(50).optional().default(''),
});
export const deviceSchema = z.object({
  serialNumber: z.string(),
  model: z.string(),
  brand: z.string(),
  osVersion: z.string(),
  appVersion: z.string(),
  registeredAt: z.number().int(),
  lastSeenAt: z.number().int(),
});
export type Device = z.infer<typeof deviceSchema>;
export const deviceSerialParamsSchema = z.object({ serialNumber: z.string().trim().min(1).max(100) });
/** DELETE /device and DELETE /device/{serialNumber}: how many devices of the organisation were removed. */
export const devicesDeletedSchema = z.object({ deleted: z.number().int() });

/** A positive integer id, as a route's path parameter (text) or a body's field. */
export const positiveId = () => z.coerce.number({ error: 'Must be a number' }).int().positive();
/** Route params holding one integer id, e.g. idParam('accountId'). */
export const idParam = <K extends string>(name: K) =>
  z.object({ [name]: positiveId() } as Record<K, ReturnType<typeof positiveId>>);

// ---------- Tables ----------

export const tableSchema = z.object({
  tableId: z.number().int(),
  tableNumber: z.number().int(),
  tableZone: z.object({ zoneId: z.number().int(), name: z.string(), color: z.string() }).nullable(),
  tableType: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** OCCUPIED while an account is open at the table. */
  status: z.enum(['OCCUPIED', 'FREE']),
  openAccountId: z.number().int().nullable(),
});

// ---------- Dashboard ----------

export const DASHBOARD_INTERVALS = [
  'CURRENT_SHIFT',
  'LAST_SHIFT',
  'TODAY',
  'YESTERDAY',
  'THIS_WEEK',
  'LAST_WEEK',
  'THIS_MONTH',
  'LAST_MONTH',
] as const;
export const dashboardIntervalSchema = z.enum(DASHBOARD_INTERVALS);
export type DashboardInterval = z.infer<typeof dashboardIntervalSchema>;

const countsSchema = z.object({
  totalCount: z.number().int(),
  tableCount: z.number().int(),
  takeawayCount: z.number().int(),
  deliveryCount: z.number().int(),
});
const chartSchema = z.array(z.object({ name: z.string(), count: z.number() }));

export const dashboardSchema = z.object({
  timeInterval: dashboardIntervalSchema,
  /** The period the figures cover; null when the interval has no period (no current shift). */
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  shift: shiftSchema.nullable(),
  shiftUsers: z.array(z.string()),
  /** Accounts opened in the interval. */
  accountsData: countsSchema,
  /** Accounts open right now. */
  currentOpenAccountsCount: countsSchema,
  salesData: z.object({
    totalCash: z.number(),
    totalCard: z.number(),
    totalOffered: z.number(),
    total: z.number(),
    /** Tips taken in the interval (not sales, outside `total`). */
    totalTips: z.number(),
  }),
  unpaidOpenTotal: z.number(),
  averageBasketValue: z.number(),
  salesChartData: chartSchema,
  dailySales: chartSchema,
  rushHourChartData: chartSchema,
  topSellerChartData: chartSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---------- Push ----------

export const PUSH_TYPES = ['PUSH_AUTH_TOKEN', 'ACCOUNTS_UPDATED', 'PUSH_AUTH_OK'] as const;
export const pushAuthMessageSchema = z.object({ pushType: z.literal('PUSH_AUTH_TOKEN'), authToken: z.string().min(1) });
export const pushEventSchema = z.object({ pushType: z.enum(PUSH_TYPES) });
export type PushEvent = z.infer<typeof pushEventSchema>;
