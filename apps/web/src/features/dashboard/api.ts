/** Dashboard calls (document 1 section 7): the figures of an interval, the current shift and opening a shift. */
import { type DashboardInterval, dashboardSchema, shiftSchema } from '@comptoir/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { shiftKeys } from '../shifts/api';

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

export const currentShiftQueryOptions = () =>
  queryOptions({
    queryKey: shiftKeys.current(),
    queryFn: ({ signal }) => api('/shift/current', { schema: shiftSchema.nullable(), signal }),
  });

/** POST /shift with the opening cash in euros. A 409 (a shift is already open) is shown in the dialog. */
export function useOpenShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentCash: number) => api('/shift', { method: 'POST', body: { currentCash }, schema: shiftSchema }),
    meta: { errorToast: false },
    onSuccess: (shift) => {
      queryClient.setQueryData(shiftKeys.current(), shift);
    },
  });
}
