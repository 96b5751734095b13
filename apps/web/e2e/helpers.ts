import path from 'node:path';
import type { Page } from '@playwright/test';

export const SCREENSHOTS = path.join(import.meta.dirname, 'screenshots');

export async function snap(page: Page, name: string): Promise<void> {
  // Let transitions (navigation width, fades) finish before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
}
