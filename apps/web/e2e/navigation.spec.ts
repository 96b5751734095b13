import { expect, test } from '@playwright/test';
import { snap } from './helpers';
import { Shell } from './pages/Shell';
import { signIn } from './pages/session';

test.describe('navigation', () => {
  test('a server sees only the dashboard and tables items', async ({ page }) => {
    await signIn(page, 'server');
    await expect(page).toHaveURL(/\/dashboard$/);
    const shell = new Shell(page);
    expect(await shell.visibleItems()).toEqual(['dashboard', 'tables']);
    await expect(shell.aside.getByText('Analytics', { exact: true })).toHaveCount(0);
    await shell.item('tables').click();
    await expect(page).toHaveURL(/\/tables$/);
    await expect(page.getByRole('heading', { name: 'Tables', level: 1 })).toBeVisible();
  });

  test('a super user sees the super-user items and switches to organisation 2', async ({ page }) => {
    await signIn(page, 'super');
    const shell = new Shell(page);
    const items = await shell.visibleItems();
    expect(items).toEqual(expect.arrayContaining(['device', 'createOrg', 'menu']));

    await shell.expand();
    await expect(page.locator('.org-switcher')).toContainText('Demo Bistro - 1');
    await page.locator('.org-switcher').click();
    const panel = page.locator('.org-switcher-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('option')).toHaveText(['Demo Bistro - 1', 'Demo Shop - 2']);
    await panel.locator('input.p-dropdown-filter').fill('shop');
    await expect(panel.getByRole('option')).toHaveText(['Demo Shop - 2']);
    await snap(page, 'org-switcher');
    await Promise.all([page.waitForEvent('load'), panel.getByRole('option', { name: 'Demo Shop - 2' }).click()]);

    await expect(shell.orgName).toHaveText('Demo Shop');
    await shell.expand();
    await expect(page.locator('.org-switcher')).toContainText('Demo Shop - 2');
  });

  test('unknown routes show the not-found page; a page highlights its menu item', async ({ page }) => {
    await signIn(page, 'admin', '/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    // Every page of the spec is built: none says "coming soon" any more.
    await page.goto('/pickup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Coming soon')).toHaveCount(0);
    await expect(new Shell(page).item('pickup')).toHaveAttribute('aria-current', 'page');
    // A detail page under a menu item highlights that item.
    await page.goto('/shift-stats/1700000000000/1700086400000');
    await expect(new Shell(page).item('shifts')).toHaveAttribute('aria-current', 'page');
    await page.goto('/account/42');
    await expect(page.getByText('account page', { exact: true })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('hides the menu item and collapses after an item is tapped', async ({ page }) => {
    await signIn(page, 'super');
    const shell = new Shell(page);
    const items = await shell.visibleItems();
    expect(items).not.toContain('menu');
    expect(items).toContain('createOrg');
    await expect(shell.aside).toHaveAttribute('data-expanded', 'false');
    await snap(page, 'phone-collapsed');

    await page.getByRole('button', { name: 'Expand navigation' }).tap();
    await expect(shell.aside).toHaveAttribute('data-expanded', 'true');
    await snap(page, 'phone-expanded');

    await shell.item('users').tap();
    await expect(page).toHaveURL(/\/users$/);
    await expect(shell.aside).toHaveAttribute('data-expanded', 'false');
    await expect(shell.item('users')).toHaveAttribute('aria-current', 'page');
    await snap(page, 'phone-page');
  });
});
