import { type Client, type ClientFields, vatCountry } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import type { OrgId } from '../../db/org-id';
import { type Actor, editLog } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { type Executor, inTransaction } from '../../lib/tx';
import { clientsRepository as repo } from './clients.repository';

/**
 * The client's country (issue 21, decision 73): as typed in, else the VAT number's country, else the organisation's.
 */
async function withCountry(trx: Executor, orgId: OrgId, fields: ClientFields) {
  const country = fields.country || vatCountry(fields.vat) || (await repo.orgCountry(trx, orgId));
  return { ...fields, country };
}

/** The customer directory: the console keeps it; invoices name a client of it. */
export const clientsService = {
  /** The audit trail's labels of clients (one query for all `ids`). */
  labels: (db: Executor, orgId: OrgId, ids: readonly number[]) => repo.labels(db, orgId, ids),
  /** One client of the organisation (invoices name one), in the caller's transaction `db`; undefined if none. */
  find: (db: Executor, orgId: OrgId, id: number) => repo.find(db, orgId, id),

  list: (ctx: ServerContext, orgId: OrgId) => repo.list(ctx.db, orgId),

  /** Adds a client in the caller's transaction (also used when an invoice is made with new client data). */
  async createIn(trx: Executor, actor: Actor, fields: ClientFields, source: string, at: number): Promise<Client> {
    const after = (await repo.find(
      trx,
      actor.orgId,
      await repo.insert(trx, actor.orgId, await withCountry(trx, actor.orgId, fields), source, at),
    ))!;
    await editLog(trx, actor, at).created('client_data', after.clientDataId, after);
    return after;
  },

  create(ctx: ServerContext, actor: Actor, fields: ClientFields): Promise<Client> {
    return inTransaction(ctx.db, (trx) => clientsService.createIn(trx, actor, fields, 'CONSOLE', ctx.now()));
  },

  /** PATCH: every field as sent; the record's data source stays what it was (it tells where the client came from). */
  async update(ctx: ServerContext, actor: Actor, id: number, fields: ClientFields): Promise<Client> {
    return inTransaction(ctx.db, async (trx) => {
      const before = await repo.find(trx, actor.orgId, id);
      if (!before) throw notFound('Client');
      await repo.update(trx, actor.orgId, id, await withCountry(trx, actor.orgId, fields), ctx.now());
      const after = (await repo.find(trx, actor.orgId, id))!;
      await editLog(trx, actor, ctx.now()).updated('client_data', id, before, after);
      return after;
    });
  },
};
