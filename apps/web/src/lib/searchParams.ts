import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * Changes some query parameters (a value of '' removes one), replacing the history entry.
 *
 * React Router hands a functional update the parameters of the last render: two changes made before the next render
 * (a filter cleared, then another typed at once) would start from the same old query and the second would undo the
 * first. In the browser the address bar already holds the latest query, so the change starts from it; under a memory
 * router (component tests) the address bar is not the router's, and the router's parameters are used.
 */
export function useUpdateSearchParams(): (changes: Record<string, string>) => void {
  const [, setParams] = useSearchParams();
  const { pathname } = useLocation();
  return useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (current) => {
          const inBrowser = typeof window !== 'undefined' && window.location.pathname === pathname;
          const next = new URLSearchParams(inBrowser ? window.location.search : current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams, pathname],
  );
}
