/**
 * The session token (document 1 section 9): stored under `jwt` in localStorage, or in sessionStorage on an iPhone.
 * Components read it through `useSessionToken`, which re-renders on sign-in and sign-out.
 */
import { useSyncExternalStore } from 'react';

export const TOKEN_KEY = 'jwt';

type Listener = () => void;
const listeners = new Set<Listener>();

export function isIPhone(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /iPhone/i.test(userAgent);
}

function storage(): Storage | null {
  try {
    return isIPhone() ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  notify();
}

export function clearSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes localStorage too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
