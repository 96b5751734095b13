import type { OrgId } from '../src/db/org-id';
import { caller, type TestApp } from './helper';

/** Terminal API calls for tests: each returns the parsed body and asserts nothing. */
export function terminal(t: TestApp, token: string) {
  const call = caller(t, token);
  return {
    call,
    openShift: (cash = 100) => call('POST', '/api/shift', { currentCash: cash }),
    closeShift: (cash: number) => call('POST', '/api/terminal/shift/close', { currentCash: cash }),
    openAccount: (body: object) => call('POST', '/api/terminal/accounts', body),
    addLines: (accountId: number, lines: object[]) =>
      call('POST', `/api/terminal/accounts/${accountId}/lines`, { lines }),
    pay: (accountId: number, paymentType: string, amountPaid: number | string, key?: string) =>
      call(
        'POST',
        `/api/terminal/accounts/${accountId}/payments`,
        { paymentType, amountPaid },
        key ? { 'idempotency-key': key } : {},
      ),
    close: (accountId: number) => call('POST', `/api/terminal/accounts/${accountId}/close`),
    account: (accountId: number) => call('GET', `/api/terminal/accounts/${accountId}`),
  };
}

/** The id of the organisation's product or product group with this name (both have `id` and `name`). */
async function idNamed(t: TestApp, table: 'product' | 'product_group', orgId: OrgId, name: string): Promise<number> {
  const row = await t.db
    .selectFrom(table as 'product')
    .select('id')
    .where('org_id', '=', orgId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const productId = (t: TestApp, orgId: OrgId, name: string) => idNamed(t, 'product', orgId, name);

export const groupIdOf = (t: TestApp, orgId: OrgId, name: string) => idNamed(t, 'product_group', orgId, name);

/** Every product and stock-history row, all organisations: a refused call must leave them as they were. */
export async function catalogueRows(t: TestApp) {
  return {
    products: await t.db.selectFrom('product').selectAll().orderBy('id').execute(),
    stock: await t.db.selectFrom('stock_movement').selectAll().orderBy('id').execute(),
  };
}

export async function tableId(t: TestApp, orgId: OrgId, tableNumber: number): Promise<number> {
  const row = await t.db
    .selectFrom('dining_table')
    .select('table_id')
    .where('org_id', '=', orgId)
    .where('table_number', '=', tableNumber)
    .executeTakeFirstOrThrow();
  return row.table_id;
}

/** Row counts of the activity tables, to prove a refused call wrote nothing. */
export async function activityCounts(t: TestApp) {
  const count = async (
    table: 'client_account' | 'ordered_product' | 'payment_transaction' | 'stock_movement' | 'audit_log' | 'shift',
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    accounts: await count('client_account'),
    lines: await count('ordered_product'),
    payments: await count('payment_transaction'),
    stock: await count('stock_movement'),
    audit: await count('audit_log'),
    shifts: await count('shift'),
  };
}

/** For every closed account: live ordered products total == live payments (paid - returned). */
export async function closedAccountMismatches(t: TestApp): Promise<number[]> {
  const rows = await t.db
    .selectFrom('client_account as a')
    .select([
      'a.id',
      (eb) =>
        eb
          .selectFrom('ordered_product as l')
          .select((e) => e.fn.coalesce(e.fn.sum<number>('l.charged_cents'), e.lit(0)).as('s'))
          .whereRef('l.client_account_id', '=', 'a.id')
          .where('l.reversed_at', 'is', null)
          .as('lines'),
      (eb) =>
        eb
          .selectFrom('payment_transaction as p')
          .select((e) =>
            e.fn
              .coalesce(e.fn.sum<number>(e('p.amount_paid_cents', '-', e.ref('p.amount_returned_cents'))), e.lit(0))
              .as('s'),
          )
          .whereRef('p.client_account_id', '=', 'a.id')
          .where('p.reversed_at', 'is', null)
          .where('p.transaction_type', '=', 'PAYMENT')
          .as('paid'),
    ])
    .where('a.status', '=', 'CLOSED')
    .execute();
  return rows.filter((r) => Number(r.lines) !== Number(r.paid)).map((r) => r.id);
}
