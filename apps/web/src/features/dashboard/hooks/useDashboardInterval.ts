import type { DashboardInterval } from '@comptoir/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { INTERVAL_PARAM, parseInterval } from '../model';

/**
 * The chosen interval lives in the address (`?interval=LAST_MONTH`) so a view can be bookmarked and shared; without
 * the parameter the default applies. Choosing replaces the history entry (a filter, not a new page) and keeps the
 * other parameters (such as `lng`).
 */
export function useDashboardInterval(): [DashboardInterval, (interval: DashboardInterval) => void] {
  const [params, setParams] = useSearchParams();
  const interval = parseInterval(params.get(INTERVAL_PARAM));
  const choose = useCallback(
    (next: DashboardInterval) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(INTERVAL_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [interval, choose];
}
