import type { ProductGroup } from '@comptoir/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../app/session';
import { useGroups } from '../../groups';
import { useProducts } from '../../products';
import { groupsUnder, productCount, productsByGroup, productsOf } from '../model';

/** A group id read from the address (?group=, ?sub=), or null. */
function idParam(params: URLSearchParams, key: string): number | null {
  const n = Number(params.get(key));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * What the organiser shows: the top-level groups, the selected group (?group=, else the first) and its sub-groups, the
 * selected sub-group (?sub=), and the products of the current one. The selection is in the address, so a reload (or a
 * bookmark) opens the same group. Everything derived is memoised: a toggle elsewhere does not rebuild it.
 */
export function useMenuView(tablet: boolean) {
  const products = useProducts();
  const groups = useGroups();
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const orgId = user?.orgId ?? 0;

  const byGroup = useMemo(() => productsByGroup(products.data ?? [], orgId), [products.data, orgId]);
  const ownProducts = useMemo(() => (products.data ?? []).filter((p) => p.orgId === orgId), [products.data, orgId]);
  const allGroups = groups.data ?? [];
  const topLevel = useMemo(() => groupsUnder(groups.data ?? [], null, tablet), [groups.data, tablet]);

  const wantedGroup = idParam(params, 'group');
  const selected = topLevel.find((g) => g.productGroupId === wantedGroup) ?? topLevel[0] ?? null;
  const selectedId = selected?.productGroupId ?? null;
  const children = useMemo(
    () => (selectedId === null ? [] : groupsUnder(groups.data ?? [], selectedId, tablet)),
    [groups.data, selectedId, tablet],
  );
  const wantedSub = idParam(params, 'sub');
  const child = children.find((g) => g.productGroupId === wantedSub) ?? null;
  const currentId = child?.productGroupId ?? selectedId;
  const shown = useMemo(() => productsOf(byGroup, currentId, tablet), [byGroup, currentId, tablet]);

  const counts = useMemo(() => {
    const map = new Map<number, number>();
    for (const g of groups.data ?? []) map.set(g.productGroupId, productCount(g, groups.data ?? [], byGroup, tablet));
    return map;
  }, [groups.data, byGroup, tablet]);

  const select = (group: ProductGroup | null, sub: ProductGroup | null = null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('group');
        next.delete('sub');
        if (group) next.set('group', String(group.productGroupId));
        if (sub) next.set('sub', String(sub.productGroupId));
        return next;
      },
      { replace: true },
    );

  return {
    products,
    groups,
    user,
    orgId,
    allGroups,
    byGroup,
    ownProducts,
    topLevel,
    selected,
    children,
    child,
    currentId,
    shown,
    counts,
    select,
  };
}
