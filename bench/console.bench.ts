/**
 * The console's weight and speed. Builds the console (apps/web, into a temporary folder), serves it with the real
 * server on a temporary SQLite demo database, then in Chromium (/usr/bin/chromium):
 * - first-load bytes of /login and /dashboard: every script the page downloads, raw and as the build's brotli and gzip
 *   copies (what the server sends by Accept-Encoding), and the largest chunk of the build;
 * - the products page with 10,000 products: navigation until the table shows its rows, against a static HTML table of
 *   the same rows (no script at all) opened the same way. Ratio = ours / static (goal <= 0.5), medians of interleaved
 *   runs with a warm HTTP cache, so the machine's speed cancels out.
 * BENCH_CONSOLE_PROFILE=<file>: also a Chromium CPU profile of one more opening of /products, summarised.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Product } from '@comptoir/shared';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { seedDemoIfEmpty } from '../apps/server/src/demo';
import { DEMO_PASSWORD } from '../apps/server/src/demo/demo-identity';
import { benchApp } from './bench-app';
import { buildConsole, launchChromium, median, navigate } from './browser';
import { fillCatalogue } from './catalogue-fixture';
import { profileSummary } from './profile-summary';
import { writeBenchResult } from './results';

const PRODUCTS = 10_000;
const RUNS = 7;
/** The issue's budget for the first load of /login, compressed. */
const LOGIN_BUDGET = 200 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);

interface Weight {
  scripts: number;
  raw: number;
  brotli: number;
  gzip: number;
  wire: number;
  encodings: Set<string>;
}

/** Opens a page in a fresh context (empty cache) and weighs every script it downloaded, by the build's files. */
async function firstLoad(browser: Browser, baseUrl: string, dist: string, url: string, token?: string) {
  const context = await browser.newContext({ locale: 'en-US' });
  if (token) await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
  const page = await context.newPage();
  const scripts: { url: string; wire: Promise<number>; encoding: string }[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push({
      url: res.url(),
      wire: res
        .request()
        .sizes()
        .then((s) => s.responseBodySize),
      encoding: res.headers()['content-encoding'] ?? 'none',
    });
  });
  await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' });
  const w: Weight = { scripts: 0, raw: 0, brotli: 0, gzip: 0, wire: 0, encodings: new Set() };
  for (const s of scripts) {
    const file = path.join(dist, new URL(s.url).pathname);
    w.scripts += 1;
    w.raw += size(file);
    w.brotli += size(`${file}.br`) || size(file);
    w.gzip += size(`${file}.gz`) || size(file);
    w.wire += await s.wire;
    w.encodings.add(s.encoding);
  }
  await context.close();
  return w;
}

/** The static baseline: the same rows as a plain HTML table, no script. */
function staticTable(products: Product[]): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const cells = (p: Product) =>
    [p.productId, p.name, p.productGroup?.name ?? '', p.priceVatInclIn, p.priceVatInclOut, `${p.vatIn} %`]
      .concat([`${p.vatOut} %`, p.productBarcodes.join(' '), p.stock ?? ''])
      .map((c) => `<td>${esc(String(c))}</td>`)
      .join('');
  const head = ['ID', 'Name', 'Group', 'Price in', 'Price out', 'VAT in', 'VAT out', 'Barcodes', 'Stock'];
  return (
    '<!doctype html><html><head><meta charset="utf-8"><title>Products</title></head><body><h1>Products</h1>' +
    `<table id="static-products"><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>` +
    `${products.map((p) => `<tr>${cells(p)}</tr>`).join('')}</tbody></table></body></html>`
  );
}

export default async function consoleBench(): Promise<void> {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'comptoir-bench-web-'));
  buildConsole(dist);

  const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const largest = assets
    .map((f) => ({ f, raw: size(path.join(dist, 'assets', f)), br: size(path.join(dist, 'assets', `${f}.br`)) }))
    .sort((a, b) => b.raw - a.raw)[0]!;

  const { app, ctx, dataDir } = await benchApp('console', { webDist: dist });
  let browser: Browser | null = null;
  let context: BrowserContext | null = null;
  try {
    await seedDemoIfEmpty(ctx);
    await fillCatalogue(ctx, PRODUCTS);

    // The static baseline is served by the same server, as it is (a Playwright route would turn the browser's HTTP
    // cache off for both pages).
    let html = '';
    app.get('/bench-static-products', { compress: false }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(html),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { orgId: 1, username: 'admin', password: DEMO_PASSWORD },
    });
    const token = login.json().data.token as string;
    const products = (
      await app.inject({ method: 'GET', url: '/api/product', headers: { authorization: `Bearer ${token}` } })
    ).json().data as Product[];

    browser = await launchChromium();

    const loads: Record<string, Omit<Weight, 'encodings'> & { encodings: string[] }> = {};
    console.log(`\nfirst load (empty cache): scripts as raw files and as the build's compressed copies`);
    console.log(
      `${'page'.padEnd(11)} ${'scripts'.padStart(7)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ` +
        `${'brotli'.padStart(10)} ${'wire*'.padStart(10)}  within 200 KB`,
    );
    for (const [url, auth] of [
      ['/login', undefined],
      ['/dashboard', token],
    ] as const) {
      const w = await firstLoad(browser, baseUrl, dist, url, auth);
      loads[url] = { ...w, encodings: [...w.encodings] };
      const cells = [url.padEnd(11), String(w.scripts).padStart(7), kb(w.raw).padStart(10), kb(w.gzip).padStart(10)];
      cells.push(kb(w.brotli).padStart(10), kb(w.wire).padStart(10));
      const verdict = url === '/login' ? (w.brotli <= LOGIN_BUDGET ? 'yes' : 'NO') : '-';
      console.log(`${cells.join(' ')}  ${verdict}`);
      if (url === '/login')
        console.log(`  (* wire: what Chromium received over plain http: ${[...w.encodings].join(', ')})`);
    }
    console.log(`largest chunk: ${largest.f} ${kb(largest.raw)} raw, ${kb(largest.br)} brotli`);

    // Products page against the static table, warm cache, interleaved.
    html = staticTable(products);
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 860 } });
    await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
    const page = await context.newPage();
    const oursReady = (p: Page) =>
      p.locator('[data-testid="products-card"] tbody tr').first().waitFor({ state: 'visible', timeout: 60_000 });
    const staticReady = (p: Page) =>
      p.locator('#static-products tbody tr').first().waitFor({ state: 'visible', timeout: 60_000 });
    // Warm-up: fills the HTTP cache (hashed assets are immutable) and checks both pages show the products.
    await navigate(page, `${baseUrl}/products`, oursReady);
    await navigate(page, `${baseUrl}/bench-static-products`, staticReady);
    const ours: number[] = [];
    const base: number[] = [];
    // Where the console's time goes: when the products call starts and ends (resource timing), and what it carried.
    const call = { start: [] as number[], end: [] as number[], bytes: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      ours.push(await navigate(page, `${baseUrl}/products`, oursReady));
      const timing = await page.evaluate(() => {
        const e = performance.getEntriesByType('resource').find((r) => r.name.endsWith('/api/product')) as
          | PerformanceResourceTiming
          | undefined;
        return e ? { start: e.startTime, end: e.responseEnd, bytes: e.transferSize } : null;
      });
      if (timing) {
        call.start.push(timing.start);
        call.end.push(timing.end);
        call.bytes.push(timing.bytes);
      }
      base.push(await navigate(page, `${baseUrl}/bench-static-products`, staticReady));
    }
    const profileFile = process.env.BENCH_CONSOLE_PROFILE;
    if (profileFile) {
      // One more opening of ours, profiled (not part of the figures): where the page's time goes.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await navigate(page, `${baseUrl}/products`, oursReady);
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
      console.log(`CPU profile of one opening of /products (${profileFile}), self time:`);
      for (const line of profileSummary(profile)) console.log(line);
    }
    const ratio = median(ours) / median(base);
    console.log(`\nproducts page, ${products.length} products, median of ${RUNS} interleaved runs (warm cache)`);
    console.log(`  console /products until the table shows rows: ${median(ours).toFixed(0)} ms`);
    console.log(`  static HTML table of the same rows:           ${median(base).toFixed(0)} ms`);
    if (call.start.length) {
      console.log(
        `  of which GET /api/product: starts at ${median(call.start).toFixed(0)} ms, answered at ` +
          `${median(call.end).toFixed(0)} ms, ${median(call.bytes)} bytes over the wire (a 304 is headers only)`,
      );
    }
    console.log(`  ratio ours / static: ${ratio.toFixed(2)} (goal <= 0.5) ${ratio <= 0.5 ? 'met' : 'NOT met'}`);
    const loginLoad = loads['/login']!;
    writeBenchResult(
      'console',
      {
        firstLoad: loads,
        loginBudgetBytes: LOGIN_BUDGET,
        largestChunk: largest,
        products: products.length,
        runs: RUNS,
        oursMs: median(ours),
        staticMs: median(base),
        ratio,
      },
      `/login ${kb(loginLoad.brotli)} brotli (budget ${kb(LOGIN_BUDGET)} ${loginLoad.brotli <= LOGIN_BUDGET ? 'met' : 'NOT met'}), ` +
        `/products with ${products.length} products ${median(ours).toFixed(0)} ms vs static ${median(base).toFixed(0)} ms, ` +
        `ratio ${ratio.toFixed(2)} (goal <= 0.5 ${ratio <= 0.5 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await context?.close();
    await browser?.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  }
}
