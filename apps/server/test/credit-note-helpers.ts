import { expect } from 'vitest';
import type { OrgId } from '../src/db/org-id';
import type { AccountId } from '../src/db/ticket-ids';
import { orgDb } from '../src/lib/org-db';
import { inTransaction } from '../src/lib/tx';
import { accountsRepository, type LineRow } from '../src/modules/accounts/accounts.repository';
import { invoicesService } from '../src/modules/invoices';
import { caller, type TestApp } from './helper';
import { terminal } from './pos-helpers';

/**
 * Helpers of the credit note and Peppol tests: products with awkward prices, invoiced tickets made through the till
 * and the console's API, and correction tickets. The ticket ledger that makes correction tickets is another module's
 * work (issue 21); until it calls invoicesService.creditCorrection itself, these tests write a correction ticket's
 * rows as it stores them (a closed ticket with negative lines) and call creditCorrection as it will.
 */

export interface AwkwardProduct {
  name: string;
  /** Euros as the console sends them. */
  price: string;
  vat: number;
  weightPrice?: boolean;
}

/** Belgian products at 6, 12 and 21 % whose VAT-excluded prices have awkward cents (3.78 / 1.06 = 3.566...). */
export const BELGIAN_PRODUCTS: AwkwardProduct[] = [
  { name: 'Pain au levain', price: '3.78', vat: 6 },
  { name: 'Comté 24 mois (kg)', price: '28.90', vat: 6, weightPrice: true },
  { name: 'Spaghetti vongole', price: '16.50', vat: 12 },
  { name: 'Côte à l’os (kg)', price: '42.00', vat: 12, weightPrice: true },
  { name: 'Eau pétillante', price: '4.20', vat: 21 },
  { name: 'Bourgogne rouge', price: '32.00', vat: 21 },
];

/**
 * French products at 5.5, 10 and 20 %. The product API offers the Belgian rates only (PRODUCT_VAT_CHOICES), so
 * createProducts writes these rates on the product rows after creating them at 6 %.
 */
export const FRENCH_PRODUCTS: AwkwardProduct[] = [
  { name: 'Baguette tradition', price: '1.35', vat: 5.5 },
  { name: 'Saint-Nectaire (kg)', price: '23.70', vat: 5.5, weightPrice: true },
  { name: 'Plat du jour', price: '14.90', vat: 10 },
  { name: 'Côtes-du-Rhône', price: '27.35', vat: 20 },
];

/** Creates the products (takeaway prices and VAT equal to the eat-in ones); answers name -> product id. */
export async function createProducts(t: TestApp, token: string, products: AwkwardProduct[]) {
  const call = caller(t, token);
  const group = await call('POST', '/api/product_group', {
    name: `Factures ${Math.random().toString(36).slice(2, 7)}`,
  });
  expect(group.status, JSON.stringify(group.body)).toBe(200);
  const ids: Record<string, number> = {};
  for (const p of products) {
    const offered = [0, 6, 12, 21].includes(p.vat);
    const res = await call('POST', '/api/product', {
      name: p.name,
      productGroupId: group.body.data.productGroupId,
      vatIn: offered ? p.vat : 6,
      vatOut: offered ? p.vat : 6,
      priceVatInclIn: p.price,
      priceVatInclOut: p.price,
      weightPrice: p.weightPrice ?? false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids[p.name] = res.body.data.productId;
    if (!offered) {
      const bp = Math.round(p.vat * 100);
      await t.db.updateTable('product').set({ vat_bp: bp, vat_out_bp: bp }).where('id', '=', ids[p.name]!).execute();
    }
  }
  return ids;
}

/**
 * A closed takeaway ticket of these lines (units: kilograms for weight products), an optional promo code, paid in
 * full with `paymentType`; then its invoice for the client. Answers the ticket and the invoice.
 */
export async function invoicedTicket(
  t: TestApp,
  token: string,
  o: {
    lines: { productId: number; units: number }[];
    promoCode?: string;
    paymentType?: string;
    clientDataId: number;
  },
) {
  const till = terminal(t, token);
  const opened = await till.openAccount({ kind: 'TAKEAWAY' });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const accountId = opened.body.data.clientAccountId as AccountId;
  expect((await till.addLines(accountId, o.lines)).status).toBe(200);
  if (o.promoCode) {
    const applied = await till.call('POST', `/api/terminal/accounts/${accountId}/promo`, { promoCode: o.promoCode });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  }
  const due = (await till.account(accountId)).body.data.clientAccount.dueAmount as number;
  expect((await till.pay(accountId, o.paymentType ?? 'CREDIT', due)).status).toBe(200);
  expect((await till.close(accountId)).status).toBe(200);
  const made = await caller(t, token)('POST', '/api/invoice', {
    clientAccountId: accountId,
    clientDataId: o.clientDataId,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { accountId, invoice: made.body.data as { invoiceId: number; invoiceNumber: string; totalAmount: number } };
}

/** The live lines of a ticket as stored. */
export async function linesOf(t: TestApp, orgId: OrgId, accountId: AccountId): Promise<LineRow[]> {
  return (await accountsRepository.lines(orgDb(t.db as never, orgId), [accountId])).filter(
    (l) => l.reversed_at === null,
  );
}

/**
 * A correction ticket as the ticket ledger stores it: a closed ticket with the lines taken back (negative units and
 * amounts) and, for a discounted ticket, the share of the discount given back (a positive line at the discount's
 * rate). `take` names lines of the original by name with the units (thousandths) taken back and the amount.
 */
export async function correctionTicket(
  t: TestApp,
  orgId: OrgId,
  originalId: AccountId,
  at: number,
  take: { name: string; unitsMilli: number; chargedCents: number; vatBp?: number; unitPriceCents?: number }[],
): Promise<{ id: AccountId; lines: LineRow[] }> {
  const original = await t.db
    .selectFrom('client_account')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', originalId)
    .executeTakeFirstOrThrow();
  const lines = await linesOf(t, orgId, originalId);
  const { id } = await t.db
    .insertInto('client_account')
    .values({
      org_id: orgId,
      shift_id: original.shift_id,
      kind: 'TAKEAWAY',
      status: 'CLOSED',
      source: 'POS',
      table_id: null,
      takeaway_number: null,
      custom_name: `Correction of ${originalId}`,
      client_data: null,
      pickup_location_id: null,
      user_id: original.user_id,
      opened_timestamp: at,
      closed_timestamp: at,
      reversed_at: null,
      reversed_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const x of take) {
    const from = lines.find((l) => l.name === x.name);
    await t.db
      .insertInto('ordered_product')
      .values({
        org_id: orgId,
        client_account_id: id,
        product_id: from?.product_id ?? null,
        group_id: from?.group_id ?? null,
        group_name: from?.group_name ?? null,
        name: x.name,
        unit_price_cents: x.unitPriceCents ?? from!.unit_price_cents,
        vat_bp: x.vatBp ?? from!.vat_bp,
        weight_price: from?.weight_price ?? 0,
        units_milli: x.unitsMilli,
        charged_cents: x.chargedCents,
        custom_comment: null,
        linked_to_id: null,
        pay_type: from?.pay_type ?? 'NORMAL',
        user_id: original.user_id,
        ordered_timestamp: at,
        reversed_at: null,
        reversed_by: null,
      })
      .execute();
  }
  return { id, lines: await linesOf(t, orgId, id) };
}

/** invoicesService.creditCorrection in a transaction of the app's own (guarded) database, as the ledger calls it. */
export function credit(
  t: TestApp,
  actor: { orgId: OrgId; userId: number },
  input: { accountId: AccountId; correctionAccountId: AccountId; lines: LineRow[]; at: number; reason: string },
) {
  return inTransaction(t.ctx.db, (trx) => invoicesService.creditCorrection(trx, t.ctx, actor, input));
}

/** The user id of a demo user. */
export async function userId(t: TestApp, username: string): Promise<number> {
  const row = await t.db
    .selectFrom('app_user')
    .select('user_id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.user_id;
}
