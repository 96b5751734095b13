import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_pos_core';
import * as m0003 from './0003_user_pins';
import * as m0004 from './0004_tables_soft_delete';
import * as m0006 from './0006_open_table_unique';
import * as m0007 from './0007_products';
import * as m0009 from './0009_product_groups';
import * as m0010 from './0010_images';
import * as m0011 from './0011_shift_reports';
import * as m0012 from './0012_promo_codes';
import * as m0013 from './0013_kitchen_messages';
import * as m0014 from './0014_custom_flags';
import * as m0015 from './0015_pickup_integrations';
import * as m0016 from './0016_login_failures';
import * as m0017 from './0017_clients_invoices';
import * as m0018 from './0018_rollups';
import * as m0019 from './0019_shift_breakdowns';
import * as m0020 from './0020_ledger';
import * as m0021 from './0021_credit_notes_addresses';
import * as m0022 from './0022_journal';
import * as m0023 from './0023_recipes';
import * as m0024 from './0024_recipe_settings';

/** Forward-only migrations, applied in name order at start-up, on SQLite and PostgreSQL alike. Append only. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_pos_core': m0002,
  '0003_user_pins': m0003,
  '0004_tables_soft_delete': m0004,
  '0006_open_table_unique': m0006,
  '0007_products': m0007,
  '0009_product_groups': m0009,
  '0010_images': m0010,
  '0011_shift_reports': m0011,
  '0012_promo_codes': m0012,
  '0013_kitchen_messages': m0013,
  '0014_custom_flags': m0014,
  '0015_pickup_integrations': m0015,
  '0016_login_failures': m0016,
  '0017_clients_invoices': m0017,
  '0018_rollups': m0018,
  '0019_shift_breakdowns': m0019,
  '0020_ledger': m0020,
  '0021_credit_notes_addresses': m0021,
  '0022_journal': m0022,
  '0023_recipes': m0023,
  '0024_recipe_settings': m0024,
};
