import type { Executor } from '../../lib/tx';
import { rebuildRollups } from '../../modules/rollups/rollups.service';
import type { AnyDb } from './util';

/**
 * Statistics rollups (docs/decisions.md, "Statistics from rollups"). Each table sums live rows per organisation and
 * per calendar day of the organisation (`day_start`: epoch ms of the local midnight in the organisation's time zone),
 * or per quarter hour, with `n` = how many raw rows (or accounts) a group holds, so an emptied group reads as absent.
 * They are maintained in the transaction of every till write (modules/rollups) and rebuilt from the raw rows by
 * `rebuildRollups` (also after a time-zone change). Integer cents and milli-units only.
 *
 * - rollup_line_day: live ordered products by their order day and VAT rate.
 * - rollup_payment_day: live payments by their payment day, payment and transaction type (net of change).
 * - rollup_account_*: live (non-voided) accounts by their opening day (quarter hour for rollup_account_quarter):
 *   counts per kind and the closed ones with lines, their live lines per VAT rate, their live payments per type,
 *   their products' units per name (top sellers: no linked or discount lines).
 * - rollup_shift*: live tickets of each shift (client_account.shift_id): how many and how many still open, their
 *   live lines per VAT rate, their live payments per type (the shift list, detail, statistics and X/Z totals).
 * - rollup_day_bound: the organisation's day starts, written by the rebuild to bucket raw rows set-based.
 *
 * The migration ends with a rebuild of every organisation (existing history).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rollup_line_day')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('day_start', 'bigint', (c) => c.notNull())
    .addColumn('vat_bp', 'integer', (c) => c.notNull())
    .addColumn('cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rollup_line_day_pk', ['org_id', 'day_start', 'vat_bp'])
    .execute();
  await db.schema
    .createTable('rollup_payment_day')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('day_start', 'bigint', (c) => c.notNull())
    .addColumn('payment_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('transaction_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rollup_payment_day_pk', ['org_id', 'day_start', 'payment_type', 'transaction_type'])
    .execute();
  await db.schema
    .createTable('rollup_account_day')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('day_start', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('closed_n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rollup_account_day_pk', ['org_id', 'day_start', 'kind'])
    .execute();
  await db.schema
    .createTable('rollup_account_vat_day')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('day_start', 'bigint', (c) => c.notNull())
    .addColumn('vat_bp', 'integer', (c) => c.notNull())
    .addColumn('cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rollup_account_vat_day_pk', ['org_id', 'day_start', 'vat_bp'])
    .execute();
  await db.schema
    .createTable('rollup_account_payment_day')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('day_start', 'bigint', (c) => c.notNull())
    .addColumn('payment_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('transaction_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rollup_account_payment_day_pk', [
      'org_id',
      'day_start',
      'payment_type',
      'transaction_type',
    ])
    .execute();
  await db.schema
    .createTable('rollup_account_quarter')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quarter', 'bigint', (c) => c.notNull())
    .addColumn('cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rollup_account_quarter_pk', ['org_id', 'quarter'])
    .execute();
  await db.schema
    .createTable('rollup_account_product_day')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('day_start', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('units_milli', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rollup_account_product_day_pk', ['org_id', 'day_start', 'name'])
    .execute();
  await db.schema
    .createTable('rollup_day_bound')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('day_start', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rollup_day_bound_pk', ['org_id', 'day_start'])
    .execute();
  await db.schema
    .createTable('rollup_shift')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shift_id', 'integer', (c) => c.notNull())
    .addColumn('open_n', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rollup_shift_pk', ['org_id', 'shift_id'])
    .execute();
  await db.schema
    .createTable('rollup_shift_vat')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shift_id', 'integer', (c) => c.notNull())
    .addColumn('vat_bp', 'integer', (c) => c.notNull())
    .addColumn('cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rollup_shift_vat_pk', ['org_id', 'shift_id', 'vat_bp'])
    .execute();
  await db.schema
    .createTable('rollup_shift_payment')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shift_id', 'integer', (c) => c.notNull())
    .addColumn('payment_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('transaction_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rollup_shift_payment_pk', ['org_id', 'shift_id', 'payment_type', 'transaction_type'])
    .execute();
  // Existing history: the rollups start from the raw rows.
  await rebuildRollups(db as Executor);
}
