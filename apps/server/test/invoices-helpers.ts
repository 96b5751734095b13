import { expect } from 'vitest';
import type { OrgId } from '../src/db/org-id';
import { BISTRO } from '../src/demo/index';
import type { TestApp } from './helper';
import { terminal } from './pos-helpers';

export const VALID_CLIENT = {
  name: 'Brasserie Dupont SRL',
  phoneNumber: '+32470123456',
  email: 'compta@dupont.example',
  street: 'Rue Haute',
  number: '12',
  zipCode: '1000',
  city: 'Bruxelles',
  business: true,
  vat: 'BE0123456749',
};

/** A closed takeaway ticket of organisation 1 (3 products, 2 VAT rates), paid with the payment type given. */
export async function closedTicket(
  t: TestApp,
  token: string,
  paymentType = 'CREDIT',
  orgId: OrgId = BISTRO,
): Promise<number> {
  const till = terminal(t, token);
  const opened = await till.openAccount({ kind: 'TAKEAWAY' });
  expect(opened.status).toBe(200);
  const id = opened.body.data.clientAccountId as number;
  const [a, b] = (
    await t.db
      .selectFrom('product')
      .select(['id', 'vat_bp'])
      .where('org_id', '=', orgId)
      .where('deleted_at', 'is', null)
      .where('weight_price', '=', 0)
      .orderBy('vat_bp')
      .orderBy('id')
      .execute()
  ).filter((p, i, all) => i === 0 || p.vat_bp !== all[0]!.vat_bp);
  const lines = [{ productId: a!.id, units: 2 }, { productId: b!.id }];
  expect((await till.addLines(id, lines)).status).toBe(200);
  const due = (await till.account(id)).body.data.clientAccount.dueAmount as number;
  expect((await till.pay(id, paymentType, due)).status).toBe(200);
  expect((await till.close(id)).status).toBe(200);
  return id;
}
