import { LOGIN_FAILED_MESSAGE } from '@comptoir/shared';
import { expect, test } from '@playwright/test';
import { snap } from './helpers';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';

test.describe('session', () => {
  test('admin signs in with Enter and lands on the dashboard with the full menu', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await snap(page, 'login');

    await login.fill('admin', DEMO_PASSWORD, 1);
    await login.orgId.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);

    const shell = new Shell(page);
    await expect(shell.orgName).toHaveText('Demo Bistr…');
    await expect(shell.orgName).toHaveAttribute('title', 'Demo Bistro');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const websiteEnabled = await page.evaluate(async () => {
      const res = await fetch('/api/user/me', { headers: { Authorization: `Bearer ${localStorage.getItem('jwt')}` } });
      return (await res.json()).data.organization.onlineOrderWebPageEnabled as boolean;
    });
    expect(await shell.visibleItems()).toEqual([
      'dashboard',
      'users',
      'products',
      'groups',
      'ingredients',
      'foodCost',
      'tables',
      'kitchen',
      'promo',
      'pickup',
      'printers',
      'clients',
      'invoice',
      'externalIntegration',
      'accounts',
      'orders',
      'shifts',
      'images',
      ...(websiteEnabled ? ['website'] : []),
      'settings',
      'audit',
      'closures',
    ]);
    await expect(shell.item('dashboard')).toHaveAttribute('aria-current', 'page');

    await shell.expand();
    for (const label of ['Dashboard', 'Users', 'Products', 'Tables', 'Printers', 'Shifts', 'Settings']) {
      await expect(shell.aside.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await snap(page, 'shell-expanded');

    await shell.item('printers').click();
    await expect(page).toHaveURL(/\/printers$/);
    await expect(shell.item('printers')).toHaveAttribute('aria-current', 'page');
    await expect(shell.item('dashboard')).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Printers', level: 1 })).toBeVisible();

    await shell.collapseByOutsideClick();
    await snap(page, 'shell-collapsed');
  });

  test('a wrong password shows the error under the form and stays signed out', async ({ page }) => {
    const login = new LoginPage(page);
    await login.login('admin', 'not-the-password', 1);
    await expect(login.error).toContainText(LOGIN_FAILED_MESSAGE);
    await expect(page).toHaveURL(/\/login$/);
    const box = await login.error.boundingBox();
    const button = await login.submit.boundingBox();
    expect(box && button && box.y > button.y).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    await snap(page, 'login-error');
  });

  test('empty fields are flagged without calling the server', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.orgId.fill('');
    await login.submit.click();
    await expect(page.getByText('Enter your username.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
  });

  test('a signed-in user opening /login goes back to the console', async ({ page }) => {
    await new LoginPage(page).loginAndWait('admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
  });

  test('a deep link while signed out goes to /login', async ({ page }) => {
    await page.goto('/tables');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/analytics/shifts');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logout clears the token, says so and goes to /login', async ({ page }) => {
    await new LoginPage(page).loginAndWait('admin');
    const shell = new Shell(page);
    await shell.logout();
    await expect(page.getByText('Logged out !')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an invalid stored token ends the session', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('jwt', 'not-a-valid-token'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    // The 401 clears the session and reloads the page: read storage once the reload has settled.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt')).catch(() => 'navigating')).toBeNull();
  });
});
