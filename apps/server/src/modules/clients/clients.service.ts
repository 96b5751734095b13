import { type Client, type ClientFields, vatCountry } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { type Actor, editLog } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb, orgDb } from '../../lib/org-db';
import { type Executor, inTransaction } from '../../lib/tx';
import { clientsRepository as repo } from './clients.repository';

/**
 * The client's country (issue 21, decision 73): as typed in, else the VAT number's country, else the organisation's.
 */
async function withCountry(org: OrgDb, fields: ClientFields) {
  const country = fields.country || vatCountry(fields.vat) || (await repo.orgCountry(org));
  return { ...fields, country };
}

/** The customer directory: the console keeps it; invoices name a client of it. */
export const clientsService = {
  /** The audit trail's labels of clients (one query for all `ids`). */
  labels: (org: OrgDb, ids: readonly number[]) => repo.labels(org, ids),
  /** One client of the organisation (invoices name one), in the caller's transaction `db`; undefined if none. */
  find: (org: OrgDb, id: number) => repo.find(org, id),

  list: (org: OrgDb) => repo.list(org),

  /** Adds a client in the caller's transaction (also used when an invoice is made with new client data). */
  async createIn(trx: Executor, actor: Actor, fields: ClientFields, source: string, at: number): Promise<Client> {
    const org = orgDb(trx, actor.orgId);
    const after = (await repo.find(org, await repo.insert(org, await withCountry(org, fields), source, at)))!;
    await editLog(trx, actor, at).created('client_data', after.clientDataId, after);
    return after;
  },

  create(ctx: ServerContext, actor: Actor, fields: ClientFields): Promise<Client> {
    return inTransaction(ctx.db, (trx) => clientsService.createIn(trx, actor, fields, 'CONSOLE', ctx.now()));
  },

  /** PATCH: every field as sent; the record's data source stays what it was (it tells where the client came from). */
  async update(ctx: ServerContext, actor: Actor, id: number, fields: ClientFields): Promise<Client> {
    return inOrgTransaction(actor, async (org) => {
      const before = await repo.find(org, id);
      if (!before) throw notFound('Client');
      await repo.update(org, id, await withCountry(org, fields), ctx.now());
      const after = (await repo.find(org, id))!;
      await editLog(org.db, actor, ctx.now()).updated('client_data', id, before, after);
      return after;
    });
  },
};
