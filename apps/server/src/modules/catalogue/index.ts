import { centsToString, envelope } from '@comptoir/shared';
import { z } from 'zod';
import { fromFlag } from '../../db/database';
import { tenantOf } from '../../plugins/auth';
import { tablesRepository } from '../tables/tables.repository';
import type { Module } from '../types';

const catalogueSchema = z.object({
  products: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      price: z.string(),
      vat: z.number(),
      groupId: z.number().int().nullable(),
      groupName: z.string().nullable(),
      isOption: z.boolean(),
      weightPrice: z.boolean(),
      barcode: z.string().nullable(),
      optionGroupIds: z.array(z.number().int()),
    }),
  ),
  tables: z.array(z.object({ tableId: z.number().int(), tableNumber: z.number().int(), occupied: z.boolean() })),
});

/** What a till needs to take orders: sellable products (with option groups) and tables. */
export const catalogueModule: Module = {
  name: 'catalogue',
  routes: async (app, { ctx }) => {
    app.get(
      '/terminal/catalogue',
      {
        schema: {
          tags: ['terminal'],
          summary: 'Products (with option groups) and tables for a till',
          response: { 200: envelope(catalogueSchema) },
        },
      },
      async (request) => {
        const { orgId } = tenantOf(request);
        const rows = await ctx.db
          .selectFrom('product as p')
          .leftJoin('product_group as g', (j) => j.onRef('g.id', '=', 'p.group_id').onRef('g.org_id', '=', 'p.org_id'))
          .select(['p.id', 'p.name', 'p.price_cents', 'p.vat_bp', 'p.group_id', 'p.weight_price', 'p.barcode'])
          .select(['p.option_group_ids', 'g.name as group_name', 'g.is_option_group'])
          .where('p.org_id', '=', orgId)
          .where('p.deleted_at', 'is', null)
          .where('p.user_hidden', '=', 0)
          .orderBy('p.group_id')
          .orderBy('p.name')
          .execute();
        const tables = await tablesRepository.list(ctx.db, orgId);
        return {
          data: {
            products: rows.map((r) => ({
              productId: r.id,
              name: r.name,
              price: centsToString(r.price_cents),
              vat: r.vat_bp / 100,
              groupId: r.group_id,
              groupName: r.group_name,
              isOption: fromFlag(r.is_option_group),
              weightPrice: fromFlag(r.weight_price),
              barcode: r.barcode,
              optionGroupIds: JSON.parse(r.option_group_ids) as number[],
            })),
            tables: tables.map((t) => ({
              tableId: t.tableId,
              tableNumber: t.tableNumber,
              occupied: t.status === 'OCCUPIED',
            })),
          },
        };
      },
    );
  },
};
