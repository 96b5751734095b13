import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ServerContext } from '../src/context';
import { asOrgId, type OrgId } from '../src/db/org-id';
import type { AccountId, LineId, PaymentId } from '../src/db/ticket-ids';
import { BISTRO } from '../src/demo';
import type { Actor } from '../src/lib/audit';
import { orgDb } from '../src/lib/org-db';
import { orgRows } from '../src/lib/org-rows.repository';
import type { Executor } from '../src/lib/tx';
import { accountCorrections, accountsService } from '../src/modules/accounts';
import { tablesService } from '../src/modules/tables';

/**
 * The organisation's id is a type of its own (src/db/org-id.ts, decision 163). What these tests state is checked by
 * the typecheck (`npm run typecheck`, in CI): a `@ts-expect-error` whose line compiles is itself an error, so each
 * one below fails the run the day a plain number is accepted as an organisation's id again.
 */
describe('the organisation id type', () => {
  it('refuses an item id where the organisation goes, and a number in a query on org_id', () => {
    const calls = (db: Executor, orgId: OrgId, tableId: number) => {
      // @ts-expect-error: the arguments swapped (a table id is not an organisation's id)
      void orgDb(db, tableId);
      const org = orgDb(db, orgId);
      void tablesService.labels(org, [tableId]);
      // @ts-expect-error: a repository takes the scoped executor, never the database and an id apart
      void tablesService.labels(db, orgId, [tableId]);
      // @ts-expect-error: `org_id = <any number>` is not a scope
      void db.selectFrom('product').select('id').where('org_id', '=', 1);
      void db.selectFrom('product').select('id').where('org_id', '=', orgId);
      // @ts-expect-error: a row's update never moves it to another organisation (lib/org-rows.repository.ts)
      void orgRows('printer').update(org, tableId, { org_id: orgId });
      void orgRows('printer').update(org, tableId, { name: 'Bar' });
    };
    expectTypeOf(calls).parameter(1).toEqualTypeOf<OrgId>();
    expectTypeOf<number>().not.toMatchTypeOf<OrgId>();
    expectTypeOf<OrgId>().toMatchTypeOf<number>();
    expect(asOrgId(1)).toBe(BISTRO);
  });

  it("refuses a ticket's line or payment id where its account id goes, and the other way round", () => {
    const calls = (ctx: ServerContext, actor: Actor, accountId: AccountId, lineId: LineId, paymentId: PaymentId) => {
      void accountsService.voidLine(ctx, actor, accountId, lineId);
      // @ts-expect-error: the ticket and its line swapped
      void accountsService.voidLine(ctx, actor, lineId, accountId);
      void accountCorrections.deletePayment(ctx, actor, accountId, paymentId);
      // @ts-expect-error: a line's id is not a payment's
      void accountCorrections.deletePayment(ctx, actor, accountId, lineId);
      // @ts-expect-error: a plain number is not a ticket's id (a route's parameter is one: db/ticket-ids.ts)
      void accountsService.detail(actor, 12);
      // @ts-expect-error: `client_account_id = <a line's id>`
      void ctx.db.selectFrom('ordered_product').select('id').where('client_account_id', '=', lineId);
    };
    expectTypeOf(calls).parameter(2).toEqualTypeOf<AccountId>();
    expectTypeOf<number>().not.toMatchTypeOf<AccountId>();
    expectTypeOf<AccountId>().not.toMatchTypeOf<LineId>();
  });

  it('types every organisation id of the server as OrgId: none is declared a plain number', () => {
    const src = path.resolve(import.meta.dirname, '../src');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
      });
    // `orgId: number`, `homeOrgId?: number`, `org_id: number`, `parent_org_id: number | null` and the like.
    const plain = /\b(\w*[oO]rgId|\w*org_id)\??: (number|Generated<number>)\b/;
    const found = files(src).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (plain.test(line) ? [`${path.relative(src, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    // Numbers that are not yet an organisation's id: what a signed or public address names, before its check makes
    // it one (an upload's, a file download's, a public logo's), and the simulator's (an API client: the number it
    // sends to sign in).
    const beforeTheirCheck = [
      'modules/images/images.service.ts: async receive(',
      'modules/invoices/invoices.files.ts: const payload = (',
      'modules/invoices/invoices.files.ts: p: { orgId: number; name: string; expires: string; signature: string },',
      'modules/orgs/orgs.logo.ts: async read(',
    ];
    const unchecked = found.filter(
      (f) =>
        !f.startsWith('simulator/') &&
        !beforeTheirCheck.some((allowed) => f.replace(/:\d+: /, ': ').startsWith(allowed)),
    );
    expect(unchecked).toEqual([]);
  });
});
