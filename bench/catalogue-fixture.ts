/**
 * Bench data shared by the catalogue and console benches: tops organisation 1 up to `total` live products, spread over
 * its groups, written in batches straight to the database (then the cached catalogue answers are told).
 */
import type { ServerContext } from '../apps/server/src/context';
import { BISTRO } from '../apps/server/src/demo/index';
import { catalogueChanged } from '../apps/server/src/lib/cached-answer';
import { orgDb } from '../apps/server/src/lib/org-db';

export async function fillCatalogue(ctx: ServerContext, total: number): Promise<void> {
  const groups = await ctx.db.selectFrom('product_group').select('id').where('org_id', '=', BISTRO).execute();
  const existing = await ctx.db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('org_id', '=', BISTRO)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const extra = Array.from({ length: Math.max(0, total - Number(existing.n)) }, (_, i) => ({
    org_id: BISTRO,
    group_id: groups[i % groups.length]!.id,
    name: `Bench product ${String(i + 1).padStart(5, '0')}`,
    price_cents: 100 + ((i * 37) % 2000),
    vat_bp: [600, 1200, 2100][i % 3]!,
    barcode: `54${String(i).padStart(11, '0')}`,
    stock_milli: i % 4 === 0 ? null : (i % 50) * 1000,
    color: null,
    created_at: Date.now(),
  }));
  for (let i = 0; i < extra.length; i += 500) {
    await ctx.db
      .insertInto('product')
      .values(extra.slice(i, i + 500))
      .execute();
  }
  catalogueChanged(ctx, orgDb(ctx.db, BISTRO)); // written behind the services' back: the cached catalogue answers must hear of it
}
