/** Dashboard calls (document 1 section 7): the figures of an interval (the current shift and opening one: shifts/api.ts). */
import { type DashboardInterval, dashboardSchema, type LowStock, lowStockSchema } from '@comptoir/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { QUIET } from '../../lib/resource';

export type { LowStock };

export const dashboardKeys = {
  all: ['dashboard'] as const,
  interval: (interval: DashboardInterval) => [...dashboardKeys.all, interval] as const,
};

export const dashboardQueryOptions = (interval: DashboardInterval) =>
  queryOptions({
    queryKey: dashboardKeys.interval(interval),
    queryFn: ({ signal }) =>
      api(`/data/dashboard?timeInterval=${encodeURIComponent(interval)}`, { schema: dashboardSchema, signal }),
    // The page shows load errors itself (including "not allowed"), so no toast on top.
    meta: { errorToast: false },
  });

export function useDashboard(interval: DashboardInterval) {
  // Keep the previous interval's figures on screen while the next one loads, instead of flashing a skeleton.
  return useQuery({ ...dashboardQueryOptions(interval), placeholderData: keepPreviousData });
}

/**
 * Ingredients under their minimum (issue 27). Keyed by the resource it shows (lib/invalidation.ts): every change of
 * ingredients or counts (the recipes feature's `recipes` keys) refreshes it; the page refetches it after a sale.
 */
export const lowStockQueryOptions = () =>
  queryOptions({
    queryKey: ['recipes', 'low-stock'] as const,
    queryFn: ({ signal }) => api('/data/dashboard/low-stock', { schema: z.array(lowStockSchema), signal }),
    meta: QUIET,
  });

/** Asked only for users who see the ingredients (ADMIN_PRODUCTS): the others are not shown the card. */
export const useLowStock = (enabled: boolean) => useQuery({ ...lowStockQueryOptions(), enabled });
