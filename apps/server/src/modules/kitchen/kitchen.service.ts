import type { KitchenMessage } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { type Actor, editLog } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb } from '../../lib/org-db';
import { kitchenRepository as repo } from './kitchen.repository';

/** Kitchen messages: the console keeps the list, tills read it and send a chosen text with an order. */
export const kitchenService = {
  list: (org: OrgDb) => repo.list(org),

  async create(ctx: ServerContext, actor: Actor, text: string): Promise<KitchenMessage> {
    return inOrgTransaction(actor, async (org) => {
      const id = await repo.insert(org, { text, created_at: ctx.now() });
      const after = (await repo.find(org, id))!;
      await editLog(org.db, actor, ctx.now()).created('kitchen_message', after.id, after);
      return after;
    });
  },

  async remove(ctx: ServerContext, actor: Actor, id: number) {
    return inOrgTransaction(actor, async (org) => {
      const before = await repo.find(org, id);
      if (!before) throw notFound('Kitchen message');
      await repo.delete(org, id);
      await editLog(org.db, actor, ctx.now()).deleted('kitchen_message', id, before);
      return { id };
    });
  },
};
