/**
 * Screenshots of console pages in every language and on desktop and phone, for looking at (issue 9: "screenshots of
 * every changed page looked at in en, fr and nl, desktop and phone"). Not a test: it asserts nothing.
 *
 *   node apps/web/scripts/screenshots.mjs http://localhost:8080 /tmp/shots /products /clients ...
 *
 * Signs in as the demo super user (sees every page), then writes <dir>/<page>-<lang>-<desktop|phone>.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:8080', dir = '/tmp/shots', ...pages] = process.argv.slice(2);
const user = process.env.SHOTS_USER ?? 'super';
const LANGS = { en: 'en-GB', fr: 'fr-BE', nl: 'nl-BE' };
const VIEWPORTS = { desktop: { width: 1366, height: 860 }, phone: { width: 390, height: 844 } };
mkdirSync(dir, { recursive: true });

const login = await fetch(`${base}/api/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: user, password: 'demo1234', orgId: 1 }),
});
const token = (await login.json()).data?.token;
if (!token) throw new Error(`Could not sign in as ${user}: ${login.status}`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
for (const [lang, locale] of Object.entries(LANGS)) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ locale, viewport, timezoneId: 'Europe/Brussels' });
    await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
    const page = await context.newPage();
    for (const route of pages) {
      await page.goto(`${base}${route}`);
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(400);
      const file = path.join(dir, `${route.replace(/^\//, '').replace(/[/?=&]/g, '_') || 'root'}-${lang}-${name}.png`);
      await page.screenshot({ path: file, fullPage: false });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
