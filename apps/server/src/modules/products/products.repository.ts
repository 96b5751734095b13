import type { Insertable, Selectable, Updateable } from 'kysely';
import type { OrgId } from '../../db/org-id';
import type { ProductTable } from '../../db/schema';
import type { OrgDb } from '../../lib/org-db';
import { rowLabels, softDeletedRows } from '../../lib/org-rows.repository';

export type ProductRow = Selectable<ProductTable>;
export type ProductInsert = Omit<Insertable<ProductTable>, 'org_id'>;
export type ProductColumns = Updateable<ProductTable>;

export interface GroupRow {
  id: number;
  org_id: OrgId;
  name: string;
}

/**
 * SQL of products. The organisation id always follows the executor and is in every WHERE clause; reading the
 * catalogue may take the parent organisation's id too (includeParentProducts), never writing.
 */
const rows = softDeletedRows('product');

export const productsRepository = {
  /** Labels of the organisation's products among `ids` (deleted ones too, while their row exists): the audit trail's names. */
  labels: rowLabels('product', 'name'),

  /** Live products of the organisation and, when given, of its parent (read-only there). */
  listVisible(org: OrgDb, parentOrgId: OrgId | null): Promise<ProductRow[]> {
    return org.db
      .selectFrom('product')
      .selectAll()
      .where('org_id', 'in', parentOrgId === null ? [org.orgId] : [org.orgId, parentOrgId])
      .where('deleted_at', 'is', null)
      .execute();
  },

  /** A live product of the organisation. */
  find: rows.findLive,

  /**
   * Whether a live product of the organisation is sold on its own: not in an option group (cooking levels,
   * supplements are offered with a product, never alone). The website's delivery product must be one (issue 22
   * point 11).
   */
  async isSoldAlone(org: OrgDb, productId: number): Promise<boolean> {
    const row = await org.db
      .selectFrom('product as p')
      .leftJoin('product_group as g', (j) => j.onRef('g.id', '=', 'p.group_id').onRef('g.org_id', '=', 'p.org_id'))
      .select('g.is_option_group')
      .where('p.org_id', '=', org.orgId)
      .where('p.id', '=', productId)
      .where('p.deleted_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined && row.is_option_group !== 1;
  },

  /** The product's name, deleted or not (stock history outlives the catalogue). */
  findName(org: OrgDb, productId: number): Promise<{ id: number; name: string } | undefined> {
    return org.db
      .selectFrom('product')
      .select(['id', 'name'])
      .where('org_id', '=', org.orgId)
      .where('id', '=', productId)
      .executeTakeFirst();
  },

  /** Live groups of the organisation (and of its parent when given): names of option groups, reference checks. */
  groups(org: OrgDb, parentOrgId: OrgId | null = null): Promise<GroupRow[]> {
    return org.db
      .selectFrom('product_group')
      .select(['id', 'org_id', 'name'])
      .where('org_id', 'in', parentOrgId === null ? [org.orgId] : [org.orgId, parentOrgId])
      .where('deleted_at', 'is', null)
      .execute();
  },

  /** Every barcode of the organisation's live products other than `exceptProductId`, with its product's name. */
  async barcodesInUse(org: OrgDb, exceptProductId?: number): Promise<Map<string, string>> {
    let query = org.db
      .selectFrom('product')
      .select(['id', 'name', 'barcode', 'extra_barcodes'])
      .where('org_id', '=', org.orgId)
      .where('deleted_at', 'is', null)
      .where((eb) => eb.or([eb('barcode', 'is not', null), eb('extra_barcodes', '!=', '[]')]));
    if (exceptProductId !== undefined) query = query.where('id', '!=', exceptProductId);
    const used = new Map<string, string>();
    for (const row of await query.execute()) {
      for (const code of barcodesOf(row)) used.set(code, row.name);
    }
    return used;
  },

  insert: (org: OrgDb, values: ProductInsert) => rows.insert(org, values),
  update: (org: OrgDb, productId: number, columns: ProductColumns) => rows.update(org, productId, columns),
  /** Hidden from the catalogue; tickets and stock history that point at it keep it. */
  softDelete: rows.softDelete,
};

/** The product's barcodes: the first one in `barcode`, the others in the `extra_barcodes` JSON list. */
export function barcodesOf(row: Pick<ProductRow, 'barcode' | 'extra_barcodes'>): string[] {
  if (row.extra_barcodes === '[]') return row.barcode ? [row.barcode] : [];
  let extra: unknown = [];
  try {
    extra = JSON.parse(row.extra_barcodes);
  } catch {
    extra = [];
  }
  const list = [row.barcode, ...(Array.isArray(extra) ? extra : [])].filter(
    (b): b is string => typeof b === 'string' && b !== '',
  );
  return [...new Set(list)];
}

/** Barcode list -> the two columns. */
export function barcodeColumns(list: string[]): { barcode: string | null; extra_barcodes: string } {
  return { barcode: list[0] ?? null, extra_barcodes: JSON.stringify(list.slice(1)) };
}
