/** Dashboard calls (document 1 section 7): the figures of an interval (the current shift and opening one: shifts/api.ts). */
import { type DashboardInterval, dashboardSchema } from '@comptoir/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

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
