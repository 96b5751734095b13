import type { Product, ProductGroup } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import {
  allDetails,
  canDropOn,
  type DETAILS,
  dropAction,
  fullOrder,
  groupColor,
  groupKey,
  groupsUnder,
  moveId,
  optionSummary,
  parseKey,
  placeLast,
  pricesDiffer,
  productCount,
  productKey,
  productsByGroup,
  productsOf,
  showAddProduct,
  showAddSubGroup,
  toggleDetail,
  withOrder,
} from './model';

const group = (id: number, over: Partial<ProductGroup> = {}) =>
  ({
    productGroupId: id,
    name: `G${id}`,
    orderIndex: 0,
    parentGroupId: null,
    userHidden: false,
    color: null,
    ...over,
  }) as ProductGroup;
const product = (id: number, groupId: number, over: Partial<Product> = {}) =>
  ({
    productId: id,
    name: `P${id}`,
    orderIndex: 0,
    productGroupId: groupId,
    orgId: 1,
    userHidden: false,
    priceVatInclIn: '2.00',
    priceVatInclOut: '2.00',
    allowedOptionGroups: [],
    ...over,
  }) as Product;

describe('menu order', () => {
  it('puts ordered items first (ascending), unordered (0 or less) last by name, and a container apart', () => {
    const groups = [
      group(1, { orderIndex: 0, name: 'Zeta' }),
      group(2, { orderIndex: 2 }),
      group(3, { orderIndex: 1 }),
      group(4, { orderIndex: -1, name: 'Alpha' }),
      group(5, { orderIndex: 1, parentGroupId: 2 }),
    ];
    expect(groupsUnder(groups, null, false).map((g) => g.productGroupId)).toEqual([3, 2, 4, 1]);
    expect(groupsUnder(groups, 2, false).map((g) => g.productGroupId)).toEqual([5]);
  });

  it('leaves hidden groups and products out in tablet mode only', () => {
    const groups = [group(1), group(2, { userHidden: true })];
    expect(groupsUnder(groups, null, true).map((g) => g.productGroupId)).toEqual([1]);
    const byGroup = productsByGroup([product(1, 1), product(2, 1, { userHidden: true })], 1);
    expect(productsOf(byGroup, 1, false)).toHaveLength(2);
    expect(productsOf(byGroup, 1, true).map((p) => p.productId)).toEqual([1]);
    expect(productsOf(byGroup, null, false)).toEqual([]);
  });

  it("groups only the organisation's own products, and counts a group's sub-groups too", () => {
    const byGroup = productsByGroup([product(1, 1), product(2, 1, { orgId: 9 }), product(3, 2)], 1);
    expect(byGroup.get(1)?.map((p) => p.productId)).toEqual([1]);
    const groups = [group(1), group(2, { parentGroupId: 1 })];
    expect(productCount(groups[0]!, groups, byGroup, false)).toBe(2);
    expect(productCount(groups[1]!, groups, byGroup, false)).toBe(1);
  });

  it('moves a dragged id to the place of the one it was dropped on', () => {
    expect(moveId([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
    expect(moveId([1, 2, 3], 2, 2)).toBeNull();
    expect(moveId([1, 2, 3], 2, null)).toBeNull();
    expect(moveId([1, 2, 3], 9, 1)).toBeNull();
  });

  it('writes the order into a list as the server does, keeping untouched items as they were', () => {
    const list = [product(1, 1, { orderIndex: 1 }), product(2, 1, { orderIndex: 5 }), product(3, 2)];
    const next = withOrder(list, (p) => p.productId, [2, 1]);
    expect(next.map((p) => p.orderIndex)).toEqual([2, 1, 0]);
    expect(next[2]).toBe(list[2]);
    const same = withOrder(list, (p) => p.productId, [1]);
    expect(same[0]).toBe(list[0]);
  });

  it('sends the whole container: hidden items keep their slots around the shown ones moved', () => {
    // 2 and 4 are hidden (tablet mode): the shown 1, 3, 5 became 5, 1, 3.
    expect(fullOrder([1, 2, 3, 4, 5], [5, 1, 3])).toEqual([5, 2, 1, 4, 3]);
    expect(fullOrder([1, 2, 3], [3, 2, 1])).toEqual([3, 2, 1]);
  });
});

describe('one drag context for groups and products', () => {
  const containers = { column: [1, 2, 3], children: [4, 5], products: [1, 2, 3] };

  it('keys carry their kind, so a group and a product with the same number do not collide', () => {
    expect(groupKey(3)).not.toBe(productKey(3));
    expect(parseKey(groupKey(3))).toEqual({ kind: 'group', id: 3 });
    expect(parseKey(productKey(12))).toEqual({ kind: 'product', id: 12 });
    expect(parseKey('3')).toBeNull();
    expect(parseKey('x:3')).toBeNull();
  });

  it('a group lands only in its own row; a product on the grid or on any other group card', () => {
    const group = { key: groupKey(1), container: 'column' as const };
    expect(canDropOn(group, { key: groupKey(2), container: 'column' }, 9)).toBe(true);
    expect(canDropOn(group, { key: groupKey(4), container: 'children' }, 9)).toBe(false);
    expect(canDropOn(group, { key: productKey(1), container: 'products' }, 9)).toBe(false);
    const product = { key: productKey(1), container: 'products' as const };
    expect(canDropOn(product, { key: productKey(2), container: 'products' }, 9)).toBe(true);
    expect(canDropOn(product, { key: groupKey(2), container: 'column' }, 9)).toBe(true);
    expect(canDropOn(product, { key: groupKey(4), container: 'children' }, 9)).toBe(true);
    // Its own group (the one shown) is not a target, nor anything outside the organiser's containers.
    expect(canDropOn(product, { key: groupKey(9), container: 'column' }, 9)).toBe(false);
    expect(canDropOn(product, { key: groupKey(2), container: undefined }, 9)).toBe(false);
  });

  it('a product dropped on a group card moves there; inside the grid it reorders as before', () => {
    expect(dropAction(containers, productKey(2), groupKey(5), 1)).toEqual({
      kind: 'moveProduct',
      productId: 2,
      groupId: 5,
    });
    expect(dropAction(containers, productKey(2), groupKey(1), 1)).toBeNull();
    expect(dropAction(containers, productKey(1), productKey(3), 1)).toEqual({
      kind: 'reorder',
      container: 'products',
      order: [2, 3, 1],
    });
    expect(dropAction(containers, productKey(1), productKey(1), 1)).toBeNull();
    expect(dropAction(containers, productKey(1), null, 1)).toBeNull();
  });

  it('a group reorders its own row (column or sub-groups) and never lands on a product', () => {
    expect(dropAction(containers, groupKey(1), groupKey(2), 1)).toEqual({
      kind: 'reorder',
      container: 'column',
      order: [2, 1, 3],
    });
    expect(dropAction(containers, groupKey(5), groupKey(4), 1)).toEqual({
      kind: 'reorder',
      container: 'children',
      order: [5, 4],
    });
    expect(dropAction(containers, groupKey(1), productKey(2), 1)).toBeNull();
    expect(dropAction(containers, groupKey(1), groupKey(4), 1)).toBeNull();
  });

  it('a moved product goes last: one more than the highest order, the whole order when some were never ordered', () => {
    const ordered = [product(1, 5, { orderIndex: 2 }), product(2, 5, { orderIndex: 7 })];
    expect(placeLast(ordered, 9)).toEqual({ orderIndex: 8, reorder: null });
    expect(placeLast([], 9)).toEqual({ orderIndex: 1, reorder: null });
    const mixed = [
      product(1, 5, { orderIndex: 0, name: 'Zeta' }),
      product(2, 5, { orderIndex: 3 }),
      product(3, 5, { orderIndex: 0, name: 'Alpha' }),
    ];
    expect(placeLast(mixed, 9)).toEqual({ orderIndex: 4, reorder: [2, 3, 1, 9] });
  });
});

describe('detail chips', () => {
  it('"all" turns every detail on, or all off when all were on; another chip flips itself', () => {
    const none = new Set<(typeof DETAILS)[number]>();
    const all = toggleDetail(none, 'all');
    expect(allDetails(all)).toBe(true);
    expect(toggleDetail(all, 'all').size).toBe(0);
    const noVat = toggleDetail(all, 'vat');
    expect(noVat.has('vat')).toBe(false);
    expect(allDetails(noVat)).toBe(false);
    expect(allDetails(toggleDetail(noVat, 'all'))).toBe(true);
  });
});

describe('add cards (document 2 section 2)', () => {
  it('add product: no products, and a child selected or no children; never in reorganize or tablet mode', () => {
    expect(showAddProduct({ products: 0, childSelected: false, children: 0, hidden: false })).toBe(true);
    expect(showAddProduct({ products: 0, childSelected: true, children: 2, hidden: false })).toBe(true);
    expect(showAddProduct({ products: 0, childSelected: false, children: 2, hidden: false })).toBe(false);
    expect(showAddProduct({ products: 3, childSelected: true, children: 2, hidden: false })).toBe(false);
    expect(showAddProduct({ products: 0, childSelected: false, children: 0, hidden: true })).toBe(false);
  });

  it('add sub-group: no products, no child selected, no children', () => {
    expect(showAddSubGroup({ products: 0, childSelected: false, children: 0, hidden: false })).toBe(true);
    expect(showAddSubGroup({ products: 1, childSelected: false, children: 0, hidden: false })).toBe(false);
    expect(showAddSubGroup({ products: 0, childSelected: true, children: 1, hidden: false })).toBe(false);
    expect(showAddSubGroup({ products: 0, childSelected: false, children: 1, hidden: false })).toBe(false);
    expect(showAddSubGroup({ products: 0, childSelected: false, children: 0, hidden: true })).toBe(false);
  });
});

describe('card contents', () => {
  it('blue by default, both prices only when they differ, sub-options with +N', () => {
    expect(groupColor({ color: null })).toBe('#8393F4');
    expect(groupColor({ color: '#E53935' })).toBe('#E53935');
    expect(pricesDiffer({ priceVatInclIn: '2.00', priceVatInclOut: '2.0' })).toBe(false);
    expect(pricesDiffer({ priceVatInclIn: '2.00', priceVatInclOut: '1.80' })).toBe(true);
    const ref = (n: number) =>
      ({ productGroup: { productGroupId: n, name: `O${n}` } }) as Product['allowedOptionGroups'][0];
    expect(optionSummary({ allowedOptionGroups: [ref(1), ref(2), ref(3), ref(4)] })).toEqual({
      names: ['O1', 'O2'],
      more: 2,
    });
    expect(optionSummary({ allowedOptionGroups: [] })).toEqual({ names: [], more: 0 });
  });
});
