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

// ---------- One drag context for groups and products (issue 22 point 1, docs/decisions.md 121) ----------

/** The three containers of the organiser's single DndContext. */
export type MenuContainer = 'column' | 'children' | 'products';
/** A draggable's id in the shared context: a kind prefix, so a group and a product with the same number never collide. */
export type DragKey = `g:${number}` | `p:${number}`;

export const groupKey = (id: number): DragKey => `g:${id}`;
export const productKey = (id: number): DragKey => `p:${id}`;

/** Reads a drag id back: its kind and number, or null for anything else. */
export function parseKey(key: string | number): { kind: 'group' | 'product'; id: number } | null {
  const match = /^([gp]):(\d+)$/.exec(String(key));
  if (!match) return null;
  return { kind: match[1] === 'g' ? 'group' : 'product', id: Number(match[2]) };
}

/**
 * Whether a dragged card may land on a droppable: a group only within its own container (column or sub-group row);
 * a product on another product of the grid (reorder) or on any group card (move into that group).
 */
export function canDropOn(
  active: { key: string | number; container: MenuContainer | undefined },
  target: { key: string | number; container: MenuContainer | undefined },
  currentGroupId: number | null,
): boolean {
  const kind = parseKey(active.key)?.kind;
  if (kind === 'group') return target.container === active.container;
  if (kind !== 'product' || target.container === undefined) return false;
  // The group whose products are shown is where the product already is: not a target (it would not light up).
  return target.key !== groupKey(currentGroupId ?? -1);
}

/** What a drop does: reorder a container, move a product into a group, or nothing. */
export type DropAction =
  | { kind: 'reorder'; container: MenuContainer; order: number[] }
  | { kind: 'moveProduct'; productId: number; groupId: number }
  | null;

/**
 * The drop of `activeKey` on `overKey`, given each container's ids in their shown order. A product dropped on a group
 * card moves into that group, unless it is already there (`currentGroupId`, the group whose grid is shown).
 */
export function dropAction(
  containers: Readonly<Record<MenuContainer, readonly number[]>>,
  activeKey: string | number,
  overKey: string | number | null,
  currentGroupId: number | null,
): DropAction {
  const active = parseKey(activeKey);
  const over = overKey === null ? null : parseKey(overKey);
  if (!active || !over) return null;
  if (active.kind === 'product' && over.kind === 'group') {
    return over.id === currentGroupId ? null : { kind: 'moveProduct', productId: active.id, groupId: over.id };
  }
  if (active.kind !== over.kind) return null;
  const names: MenuContainer[] = active.kind === 'product' ? ['products'] : ['column', 'children'];
  for (const container of names) {
    const ids = containers[container];
    if (!ids.includes(active.id)) continue;
    const order = moveId(ids, active.id, over.id);
    return order ? { kind: 'reorder', container, order } : null;
  }
  return null;
}

/**
 * Where a product moved into a group goes: last. Its orderIndex is one more than the group's highest; when some of
 * the group's products were never ordered (they sort after the ordered ones), the group's whole order is sent after
 * the move (`reorder`, the moved product last) so it still ends last.
 */
export function placeLast(
  target: readonly Product[],
  productId: number,
): { orderIndex: number; reorder: number[] | null } {
  const others = target.filter((p) => p.productId !== productId);
  const orderIndex = others.reduce((max, p) => Math.max(max, p.orderIndex), 0) + 1;
  const unordered = others.some((p) => p.orderIndex <= 0);
  return {
    orderIndex,
    reorder: unordered ? [...[...others].sort(productOrder).map((p) => p.productId), productId] : null,
  };
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
