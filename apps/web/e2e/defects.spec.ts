import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import pdf from 'pdf-parse/lib/pdf-parse.js';
import { snap } from './helpers';
import { Shell } from './pages/Shell';
import { signIn } from './pages/session';

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
    await signIn(page, 'admin', '/analytics/payments');
    await expect(page).toHaveURL(/from=\d+&to=\d+/);
    await pickRange(page, 'date-range', '16-11-2026 - 22-11-2026');
    await expect(page).toHaveURL(new RegExp(`from=${NOV_16_BRUSSELS}&to=${NOV_23_BRUSSELS}`));
    const subtitle = page.locator('.page-header__subtitle');
    await expect(subtitle).toHaveText('From Mon 16/11/2026 00:00 to Sun 22/11/2026 23:59, Europe/Brussels');
    // Read back from the address, the picker shows the same days, not New York's.
    await page.reload();
    await expect(page.locator('#date-range')).toHaveValue('16-11-2026 - 22-11-2026');
    await snap(page, 'defects-date-range-new-york');

    // The same picker and rule on the shift list, whose end is the last millisecond (the server's bound is inclusive).
    await page.goto('/analytics/shifts');
    await pickRange(page, 'shift-range', '16-11-2026 - 22-11-2026');
    await expect(page).toHaveURL(new RegExp(`start=${NOV_16_BRUSSELS}&end=${NOV_23_BRUSSELS - 1}`));
    await expect(subtitle).toHaveText('From Mon 16/11/2026 00:00 to Sun 22/11/2026 23:59, Europe/Brussels');
    // One day clicked alone is that whole day.
    await page.locator('.date-range .p-datepicker-trigger').click();
    await page
      .locator('.p-datepicker-calendar td:not(.p-datepicker-other-month) > span')
      .getByText('22', { exact: true })
      .click();
    await page.keyboard.press('Escape');
    await page.getByTestId('date-range-search').click();
    await expect(page).toHaveURL(new RegExp(`start=${NOV_23_BRUSSELS - 86_400_000}&end=${NOV_23_BRUSSELS - 1}`));
  });
});

test.describe('side navigation on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 700 } });

  test('collapses after navigation and when the mouse leaves; scrolls to its last items', async ({ page }) => {
    await signIn(page, 'super');
    const shell = new Shell(page);
    await shell.expand();
    await shell.item('users').click();
    await expect(page).toHaveURL(/\/users$/);
    // The pointer is still over the navigation, yet it folded back and no longer covers the page.
    await expect(shell.aside).toHaveAttribute('data-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeInViewport();

    // It opens again once the mouse comes back to it, and folds when the mouse leaves.
    await page.mouse.move(900, 400);
    await shell.expand();
    await page.mouse.move(900, 400);
    await expect(shell.aside).toHaveAttribute('data-expanded', 'false');

    // 700 px is shorter than the super user's list: the last item scrolls into view and opens.
    await shell.expand();
    const last = shell.aside.locator('[data-nav-item]').last();
    const id = await last.getAttribute('data-nav-item');
    await last.click();
    await expect(last).toHaveAttribute('aria-current', 'page');
    expect(id).toBeTruthy();
    await expect(shell.aside).toHaveAttribute('data-expanded', 'false');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the products table shows the names and reaches the row actions', async ({ page }) => {
    await signIn(page, 'admin', '/products');
    const row = page.locator('.products-table tbody tr').first();
    const name = row.locator('.name-cell');
    await expect(name).toBeVisible();
    const box = await name.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(80);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect((await name.innerText()).trim().length).toBeGreaterThan(0);
    // Before: the name column was 0 px wide on a phone.
    // The header does not sit over the first row.
    const header = await page.locator('.products-table thead').boundingBox();
    const rowBox = await row.boundingBox();
    expect((header?.y ?? 0) + (header?.height ?? 0)).toBeLessThanOrEqual((rowBox?.y ?? 0) + 1);
    await snap(page, 'defects-products-phone-en');
    // The row's actions are reachable (scrolled to), the name stays pinned in view.
    const productName = (await name.innerText()).trim();
    const edit = row.getByRole('button', { name: `Edit ${productName}`, exact: true });
    await edit.scrollIntoViewIfNeeded();
    await expect(name).toBeInViewport();
    await snap(page, 'defects-products-phone-actions-en');
    await edit.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

/** An English money text (€1,234.56 or -€6.00) in cents. */
function cents(text: string): number {
  const value = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return text.includes('-') ? -value : value;
}

/** The totals card's lines in cents, by their test id (total-cash, ..., total-grand). */
async function totalsOf(page: Page): Promise<Record<string, number>> {
  const card = page.getByTestId('totals-card');
  await expect(card.getByTestId('total-grand')).toBeVisible();
  const out: Record<string, number> = {};
  for (const row of await card.locator('[data-testid^="total-"]').all()) {
    out[((await row.getAttribute('data-testid')) ?? '').slice('total-'.length)] = cents(
      await row.locator('dd').innerText(),
    );
  }
  return out;
}

function addsUp(t: Record<string, number>) {
  const paid = ['cash', 'card', 'bankTransfer', 'offered', 'credit', 'error'].reduce((n, k) => n + (t[k] ?? 0), 0);
  expect(t.paid).toBe(paid);
  expect(paid + (t.stillToPay ?? 0)).toBe(t.grand);
}

test.describe('totals cards', () => {
  test.use({ timezoneId: 'Europe/Brussels', acceptDownloads: true });

  test('add up on the shift list and the live shift, with what open accounts still owe, as the X report', async ({
    page,
  }) => {
    await signIn(page, 'admin', '/analytics/shifts');
    const list = await totalsOf(page);
    // The live shift has open tables: their amount is a line of its own, not a silent gap.
    expect(list.stillToPay ?? 0).toBeGreaterThan(0);
    addsUp(list);

    await page
      .getByTestId('shifts-table')
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^Details/ })
      .click();
    await expect(page).toHaveURL(/\/shift-details\/\d+$/);
    // Read once the shift's own figures are in (the card may show while they load).
    await expect.poll(async () => (await totalsOf(page)).stillToPay ?? 0).toBeGreaterThan(0);
    const detail = await totalsOf(page);
    addsUp(detail);
    await snap(page, 'defects-shift-totals-en');

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-x').click()]);
    const text = (await pdf(readFileSync(await file.path()), { version: 'v2.0.550' })).text;
    const printed = (label: string) => {
      const line = text.split('\n').find((l: string) => l.startsWith(label));
      return line === undefined ? undefined : cents(line.slice(label.length));
    };
    expect(printed('Still to pay')).toBe(detail.stillToPay);
    expect(printed('Total paid')).toBe(detail.paid);
    expect(printed('Total sales')).toBe(detail.grand);
  });
});

test.describe('open tables and open takeaway', () => {
  test('are linked from the dashboard open-accounts card and the tables page', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    const openNow = page.getByTestId('stat-open-now');
    await openNow.getByRole('link', { name: 'Open takeaway' }).click();
    await expect(page).toHaveURL(/\/open-takeaway$/);
    await page.goBack();
    await openNow.getByRole('link', { name: 'Open tables' }).click();
    await expect(page).toHaveURL(/\/open-tables$/);
    await expect(page.getByRole('heading', { name: 'Open tables', level: 1 })).toBeVisible();

    await page.goto('/tables');
    await page.getByRole('link', { name: 'See the open tables' }).click();
    await expect(page).toHaveURL(/\/open-tables$/);
  });
});
