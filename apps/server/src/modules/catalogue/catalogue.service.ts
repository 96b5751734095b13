import { centsToString } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { fromFlag } from '../../db/database';
import { tablesRepository } from '../tables/tables.repository';
import { catalogueRepository } from './catalogue.repository';

export const catalogueService = {
  /** What a till needs to take orders: sellable products (with option groups) and tables. */
  async forTill(ctx: ServerContext, orgId: number) {
    const rows = await catalogueRepository.sellableProducts(ctx.db, orgId);
    const tables = await tablesRepository.list(ctx.db, orgId);
    return {
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
    };
  },
};
