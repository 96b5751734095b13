/**
 * The console's push connection: opened while signed in; ACCOUNTS_UPDATED invalidates the cached queries, and a page
 * can react to an event with `usePushEvent`.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateChanged } from '../../lib/invalidation';
import { PushClient, type PushMessage, pushUrl } from '../../lib/push';
import { getToken } from '../../lib/session';

export const ACCOUNTS_UPDATED = 'ACCOUNTS_UPDATED';

export const pushClient = new PushClient({ url: () => pushUrl(), getToken });

/** Keeps the socket open while mounted (inside the signed-in layout). */
export function usePushConnection(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const unsubscribe = pushClient.subscribe((message) => {
      if (message.pushType !== ACCOUNTS_UPDATED) return;
      void invalidateChanged(queryClient, 'accounts');
    });
    pushClient.start();
    return () => {
      unsubscribe();
      pushClient.stop();
    };
  }, [queryClient]);
}

/** Runs `handler` for each pushed message of `pushType` while the calling component is mounted. */
export function usePushEvent(pushType: string, handler: (message: PushMessage) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () =>
      pushClient.subscribe((message) => {
        if (message.pushType === pushType) latest.current(message);
      }),
    [pushType],
  );
}
