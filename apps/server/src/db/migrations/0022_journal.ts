import { sql } from 'kysely';
import { dialectOf } from '../database';
import type { AnyDb } from './util';

/**
 * The fiscal journal (issue 24, docs/decisions.md 97-103, docs/compliance.md).
 *
 * - `journal_entry`: per organisation, a sequence without gaps of registered events, each the canonical JSON of
 *   {seq, at, kind, prev, data} (`body`), its SHA-256 (`hash`, the next entry's `prev`) and an Ed25519 signature.
 * - `journal_head`: the last sequence number and hash of each organisation's journal, locked by every append so two
 *   transactions never take the same number; `closed_until` is the end of the last daily closure (an event appended
 *   after it can no longer land in a closed day).
 * - `journal_key`: the organisation's Ed25519 key pair; the private key sealed with the server secret.
 * - `fiscal_closure`: the daily, monthly and yearly closures, as journalled (their totals are the entry's data).
 * - `fiscal_accounts`: the accountant's account numbers for the exports (editable; every change audited).
 * Triggers on both databases refuse UPDATE and DELETE of journal entries, keys and closures.
 */
const MESSAGE = 'REGISTERED_FACT: the fiscal journal, its keys and closures are append-only';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('journal_head')
    .addColumn('org_id', 'integer', (c) => c.primaryKey().references('organization.org_id'))
    .addColumn('last_seq', 'bigint', (c) => c.notNull())
    .addColumn('last_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('closed_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('journal_key')
    .addColumn('org_id', 'integer', (c) => c.primaryKey().references('organization.org_id'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key_sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('journal_entry')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('signature', 'varchar(100)', (c) => c.notNull())
    .addPrimaryKeyConstraint('journal_entry_pk', ['org_id', 'seq'])
    .execute();
  await db.schema.createIndex('journal_entry_at_idx').on('journal_entry').columns(['org_id', 'at']).execute();
  await db.schema
    .createTable('fiscal_closure')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('kind', 'varchar(5)', (c) => c.notNull())
    .addColumn('period', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('fiscal_closure_pk', ['org_id', 'kind', 'period'])
    .execute();
  await db.schema
    .createTable('fiscal_accounts')
    .addColumn('org_id', 'integer', (c) => c.primaryKey().references('organization.org_id'))
    .addColumn('accounts', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  const frozen = ['journal_entry', 'journal_key', 'fiscal_closure'];
  // The head only moves forward: its number and closed-day mark never go back, its key never changes, it is never
  // deleted (deleting the last entries would otherwise go unseen once the head was moved back too).
  const headBack =
    'new.last_seq < old.last_seq or new.closed_until < old.closed_until or new.public_key <> old.public_key';
  if (dialectOf(db) === 'sqlite') {
    await sql
      .raw(`create trigger journal_head_forward before update on journal_head when ${headBack}
        begin select raise(abort, '${MESSAGE}'); end`)
      .execute(db);
    await sql
      .raw(`create trigger journal_head_frozen_delete before delete on journal_head
        begin select raise(abort, '${MESSAGE}'); end`)
      .execute(db);
    for (const table of frozen) {
      for (const op of ['update', 'delete'])
        await sql
          .raw(
            `create trigger ${table}_frozen_${op} before ${op} on ${table} begin select raise(abort, '${MESSAGE}'); end`,
          )
          .execute(db);
    }
    return;
  }
  await sql
    .raw(`create or replace function comptoir_frozen_journal() returns trigger language plpgsql as $$
      begin
        raise exception '${MESSAGE}' using errcode = '23P01';
      end $$`)
    .execute(db);
  await sql
    .raw(`create or replace function comptoir_journal_head_forward() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          raise exception '${MESSAGE}' using errcode = '23P01';
        end if;
        if ${headBack} then
          raise exception '${MESSAGE}' using errcode = '23P01';
        end if;
        return new;
      end $$`)
    .execute(db);
  await sql
    .raw(
      'create trigger journal_head_forward before update or delete on journal_head for each row execute function comptoir_journal_head_forward()',
    )
    .execute(db);
  for (const table of frozen)
    await sql
      .raw(
        `create trigger ${table}_frozen before update or delete on ${table} for each row execute function comptoir_frozen_journal()`,
      )
      .execute(db);
  // A TRUNCATE would empty the journal without a row trigger firing.
  for (const table of frozen)
    await sql
      .raw(
        `create trigger ${table}_no_truncate before truncate on ${table} for each statement execute function comptoir_frozen_journal()`,
      )
      .execute(db);
}
