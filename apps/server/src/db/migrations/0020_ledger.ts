import { sql } from 'kysely';
import { dialectOf } from '../database';
import type { OrgId } from '../org-id';
import type { AnyDb } from './util';

/**
 * The append-only ledger (issue 21, docs/decisions.md 67-69).
 *
 * - A correction of a closed ticket is a new ticket: `client_account.corrects_account_id` names the original,
 *   `correction_reason` (a code of CORRECTION_REASONS) and `correction_note` say why; its lines name the line they
 *   cancel (`ordered_product.corrects_line_id`).
 * - `ticket_vat`: a ticket's VAT per rate, computed once when it is closed (or made, for a correction) on its lines of
 *   that rate; every VAT total is a sum of these rows. Filled here for the tickets closed before this migration.
 * - `shift.z_number` (a counter per organisation without gaps, unique) and `shift.z_report` (the figures of the Z as
 *   frozen at close, JSON). Closed shifts get their numbers here in closing order; their figures stay computed from the
 *   append-only rows.
 * - Triggers on both databases refuse UPDATE and DELETE of a closed or voided ticket, of its lines and payments, of
 *   ticket_vat rows, and of a closed shift's number and Z figures.
 */
const FROZEN_MESSAGE = 'REGISTERED_FACT: closed tickets, their lines, payments and VAT, and closed Z are append-only';

/** Frozen copy of the VAT rule of packages/shared (vatExclOf, roundDiv): half away from zero. */
function vatExcl(incl: number, vatBp: number): number {
  const a = incl * 10000;
  const b = 10000 + vatBp;
  const q = Math.floor((Math.abs(a) * 2 + b) / (b * 2));
  return Math.sign(a) * q || 0;
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('client_account').addColumn('corrects_account_id', 'integer').execute();
  await db.schema.alterTable('client_account').addColumn('correction_reason', 'varchar(40)').execute();
  await db.schema.alterTable('client_account').addColumn('correction_note', 'varchar(500)').execute();
  await db.schema.alterTable('ordered_product').addColumn('corrects_line_id', 'integer').execute();
  await db.schema
    .createIndex('client_account_corrects_idx')
    .on('client_account')
    .columns(['org_id', 'corrects_account_id'])
    .where(sql.ref('corrects_account_id'), 'is not', null)
    .execute();

  await db.schema.alterTable('shift').addColumn('z_number', 'integer').execute();
  await db.schema.alterTable('shift').addColumn('z_report', 'text').execute();

  await db.schema
    .createTable('ticket_vat')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('client_account_id', 'integer', (c) => c.notNull().references('client_account.id'))
    .addColumn('shift_id', 'integer')
    .addColumn('closed_at', 'bigint', (c) => c.notNull())
    .addColumn('vat_bp', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('base_cents', 'bigint', (c) => c.notNull())
    .addColumn('vat_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ticket_vat_pk', ['org_id', 'client_account_id', 'vat_bp'])
    .execute();
  await db.schema.createIndex('ticket_vat_shift_idx').on('ticket_vat').columns(['org_id', 'shift_id']).execute();
  await db.schema.createIndex('ticket_vat_time_idx').on('ticket_vat').columns(['org_id', 'closed_at']).execute();

  // The VAT of the tickets closed so far, per ticket and rate.
  const sums = await sql<{
    org_id: OrgId;
    id: number;
    shift_id: number | null;
    closed: number;
    vat_bp: number;
    s: number;
  }>`
    select a.org_id, a.id, a.shift_id, a.closed_timestamp as closed, l.vat_bp, sum(l.charged_cents) as s
    from client_account a join ordered_product l on l.client_account_id = a.id and l.org_id = a.org_id
    where a.status = 'CLOSED' and a.reversed_at is null and l.reversed_at is null
    group by a.org_id, a.id, a.shift_id, a.closed_timestamp, l.vat_bp`.execute(db);
  const rows = sums.rows.map((r) => {
    const total = Number(r.s);
    const base = vatExcl(total, Number(r.vat_bp));
    return {
      org_id: Number(r.org_id),
      client_account_id: Number(r.id),
      shift_id: r.shift_id === null ? null : Number(r.shift_id),
      closed_at: Number(r.closed ?? 0),
      vat_bp: Number(r.vat_bp),
      total_cents: total,
      base_cents: base,
      vat_cents: total - base,
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('ticket_vat')
      .values(rows.slice(i, i + 500))
      .execute();

  // Z numbers of the shifts closed so far, in closing order, per organisation.
  const closed = await db
    .selectFrom('shift')
    .select(['shift_id', 'org_id'])
    .where('end_timestamp', 'is not', null)
    .orderBy('org_id')
    .orderBy('end_timestamp')
    .orderBy('shift_id')
    .execute();
  const counters = new Map<number, number>();
  for (const s of closed) {
    const n = (counters.get(s.org_id) ?? 0) + 1;
    counters.set(s.org_id, n);
    await db.updateTable('shift').set({ z_number: n }).where('shift_id', '=', s.shift_id).execute();
  }
  await db.schema.createIndex('shift_z_number_uq').on('shift').columns(['org_id', 'z_number']).unique().execute();

  await createTriggers(db);
}

/** The database itself refuses to change a registered fact (tested in test/ledger.test.ts). */
async function createTriggers(db: AnyDb): Promise<void> {
  const closedAccount = (ref: string) =>
    `(select status from client_account where id = ${ref}.client_account_id) in ('CLOSED', 'VOIDED')`;
  if (dialectOf(db) === 'sqlite') {
    const raise = `begin select raise(abort, '${FROZEN_MESSAGE}'); end`;
    const statements = [
      `create trigger client_account_frozen_update before update on client_account
         when old.status in ('CLOSED', 'VOIDED') ${raise}`,
      `create trigger client_account_frozen_delete before delete on client_account
         when old.status in ('CLOSED', 'VOIDED') ${raise}`,
      `create trigger ordered_product_frozen_update before update on ordered_product
         when ${closedAccount('old')} ${raise}`,
      `create trigger ordered_product_frozen_delete before delete on ordered_product
         when ${closedAccount('old')} ${raise}`,
      `create trigger payment_transaction_frozen_update before update on payment_transaction
         when ${closedAccount('old')} ${raise}`,
      `create trigger payment_transaction_frozen_delete before delete on payment_transaction
         when ${closedAccount('old')} ${raise}`,
      `create trigger ticket_vat_frozen_update before update on ticket_vat ${raise}`,
      `create trigger ticket_vat_frozen_delete before delete on ticket_vat ${raise}`,
      `create trigger shift_frozen_update before update on shift when old.z_number is not null ${raise}`,
      `create trigger shift_frozen_delete before delete on shift when old.end_timestamp is not null ${raise}`,
    ];
    for (const s of statements) await sql.raw(s).execute(db);
    return;
  }
  const fn = (name: string, condition: string) =>
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin
        if ${condition} then
          raise exception '${FROZEN_MESSAGE}' using errcode = '23P01';
        end if;
        if tg_op = 'DELETE' then return old; end if;
        return new;
      end $$`);
  await fn('comptoir_frozen_account', `old.status in ('CLOSED', 'VOIDED')`).execute(db);
  await fn('comptoir_frozen_ticket_row', closedAccount('old')).execute(db);
  await fn('comptoir_frozen_always', 'true').execute(db);
  await fn(
    'comptoir_frozen_shift',
    "old.z_number is not null or (tg_op = 'DELETE' and old.end_timestamp is not null)",
  ).execute(db);
  const triggers: [table: string, fn: string][] = [
    ['client_account', 'comptoir_frozen_account'],
    ['ordered_product', 'comptoir_frozen_ticket_row'],
    ['payment_transaction', 'comptoir_frozen_ticket_row'],
    ['ticket_vat', 'comptoir_frozen_always'],
    ['shift', 'comptoir_frozen_shift'],
  ];
  for (const [table, f] of triggers) {
    await sql
      .raw(`create trigger ${table}_frozen before update or delete on ${table} for each row execute function ${f}()`)
      .execute(db);
  }
}
