import type { Dashboard } from '@comptoir/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dashboardKeys } from '../api';
import { isShiftOpen } from '../model';

/** Document 1 sections 4 and 9: after opening a shift, reload up to 3 times, 300 ms apart, until a shift is returned. */
export const RELOAD_TRIES = 3;
export const RELOAD_DELAY_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Returns a function that reloads the dashboard (`refetch` of the shown interval) until its `shift` is open, and
 * marks the other intervals stale. Resolves to whether the open shift came back.
 */
export function useReloadUntilShiftOpen(refetch: () => Promise<{ data?: Dashboard | undefined }>) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all, refetchType: 'none' });
    for (let attempt = 1; attempt <= RELOAD_TRIES; attempt++) {
      const result = await refetch();
      if (isShiftOpen(result.data?.shift)) return true;
      if (attempt < RELOAD_TRIES) await sleep(RELOAD_DELAY_MS);
    }
    return false;
  }, [queryClient, refetch]);
}
