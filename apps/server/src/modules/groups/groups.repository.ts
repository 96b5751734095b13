import {
  type ActiveHours,
  type GroupFields,
  type GroupPrinter,
  type GroupProduct,
  normalizeActiveHours,
  normalizePopupText,
  type PopupText,
  type ProductGroup,
  vatText,
} from '@comptoir/shared';
import { fromFlag, parseJson, toFlag } from '../../db/database';
import type { OrgId } from '../../db/org-id';
import type { OrgDb } from '../../lib/org-db';
import { rowLabels, softDeletedRows } from '../../lib/org-rows.repository';

/** Group fields kept in the `settings` JSON (the others are columns). Missing keys take the values below. */
interface GroupSettings {
  optionOrderIndex: number;
  maxChoicePaid: number;
  maxChoiceFree: number;
  forceChoiceAmountFree: number;
  forceChoiceAmountPaid: number;
  allowMultipleChoiceOnSameItems: boolean;
  printOnAllPrinters: boolean;
  externalReference: string | null;
  popupPlus18: boolean;
  popupText: PopupText | null;
  activeHours: ActiveHours | null;
}
const SETTINGS_DEFAULTS: GroupSettings = {
  optionOrderIndex: 0,
  maxChoicePaid: 1,
  maxChoiceFree: 1,
  forceChoiceAmountFree: 0,
  forceChoiceAmountPaid: 0,
  allowMultipleChoiceOnSameItems: false,
  printOnAllPrinters: false,
  externalReference: null,
  popupPlus18: false,
  popupText: null,
  activeHours: null,
};

const columns = [
  'id',
  'org_id',
  'name',
  'vat_bp',
  'vat_out_bp',
  'color',
  'sort_order',
  'is_option_group',
  'user_hidden',
  'web_hidden',
  'kiosk_hidden',
  'kitchen_print_enabled',
  'image_url',
  'parent_group_id',
  'settings',
] as const;

interface GroupRow {
  id: number;
  org_id: OrgId;
  name: string;
  vat_bp: number;
  vat_out_bp: number | null;
  color: string | null;
  sort_order: number;
  is_option_group: number;
  user_hidden: number;
  web_hidden: number;
  kiosk_hidden: number;
  kitchen_print_enabled: number;
  image_url: string | null;
  parent_group_id: number | null;
  settings: string;
}

function toGroup(r: GroupRow, printers: GroupPrinter[]): ProductGroup {
  const s: GroupSettings = { ...SETTINGS_DEFAULTS, ...parseJson<Partial<GroupSettings>>(r.settings, {}) };
  const first = printers[0] ?? null;
  return {
    productGroupId: r.id,
    name: r.name,
    orderIndex: r.sort_order,
    optionOrderIndex: s.optionOrderIndex,
    maxChoicePaid: s.maxChoicePaid,
    maxChoiceFree: s.maxChoiceFree,
    forceChoiceAmountFree: s.forceChoiceAmountFree,
    forceChoiceAmountPaid: s.forceChoiceAmountPaid,
    allowMultipleChoiceOnSameItems: s.allowMultipleChoiceOnSameItems,
    vatIn: vatText(r.vat_bp),
    vatOut: vatText(r.vat_out_bp ?? r.vat_bp),
    printerLocalIp: first?.ipAddress ?? null,
    printer: first,
    printers,
    printOnAllPrinters: printers.length > 1 && s.printOnAllPrinters,
    userHidden: fromFlag(r.user_hidden),
    webHidden: fromFlag(r.web_hidden),
    kioskHidden: fromFlag(r.kiosk_hidden),
    kitchenPrintEnabled: fromFlag(r.kitchen_print_enabled),
    isOptionGroup: fromFlag(r.is_option_group),
    color: r.color,
    imageUrl: r.image_url,
    externalReference: s.externalReference,
    parentGroupId: r.parent_group_id,
    popupPlus18: s.popupPlus18,
    popupText: normalizePopupText(s.popupText),
    activeHours: normalizeActiveHours(s.activeHours),
    orgId: r.org_id,
  };
}

/** The row of a group's fields (printers aside, they have their own table). */
function toRow(v: GroupFields) {
  const settings: GroupSettings = {
    optionOrderIndex: v.optionOrderIndex,
    maxChoicePaid: v.maxChoicePaid,
    maxChoiceFree: v.maxChoiceFree,
    forceChoiceAmountFree: v.forceChoiceAmountFree,
    forceChoiceAmountPaid: v.forceChoiceAmountPaid,
    allowMultipleChoiceOnSameItems: v.allowMultipleChoiceOnSameItems,
    printOnAllPrinters: v.printOnAllPrinters,
    externalReference: v.externalReference,
    popupPlus18: v.popupPlus18,
    popupText: v.popupText,
    activeHours: v.activeHours,
  };
  return {
    name: v.name,
    vat_bp: v.vatIn,
    vat_out_bp: v.vatOut,
    color: v.color,
    sort_order: v.orderIndex,
    is_option_group: toFlag(v.isOptionGroup),
    user_hidden: toFlag(v.userHidden),
    web_hidden: toFlag(v.webHidden),
    kiosk_hidden: toFlag(v.kioskHidden),
    kitchen_print_enabled: toFlag(v.kitchenPrintEnabled),
    image_url: v.imageUrl,
    parent_group_id: v.parentGroupId,
    settings: JSON.stringify(settings),
  };
}

/** Groups in menu order: a positive order first (ascending), then the unordered ones (0 or less); then by name. */
function byMenuOrder(a: ProductGroup, b: ProductGroup): number {
  const ka = a.orderIndex > 0 ? a.orderIndex : Number.MAX_SAFE_INTEGER;
  const kb = b.orderIndex > 0 ? b.orderIndex : Number.MAX_SAFE_INTEGER;
  return ka - kb || a.name.localeCompare(b.name) || a.productGroupId - b.productGroupId;
}

/** SQL of product groups. The organisation id always follows the executor and is in every WHERE clause. */
const rows = softDeletedRows('product_group');

export const groupsRepository = {
  /** Labels of the organisation's product groups among `ids` (deleted ones too, while their row exists): the audit trail's names. */
  labels: rowLabels('product_group', 'name'),

  /** Live groups of the organisation (or the ones named), with their printers. */
  async list(org: OrgDb, ids?: number[]): Promise<ProductGroup[]> {
    if (ids && ids.length === 0) return [];
    let query = org.db
      .selectFrom('product_group')
      .select(columns)
      .where('org_id', '=', org.orgId)
      .where('deleted_at', 'is', null);
    if (ids) query = query.where('id', 'in', ids);
    const rows = await query.execute();
    const printers = await this.printersOf(
      org,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toGroup(r, printers.get(r.id) ?? [])).sort(byMenuOrder);
  },

  async find(org: OrgDb, id: number): Promise<ProductGroup | undefined> {
    return (await this.list(org, [id]))[0];
  },

  /** Printers of the given groups, in their chosen order. */
  async printersOf(org: OrgDb, groupIds: number[]): Promise<Map<number, GroupPrinter[]>> {
    const map = new Map<number, GroupPrinter[]>();
    if (groupIds.length === 0) return map;
    const rows = await org.db
      .selectFrom('product_group_printer as gp')
      .innerJoin('printer as p', (j) => j.onRef('p.id', '=', 'gp.printer_id').onRef('p.org_id', '=', 'gp.org_id'))
      .select(['gp.group_id', 'p.id', 'p.name', 'p.ip_address', 'p.double_print'])
      .where('gp.org_id', '=', org.orgId)
      .where('gp.group_id', 'in', groupIds)
      .orderBy('gp.group_id')
      .orderBy('gp.position')
      .execute();
    for (const r of rows) {
      const list = map.get(r.group_id) ?? [];
      list.push({
        id: r.id,
        name: r.name,
        ipAddress: r.ip_address,
        doublePrint: fromFlag(r.double_print),
        protocol: 'ESC_POS',
      });
      map.set(r.group_id, list);
    }
    return map;
  },

  /** Live products of the given groups (summary), in menu order. */
  async productsOf(org: OrgDb, groupIds: number[]): Promise<Map<number, GroupProduct[]>> {
    const map = new Map<number, GroupProduct[]>();
    if (groupIds.length === 0) return map;
    const rows = await org.db
      .selectFrom('product')
      .select(['id', 'group_id', 'name', 'sort_order', 'user_hidden', 'web_hidden', 'favorite', 'color', 'image_url'])
      .where('org_id', '=', org.orgId)
      .where('deleted_at', 'is', null)
      .where('group_id', 'in', groupIds)
      .execute();
    const order = (n: number) => (n > 0 ? n : Number.MAX_SAFE_INTEGER);
    rows.sort((a, b) => order(a.sort_order) - order(b.sort_order) || a.name.localeCompare(b.name) || a.id - b.id);
    for (const r of rows) {
      if (r.group_id === null) continue;
      const list = map.get(r.group_id) ?? [];
      list.push({
        productId: r.id,
        name: r.name,
        orderIndex: r.sort_order,
        userHidden: fromFlag(r.user_hidden),
        webHidden: fromFlag(r.web_hidden),
        favorite: fromFlag(r.favorite),
        color: r.color,
        imageUrl: r.image_url,
      });
      map.set(r.group_id, list);
    }
    return map;
  },

  insert: (org: OrgDb, v: GroupFields) => rows.insert(org, toRow(v)),
  update: (org: OrgDb, id: number, v: GroupFields) => rows.update(org, id, toRow(v)),

  /** Replaces the group's printers with these (in this order). */
  async setPrinters(org: OrgDb, groupId: number, printerIds: number[]): Promise<void> {
    await org.db
      .deleteFrom('product_group_printer')
      .where('org_id', '=', org.orgId)
      .where('group_id', '=', groupId)
      .execute();
    if (printerIds.length === 0) return;
    await org.db
      .insertInto('product_group_printer')
      .values(
        printerIds.map((printer_id, position) => ({ org_id: org.orgId, group_id: groupId, printer_id, position })),
      )
      .execute();
  },

  /** Which of these printer ids belong to the organisation. */
  async existingPrinters(org: OrgDb, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await org.db
      .selectFrom('printer')
      .select('id')
      .where('org_id', '=', org.orgId)
      .where('id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.id));
  },

  /** Live groups of the organisation as id -> parent id (to check a parent exists and makes no loop). */
  async parents(org: OrgDb): Promise<Map<number, number | null>> {
    const rows = await org.db
      .selectFrom('product_group')
      .select(['id', 'parent_group_id'])
      .where('org_id', '=', org.orgId)
      .where('deleted_at', 'is', null)
      .execute();
    return new Map(rows.map((r) => [r.id, r.parent_group_id]));
  },

  async countLiveProducts(org: OrgDb, groupId: number): Promise<number> {
    const row = await org.db
      .selectFrom('product')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', org.orgId)
      .where('group_id', '=', groupId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async countLiveChildren(org: OrgDb, groupId: number): Promise<number> {
    const row = await org.db
      .selectFrom('product_group')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', org.orgId)
      .where('parent_group_id', '=', groupId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Soft delete: ordered products and past tickets keep pointing at the group. */
  softDelete: rows.softDelete,
};
