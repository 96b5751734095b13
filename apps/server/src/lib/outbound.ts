/**
 * The one outbound policy (issue 23, decision 75): every connection the server opens on a user's word (an
 * integration's "test connection", a test print, any future webhook) goes through `resolveOutbound` first.
 *
 * - The name is resolved once (dns.lookup, every address) and each resolved address is checked; the caller then
 *   connects to the checked address, never to the name again (a second lookup could answer another address: DNS
 *   rebinding). HTTP requests pin it with `pinnedLookup`.
 * - Always refused, whatever the settings: loopback (127/8, ::1), link-local (169.254/16, fe80::/10, which holds the
 *   cloud metadata address 169.254.169.254), unspecified (0/8, ::), multicast (224/4, ff00::/8), broadcast and
 *   reserved (240/4, 255.255.255.255) and the known cloud metadata addresses outside those ranges (fd00:ec2::254,
 *   100.100.100.200). IPv4 written as IPv6 (::ffff:127.0.0.1, 64:ff9b::7f00:1) is checked as the IPv4 it names.
 * - Otherwise an address must lie in one of the allowed networks (OUTBOUND_NETWORKS; default the private ranges
 *   10/8, 172.16/12, 192.168/16, fc00::/7), and the port must be one of the kind's ports (PRINTER_PORTS,
 *   INTEGRATION_PORTS).
 * - A name with several addresses is refused when any of them is (decision 75); the first is used.
 * - Answers are a fixed set of outcomes (`OutboundFailure`): the socket's or the parser's own text never reaches a
 *   client, so a refused target cannot be told apart from another by its error.
 */
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import type { OutboundRefusal } from '@comptoir/shared';

export type OutboundKind = 'printer' | 'integration';

export interface OutboundPolicy {
  /** Allowed networks as CIDR text ("192.168.0.0/16", "fc00::/7"). */
  networks: readonly string[];
  /** The ports each kind may reach. */
  ports: Record<OutboundKind, readonly number[]>;
}

export const DEFAULT_OUTBOUND_NETWORKS = '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7';

/** A parsed network: the family, the address as a number and the prefix length. */
interface Network {
  family: 4 | 6;
  base: bigint;
  prefix: number;
}

function v4ToBigInt(address: string): bigint {
  return address.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

/** The 8 groups of an IPv6 address (an embedded dotted IPv4 tail included). */
function v6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = Number(v4ToBigInt(dotted[1]!));
    text = `${text.slice(0, -dotted[1]!.length)}${((n >>> 16) & 0xffff).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...(tail !== undefined ? Array(missing).fill('0') : []), ...right];
  return groups.map((g) => Number.parseInt(g, 16));
}

function v6ToBigInt(address: string): bigint {
  return v6Groups(address).reduce((acc, g) => (acc << 16n) | BigInt(g), 0n);
}

/** "10.0.0.0/8" or "fc00::/7" (a bare address is a single host); throws with a readable message otherwise. */
export function parseNetwork(text: string): Network {
  const [address = '', prefixText] = text.trim().split('/');
  const family = net.isIP(address);
  if (family !== 4 && family !== 6) throw new Error(`"${text}" is not a network such as 192.168.0.0/16 or fc00::/7`);
  const bits = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(bits)) || prefix > bits)
    throw new Error(`"${text}": the prefix length must be 0 to ${bits}`);
  const value = family === 4 ? v4ToBigInt(address) : v6ToBigInt(address);
  const mask = prefix === 0 ? 0n : ((1n << BigInt(prefix)) - 1n) << BigInt(bits - prefix);
  return { family, base: value & mask, prefix };
}

/** OUTBOUND_NETWORKS: comma separated CIDR networks, at least one. */
export function parseNetworkList(text: string): string[] {
  const list = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (list.length === 0) throw new Error('OUTBOUND_NETWORKS must name at least one network');
  for (const item of list) {
    try {
      parseNetwork(item);
    } catch (err) {
      throw new Error(`OUTBOUND_NETWORKS: ${(err as Error).message}`);
    }
  }
  return list;
}

function contains(network: Network, family: 4 | 6, value: bigint): boolean {
  if (network.family !== family) return false;
  const bits = family === 4 ? 32 : 128;
  const mask = network.prefix === 0 ? 0n : ((1n << BigInt(network.prefix)) - 1n) << BigInt(bits - network.prefix);
  return (value & mask) === network.base;
}

/** The ranges refused whatever OUTBOUND_NETWORKS says, with the reason code each one gives. */
const ALWAYS_REFUSED: [string, OutboundRefusal][] = [
  ['0.0.0.0/8', 'UNSPECIFIED'],
  ['127.0.0.0/8', 'LOOPBACK'],
  ['169.254.169.254/32', 'METADATA'],
  ['169.254.0.0/16', 'LINK_LOCAL'],
  ['100.100.100.200/32', 'METADATA'],
  ['224.0.0.0/4', 'MULTICAST'],
  ['240.0.0.0/4', 'BROADCAST'],
  ['::/128', 'UNSPECIFIED'],
  ['::1/128', 'LOOPBACK'],
  ['fd00:ec2::254/128', 'METADATA'],
  ['fe80::/10', 'LINK_LOCAL'],
  ['ff00::/8', 'MULTICAST'],
];
const ALWAYS_REFUSED_NETWORKS = ALWAYS_REFUSED.map(([cidr, reason]) => [parseNetwork(cidr), reason] as const);
/** IPv6 forms that carry an IPv4 address in their last 32 bits: mapped, NAT64, the old "compatible" form. */
const EMBEDDING_V4 = ['::ffff:0:0/96', '64:ff9b::/96', '::/96'].map(parseNetwork);

/** The address as the family and number it really reaches (IPv4 carried in IPv6 unwrapped). */
function effective(address: string): { family: 4 | 6; value: bigint } | null {
  const family = net.isIP(address);
  if (family === 4) return { family, value: v4ToBigInt(address) };
  if (family !== 6) return null;
  const value = v6ToBigInt(address);
  // ::1 and :: are themselves, not IPv4 0.0.0.1 / 0.0.0.0.
  if (value > 1n && EMBEDDING_V4.some((n) => contains(n, 6, value))) return { family: 4, value: value & 0xffffffffn };
  return { family: 6, value };
}

/** Why the policy refuses an address (a resolved one, never a name), or null when it may be reached. */
export function refusalOf(address: string, networks: readonly string[]): OutboundRefusal | null {
  const ip = effective(address);
  if (!ip) return 'HOST_NOT_FOUND';
  for (const [network, reason] of ALWAYS_REFUSED_NETWORKS) if (contains(network, ip.family, ip.value)) return reason;
  return networks.some((cidr) => contains(parseNetwork(cidr), ip.family, ip.value)) ? null : 'NETWORK_NOT_ALLOWED';
}

export type OutboundTarget =
  | { ok: true; address: string; family: 4 | 6; port: number }
  | { ok: false; refusal: OutboundRefusal };

/**
 * Resolves `host` once and checks every address, then the port. The caller connects to `address` (never to `host`).
 * A name that does not resolve is refused as HOST_NOT_FOUND: without an address there is nothing to check.
 */
export async function resolveOutbound(
  policy: OutboundPolicy,
  kind: OutboundKind,
  host: string,
  port: number,
): Promise<OutboundTarget> {
  const name = host.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(name, { all: true, verbatim: true });
  } catch {
    return { ok: false, refusal: 'HOST_NOT_FOUND' };
  }
  if (addresses.length === 0) return { ok: false, refusal: 'HOST_NOT_FOUND' };
  for (const { address } of addresses) {
    const refusal = refusalOf(address, policy.networks);
    if (refusal) return { ok: false, refusal };
  }
  // The port last: a refused address says so whatever its port.
  if (!policy.ports[kind].includes(port)) return { ok: false, refusal: 'PORT_NOT_ALLOWED' };
  const first = addresses[0]!;
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4, port };
}

/**
 * A `lookup` for http(s).request/net.connect that answers the checked address only: the request keeps its host name
 * (Host header, TLS server name) but connects where the policy allowed.
 */
export function pinnedLookup(address: string, family: 4 | 6) {
  return (
    _hostname: string,
    options: { all?: boolean },
    callback: (err: Error | null, address: string | { address: string; family: number }[], family?: number) => void,
  ) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** The fixed outcomes of an attempt that was allowed but did not succeed. */
export type OutboundFailure = 'REFUSED' | 'TIMEOUT' | 'BAD_ANSWER';

/**
 * A socket, TLS or HTTP parser error as one of the fixed outcomes: TLS and parser errors mean something answered,
 * but not as the device should (BAD_ANSWER); every other network error is REFUSED. The error's own text is dropped.
 */
export function failureOf(err: NodeJS.ErrnoException): OutboundFailure {
  if (err.code === 'ETIMEDOUT') return 'TIMEOUT';
  const code = err.code ?? '';
  if (
    code.startsWith('HPE_') ||
    code.startsWith('ERR_SSL') ||
    code.startsWith('ERR_TLS') ||
    /SSL|TLS|certificate/i.test(err.message)
  )
    return 'BAD_ANSWER';
  return 'REFUSED';
}

/** The policy of the app's configuration. */
export function outboundPolicy(config: {
  outboundNetworks: readonly string[];
  printerPorts: readonly number[];
  integrationPorts: readonly number[];
}): OutboundPolicy {
  return {
    networks: config.outboundNetworks,
    ports: { printer: config.printerPorts, integration: config.integrationPorts },
  };
}
