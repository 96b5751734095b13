import { z } from 'zod';
import { parseMoney } from './money';

/**
 * Ingredients, recipes, stock counts and food cost (issue 27). Quantities travel as numbers with up to 3 decimals
 * (stored in thousandths of the unit), prices as 2-decimal strings per unit (stored in cents), dates as epoch ms.
 */

export const INGREDIENT_UNITS = ['KG', 'L', 'PIECE'] as const;
export const ingredientUnitSchema = z.enum(INGREDIENT_UNITS);
export type IngredientUnit = z.infer<typeof ingredientUnitSchema>;

/** Why a count found less (or more) than the theoretical stock. */
export const LOSS_REASONS = ['WASTE', 'BREAKAGE', 'EXPIRED', 'THEFT', 'COUNT_ERROR', 'UNEXPLAINED'] as const;
export const lossReasonSchema = z.enum(LOSS_REASONS);
export type LossReason = z.infer<typeof lossReasonSchema>;

export const INGREDIENT_MOVEMENT_REASONS = ['SALE', 'VOID', 'CORRECTION', 'PURCHASE', 'COUNT', 'MANUAL'] as const;

export const INGREDIENT_NAME_MAX = 100;
export const SUPPLIER_MAX = 100;
/** The largest quantity a field takes (a million units), a guard against absurd input. */
export const QUANTITY_MAX = 1_000_000;

export const RECIPE_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name is at most ${INGREDIENT_NAME_MAX} characters`,
  supplierTooLong: `Supplier is at most ${SUPPLIER_MAX} characters`,
  unitRequired: 'Unit is KG, L or PIECE',
  quantityInvalid: 'Enter a number with at most 3 decimals',
  quantityNegative: 'A quantity cannot be negative',
  quantityPositive: 'A quantity must be more than 0',
  priceInvalid: 'Enter a price with at most 2 decimals, 0 or more',
  yieldInvalid: 'Yield is a percentage from 1 to 100',
  componentRequired: 'Choose an ingredient or a product',
} as const;
export type RecipeMessages = Record<keyof typeof RECIPE_MESSAGES, string>;

/** A quantity with at most 3 decimals, 0 or more (`positive`: more than 0). */
export const quantitySchema = (m: RecipeMessages, positive = false) =>
  z
    .number({ error: m.quantityInvalid })
    .refine((v) => Number.isFinite(v) && Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, m.quantityInvalid)
    .refine((v) => v >= 0, m.quantityNegative)
    .refine((v) => !positive || v > 0, m.quantityPositive)
    .refine((v) => v <= QUANTITY_MAX, m.quantityInvalid);

/** A price per unit: "8.99", "8,99" or 8.99, 0 or more; output in cents. */
export const unitPriceSchema = (m: RecipeMessages) =>
  z.union([z.string(), z.number()], { error: m.priceInvalid }).transform((v, ctx) => {
    const cents = parseMoney(v);
    if (cents === null || cents < 0) {
      ctx.addIssue({ code: 'custom', message: m.priceInvalid });
      return z.NEVER;
    }
    return cents;
  });

export const makeIngredientFieldsSchema = (m: RecipeMessages) =>
  z.object({
    name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(INGREDIENT_NAME_MAX, m.nameTooLong),
    unit: z.enum(INGREDIENT_UNITS, { error: m.unitRequired }),
    supplier: z.string().trim().max(SUPPLIER_MAX, m.supplierTooLong).optional().default(''),
    minStock: quantitySchema(m).optional().default(0),
  });
export const ingredientFieldsSchema = makeIngredientFieldsSchema(RECIPE_MESSAGES);

/** POST /ingredient: the fields, the opening stock and the first price (dated now). */
export const createIngredientSchema = ingredientFieldsSchema.extend({
  stock: quantitySchema(RECIPE_MESSAGES).optional().default(0),
  price: unitPriceSchema(RECIPE_MESSAGES).optional(),
});
/** PATCH /ingredient/{id}: the fields; a stock that differs is a MANUAL movement. Prices have their own call. */
export const updateIngredientSchema = ingredientFieldsSchema.extend({
  stock: quantitySchema(RECIPE_MESSAGES).optional(),
});

export const ingredientSchema = z.object({
  ingredientId: z.number().int(),
  name: z.string(),
  unit: ingredientUnitSchema,
  supplier: z.string(),
  stock: z.number(),
  minStock: z.number(),
  /** The price per unit in force now; null when none is dated yet. */
  price: z.string().nullable(),
  priceValidFrom: z.number().int().nullable(),
  belowMinimum: z.boolean(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

/** POST /ingredient/{id}/price: a price per unit in force from `validFrom` (default now). */
export const ingredientPriceInputSchema = z.object({
  price: unitPriceSchema(RECIPE_MESSAGES),
  validFrom: z.number().int().positive().optional(),
});
export const ingredientPriceSchema = z.object({
  ingredientPriceId: z.number().int(),
  price: z.string(),
  validFrom: z.number().int(),
});
export type IngredientPrice = z.infer<typeof ingredientPriceSchema>;

/** POST /ingredient/import: rows of the CSV (matched by name; new names are created), all or nothing. */
export const ingredientImportSchema = z.object({
  rows: z
    .array(
      ingredientFieldsSchema.extend({
        /** Left as it is when the file has no stock column. */
        stock: quantitySchema(RECIPE_MESSAGES).optional(),
        price: unitPriceSchema(RECIPE_MESSAGES).optional(),
      }),
    )
    .min(1)
    .max(2000),
});
export type IngredientImportRow = z.output<typeof ingredientImportSchema>['rows'][number];

export const ingredientMovementSchema = z.object({
  ingredientMovementId: z.number().int(),
  timestamp: z.number().int(),
  newStock: z.number(),
  variation: z.number(),
  /** The variation at the price in force then (negative when stock left). */
  value: z.string(),
  reason: z.string(),
  lossReason: z.string().nullable(),
  clientAccountId: z.number().int().nullable(),
  stockCountId: z.number().int().nullable(),
  user: z.object({ username: z.string() }).nullable(),
});
export type IngredientMovement = z.infer<typeof ingredientMovementSchema>;

// ---------- Recipes ----------

export const makeRecipeLineInputSchema = (m: RecipeMessages) =>
  z
    .object({
      ingredientId: z.number().int().positive().nullable().optional(),
      componentProductId: z.number().int().positive().nullable().optional(),
      quantity: quantitySchema(m, true),
      /** Usable share in percent (100 = no loss), up to 2 decimals. */
      yieldPercent: z
        .number({ error: m.yieldInvalid })
        .refine((v) => v >= 1 && v <= 100 && Number.isInteger(Math.round(v * 100)), m.yieldInvalid)
        .optional()
        .default(100),
    })
    .superRefine((v, ctx) => {
      if (!v.ingredientId === !v.componentProductId)
        ctx.addIssue({ code: 'custom', path: ['ingredientId'], message: m.componentRequired });
    });
export const recipeInputSchema = z.object({
  lines: z.array(makeRecipeLineInputSchema(RECIPE_MESSAGES)).max(100),
});
export type RecipeInput = z.input<typeof recipeInputSchema>;

export const recipeLineSchema = z.object({
  ingredientId: z.number().int().nullable(),
  componentProductId: z.number().int().nullable(),
  name: z.string(),
  /** The ingredient's unit; null for a product (counted in units). */
  unit: ingredientUnitSchema.nullable(),
  quantity: z.number(),
  yieldPercent: z.number(),
  /** This line's cost now, rounded to the cent. */
  cost: z.string(),
});

/** A product's cost and margins now: prices and margins excl. VAT. */
export const productCostSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  productGroupId: z.number().int().nullable(),
  hasRecipe: z.boolean(),
  cost: z.string(),
  priceExclIn: z.string(),
  priceExclOut: z.string(),
  marginIn: z.string(),
  marginOut: z.string(),
  /** Cost as a percentage of the excl.-VAT price (1 decimal); null for a price of 0. */
  foodCostPercentIn: z.number().nullable(),
  foodCostPercentOut: z.number().nullable(),
});
export type ProductCost = z.infer<typeof productCostSchema>;

export const recipeSchema = productCostSchema.extend({ lines: z.array(recipeLineSchema) });
export type Recipe = z.infer<typeof recipeSchema>;

// ---------- Counts and food cost ----------

export const stockCountInputSchema = z.object({
  note: z.string().trim().max(200).optional().default(''),
  lines: z
    .array(
      z.object({
        ingredientId: z.number().int().positive(),
        counted: quantitySchema(RECIPE_MESSAGES),
        lossReason: lossReasonSchema.optional().default('UNEXPLAINED'),
      }),
    )
    .min(1)
    .max(2000),
});

export const stockCountSchema = z.object({
  stockCountId: z.number().int(),
  countedAt: z.number().int(),
  note: z.string(),
  user: z.object({ username: z.string() }).nullable(),
  lines: z.array(
    z.object({
      ingredientId: z.number().int(),
      name: z.string(),
      theoretical: z.number(),
      counted: z.number(),
      difference: z.number(),
      value: z.string(),
      lossReason: z.string().nullable(),
    }),
  ),
});
export type StockCount = z.infer<typeof stockCountSchema>;

export const foodCostPeriodQuerySchema = z.object({
  from: z.coerce.number().int().nonnegative(),
  to: z.coerce.number().int().positive(),
});

const costRow = z.object({
  sales: z.string(),
  theoretical: z.string(),
  /** Theoretical + the period's count differences allocated by use (decision 119). */
  actual: z.string(),
  theoreticalPercent: z.number().nullable(),
  actualPercent: z.number().nullable(),
});
export const foodCostPeriodSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  total: costRow,
  groups: z.array(costRow.extend({ productGroupId: z.number().int().nullable(), name: z.string() })),
  products: z.array(
    costRow.extend({
      productId: z.number().int(),
      name: z.string(),
      productGroupId: z.number().int().nullable(),
    }),
  ),
  /**
   * Count differences of ingredients no sale of the period used (nothing to allocate them to): the part of the
   * actual food cost that belongs to no group or product. Groups + unallocated = total, to the cent.
   */
  unallocated: z.object({ actual: z.string(), actualPercent: z.number().nullable() }),
  /** Ingredients whose actual use differs most from what the sales explain (counts and losses), largest first. */
  variances: z.array(
    z.object({ ingredientId: z.number().int(), name: z.string(), quantity: z.number(), value: z.string() }),
  ),
});
export type FoodCostPeriod = z.infer<typeof foodCostPeriodSchema>;

// ---------- Alerts and settings ----------

/** An ingredient under its minimum level (the dashboard's alert). */
export const lowStockSchema = z.object({
  ingredientId: z.number().int(),
  name: z.string(),
  unit: ingredientUnitSchema,
  stock: z.number(),
  minStock: z.number(),
});
export type LowStock = z.infer<typeof lowStockSchema>;

/** The recipes settings of an organisation. */
export const recipeSettingsSchema = z.object({
  /** Products whose recipe cannot be made once from the ingredients' stock are sold out on the tills (default off). */
  soldOutFromStock: z.boolean(),
});
export type RecipeSettings = z.infer<typeof recipeSettingsSchema>;
