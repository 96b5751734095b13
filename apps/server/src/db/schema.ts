import type { CatalogueTables } from './schema.catalogue';
import type { IdentityTables } from './schema.identity';
import type { InvoiceTables } from './schema.invoices';
import type { JournalTables } from './schema.journal';
import type { RecipeTables } from './schema.recipes';
import type { RollupTables } from './schema.rollups';
import type { TicketTables } from './schema.tickets';

export type * from './schema.catalogue';
export type * from './schema.identity';
export type * from './schema.invoices';
export type * from './schema.journal';
export type * from './schema.recipes';
export type * from './schema.rollups';
export type * from './schema.tickets';

/**
 * Table types for Kysely. Conventions (docs/decisions.md): every tenant table has org_id; money is integer cents;
 * time is epoch milliseconds (bigint); booleans are 0/1 integers and JSON is text, so one set of migrations and
 * queries serves SQLite and PostgreSQL alike. The tables are declared per area (schema.identity.ts,
 * schema.catalogue.ts, schema.tickets.ts, schema.invoices.ts, schema.rollups.ts) and gathered here; the interfaces below (`Database`)
 * merge, so a migration's tables may be declared in their own block.
 */
export interface Database
  extends IdentityTables,
    CatalogueTables,
    TicketTables,
    InvoiceTables,
    RollupTables,
    JournalTables,
    RecipeTables {}
