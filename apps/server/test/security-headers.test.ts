import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

/**
 * The security headers (plugins/security-headers.ts) on every answer: the API, a 404, a refused request and the
 * console's files alike, with the values below (helmet's defaults and the console's CSP).
 */
const EXPECTED: Record<string, string> = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';" +
    "img-src 'self' data: blob: https: http:;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline';connect-src 'self' ws: wss:",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('security headers', () => {
  it.each([
    ['an API answer', { method: 'GET' as const, url: '/api/health' }, 200],
    ['a 404', { method: 'GET' as const, url: '/api/no-such-route' }, 404],
    ['a refused request (401)', { method: 'GET' as const, url: '/api/user/me' }, 401],
  ])('%s carries every header, with its value', async (_what, request, status) => {
    const res = await t.request(request);
    expect(res.statusCode).toBe(status);
    const seen = Object.fromEntries(Object.keys(EXPECTED).map((name) => [name, res.headers[name]]));
    expect(seen).toEqual(EXPECTED);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
