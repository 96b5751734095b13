import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOTS, snap } from './helpers';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { signIn } from './pages/session';

/** Euro amounts as the English console shows them, e.g. €1,234.56. */
const SIGNED_EURO = /^-?€[\d,]+\.\d{2}$/;
const EURO = /^€[\d,]+\.\d{2}$/;

async function fullSnap(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Calls the API beside the UI with the page's own session. */
async function apiCall(page: Page, token: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  const response = await page.request.fetch(`/api${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  return { status: response.status(), body: await response.json() };
}

async function closeOpenShift(page: Page, token: string): Promise<void> {
  const current = await apiCall(page, token, 'GET', '/shift/current');
  expect(current.status).toBe(200);
  if (current.body.data) {
    const stopped = await apiCall(page, token, 'POST', '/shift/stop', { currentCash: 0 });
    expect(stopped.status).toBe(200);
  }
}

// Month intervals aggregate thousands of accounts: leave the server time on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.describe('dashboard', () => {
  test('an admin sees the demo figures and switches to last month', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    const dashboard = new DashboardPage(page);
    await dashboard.waitLoaded();

    // Default interval: the current shift.
    await expect(dashboard.intervalSelect).toContainText('Current shift');
    await expect(dashboard.content).toHaveAttribute('data-interval', 'CURRENT_SHIFT');
    // A correction made now counts in the current shift (decision 67): early in the day its refunds can make the
    // shift's cash or sales negative (the demo's corrections, other tests' corrections).
    for (const id of ['sales-total', 'cash', 'card', 'offered', 'unpaid', 'basket']) {
      await expect(dashboard.stat(id)).toHaveText(SIGNED_EURO);
    }
    await expect(dashboard.shiftCard).toBeVisible();
    const live = (await dashboard.shiftBadge.textContent()) === 'Live';
    if (live) {
      // The demo keeps serving during the day: the open shift has sales.
      await expect(dashboard.stat('sales-total')).not.toHaveText('€0.00');
      await expect(dashboard.shiftCard).toContainText('Start cash');
    }
    const shiftSales = await dashboard.stat('sales-total').textContent();
    await snap(page, 'dashboard-en');

    await dashboard.chooseInterval('Last month');
    await expect(page).toHaveURL(/\/dashboard\?interval=LAST_MONTH$/);
    await dashboard.waitLoaded();
    await expect(dashboard.content).toHaveAttribute('data-interval', 'LAST_MONTH');
    await expect(dashboard.stat('sales-total')).not.toHaveText(shiftSales ?? '');
    for (const id of ['sales-total', 'cash', 'card', 'basket']) {
      await expect(dashboard.stat(id)).toHaveText(EURO);
      await expect(dashboard.stat(id)).not.toHaveText('€0.00');
    }
    await expect(dashboard.stat('accounts')).not.toHaveText('0');
    // All five charts are drawn (no empty state) for a month of activity.
    for (const id of ['accounts', 'sales', 'daily', 'rush', 'top']) {
      await expect(page.getByTestId(`chart-${id}`).locator('canvas')).toBeVisible();
    }
    await expect(page.getByTestId('chart-top').getByTestId('chart-empty')).toHaveCount(0);
    await fullSnap(page, 'dashboard-month-en');

    // The interval survives a reload (bookmarkable).
    await page.reload();
    await dashboard.waitLoaded();
    await expect(dashboard.intervalSelect).toContainText('Last month');
    await expect(dashboard.content).toHaveAttribute('data-interval', 'LAST_MONTH');
  });

  test('the dashboard in French', async ({ page }) => {
    await signIn(page, 'admin');
    const dashboard = new DashboardPage(page);
    await dashboard.goto('?lng=fr&interval=LAST_MONTH');
    await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
    await expect(dashboard.intervalSelect).toContainText('Le mois dernier');
    await expect(dashboard.stat('sales-total')).toHaveText(/^[\d\s\u202f\u00a0]+,\d{2}\s?€$/);
    await expect(page.getByTestId('chart-sales')).toContainText('Ventes par moyen de paiement');
    await snap(page, 'dashboard-fr');
  });

  test('opens a shift through the dialog (organisation 2)', async ({ page }) => {
    await new LoginPage(page).loginAndWait('shopadmin', undefined, 2);
    const dashboard = new DashboardPage(page);
    await dashboard.waitLoaded();
    const token = await dashboard.token();
    await closeOpenShift(page, token);

    await dashboard.goto();
    await expect(page.getByTestId('no-shift-notice')).toBeVisible();
    await expect(dashboard.shiftBadge).toHaveText('Last shift');
    await expect(dashboard.stat('open-now')).toHaveText('0');
    await snap(page, 'dashboard-no-shift');

    // A shift opened elsewhere meanwhile: the dialog names the open shift (the refusal's reason, translated).
    await dashboard.openShiftButton.click();
    const dialog = page.getByRole('dialog', { name: 'Open a shift' });
    await expect(dialog).toBeVisible();
    expect((await apiCall(page, token, 'POST', '/shift', { currentCash: 10 })).status).toBe(200);
    await dialog.getByLabel('Opening cash').pressSequentially('20');
    await dialog.getByRole('button', { name: 'Open shift' }).click();
    await expect(dialog.locator('#open-shift-form-error')).toHaveText(/^Shift \d+ is already open\.$/);
    await snap(page, 'dashboard-open-shift-conflict');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // The page refreshed behind the dialog: the shift opened elsewhere is live.
    await expect(dashboard.shiftBadge).toHaveText('Live');
    await expect(dashboard.shiftCard).toContainText('€10.00');
    await closeOpenShift(page, token);
    await dashboard.goto();

    // The empty amount is refused in the dialog, then the shift opens.
    await dashboard.openShiftButton.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Open shift' }).click();
    await expect(dialog).toContainText('Enter the opening cash');
    await dialog.getByLabel('Opening cash').pressSequentially('150');
    await expect(dialog).not.toContainText('Enter the opening cash');
    await snap(page, 'dashboard-open-shift');
    await dialog.getByLabel('Opening cash').press('Enter');
    await expect(page.getByText('Shift opened')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(dashboard.shiftBadge).toHaveText('Live');
    await expect(dashboard.shiftCard).toContainText('Current shift');
    await expect(dashboard.shiftCard).toContainText('€150.00');
    await expect(dashboard.shiftCard).toContainText('shopadmin');
    await expect(dashboard.openShiftButton).toHaveCount(0);
    await expect(page.getByTestId('no-shift-notice')).toHaveCount(0);

    // A pushed ACCOUNTS_UPDATED reloads the current shift: an account opened at the till shows up without a reload.
    const opened = await apiCall(page, token, 'POST', '/terminal/accounts', { kind: 'TAKEAWAY' });
    expect(opened.status).toBe(200);
    await expect(dashboard.stat('open-now')).toHaveText('1');
    await expect(dashboard.stat('accounts')).toHaveText('1');
    await snap(page, 'dashboard-live');
  });

  test('the server user (ANALYTICS_DASHBOARD) sees the dashboard', async ({ page }) => {
    await signIn(page, 'server');
    await expect(page).toHaveURL(/\/dashboard$/);
    const dashboard = new DashboardPage(page);
    await dashboard.waitLoaded();
    await expect(dashboard.stat('sales-total')).toHaveText(EURO);
    await expect(dashboard.forbidden).toHaveCount(0);
    // Ingredients are not hers to see (ADMIN_PRODUCTS): no low-stock card.
    await expect(page.getByTestId('shift-card')).toBeVisible();
    await expect(page.getByTestId('low-stock-card')).toHaveCount(0);
  });

  test('an admin sees the ingredients under their minimum and goes to them', async ({ page }) => {
    await signIn(page, 'admin');
    const dashboard = new DashboardPage(page);
    await dashboard.waitLoaded();
    const card = page.getByTestId('low-stock-card');
    // The demo's salad: under its minimum of 4 kg.
    await expect(card.getByTestId('low-stock-item').filter({ hasText: 'Salade' })).toContainText(/ \/ 4 kg$/);
    await card.scrollIntoViewIfNeeded();
    await snap(page, 'dashboard-low-stock');
    await card.getByTestId('low-stock-link').click();
    await expect(page).toHaveURL(/\/ingredients\?below=1$/);
    const rows = page.getByTestId('ingredients-card').locator('tbody tr');
    await expect(rows.filter({ hasText: 'Salade' })).toBeVisible();
    await expect(page.locator('#ingredients-below-only')).toBeChecked();
    await expect(rows.filter({ hasNotText: 'Below minimum' })).toHaveCount(0);
    await page.goto('/dashboard?lng=fr');
    await expect(page.getByTestId('low-stock-card')).toContainText('Ingrédients à commander');
    await page.goto('/dashboard?lng=nl');
    await expect(page.getByTestId('low-stock-card')).toContainText('Te bestellen ingrediënten');
  });

  test('a user without ANALYTICS_DASHBOARD is told she is not allowed', async ({ page }) => {
    await signIn(page, 'sophie', '/dashboard');
    const dashboard = new DashboardPage(page);
    await expect(dashboard.forbidden).toBeVisible();
    await expect(dashboard.forbidden).toContainText('You are not allowed to see the dashboard');
    await expect(dashboard.content).toHaveCount(0);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    await snap(page, 'dashboard-forbidden');
  });
});

test.describe('dashboard on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('stacks in one column, in English and French', async ({ page }) => {
    await signIn(page, 'admin');
    const dashboard = new DashboardPage(page);
    await dashboard.goto('?interval=LAST_MONTH');
    const [first, second] = await Promise.all([
      page.getByTestId('stat-sales-total').boundingBox(),
      page.getByTestId('stat-cash').boundingBox(),
    ]);
    expect(first && second && second.y > first.y + first.height - 1).toBe(true);
    expect(first && first.x + first.width <= 375).toBe(true);
    await snap(page, 'dashboard-phone-en');
    await fullSnap(page, 'dashboard-phone-full-en');
    await dashboard.goto('?interval=LAST_MONTH&lng=fr');
    await expect(dashboard.intervalSelect).toContainText('Le mois dernier');
    await snap(page, 'dashboard-phone-fr');
    const low = page.getByTestId('low-stock-card');
    await expect(low).toContainText('Ingrédients à commander');
    const box = await low.boundingBox();
    expect(box && box.x + box.width <= 375).toBe(true);
    await low.scrollIntoViewIfNeeded();
    await snap(page, 'dashboard-low-stock-phone-fr');
  });
});
