import { hasAbility } from '@comptoir/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../app/session';
import { useUpdateSearchParams } from '../../../lib/searchParams';
import { type GroupChoice, type Product, useGroupChoices, useImageLibrary, useProducts } from '../api';
import { filterProducts, PAGE_SIZES, type ProductFilters } from '../model';

/**
 * What the products page shows: the catalogue, the filters and page size (kept in the address, so a filtered list
 * can be bookmarked), and the group choices (the groups API, or the groups the products are in when it is missing).
 */
export function useProductsView() {
  const products = useProducts();
  const groups = useGroupChoices();
  const { data: user } = useCurrentUser();
  const [params] = useSearchParams();
  const library = useImageLibrary(Boolean(user));

  const filters: ProductFilters = {
    q: params.get('q') ?? '',
    name: params.get('name') ?? '',
    group: params.get('group') ?? '',
  };
  const requested = Number(params.get('rows'));
  const pageSize = PAGE_SIZES.includes(requested) ? requested : (PAGE_SIZES[0] ?? 500);

  const update = useUpdateSearchParams();
  const setParam = (key: string, value: string) => update({ [key]: value });

  const { q, name, group } = filters;
  const visible = useMemo(
    () => filterProducts(products.data ?? [], { q, name, group }),
    [products.data, q, name, group],
  );

  const orgId = user?.orgId ?? 0;
  const groupChoices = useMemo<GroupChoice[]>(() => {
    if (groups.data) return groups.data;
    const seen = new Map<number, GroupChoice>();
    for (const p of products.data ?? []) {
      if (p.productGroup && p.orgId === orgId) seen.set(p.productGroup.productGroupId, { ...p.productGroup });
    }
    return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [groups.data, products.data, orgId]);

  const ownProducts = useMemo<Product[]>(
    () => (products.data ?? []).filter((p) => p.orgId === orgId),
    [products.data, orgId],
  );

  return {
    products,
    user,
    orgId,
    visible,
    ownProducts,
    filters,
    setFilter: (key: keyof ProductFilters, value: string) => setParam(key, value),
    pageSize,
    setPageSize: (rows: number) => setParam('rows', rows === PAGE_SIZES[0] ? '' : String(rows)),
    groupChoices,
    groupsFromApi: groups.data !== null && groups.data !== undefined,
    library: library.data ?? null,
    canSeeStock: user ? hasAbility(user, 'ANALYTICS_STOCK') : false,
  };
}
