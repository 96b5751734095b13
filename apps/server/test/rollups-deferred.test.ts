import { startOfZonedDay } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountId } from '../src/db/ticket-ids';
import { BISTRO } from '../src/demo/index';
import { orgDb } from '../src/lib/org-db';
import { type Executor, transaction } from '../src/lib/tx';
import { ticketWrites } from '../src/modules/accounts/accounts.writes';
import { orgsRepository } from '../src/modules/orgs/orgs.repository';
import { rollupFigures, rollupsRepository } from '../src/modules/rollups';
import { createTestApp, type TestApp } from './helper';
import { productId, terminal } from './pos-helpers';

/**
 * The rollup changes of a transaction are written at its end (rollups.service.ts `apply`, docs/decisions.md 66): none
 * is lost, a rollup read inside the transaction sees them, and a transaction that fails leaves the rollups as they were.
 */
let t: TestApp;
let till: ReturnType<typeof terminal>;
let accountId: AccountId;
let day: { from: number; to: number };
beforeAll(async () => {
  t = await createTestApp();
  till = terminal(t, await t.login('admin'));
  await till.openShift(100);
  accountId = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data.clientAccountId;
  const zone = await orgsRepository.timeZone(orgDb(t.ctx.db, BISTRO));
  const from = startOfZonedDay(t.clock.now, zone);
  day = { from, to: startOfZonedDay(from, zone, 1) };
});
afterAll(async () => t.close());

const line = (cents: number, name: string) => ({
  product_id: null,
  group_id: null,
  group_name: null,
  name,
  unit_price_cents: cents,
  vat_bp: 2100,
  weight_price: 0,
  units_milli: 1000,
  charged_cents: cents,
  custom_comment: null,
  pay_type: 'NONE',
  user_id: null,
  ordered_timestamp: t.clock.now,
});
const at21 = (sums: { vatBp: number; amountCents: number }[]) => sums.find((s) => s.vatBp === 2100)?.amountCents ?? 0;
/** The day's live lines in rollup_line_day, all VAT rates, as the rows are (no write of deferred changes). */
const dayCents = async (db: Executor = t.ctx.db) =>
  Number(
    (
      await db
        .selectFrom('rollup_line_day')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('cents'), eb.lit(0)).as('s'))
        .where('org_id', '=', BISTRO)
        .where('day_start', '=', day.from)
        .executeTakeFirst()
    )?.s ?? 0,
  );

describe('rollup changes deferred to the end of their transaction', () => {
  it('are written before the COMMIT, and a rollup read inside the transaction sees them', async () => {
    const before = await dayCents();
    const before21 = at21(await rollupsRepository.lineSums(orgDb(t.ctx.db, BISTRO), day));
    const seen = await transaction(t.ctx.db, async (trx) => {
      await ticketWrites.insertLines(orgDb(trx, BISTRO), accountId, [line(250, 'Deferred A'), line(130, 'Deferred B')]);
      const unwritten = await dayCents(trx); // the rows as they are in the transaction: not written yet
      // What other modules read (the rollups' index, read first here): in step with the transaction too.
      const figures = at21(await rollupFigures.lineSums(orgDb(trx, BISTRO), day));
      const read = at21(await rollupsRepository.lineSums(orgDb(trx, BISTRO), day));
      return { unwritten, read, figures };
    });
    expect(seen.unwritten).toBe(before);
    expect(seen.read).toBe(before21 + 380);
    expect(seen.figures).toBe(before21 + 380);
    expect(await dayCents()).toBe(before + 380);
  });

  it('without a read, are written when the transaction ends', async () => {
    const before = await dayCents();
    await transaction(t.ctx.db, async (trx) => {
      await ticketWrites.insertLines(orgDb(trx, BISTRO), accountId, [line(99, 'Deferred C')]);
    });
    expect(await dayCents()).toBe(before + 99);
  });

  it('a transaction that fails leaves the rollups as they were', async () => {
    const before = await dayCents();
    await expect(
      transaction(t.ctx.db, async (trx) => {
        await ticketWrites.insertLines(orgDb(trx, BISTRO), accountId, [line(500, 'Refused')]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await dayCents()).toBe(before);
  });

  it('a till order through the API is in the rollups once it is answered', async () => {
    const before = await dayCents();
    const cola = await productId(t, BISTRO, 'Coca-Cola');
    const res = await till.addLines(accountId, [{ productId: cola, units: 1000 }]);
    expect(res.status).toBe(200);
    const ordered = await t.db
      .selectFrom('ordered_product')
      .select('charged_cents')
      .where('client_account_id', '=', accountId)
      .where('product_id', '=', cola)
      .executeTakeFirstOrThrow();
    expect(await dayCents()).toBe(before + ordered.charged_cents);
  });
});
