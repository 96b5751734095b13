import type { AuditEntry, AuditPage } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO, SHOP } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';
import { closedTicket, VALID_CLIENT } from './invoices-helpers';
import { terminal } from './pos-helpers';

/**
 * The audit trail names records as a person knows them (issue 22 point 4): an invoice by its number, a client, a
 * product, a printer by name... resolved within the organisation only.
 */
let t: TestApp;
let admin: string;
let shopadmin: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function ok<T = Record<string, number>>(token: string, method: Method, url: string, payload?: object) {
  const res = await t.request({ method, url, token, payload });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}
async function entries(token: string, resource: string, id?: number): Promise<AuditEntry[]> {
  const qs = new URLSearchParams({ resource, size: '1000', ...(id === undefined ? {} : { resourceId: String(id) }) });
  return (await ok<AuditPage>(token, 'GET', `/api/audit?${qs}`)).entries;
}
const labelsOf = async (resource: string, id: number, token = admin) =>
  (await entries(token, resource, id)).map((e) => e.label);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
});
afterAll(async () => t.close());

describe('audit labels', () => {
  it('names each record by its number or name, its current one', async () => {
    const printer = (
      await ok(admin, 'POST', '/api/printer', { name: 'Passe', ipAddress: '10.0.0.5', doublePrint: false })
    ).id!;
    await ok(admin, 'PATCH', '/api/printer', {
      id: printer,
      name: 'Passe chaude',
      ipAddress: '10.0.0.5',
      doublePrint: false,
    });
    // Every entry of the record carries its name as it is now.
    expect(await labelsOf('printer', printer)).toEqual(['Passe chaude', 'Passe chaude']);

    const group = (await ok(admin, 'POST', '/api/product_group', { name: 'Étiquettes' })).productGroupId!;
    expect(await labelsOf('product_group', group)).toEqual(['Étiquettes']);
    const promo = (
      await ok(admin, 'POST', '/api/promo', { promoCode: 'LABEL10', discountAmount: 10, startDate: 1, endDate: 2 })
    ).promoCodeId!;
    expect(await labelsOf('promo', promo)).toEqual(['LABEL10']);
    const zoneId = (await ok(admin, 'POST', '/api/table_zone', { name: 'Salle', color: '#112233' })).zoneId!;
    const tableTypeId = (await ok(admin, 'POST', '/api/table_type', { tableTypeName: 'Ronde' })).id!;
    const table = (await ok(admin, 'POST', '/api/table', { tableNumber: 977, zoneId, tableTypeId })).tableId!;
    expect(await labelsOf('table', table)).toEqual(['977']);
    const user = (
      await ok(admin, 'POST', '/api/user/create', { username: 'labelled', password: 'correct-horse', type: 'SERVER' })
    ).userId!;
    expect(await labelsOf('user', user)).toEqual(['labelled']);

    const client = (await ok(admin, 'POST', '/api/client_data', VALID_CLIENT)).clientDataId!;
    expect(await labelsOf('client_data', client)).toEqual([VALID_CLIENT.name]);
    await terminal(t, admin).openShift(100);
    const account = await closedTicket(t, admin);
    const invoice = await ok<{ invoiceId: number; invoiceNumber: string }>(admin, 'POST', '/api/invoice', {
      clientAccountId: account,
      clientDataId: client,
    });
    expect(invoice.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(await labelsOf('invoice', invoice.invoiceId)).toEqual([invoice.invoiceNumber]);

    // A ticket has no better name than its number; a record deleted for good has no label left.
    expect((await entries(admin, 'client_account', account)).every((e) => e.label === null)).toBe(true);
    await ok(admin, 'DELETE', `/api/printer/${printer}`);
    expect(await labelsOf('printer', printer)).toEqual([null, null, null]);
  });

  it("never lends another organisation's names", async () => {
    const theirs = (
      await ok(shopadmin, 'POST', '/api/printer', { name: 'Boutique', ipAddress: '10.0.0.8', doublePrint: false })
    ).id!;
    const ours = (
      await ok(admin, 'POST', '/api/printer', { name: 'Secret', ipAddress: '10.0.0.7', doublePrint: false })
    ).id!;
    const product = (
      await t.db.selectFrom('product').select('id').where('org_id', '=', BISTRO).executeTakeFirstOrThrow()
    ).id;
    // Entries of organisation 2 that name organisation 1's ids (as a forged or stale row would).
    for (const [entity, id] of [
      ['printer', ours],
      ['product', product],
    ] as const) {
      await t.db
        .insertInto('audit_log')
        .values({
          org_id: SHOP,
          user_id: null,
          at: Date.now(),
          action: 'UPDATE',
          entity,
          entity_id: String(id),
          details: '{}',
        })
        .execute();
    }
    expect(await labelsOf('printer', ours, shopadmin)).toEqual([null]);
    expect(await labelsOf('product', product, shopadmin)).toEqual([null]);
    expect(await labelsOf('printer', theirs, shopadmin)).toEqual(['Boutique']);
    const page = await entries(shopadmin, 'printer');
    expect(JSON.stringify(page)).not.toContain('Secret');
    // Organisation 1 still reads its own names.
    expect(await labelsOf('printer', ours)).toEqual(['Secret']);
    expect((await labelsOf('product', product)).every((label) => typeof label === 'string')).toBe(true);
  });
});
