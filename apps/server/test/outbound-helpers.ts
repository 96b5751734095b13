import net from 'node:net';
import os from 'node:os';
import type { Config } from '../src/config';
import { DEFAULT_OUTBOUND_NETWORKS, refusalOf } from '../src/lib/outbound';

/**
 * Tests of connections the server makes on a user's word need a target the outbound policy allows: loopback is always
 * refused, so the stand-in devices listen on this machine's own non-loopback address (its network interface). When
 * that address is not in a private range (a documentation or public address), the tests widen OUTBOUND_NETWORKS to
 * it through the test app's Config, as an operator would. A machine without such an address skips those tests.
 */
export function hostAddress(family: 4 | 6 = 4): string | null {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const entry of list ?? []) {
      const fam = entry.family === 'IPv4' || (entry.family as unknown) === 4 ? 4 : 6;
      if (entry.internal || fam !== family) continue;
      // Link-local addresses are always refused: they cannot stand in for a device.
      if (refusalOf(entry.address, ['0.0.0.0/0', '::/0']) !== null) continue;
      return entry.address;
    }
  }
  return null;
}

/** The reason a test is skipped on this machine, or null. */
export const NO_HOST_ADDRESS =
  'this machine has no non-loopback IPv4 address to stand in for a device on the shop network';

/** Config for a test app whose devices listen on `address` on any unprivileged port. */
export function outboundTestConfig(address: string): Partial<Config> {
  const unprivileged = Array.from({ length: 65535 - 1023 }, (_, i) => i + 1024);
  return {
    outboundNetworks: [...DEFAULT_OUTBOUND_NETWORKS.split(','), `${address}/${net.isIPv6(address) ? 128 : 32}`],
    integrationPorts: unprivileged,
    printerPorts: unprivileged,
  };
}

/** A port nothing listens on at `address`: bound, then closed. */
export async function closedPort(address: string): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
