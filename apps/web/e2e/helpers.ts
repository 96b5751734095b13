import path from 'node:path';
import type { Page } from '@playwright/test';

export const SCREENSHOTS = path.join(import.meta.dirname, 'screenshots');

/**
 * A picture of the page for people to look at (e2e/screenshots). CI skips them (nobody looks at a clean clone's
 * pictures; about two minutes of the run) unless E2E_SNAPSHOTS=1; they never decide a test.
 */
export async function snap(page: Page, name: string): Promise<void> {
  if (process.env.CI && !process.env.E2E_SNAPSHOTS) return;
  // Let transitions (navigation width, fades) finish before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
}
