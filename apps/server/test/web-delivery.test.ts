import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { IMMUTABLE, REVALIDATE } from '../src/plugins/web';
import { createTestApp, type TestApp } from './helper';

/**
 * How the console and the API travel: pre-compressed assets by Accept-Encoding with a year of caching for hashed
 * names, index.html revalidated, API answers over 1 KB compressed, and the push socket untouched.
 */
const dist = mkdtempSync(path.join(os.tmpdir(), 'comptoir-web-'));
const SCRIPT = `console.log(${JSON.stringify('comptoir '.repeat(400))});\n`;
// The copies say which one was sent: the server must send the build's files, not compress on the fly.
const BROTLI_COPY = `${SCRIPT}// brotli copy\n`;
const GZIP_COPY = `${SCRIPT}// gzip copy\n`;

let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'assets/index-AbC123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets/index-AbC123.js.br'), brotliCompressSync(BROTLI_COPY));
  writeFileSync(path.join(dist, 'assets/index-AbC123.js.gz'), gzipSync(GZIP_COPY));
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, token?: string) =>
  t.request({ method: 'GET', url, headers, token });

describe('console files', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BROTLI_COPY);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(GZIP_COPY);

    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers index.html for client routes, always revalidated; unhashed files too', async () => {
    for (const url of ['/', '/login', '/dashboard', '/shift-details/3']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(res.body, url).toContain('<div id="root">');
    }
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe(REVALIDATE);
  });

  it('answers 404 for a missing asset, never index.html or a long-cached error', async () => {
    const res = await get('/assets/index-Missing.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });
});

describe('API answers', () => {
  it('compresses answers over 1 KB by Accept-Encoding, with the same JSON', async () => {
    const token = await t.login('admin');
    const plain = await get('/api/product', { 'accept-encoding': 'identity' }, token);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/product', { 'accept-encoding': 'br, gzip' }, token);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get('/api/product', { 'accept-encoding': 'gzip' }, token);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers alone', async () => {
    const res = await get('/api/unknown-route', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('keeps the push socket working for a browser that accepts compression', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/push`, { headers: { 'accept-encoding': 'gzip, br' } });
    try {
      const first = new Promise<{ pushType: string }>((resolve, reject) => {
        ws.once('message', (raw) => resolve(JSON.parse(raw.toString())));
        ws.once('error', reject);
      });
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      ws.send(JSON.stringify({ pushType: 'PUSH_AUTH_TOKEN', authToken: await t.login('admin') }));
      expect((await first).pushType).toBe('PUSH_AUTH_OK');
    } finally {
      ws.terminate();
    }
  });
});
