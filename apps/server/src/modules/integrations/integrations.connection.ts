import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { ConnectionFailure, ConnectionTest, IntegrationType } from '@comptoir/shared';
import { stripProtocol } from '@comptoir/shared';

/**
 * "Test connection" (beyond the spec): does the device answer at its saved address within the time limit?
 * - CASHDRO: one HTTP(S) GET of protocol://address (no credentials are sent); any HTTP answer, whatever its status,
 *   means the machine answered. Its certificate is not checked: CashDro machines on a shop network serve a self-signed
 *   one, and nothing secret travels.
 * - CCV_OPI: a TCP connection to host:port (port 4100, the OPI port, when the address names none); an accepted
 *   connection is an answer, and it is closed at once.
 * Every attempt ends within `timeoutMs` (4 s in production): a timer destroys the socket or request and answers TIMEOUT.
 */
export const CCV_OPI_DEFAULT_PORT = 4100;

function failureOf(err: NodeJS.ErrnoException): ConnectionFailure {
  switch (err.code) {
    case 'ECONNREFUSED':
    case 'ECONNRESET':
      return 'REFUSED';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'HOST_NOT_FOUND';
    case 'ENETUNREACH':
    case 'EHOSTUNREACH':
    case 'EHOSTDOWN':
    case 'ENETDOWN':
      return 'UNREACHABLE';
    case 'ETIMEDOUT':
      return 'TIMEOUT';
    default:
      if (
        err.code?.startsWith('ERR_SSL') ||
        err.code?.startsWith('ERR_TLS') ||
        /SSL|TLS|certificate/i.test(err.message)
      )
        return 'TLS';
      if (err.code === 'ERR_INVALID_URL') return 'INVALID_ADDRESS';
      return 'ERROR';
  }
}

/** host and port of "host", "host:port" or "[v6]:port", with the default port. */
function hostPort(address: string, defaultPort: number): { host: string; port: number } | null {
  const m = /^(\[[^\]]+\]|[^:/\s]+)(?::(\d{1,5}))?(?:\/.*)?$/.exec(address);
  if (!m) return null;
  const port = m[2] ? Number(m[2]) : defaultPort;
  if (port < 1 || port > 65535) return null;
  return { host: m[1]!.replace(/^\[|\]$/g, ''), port };
}

export async function testConnection(
  type: IntegrationType,
  ip: string,
  timeoutMs: number,
  clock: () => number = Date.now,
): Promise<ConnectionTest> {
  const started = clock();
  const address = stripProtocol(ip);
  const result = (target: string, fields: Partial<ConnectionTest>): ConnectionTest => ({
    reachable: false,
    target,
    reason: null,
    detail: null,
    httpStatus: null,
    ...fields,
    elapsedMs: Math.max(0, Math.round(clock() - started)),
  });
  if (!address) return result('', { reason: 'NO_ADDRESS' });

  if (type === 'CCV_OPI') {
    const hp = hostPort(address, CCV_OPI_DEFAULT_PORT);
    if (!hp) return result(address, { reason: 'INVALID_ADDRESS' });
    const target = `${hp.host.includes(':') ? `[${hp.host}]` : hp.host}:${hp.port}`;
    return new Promise((resolve) => {
      const socket = net.connect({ host: hp.host, port: hp.port });
      const done = (fields: Partial<ConnectionTest>) => {
        clearTimeout(timer);
        socket.destroy();
        resolve(result(target, fields));
      };
      const timer = setTimeout(
        () => done({ reason: 'TIMEOUT', detail: `No answer within ${timeoutMs} ms` }),
        timeoutMs,
      );
      socket.once('connect', () => done({ reachable: true }));
      socket.once('error', (err: NodeJS.ErrnoException) => done({ reason: failureOf(err), detail: err.message }));
    });
  }

  let url: URL;
  try {
    url = new URL(ip.trim());
    if (!['http:', 'https:'].includes(url.protocol) || !url.hostname) throw new Error('not http(s)');
  } catch {
    return result(ip, { reason: 'INVALID_ADDRESS' });
  }
  const target = url.toString();
  return new Promise((resolve) => {
    let settled = false;
    const done = (fields: Partial<ConnectionTest>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result(target, fields));
    };
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'GET',
      rejectUnauthorized: false,
      headers: { 'user-agent': 'comptoir-connection-test' },
      agent: false,
    });
    const timer = setTimeout(() => done({ reason: 'TIMEOUT', detail: `No answer within ${timeoutMs} ms` }), timeoutMs);
    request.once('response', (response) => {
      response.resume();
      done({ reachable: true, httpStatus: response.statusCode ?? null });
    });
    request.once('error', (err: NodeJS.ErrnoException) => done({ reason: failureOf(err), detail: err.message }));
    request.end();
  });
}
