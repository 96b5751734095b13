import type { Generated } from 'kysely';
import type { OrgId } from './org-id';
import type { AccountId, LineId } from './ticket-ids';

/** Ingredients, recipes, stock counts and ingredient movements (migration 0023, modules/recipes). */

export interface IngredientTable {
  id: Generated<number>;
  org_id: OrgId;
  name: string;
  /** KG, L or PIECE. */
  unit: string;
  supplier: Generated<string>;
  /** Thousandths of the unit. */
  stock_milli: Generated<number>;
  min_stock_milli: Generated<number>;
  created_at: number;
  deleted_at: number | null;
}

/** A purchase price per unit in cents, in force from `valid_from` until the next one. */
export interface IngredientPriceTable {
  id: Generated<number>;
  org_id: OrgId;
  ingredient_id: number;
  valid_from: number;
  price_cents: number;
  created_at: number;
  user_id: number | null;
}

/** One component of a product's recipe: an ingredient or another product (a sub-recipe). */
export interface RecipeLineTable {
  id: Generated<number>;
  org_id: OrgId;
  product_id: number;
  ingredient_id: number | null;
  component_product_id: number | null;
  quantity_milli: number;
  /** Usable share in basis points (10000 = no loss): the gross quantity is quantity / yield. */
  yield_bp: Generated<number>;
  position: Generated<number>;
}

export interface StockCountTable {
  id: Generated<number>;
  org_id: OrgId;
  counted_at: number;
  user_id: number | null;
  note: Generated<string>;
}

export interface IngredientMovementTable {
  id: Generated<number>;
  org_id: OrgId;
  ingredient_id: number;
  timestamp: number;
  new_stock_milli: number;
  variation_milli: number;
  /** The variation valued at the price in force then, in thousandths of a cent (signed like the variation). */
  cost_mc: number;
  /** SALE, VOID, CORRECTION, PURCHASE, COUNT, MANUAL. */
  reason: string;
  /** For COUNT: why stock is missing (WASTE, BREAKAGE, THEFT, EXPIRED, ERROR, OTHER). */
  loss_reason: string | null;
  client_account_id: AccountId | null;
  ordered_product_id: LineId | null;
  /** For a ticket line's movement: the units of the line it accounts for, signed (negative for a give-back). */
  units_milli: number | null;
  stock_count_id: number | null;
  user_id: number | null;
}

/** The recipes module's settings of an organisation (migration 0024); no row: every setting at its default. */
export interface RecipeSettingTable {
  org_id: OrgId;
  /** 0/1: products whose recipe cannot be made from stock are sold out on the tills. */
  sold_out_from_stock: Generated<number>;
  updated_at: number;
  user_id: number | null;
}

export interface RecipeTables {
  ingredient: IngredientTable;
  ingredient_price: IngredientPriceTable;
  recipe_line: RecipeLineTable;
  stock_count: StockCountTable;
  ingredient_movement: IngredientMovementTable;
  recipe_setting: RecipeSettingTable;
}
