import os from 'node:os';

/**
 * This machine's first non-loopback, non-link-local IPv4 address, or null. The server refuses to connect to loopback
 * (its outbound policy, decision 75), so the stand-in devices of the e2e tests listen on this address and
 * playwright.config.ts adds it to the server's OUTBOUND_NETWORKS.
 */
export function hostAddress(): string | null {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const entry of list ?? []) {
      if (entry.internal || entry.family !== 'IPv4' || entry.address.startsWith('169.254.')) continue;
      return entry.address;
    }
  }
  return null;
}
