import type { KitchenMessage } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/tx';
import { kitchenRepository as repo } from './kitchen.repository';

/** Kitchen messages: the console keeps the list, tills read it and print a chosen text with an order. */
export const kitchenService = {
  list: (ctx: ServerContext, orgId: number) => repo.list(ctx.db, orgId),

  async create(ctx: ServerContext, orgId: number, text: string): Promise<KitchenMessage> {
    return inTransaction(
      ctx.db,
      async (trx) => (await repo.find(trx, orgId, await repo.insert(trx, orgId, text, ctx.now())))!,
    );
  },

  async remove(ctx: ServerContext, orgId: number, id: number) {
    if ((await repo.delete(ctx.db, orgId, id)) === 0) throw notFound('Kitchen message');
    return { id };
  },
};
