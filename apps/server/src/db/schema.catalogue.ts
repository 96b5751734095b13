import type { Generated } from 'kysely';
import type { OrgId } from './org-id';

/** The catalogue (groups, products, images, promo codes) and the floor (zones, tables, pickup locations). */

export interface ProductGroupTable {
  id: Generated<number>;
  org_id: OrgId;
  name: string;
  vat_bp: number;
  color: string | null;
  sort_order: Generated<number>;
  is_option_group: Generated<number>;
  user_hidden: Generated<number>;
  web_hidden: Generated<number>;
  settings: Generated<string>;
  deleted_at: number | null;
  // Migration 0009:
  /** Takeaway ("out") VAT in basis points; null = the eat-in rate (`vat_bp`). */
  vat_out_bp: number | null;
  kiosk_hidden: Generated<number>;
  kitchen_print_enabled: Generated<number>;
  image_url: string | null;
  parent_group_id: number | null;
}

export interface ProductTable {
  id: Generated<number>;
  org_id: OrgId;
  group_id: number | null;
  name: string;
  price_cents: number;
  vat_bp: number;
  weight_price: Generated<number>;
  barcode: string | null;
  /** Stock in thousandths of a unit; null = stock not tracked. */
  stock_milli: number | null;
  color: string | null;
  image_url: string | null;
  user_hidden: Generated<number>;
  web_hidden: Generated<number>;
  favorite: Generated<number>;
  sort_order: Generated<number>;
  option_group_ids: Generated<string>;
  settings: Generated<string>;
  created_at: number;
  deleted_at: number | null;
  // Migration 0007:
  /** Takeaway ("out") VAT-inclusive price; null = the eat-in price. */
  price_out_cents: number | null;
  /** Takeaway VAT in basis points; null = the eat-in rate. */
  vat_out_bp: number | null;
  /** JSON text: the barcodes after the first (which is `barcode`). */
  extra_barcodes: Generated<string>;
}

/** The printers a group prints on, in the order chosen (migration 0009). */
export interface ProductGroupPrinterTable {
  org_id: OrgId;
  group_id: number;
  printer_id: number;
  position: Generated<number>;
}

/** The image library (migration 0010). */
export interface ImageTable {
  id: Generated<number>;
  org_id: OrgId;
  /** `<orgId>/<random>.<ext>` in the image storage. */
  storage_key: string;
  image_url: string;
  original_name: string;
  /** PENDING (upload address handed out) or READY (file stored). */
  status: string;
  content_type: string | null;
  size_bytes: number | null;
  created_by: number | null;
  created_at: number;
  expires_at: number;
  uploaded_at: number | null;
}

/** Promo codes (migration 0012). */
export interface PromoCodeTable {
  id: Generated<number>;
  org_id: OrgId;
  /** Upper case, letters and digits. */
  promo_code: string;
  promo_code_type: string;
  /** Amount x 100: cents (FIXED) or hundredths of a percent (PERCENTAGE); null for M_PLUS_N_SAME_PRICE. */
  discount_hundredths: number | null;
  start_date: number | null;
  end_date: number | null;
  max_uses: number | null;
  used_count: Generated<number>;
  m_amount: number | null;
  n_amount: number | null;
  auto_activate: Generated<number>;
  apply_group_id: number | null;
  created_at: number;
  deleted_at: number | null;
}

export interface TableZoneTable {
  zone_id: Generated<number>;
  org_id: OrgId;
  name: string;
  color: string;
}

export interface TableTypeTable {
  id: Generated<number>;
  org_id: OrgId;
  name: string;
}

export interface DiningTableTable {
  table_id: Generated<number>;
  org_id: OrgId;
  table_number: number;
  zone_id: number | null;
  table_type_id: number | null;
  /** Migration 0004: set when a table that past tickets point at is deleted (they keep its number). */
  deleted_at: number | null;
}

/**
 * Pickup locations (document 3, migration 0015); `opening_hours` is JSON text `{ order, pickupTime }` of weekday
 * slots.
 */
export interface PickupLocationTable {
  id: Generated<number>;
  org_id: OrgId;
  name: string;
  address: string;
  phone_number: string;
  opening_hours: string;
  created_at: number;
  /** Soft delete: tickets that name the location keep showing it. */
  deleted_at: number | null;
}

export interface CatalogueTables {
  product_group: ProductGroupTable;
  product: ProductTable;
  product_group_printer: ProductGroupPrinterTable;
  image: ImageTable;
  promo_code: PromoCodeTable;
  table_zone: TableZoneTable;
  table_type: TableTypeTable;
  dining_table: DiningTableTable;
  pickup_location: PickupLocationTable;
}
