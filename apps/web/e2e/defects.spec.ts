import { expect, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { LoginPage } from './pages/LoginPage';

/**
 * The first-use defects of issue 9 section 2, each as a new owner met it, on the demo data (organisation 1 keeps its
 * books in Europe/Brussels).
 */
test.describe.configure({ timeout: 60_000 });

/** Brussels is UTC+1 in November: 16/11/2026 00:00 there is 15/11 23:00 UTC. */
const NOV_16_BRUSSELS = Date.UTC(2026, 10, 15, 23);
const NOV_23_BRUSSELS = Date.UTC(2026, 10, 22, 23);

async function pickRange(page: Page, inputId: string, text: string) {
  const input = page.locator(`#${inputId}`);
  await input.fill(text);
  await input.press('Escape');
  await page.getByTestId('date-range-search').click();
}

test.describe('date ranges: whole days in the organisation zone, whatever the browser zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('payments and the shift list from 16 to 22 November include all of Sunday in Brussels', async ({ page }) => {
    await new LoginPage(page).loginAndWait('admin');
    await page.goto('/analytics/payments');
    await expect(page).toHaveURL(/from=\d+&to=\d+/);
    await pickRange(page, 'date-range', '16-11-2026 - 22-11-2026');
    await expect(page).toHaveURL(new RegExp(`from=${NOV_16_BRUSSELS}&to=${NOV_23_BRUSSELS}`));
    const subtitle = page.locator('.page-header__subtitle');
    await expect(subtitle).toHaveText('From Mon 16/11/2026 00:00 to Sun 22/11/2026 23:59, Europe/Brussels');
    // Read back from the address, the picker shows the same days, not New York's.
    await page.reload();
    await expect(page.locator('#date-range')).toHaveValue('16-11-2026 - 22-11-2026');
    await snap(page, 'defects-date-range-new-york');

    // The same rule on ordered products, account history and the shift list (whose end is the last millisecond).
    for (const path of ['/analytics/orders', '/analytics/accounts']) {
      await page.goto(path);
      await pickRange(page, 'date-range', '16-11-2026 - 22-11-2026');
      await expect(page).toHaveURL(new RegExp(`from=${NOV_16_BRUSSELS}&to=${NOV_23_BRUSSELS}`));
      await expect(subtitle).toHaveText('From Mon 16/11/2026 00:00 to Sun 22/11/2026 23:59, Europe/Brussels');
    }
    await page.goto('/analytics/shifts');
    await pickRange(page, 'shift-range', '16-11-2026 - 22-11-2026');
    await expect(page).toHaveURL(new RegExp(`start=${NOV_16_BRUSSELS}&end=${NOV_23_BRUSSELS - 1}`));
    await expect(subtitle).toHaveText('From Mon 16/11/2026 00:00 to Sun 22/11/2026 23:59, Europe/Brussels');
    // One day alone is that whole day.
    await pickRange(page, 'shift-range', '22-11-2026');
    await expect(page).toHaveURL(new RegExp(`start=${NOV_23_BRUSSELS - 86_400_000}&end=${NOV_23_BRUSSELS - 1}`));
  });
});
