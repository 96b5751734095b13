import { z } from 'zod';
import { roundDiv } from './totals';

/**
 * Promo codes (document 3 sections 3, 4, 5 and 7). The type controls the fields: M_PLUS_N_SAME_PRICE uses M and N
 * only; PERCENTAGE and FIXED use the amount, the dates and the use counts.
 *
 * Storage: `discount_hundredths` holds the amount x 100 (cents for FIXED, hundredths of a percent for PERCENTAGE);
 * dates are epoch ms (the console sends the start of the first day and the end of the last day).
 */
export const PROMO_CODE_TYPES = ['PERCENTAGE', 'FIXED', 'M_PLUS_N_SAME_PRICE'] as const;
export const promoCodeTypeSchema = z.enum(PROMO_CODE_TYPES);
export type PromoCodeType = z.infer<typeof promoCodeTypeSchema>;

export type PromoMessages = Record<keyof typeof PROMO_MESSAGES, string>;

export const PROMO_MESSAGES = {
  codeRequired: 'Promo code is required',
  codeLettersDigits: 'Promo code must contain only letters and numbers',
  codeTooLong: 'Promo code is at most 30 characters',
  amountRequired: 'Discount amount is required',
  amountAtLeastOne: 'Discount amount must be at least 1',
  amountDecimals: 'Discount amount has at most 2 decimals',
  percentAtMost100: 'A percentage is at most 100',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  dateRange: 'Start date must be before end date',
  maxUses: 'Maximum number of uses is required (at least 1)',
  usedCount: 'Used count must be a whole number, 0 or more',
  mPositive: 'M must be a positive integer',
  nPositive: 'N must be a positive integer',
} as const;

/** The longest code a till may type. */
export const PROMO_CODE_MAX = 30;
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9]+$/;

const optionalNumber = z.number().nullable().optional();

/**
 * Every field a client sets (POST body, PATCH body and the console's add dialog). Missing fields take the defaults of
 * section 5: PERCENTAGE, max uses 1, used 0, no auto activation, all groups. Fields the type hides are ignored and
 * stored as null.
 */
export const makePromoFieldsSchema = (messages: PromoMessages) =>
  z
    .object({
      promoCode: z.string({ error: messages.codeRequired }).trim(),
      promoCodeType: promoCodeTypeSchema.optional().default('PERCENTAGE'),
      discountAmount: optionalNumber,
      startDate: optionalNumber,
      endDate: optionalNumber,
      maxUses: optionalNumber.default(1),
      usedCount: optionalNumber.default(0),
      mAmount: optionalNumber,
      nAmount: optionalNumber,
      autoActivate: z.boolean().optional().default(false),
      /** null: every group. */
      applyGroupId: z.number().int().positive().nullable().optional().default(null),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, key: keyof PromoMessages) =>
        ctx.addIssue({ code: 'custom', path: [path], message: messages[key] });
      if (!v.promoCode) issue('promoCode', 'codeRequired');
      else if (!PROMO_CODE_PATTERN.test(v.promoCode)) issue('promoCode', 'codeLettersDigits');
      else if (v.promoCode.length > PROMO_CODE_MAX) issue('promoCode', 'codeTooLong');
      if (v.promoCodeType === 'M_PLUS_N_SAME_PRICE') {
        const positive = (n: number | null | undefined) => typeof n === 'number' && Number.isInteger(n) && n >= 1;
        if (!positive(v.mAmount)) issue('mAmount', 'mPositive');
        if (!positive(v.nAmount)) issue('nAmount', 'nPositive');
        return;
      }
      const amount = v.discountAmount;
      if (amount === null || amount === undefined) issue('discountAmount', 'amountRequired');
      else if (amount < 1) issue('discountAmount', 'amountAtLeastOne');
      else if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) issue('discountAmount', 'amountDecimals');
      else if (v.promoCodeType === 'PERCENTAGE' && amount > 100) issue('discountAmount', 'percentAtMost100');
      if (v.startDate === null || v.startDate === undefined) issue('startDate', 'startRequired');
      if (v.endDate === null || v.endDate === undefined) issue('endDate', 'endRequired');
      if (typeof v.startDate === 'number' && typeof v.endDate === 'number' && v.startDate > v.endDate) {
        issue('startDate', 'dateRange');
        issue('endDate', 'dateRange');
      }
      if (typeof v.maxUses !== 'number' || !Number.isInteger(v.maxUses) || v.maxUses < 1) issue('maxUses', 'maxUses');
      if (typeof v.usedCount !== 'number' || !Number.isInteger(v.usedCount) || v.usedCount < 0)
        issue('usedCount', 'usedCount');
    });
/** The rules with the server's English messages. */
export const promoFieldsSchema = makePromoFieldsSchema(PROMO_MESSAGES);
export type PromoFieldsInput = z.input<typeof promoFieldsSchema>;
export type PromoFields = z.output<typeof promoFieldsSchema>;

/** POST /promo: the promo "with orgId" (the organisation is taken from the session; the orgId sent is ignored). */
export const createPromoSchema = promoFieldsSchema;
/** PATCH /promo/{promoCodeId}: the promo as GET returned it (read-only fields are ignored). */
export const updatePromoSchema = promoFieldsSchema;

export const promoCodeSchema = z.object({
  promoCodeId: z.number().int(),
  promoCode: z.string(),
  promoCodeType: promoCodeTypeSchema,
  /** Euros for FIXED, percent for PERCENTAGE; null for M_PLUS_N_SAME_PRICE. */
  discountAmount: z.number().nullable(),
  startDate: z.number().int().nullable(),
  endDate: z.number().int().nullable(),
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  mAmount: z.number().int().nullable(),
  nAmount: z.number().int().nullable(),
  autoActivate: z.boolean(),
  applyGroupId: z.number().int().nullable(),
  /** The group the code applies to (null: all groups). */
  productGroup: z.object({ productGroupId: z.number().int(), name: z.string() }).nullable(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** A group the dialog offers (GET /promo/groups: ADMIN_PROMO_CODES is enough, unlike GET /product_group). */
export const promoGroupChoiceSchema = z.object({ productGroupId: z.number().int(), name: z.string() });

export const promoDeletedSchema = z.object({ promoCodeId: z.number().int() });

/** The till applies a code to an open account. */
export const applyPromoSchema = z.object({
  promoCode: z.string({ error: PROMO_MESSAGES.codeRequired }).trim().min(1, PROMO_MESSAGES.codeRequired).max(100),
});

/** Normal form of a code: codes are matched case-insensitively (stored and compared in upper case). */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

/** A line the discount is computed on: its VAT-inclusive amount, rate, unit price and units (thousandths). */
export interface PromoLine {
  chargedCents: number;
  vatBp: number;
  unitPriceCents: number;
  unitsMilli: number;
  weightPrice: boolean;
}

export interface PromoRule {
  type: PromoCodeType;
  /** x100: cents (FIXED) or hundredths of a percent (PERCENTAGE). */
  discountHundredths: number | null;
  mAmount: number | null;
  nAmount: number | null;
}

/**
 * The discount of a code on the eligible lines, per VAT rate (positive cents; the ticket's lines are their negation).
 * - PERCENTAGE: each rate's eligible amount x percent, rounded half away from zero;
 * - FIXED: the amount (at most the eligible total), split over the rates in proportion to their amounts, the last
 *   rate taking the rounding remainder;
 * - M_PLUS_N_SAME_PRICE: the eligible whole units are grouped by unit price in order; in each group, of every M+N
 *   units the last N are free (weight-priced lines do not count).
 */
export function promoDiscountByRate(rule: PromoRule, lines: readonly PromoLine[]): Map<number, number> {
  const out = new Map<number, number>();
  const add = (vatBp: number, cents: number) => {
    if (cents > 0) out.set(vatBp, (out.get(vatBp) ?? 0) + cents);
  };
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.vatBp, (byRate.get(l.vatBp) ?? 0) + l.chargedCents);
  const rates = [...byRate.entries()].filter(([, c]) => c > 0).sort(([a], [b]) => a - b);
  const eligible = rates.reduce((s, [, c]) => s + c, 0);
  if (rule.type === 'PERCENTAGE') {
    const pct = rule.discountHundredths ?? 0;
    for (const [rate, cents] of rates) add(rate, roundDiv(cents * pct, 10000));
  } else if (rule.type === 'FIXED') {
    const total = Math.min(rule.discountHundredths ?? 0, eligible);
    let left = total;
    rates.forEach(([rate, cents], i) => {
      const share = i === rates.length - 1 ? left : Math.min(left, roundDiv(total * cents, eligible));
      left -= share;
      add(rate, share);
    });
  } else {
    const m = rule.mAmount ?? 0;
    const n = rule.nAmount ?? 0;
    if (m < 1 || n < 1) return out;
    const units = new Map<number, number[]>();
    for (const l of lines) {
      if (l.weightPrice || l.unitPriceCents <= 0) continue;
      const list = units.get(l.unitPriceCents) ?? [];
      for (let i = 0; i < Math.floor(l.unitsMilli / 1000); i++) list.push(l.vatBp);
      units.set(l.unitPriceCents, list);
    }
    for (const [price, list] of units) {
      list.forEach((vatBp, i) => {
        if (i % (m + n) >= m) add(vatBp, price);
      });
    }
  }
  return out;
}

/**
 * Beside the ticket, what applying a code at the till tells its user (issue 22 point 10, decision 80): null, or the
 * ticket's other code that this one replaced (a ticket carries one code).
 */
export const promoAppliedNoticeSchema = z
  .object({
    reason: z.literal('PROMO_CODE_REPLACED'),
    params: z.object({ promoCode: z.string(), replacedPromoCode: z.string() }),
  })
  .nullable();
export type PromoAppliedNotice = z.infer<typeof promoAppliedNoticeSchema>;

/**
 * The group name the discount lines of promo codes are registered under (shift statistics per group). Stored as
 * is on the ticket lines; the console shows it in the interface language (issue 22 point 5).
 */
export const PROMO_DISCOUNT_GROUP = 'Promo codes';
