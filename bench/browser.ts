/**
 * What the Chromium benches share (console, menu): the console built into a temporary folder, Debian's Chromium, a
 * timed navigation, medians.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Builds the console (apps/web) into `outDir`, as `npm run build` does into dist. */
export function buildConsole(outDir: string): void {
  const started = performance.now();
  // BENCH_CONSOLE_MINIFY=false: readable function names in a profile (the figures are then not the product's).
  const minify = process.env.BENCH_CONSOLE_MINIFY === 'false' ? ['--minify', 'false'] : [];
  const res = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...minify],
    {
      cwd: path.join(ROOT, 'apps/web'),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (res.status !== 0) throw new Error(`vite build failed (${res.status})`);
  console.log(`build: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/** Waits for one more painted frame. */
export const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

/** From navigation start until `ready` holds and one more frame is painted, in ms. */
export async function navigate(page: Page, url: string, ready: (page: Page) => Promise<unknown>): Promise<number> {
  await page.goto('about:blank');
  const t0 = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page);
  await nextFrame(page);
  return performance.now() - t0;
}
