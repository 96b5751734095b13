import type { KitchenMessage } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import type { OrgId } from '../../db/org-id';
import { type Actor, editLog } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/tx';
import { kitchenRepository as repo } from './kitchen.repository';

/** Kitchen messages: the console keeps the list, tills read it and send a chosen text with an order. */
export const kitchenService = {
  list: (ctx: ServerContext, orgId: OrgId) => repo.list(ctx.db, orgId),

  async create(ctx: ServerContext, actor: Actor, text: string): Promise<KitchenMessage> {
    return inTransaction(ctx.db, async (trx) => {
      const id = await repo.insert(trx, actor.orgId, { text, created_at: ctx.now() });
      const after = (await repo.find(trx, actor.orgId, id))!;
      await editLog(trx, actor, ctx.now()).created('kitchen_message', after.id, after);
      return after;
    });
  },

  async remove(ctx: ServerContext, actor: Actor, id: number) {
    return inTransaction(ctx.db, async (trx) => {
      const before = await repo.find(trx, actor.orgId, id);
      if (!before) throw notFound('Kitchen message');
      await repo.delete(trx, actor.orgId, id);
      await editLog(trx, actor, ctx.now()).deleted('kitchen_message', id, before);
      return { id };
    });
  },
};
