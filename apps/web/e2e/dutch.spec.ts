import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import pdf from 'pdf-parse/lib/pdf-parse.js';
import { snap } from './helpers';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { signIn } from './pages/session';

const DUTCH = {
  username: 'Gebruikersnaam',
  password: 'Wachtwoord',
  orgId: 'Organisatie-ID',
  submit: 'Aanmelden',
};

test.describe('Dutch', () => {
  test.use({ locale: 'nl-BE' });

  test('a Dutch browser gets the console in Dutch, and its Z report too', async ({ page }) => {
    test.setTimeout(60_000);
    const login = new LoginPage(page, DUTCH);
    await login.goto();
    await expect(page.getByRole('heading', { name: 'Aanmelden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await snap(page, 'login-nl');

    await login.fill('admin', 'wrong-password', 1);
    await login.submit.click();
    await expect(login.error).toContainText('Ongeldige organisatie, gebruikersnaam of wachtwoord');

    await login.fill('admin', 'demo1234', 1);
    await login.orgId.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const shell = new Shell(page);
    await shell.expand();
    await expect(shell.item('products')).toHaveText('Producten');
    await expect(shell.aside.getByText('Analyse', { exact: true })).toBeVisible();
    await expect(shell.aside.getByTestId('language-button')).toContainText('Taal: Nederlands');
    await snap(page, 'shell-nl');

    // The shift list, and a closed shift's Z report, written in Dutch.
    await page.goto('/analytics/shifts');
    await expect(page.getByRole('heading', { name: 'Shifts', level: 1 })).toBeVisible();
    await expect(page.getByTestId('shifts-table')).toContainText('Geopend door');
    const second = page.getByTestId('shifts-table').locator('tbody tr').nth(1);
    const number = (await second.locator('td').first().innerText()).trim();
    await page.getByRole('button', { name: `Details van shift ${number}` }).click();
    await expect(page.getByRole('heading', { name: `Shift ${number}`, level: 1 })).toBeVisible();
    await snap(page, 'shift-detail-nl');
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-z').click()]);
    const text = (await pdf(readFileSync(await file.path()), { version: 'v2.0.550' })).text;
    expect(text).toContain('Z-rapport');
    expect(text).toContain('Afsluitrapport');
    expect(text).toContain('Totale verkoop');
    expect(text).not.toContain('Closing report');
  });
});

test.describe('language choice', () => {
  test('the user menu switches the console to Dutch, remembers it, and can follow the browser again', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const shell = new Shell(page);
    await shell.expand();
    await expect(shell.item('products')).toHaveText('Products');

    await shell.aside.getByTestId('language-button').click();
    const menu = page.locator('#language-menu');
    await expect(menu.getByRole('menuitem', { name: 'Browser language' })).toBeVisible();
    await snap(page, 'language-menu-en');
    await menu.getByRole('menuitem', { name: 'Nederlands' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await shell.expand();
    await expect(shell.item('products')).toHaveText('Producten');

    // Remembered in this browser: a new visit opens in Dutch although the browser speaks English.
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Gebruikers', level: 1 })).toBeVisible();
    await snap(page, 'users-nl');

    await shell.expand();
    await shell.aside.getByTestId('language-button').click();
    await menu.getByRole('menuitem', { name: 'Taal van de browser' }).click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the language choice is reachable in the user menu', async ({ page }) => {
      await signIn(page, 'admin');
      const shell = new Shell(page);
      await shell.aside.getByRole('button', { name: 'Expand navigation' }).click();
      await shell.aside.getByTestId('language-button').click();
      await page.locator('#language-menu').getByRole('menuitem', { name: 'Français' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(shell.aside.getByTestId('language-button')).toContainText('Langue : Français');
      await snap(page, 'language-phone-fr');
    });
  });
});
