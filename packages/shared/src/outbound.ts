/**
 * Why the server refused to open a connection a user asked for (an integration's "test connection", a test print):
 * the outbound policy of apps/server/src/lib/outbound.ts (decision 75).
 * - LOOPBACK, LINK_LOCAL, UNSPECIFIED, MULTICAST, BROADCAST, METADATA: never reachable, whatever the settings;
 * - NETWORK_NOT_ALLOWED: outside the allowed networks (OUTBOUND_NETWORKS, default the private ranges);
 * - PORT_NOT_ALLOWED: not one of the kind's ports (PRINTER_PORTS, INTEGRATION_PORTS);
 * - HOST_NOT_FOUND: the name resolves to no address, so there is nothing the policy could allow.
 */
export const OUTBOUND_REFUSALS = [
  'LOOPBACK',
  'LINK_LOCAL',
  'UNSPECIFIED',
  'MULTICAST',
  'BROADCAST',
  'METADATA',
  'NETWORK_NOT_ALLOWED',
  'PORT_NOT_ALLOWED',
  'HOST_NOT_FOUND',
] as const;
export type OutboundRefusal = (typeof OUTBOUND_REFUSALS)[number];
