import { centsToString } from '@comptoir/shared';
import { fromFlag } from '../../db/database';
import type { OrgDb } from '../../lib/org-db';
import { tablesService } from '../tables';
import { catalogueRepository } from './catalogue.repository';

export const catalogueService = {
  /** The products a till may sell (with option groups), by group then name. */
  async products(org: OrgDb) {
    const rows = await catalogueRepository.sellableProducts(org);
    return rows.map((r) => ({
      productId: r.id,
      name: r.name,
      price: centsToString(r.price_cents),
      vat: r.vat_bp / 100,
      // What takeaway and delivery tickets charge (the eat-in price and VAT when no out ones are set).
      priceOut: centsToString(r.price_out_cents ?? r.price_cents),
      vatOut: (r.vat_out_bp ?? r.vat_bp) / 100,
      groupId: r.group_id,
      groupName: r.group_name,
      isOption: fromFlag(r.is_option_group),
      weightPrice: fromFlag(r.weight_price),
      barcode: r.barcode,
      optionGroupIds: JSON.parse(r.option_group_ids) as number[],
    }));
  },

  /** The tables, and whether each has an open account. */
  async tables(org: OrgDb) {
    const tables = await tablesService.list(org);
    return tables.map((t) => ({ tableId: t.tableId, tableNumber: t.tableNumber, occupied: t.status === 'OCCUPIED' }));
  },
};
