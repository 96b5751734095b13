/**
 * Pure rules of the menu organiser (document 2 section 2, "Menu page"): the order cards show in, the containers, what
 * a drop sends, the detail chips and when the add cards show. Kept apart from the components so they are tested.
 */
import { DEFAULT_GROUP_COLOR, type Product, type ProductGroup } from '@comptoir/shared';

/** Something with an order: groups and products. 0 or less means "never ordered", sorted last (document 2 section 3). */
interface Ordered {
  orderIndex: number;
  name: string;
}

const orderKey = (n: number) => (n > 0 ? n : Number.MAX_SAFE_INTEGER);

/** Menu order: a positive orderIndex first (ascending), then the unordered ones; then by name, then by id. */
export function byMenuOrder<T extends Ordered>(id: (item: T) => number) {
  return (a: T, b: T) =>
    orderKey(a.orderIndex) - orderKey(b.orderIndex) || a.name.localeCompare(b.name) || id(a) - id(b);
}
const groupOrder = byMenuOrder<ProductGroup>((g) => g.productGroupId);
const productOrder = byMenuOrder<Product>((p) => p.productId);

/** The groups under a parent (null: the top-level groups), in menu order; tablet mode leaves out hidden ones. */
export function groupsUnder(groups: readonly ProductGroup[], parentId: number | null, tablet: boolean): ProductGroup[] {
  return groups.filter((g) => (g.parentGroupId ?? null) === parentId && !(tablet && g.userHidden)).sort(groupOrder);
}

/** The organisation's own products of one group, in menu order (a parent organisation's are not reordered here). */
export function productsOf(
  byGroup: ReadonlyMap<number, readonly Product[]>,
  groupId: number | null,
  tablet: boolean,
): Product[] {
  if (groupId === null) return [];
  return (byGroup.get(groupId) ?? []).filter((p) => !(tablet && p.userHidden)).sort(productOrder);
}

/** Products by group id, own organisation only: built once per catalogue, so a selection is a look-up. */
export function productsByGroup(products: readonly Product[], orgId: number): Map<number, Product[]> {
  const map = new Map<number, Product[]>();
  for (const p of products) {
    if (p.orgId !== orgId || p.productGroupId === null) continue;
    const list = map.get(p.productGroupId);
    if (list) list.push(p);
    else map.set(p.productGroupId, [p]);
  }
  return map;
}

/**
 * The count a group card shows: its own products and those of its sub-groups (a parent holding only sub-groups would
 * otherwise read 0). Tablet mode counts what it shows.
 */
export function productCount(
  group: ProductGroup,
  groups: readonly ProductGroup[],
  byGroup: ReadonlyMap<number, readonly Product[]>,
  tablet: boolean,
): number {
  const count = (id: number) => (byGroup.get(id) ?? []).filter((p) => !(tablet && p.userHidden)).length;
  return groupsUnder(groups, group.productGroupId, tablet).reduce(
    (n, child) => n + count(child.productGroupId),
    count(group.productGroupId),
  );
}

/** Moves the item `activeId` to where `overId` is; null when nothing moves (dropped on itself or outside). */
export function moveId(ids: readonly number[], activeId: number, overId: number | null): number[] | null {
  if (overId === null || activeId === overId) return null;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from === -1 || to === -1) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

/**
 * The new order written into a cached list: the ids in `order` take orderIndex 1, 2, 3... (as the server writes them),
 * everything else is untouched. Items not in `order` keep their object, so their memoised cards do not render again.
 */
export function withOrder<T extends { orderIndex: number }>(
  list: readonly T[],
  idOf: (item: T) => number,
  order: readonly number[],
): T[] {
  const index = new Map(order.map((id, i) => [id, i + 1]));
  return list.map((item) => {
    const at = index.get(idOf(item));
    return at === undefined || at === item.orderIndex ? item : { ...item, orderIndex: at };
  });
}

/**
 * The ids a drop sends for a container: the whole container, hidden items included. In tablet mode the hidden items
 * are not shown: they keep their place relative to each other, after the shown ones they followed.
 */
export function fullOrder(allIds: readonly number[], shownOrder: readonly number[]): number[] {
  const shown = new Set(shownOrder);
  const result: number[] = [];
  let next = 0;
  for (const id of allIds) {
    if (shown.has(id)) {
      const take = shownOrder[next++];
      if (take !== undefined) result.push(take);
    } else {
      result.push(id);
    }
  }
  return result;
}

// ---------- Detail chips ----------

export const DETAILS = ['vat', 'printer', 'options', 'stock', 'barcode'] as const;
export type Detail = (typeof DETAILS)[number];

/** The "all" chip is on when every detail is. */
export function allDetails(shown: ReadonlySet<Detail>): boolean {
  return DETAILS.every((d) => shown.has(d));
}

/** A chip pressed: "all" turns every detail on, or every one off when all were on; another chip flips itself. */
export function toggleDetail(shown: ReadonlySet<Detail>, chip: Detail | 'all'): Set<Detail> {
  if (chip === 'all') return allDetails(shown) ? new Set() : new Set(DETAILS);
  const next = new Set(shown);
  if (next.has(chip)) next.delete(chip);
  else next.add(chip);
  return next;
}

// ---------- Add cards (document 2 section 2, as written) ----------

export interface AddContext {
  /** Products of the current group (the selected child, else the selected group). */
  products: number;
  childSelected: boolean;
  children: number;
  /** Reorganize or tablet mode: no add card at all. */
  hidden: boolean;
}

/** Add product: only when the current group has no products and either a child is selected or there are no children. */
export function showAddProduct(c: AddContext): boolean {
  return !c.hidden && c.products === 0 && (c.childSelected || c.children === 0);
}

/** Add sub-group: only when there are no products, no selected child and no children. */
export function showAddSubGroup(c: AddContext): boolean {
  return !c.hidden && c.products === 0 && !c.childSelected && c.children === 0;
}

// ---------- Card contents ----------

/** A group's colour, blue (the default colour) when it has none. */
export function groupColor(group: Pick<ProductGroup, 'color'>): string {
  return group.color || DEFAULT_GROUP_COLOR;
}

/** IN and OUT prices are both shown only when they differ. */
export function pricesDiffer(p: Pick<Product, 'priceVatInclIn' | 'priceVatInclOut'>): boolean {
  return Number(p.priceVatInclIn) !== Number(p.priceVatInclOut);
}

/** The sub-option groups a card names (at most `max`), and how many more there are (the +N). */
export function optionSummary(p: Pick<Product, 'allowedOptionGroups'>, max = 2): { names: string[]; more: number } {
  const names = p.allowedOptionGroups.map((o) => o.productGroup.name);
  return { names: names.slice(0, max), more: Math.max(0, names.length - max) };
}
