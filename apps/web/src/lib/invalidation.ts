/**
 * The one map of cross-resource cache invalidation: what a change of one resource also changes on other screens.
 * A resource is named by the first element of its query keys (`resourceKeys(name)` in lib/resource.ts, or a feature's
 * own `xxxKeys.all`), so a feature refreshes another one's views without importing its key factories.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const ALSO_CHANGES = {
  /**
   * A sale on a till (a pushed ACCOUNTS_UPDATED) or a correction here: the histories, shifts and dashboard figures,
   * the tables' occupation, the products' stock figures and the stock.
   */
  accounts: ['analytics', 'dashboard', 'shift', 'tables', 'products', 'stock'],
  /** Closing a shift changes the dashboard's figures. */
  shift: ['dashboard'],
  /** A product's edit can change its stock line. */
  products: ['stock'],
  /** The signed-in user may have edited their own account. */
  users: ['auth'],
  /** The navigation shows the organisation's name. */
  org: ['auth'],
} as const satisfies Record<string, readonly string[]>;

export type ChangedResource = keyof typeof ALSO_CHANGES;

/** The query keys a change of `resource` refreshes: its own and those of what it also changes. */
export function changedKeys(resource: ChangedResource): QueryKey[] {
  return [[resource], ...ALSO_CHANGES[resource].map((other) => [other])];
}

/** Refreshes the other resources' views after a change of `resource` (its own cache is the caller's). */
export function invalidateDependents(queryClient: QueryClient, resource: ChangedResource): Promise<unknown> {
  return Promise.all(ALSO_CHANGES[resource].map((other) => queryClient.invalidateQueries({ queryKey: [other] })));
}

/** Refreshes `resource` and what it also changes. */
export function invalidateChanged(queryClient: QueryClient, resource: ChangedResource): Promise<unknown> {
  return Promise.all(changedKeys(resource).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
