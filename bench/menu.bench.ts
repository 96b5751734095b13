/**
 * The menu organiser (/menu) with 1,000 products in 40 groups (issue 26): the demo bistro plus 40 groups of 25
 * products, written straight to the database. In Chromium, warm HTTP cache, medians of interleaved runs:
 * - open: from navigation to /menu until the groups column shows the groups (goal <= 1.5 s);
 * - switch: from the click on another group's card until that group's title and its 25 product cards are shown and
 *   painted (goal <= 300 ms), against a static page with the same cards, where a click only shows another group's
 *   already-rendered section (the baseline: what the browser itself needs from a click to a painted group).
 * Env: BENCH_MENU_RUNS (default 7); BENCH_MENU_PROFILE=<file>: a Chromium CPU profile (.cpuprofile) of the console's
 * timed group switches, to see where their time goes (build with BENCH_CONSOLE_MINIFY=false for readable names).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { seedDemoIfEmpty } from '../apps/server/src/demo';
import { DEMO_PASSWORD } from '../apps/server/src/demo/demo-identity';
import { BISTRO } from '../apps/server/src/demo/index';
import { catalogueChanged } from '../apps/server/src/lib/cached-answer';
import { orgDb } from '../apps/server/src/lib/org-db';
import { benchApp } from './bench-app';
import { buildConsole, launchChromium, median, navigate, nextFrame } from './browser';
import { profileSummary } from './profile-summary';
import { writeBenchResult } from './results';

const GROUPS = 40;
const PER_GROUP = 25;
const RUNS = Number(process.env.BENCH_MENU_RUNS ?? 7);
const GOAL_OPEN_MS = 1500;
const GOAL_SWITCH_MS = 300;

const groupName = (i: number) => `Bench group ${String(i + 1).padStart(2, '0')}`;

/** The static baseline: every group's cards already in the page, hidden; a click shows one group. */
function staticMenu(): string {
  const sections = Array.from({ length: GROUPS }, (_, g) => {
    const cards = Array.from(
      { length: PER_GROUP },
      (_, p) =>
        `<div class="card" data-card><strong>${groupName(g)} product ${p + 1}</strong><span>€${(1 + p).toFixed(2)}</span></div>`,
    ).join('');
    return `<section id="g${g}" hidden><h2>${groupName(g)}</h2><div class="grid">${cards}</div></section>`;
  }).join('');
  const buttons = Array.from({ length: GROUPS }, (_, g) => `<button data-g="${g}">${groupName(g)}</button>`).join('');
  return (
    '<!doctype html><html><head><meta charset="utf-8"><title>Menu</title><style>' +
    '.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:8px}' +
    '.card{border:1px solid #ccc;border-radius:8px;padding:12px;display:flex;flex-direction:column}' +
    `</style></head><body><aside>${buttons}</aside><main>${sections}</main><script>` +
    "document.querySelector('aside').addEventListener('click',(e)=>{const g=e.target.dataset.g;if(g===undefined)return;" +
    "for(const s of document.querySelectorAll('section'))s.hidden=s.id!=='g'+g;});</script></body></html>"
  );
}

/** Clicks `button` and waits until `ready` holds and a frame is painted, in ms. */
async function clickUntil(page: Page, click: () => Promise<void>, ready: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await click();
  await ready();
  await nextFrame(page);
  return performance.now() - t0;
}

export default async function menuBench(): Promise<void> {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'comptoir-bench-menu-web-'));
  buildConsole(dist);
  const { app, ctx, dataDir } = await benchApp('menu', { webDist: dist });
  let browser: Browser | null = null;
  try {
    await seedDemoIfEmpty(ctx, { activityDays: 0 });
    const groupIds: number[] = [];
    for (let g = 0; g < GROUPS; g++) {
      const group = await ctx.db
        .insertInto('product_group')
        .values({ org_id: BISTRO, name: groupName(g), vat_bp: 1200, color: null, deleted_at: null, vat_out_bp: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      groupIds.push(group.id);
      await ctx.db
        .insertInto('product')
        .values(
          Array.from({ length: PER_GROUP }, (_, p) => ({
            org_id: BISTRO,
            group_id: group.id,
            name: `${groupName(g)} product ${p + 1}`,
            price_cents: 100 * (p + 1),
            vat_bp: 1200,
            barcode: null,
            stock_milli: null,
            color: null,
            created_at: Date.now(),
          })),
        )
        .execute();
    }
    catalogueChanged(ctx, orgDb(ctx.db, BISTRO));
    app.get('/bench-static-menu', { compress: false }, (_request, reply) =>
      // Its inline script and style are its own: the console's content security policy is not for it.
      reply.removeHeader('content-security-policy').type('text/html; charset=utf-8').send(staticMenu()),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { orgId: BISTRO, username: 'super', password: DEMO_PASSWORD },
    });
    const token = login.json().data.token as string;

    browser = await launchChromium();
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 860 } });
    await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
    const page = await context.newPage();
    // CSS selectors only, as on the static page: Playwright's role queries walk the whole accessibility tree in the
    // page and would be counted in the console's time.
    const groupButton = (g: number) => page.locator(`[data-testid="menu-group-${groupIds[g]}"] .menu-group-card__open`);
    const opened = (g: number) => async () => {
      await page.locator('h2.menu-main__title', { hasText: groupName(g) }).waitFor({ timeout: 60_000 });
      await page
        .locator('[data-testid="menu-products"] [data-testid^="menu-product-"]')
        .nth(PER_GROUP - 1)
        .waitFor({ timeout: 60_000 });
    };
    const menuReady = () => groupButton(GROUPS - 1).waitFor({ timeout: 60_000 });
    const staticOpened = (g: number) => () =>
      page
        .locator(`#g${g} [data-card]`)
        .nth(PER_GROUP - 1)
        .waitFor();
    // Warm-up: the HTTP cache, and both pages show the groups.
    await navigate(page, `${baseUrl}/menu`, menuReady);
    await navigate(page, `${baseUrl}/bench-static-menu`, () =>
      page.locator('section').first().waitFor({ state: 'attached' }),
    );

    const profileFile = process.env.BENCH_MENU_PROFILE;
    const cdp = profileFile ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    }
    const open: number[] = [];
    const ours: number[] = [];
    const base: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      open.push(await navigate(page, `${baseUrl}/menu`, menuReady));
      await clickUntil(page, () => groupButton(0).click(), opened(0));
      await cdp?.send('Profiler.start');
      for (const g of [1 + run, 2 + run]) ours.push(await clickUntil(page, () => groupButton(g).click(), opened(g)));
      if (cdp && profileFile) {
        const { profile } = await cdp.send('Profiler.stop');
        writeFileSync(profileFile.replace(/(\.cpuprofile)?$/, `-${run}.cpuprofile`), JSON.stringify(profile));
        if (run === 0) {
          console.log('  CPU profile of two group switches (run 0, self time):');
          for (const line of profileSummary(profile)) console.log(`  ${line}`);
        }
      }
      await navigate(page, `${baseUrl}/bench-static-menu`, () => page.locator('button').first().waitFor());
      for (const g of [1 + run, 2 + run]) {
        base.push(await clickUntil(page, () => page.locator(`button[data-g="${g}"]`).click(), staticOpened(g)));
      }
    }
    if (cdp && profileFile) {
      // One more opening, profiled (not part of the figures): where the time to open /menu goes.
      await cdp.send('Profiler.start');
      await navigate(page, `${baseUrl}/menu`, menuReady);
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profileFile.replace(/(\.cpuprofile)?$/, '-open.cpuprofile'), JSON.stringify(profile));
      console.log('  CPU profile of one opening of /menu (self time):');
      for (const line of profileSummary(profile)) console.log(`  ${line}`);
    }
    await context.close();
    const figures = {
      groups: GROUPS,
      productsPerGroup: PER_GROUP,
      runs: RUNS,
      openMs: Math.round(median(open)),
      switchMs: Math.round(median(ours)),
      staticSwitchMs: Math.round(median(base)),
      ratio: Number((median(ours) / median(base)).toFixed(2)),
      openMet: median(open) <= GOAL_OPEN_MS,
      switchMet: median(ours) <= GOAL_SWITCH_MS,
    };
    console.log(`/menu, ${GROUPS} groups of ${PER_GROUP} added to the demo, medians of ${RUNS} runs (warm cache)`);
    console.log(`  open until the groups show:       ${figures.openMs} ms (goal <= ${GOAL_OPEN_MS})`);
    console.log(`  switch group until its cards show: ${figures.switchMs} ms (goal <= ${GOAL_SWITCH_MS})`);
    console.log(
      `  static page, same switch:          ${figures.staticSwitchMs} ms; ratio ours / static ${figures.ratio}`,
    );
    writeBenchResult(
      'menu',
      figures,
      `/menu opens in ${figures.openMs} ms (goal <= ${GOAL_OPEN_MS} ${figures.openMet ? 'met' : 'NOT met'}), switches ` +
        `group in ${figures.switchMs} ms (goal <= ${GOAL_SWITCH_MS} ${figures.switchMet ? 'met' : 'NOT met'}), ` +
        `static page ${figures.staticSwitchMs} ms (ratio ${figures.ratio})`,
    );
  } finally {
    await browser?.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  }
}
