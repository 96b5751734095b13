import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'kysely';
import { dialectOf } from '../src/db/database';
import type { OrgId } from '../src/db/org-id';
import { BISTRO } from '../src/demo/index';
import { journalService } from '../src/modules/journal';
import type { TestApp } from './helper';
import { terminal } from './pos-helpers';

/** Journal tests: a till's day in a test app, and tampering with the stored journal as an intruder with SQL would. */

export const DAY = Date.UTC(2026, 10, 16, 9, 0); // a Monday, 10:00 in Brussels
export const HOUR = 3_600_000;
export const DAY_MS = 86_400_000;

export async function demoProduct(
  t: TestApp,
  orgId: OrgId = BISTRO,
): Promise<{ id: number; cents: number; vatBp: number }> {
  const row = await t.db
    .selectFrom('product')
    .select(['id', 'price_cents', 'vat_bp'])
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .where('price_cents', '>', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, cents: row.price_cents, vatBp: row.vat_bp };
}

/** A closed ticket of `units` of the product, paid in one type (plus a tip). */
export async function sell(
  t: TestApp,
  token: string,
  productId: number,
  units: number,
  payType: string,
  amountCents: number,
  tipCents = 0,
): Promise<number> {
  const till = terminal(t, token);
  const id = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data.clientAccountId as number;
  await till.addLines(id, [{ productId, units }]);
  const paid = await till.pay(id, payType, amountCents / 100);
  if (paid.status !== 200) throw new Error(JSON.stringify(paid.body));
  if (tipCents)
    await till.call('POST', `/api/terminal/accounts/${id}/payments`, {
      paymentType: payType,
      amountPaid: tipCents / 100,
      transactionType: 'TIP',
    });
  const closed = await till.close(id);
  if (closed.status !== 200) throw new Error(JSON.stringify(closed.body));
  return id;
}

/** The journal's rows as stored. */
export function entries(t: TestApp, orgId: OrgId = BISTRO) {
  return t.db
    .selectFrom('journal_entry')
    .select(['seq', 'kind', 'at', 'body', 'hash', 'signature'])
    .where('org_id', '=', orgId)
    .orderBy('seq')
    .execute();
}

/** Runs SQL with the journal's append-only triggers off (an intruder with the database's owner rights). */
export async function asIntruder(t: TestApp, work: () => Promise<unknown>): Promise<void> {
  const tables = ['journal_entry', 'journal_key', 'fiscal_closure'];
  if (dialectOf(t.db) === 'postgres') {
    for (const table of tables) await sql.raw(`alter table ${table} disable trigger user`).execute(t.db);
    try {
      await work();
    } finally {
      for (const table of tables) await sql.raw(`alter table ${table} enable trigger user`).execute(t.db);
    }
    return;
  }
  const saved = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' and tbl_name in ('journal_entry', 'journal_key', 'fiscal_closure')`.execute(
    t.db,
  );
  for (const tr of saved.rows) await sql.raw(`drop trigger ${tr.name}`).execute(t.db);
  try {
    await work();
  } finally {
    for (const tr of saved.rows) await sql.raw(tr.sql).execute(t.db);
  }
}

export const verify = (t: TestApp, orgId: OrgId = BISTRO) => journalService.verify(t.ctx, orgId);

/** A key that is not the organisation's (base64 SPKI DER). */
export function strangerKey() {
  const pair = generateKeyPairSync('ed25519');
  return {
    publicKey: pair.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    privateKey: pair.privateKey,
  };
}
