import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { ConnectionFailure, ConnectionTest, IntegrationType, OutboundRefusal } from '@comptoir/shared';
import { stripProtocol } from '@comptoir/shared';
import { failureOf, type OutboundPolicy, pinnedLookup, resolveOutbound } from '../../lib/outbound';

/**
 * "Test connection" (beyond the spec): does the device answer at its saved address within the time limit?
 * Every attempt goes through the outbound policy first (lib/outbound.ts, decision 75): the name is resolved once, the
 * address and port checked, and the connection opened to that address only. A refused target answers NOT_ALLOWED
 * with its refusal code and elapsedMs 0, without any connection: an open and a closed refused port answer the same.
 * - CASHDRO: one HTTP(S) GET of protocol://address (no credentials are sent); only a 2xx answer means the machine
 *   answered as a CashDro would (issue 22 point 8: a 404 is not success), any other status is BAD_ANSWER with the
 *   status. Its certificate is not checked: CashDro machines on a shop network serve a self-signed one, and nothing
 *   secret travels. Redirects are not followed.
 * - CCV_OPI: a TCP connection to host:port (port 4100, the OPI port, when the address names none); an accepted
 *   connection is an answer, and it is closed at once.
 * Every attempt ends within `timeoutMs` (4 s in production), name resolution included. Answers carry fixed outcomes
 * only (CONNECTION_FAILURES), never the system's error text.
 */
export const CCV_OPI_DEFAULT_PORT = 4100;

/** host and port of "host", "host:port" or "[v6]:port", with the default port. */
function hostPort(address: string, defaultPort: number): { host: string; port: number } | null {
  const m = /^(\[[^\]]+\]|[^:/\s[\]]+)(?::(\d{1,5}))?(?:\/.*)?$/.exec(address);
  if (!m) return null;
  const port = m[2] ? Number(m[2]) : defaultPort;
  if (port < 1 || port > 65535) return null;
  return { host: m[1]!.replace(/^\[|\]$/g, ''), port };
}

type Attempt = { reason: ConnectionFailure | null; httpStatus?: number | null };

export async function testConnection(
  policy: OutboundPolicy,
  type: IntegrationType,
  ip: string,
  timeoutMs: number,
  clock: () => number = Date.now,
): Promise<ConnectionTest> {
  const started = clock();
  const answer = (target: string, fields: Partial<ConnectionTest>, tried = true): ConnectionTest => ({
    reachable: false,
    target,
    reason: null,
    refusal: null,
    httpStatus: null,
    ...fields,
    elapsedMs: tried ? Math.max(0, Math.round(clock() - started)) : 0,
  });
  const notAllowed = (target: string, refusal: OutboundRefusal) =>
    answer(target, { reason: 'NOT_ALLOWED', refusal }, false);
  const address = stripProtocol(ip);
  if (!address) return answer('', { reason: 'NO_ADDRESS' }, false);

  let target: string;
  let host: string;
  let port: number;
  let url: URL | null = null;
  if (type === 'CCV_OPI') {
    const hp = hostPort(address, CCV_OPI_DEFAULT_PORT);
    if (!hp) return answer(address, { reason: 'INVALID_ADDRESS' }, false);
    ({ host, port } = hp);
    target = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  } else {
    try {
      url = new URL(ip.trim());
      if (!['http:', 'https:'].includes(url.protocol) || !url.hostname) throw new Error('not http(s)');
    } catch {
      return answer(ip, { reason: 'INVALID_ADDRESS' }, false);
    }
    host = url.hostname;
    port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    target = url.toString();
  }

  // One timer for the whole attempt, name resolution included.
  let timer: NodeJS.Timeout | undefined;
  let abort: () => void = () => {};
  const timedOut = new Promise<Attempt>((resolve) => {
    timer = setTimeout(() => {
      abort();
      resolve({ reason: 'TIMEOUT' });
    }, timeoutMs);
  });
  const attempt = (async (): Promise<Attempt | OutboundRefusal> => {
    const allowed = await resolveOutbound(policy, 'integration', host, port);
    if (!allowed.ok) return allowed.refusal;
    const lookup = pinnedLookup(allowed.address, allowed.family);
    return url ? httpGet(url, lookup, (a) => (abort = a)) : tcpConnect(host, port, lookup, (a) => (abort = a));
  })();
  const outcome = await Promise.race([attempt, timedOut]);
  clearTimeout(timer);
  if (typeof outcome === 'string') return notAllowed(target, outcome);
  return answer(target, { ...outcome, reachable: outcome.reason === null });
}

type Lookup = ReturnType<typeof pinnedLookup>;

/** A TCP connection to the checked address (the pinned lookup answers it for `host`), closed at once. */
function tcpConnect(host: string, port: number, lookup: Lookup, onAbort: (abort: () => void) => void) {
  return new Promise<Attempt>((resolve) => {
    const socket = net.connect({ host, port, lookup: lookup as never });
    onAbort(() => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve({ reason: null });
    });
    socket.on('error', (err: NodeJS.ErrnoException) => resolve({ reason: failureOf(err) }));
  });
}

/** One GET to the checked address; only a 2xx status is an answer a device gives. */
function httpGet(url: URL, lookup: Lookup, onAbort: (abort: () => void) => void) {
  return new Promise<Attempt>((resolve) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'GET',
      rejectUnauthorized: false,
      headers: { 'user-agent': 'comptoir-connection-test' },
      agent: false,
      lookup: lookup as never,
    });
    onAbort(() => request.destroy());
    request.once('response', (response) => {
      response.resume();
      request.destroy();
      const status = response.statusCode ?? 0;
      resolve({ reason: status >= 200 && status < 300 ? null : 'BAD_ANSWER', httpStatus: status || null });
    });
    request.on('error', (err: NodeJS.ErrnoException) => resolve({ reason: failureOf(err) }));
    request.end();
  });
}
