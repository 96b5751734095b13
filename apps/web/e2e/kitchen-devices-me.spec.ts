import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';
import { signIn } from './pages/session';

/** Kitchen messages, devices (super users) and the signed-in user's own page (document 3, issue 11). */

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/user/login', { data: { orgId: 1, username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.token as string;
}

/** Registers tills of the bistro the way their app does at start-up. */
async function registerDevices(request: APIRequestContext, serials: string[]) {
  const headers = { authorization: `Bearer ${await tokenOf(request, 'admin')}` };
  for (const [i, serialNumber] of serials.entries()) {
    const res = await request.post('/api/terminal/devices', {
      headers,
      data: { serialNumber, model: `T2s ${i + 1}`, brand: 'Sunmi', osVersion: 'Android 11', appVersion: '3.4.1' },
    });
    expect(res.ok()).toBe(true);
  }
}

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

test.describe('kitchen messages, devices and /me', () => {
  test('an admin adds and deletes a kitchen message', async ({ page }) => {
    await signIn(page, 'admin', '/kitchen');
    await expect(page.getByRole('heading', { name: 'Kitchen messages', level: 1 })).toBeVisible();
    const card = page.getByTestId('kitchen-card');
    await expect(card.getByRole('row').filter({ hasText: 'Sans sel' })).toBeVisible();
    await snap(page, 'kitchen');

    await page.getByRole('button', { name: 'Add a message' }).click();
    const dialog = page.getByRole('dialog', { name: 'New kitchen message' });
    await dialog.getByLabel('Message').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.locator('#kitchen-message-text-error')).toHaveText('Message required');
    await snap(page, 'kitchen-dialog-error');
    await dialog.getByLabel('Message').fill('  Sans gluten ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Kitchen message "Sans gluten" added')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = card.getByRole('row').filter({ hasText: 'Sans gluten' });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Delete "Sans gluten"' }).click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Kitchen message "Sans gluten" deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a super user lists and deletes devices; an admin does not see the page', async ({ page, request }) => {
    await registerDevices(request, ['E2E-A1', 'E2E-A2', 'E2E-A3']);
    await signIn(page, 'super');
    await page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
    await expect(page).toHaveURL(/\/device$/);
    const card = page.getByTestId('devices-card');
    await expect(card.getByRole('row').filter({ hasText: 'E2E-A2' })).toContainText('T2s 2');
    const total = await card.locator('tbody tr').count();
    await snap(page, 'devices');

    await card.getByRole('button', { name: 'Delete device E2E-A2' }).click();
    await expect(page.locator('.p-confirm-dialog')).toContainText('Delete the device E2E-A2?');
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Device E2E-A2 deleted')).toBeVisible();
    await expect(card.locator('tbody tr')).toHaveCount(total - 1);

    await page.getByTestId('devices-delete-all').click();
    await expect(page.locator('.p-confirm-dialog')).toContainText(
      `Delete all ${total - 1} devices of this organisation?`,
    );
    await snap(page, 'devices-delete-all');
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `${total - 1} devices deleted`)).toBeVisible();
    await expect(card).toContainText('No device has registered yet.');
    await expect(page.getByTestId('devices-delete-all')).toBeDisabled();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'admin');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Devices' })).toHaveCount(0);
    await page.goto('/device');
    await expect(page.getByText('You are not allowed to see this page')).toBeVisible();
  });

  test('/me shows the abilities in words and changes the PIN', async ({ page }) => {
    await signIn(page, 'server');
    await page
      .getByRole('link', { name: /server/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/me$/);
    const abilities = page.getByTestId('me-abilities');
    await expect(abilities.getByText('Dashboard', { exact: true })).toBeVisible();
    await expect(abilities.getByText('Tables', { exact: true })).toBeVisible();
    await expect(abilities).not.toContainText('ADMIN_TABLES');
    await expect(page.getByTestId('me-organisations')).toContainText('Bistro');
    // The picture without the navigation the click opened.
    await page.reload();
    await expect(page.getByTestId('me-abilities')).toBeVisible();
    await snap(page, 'me');

    const profile = page.getByTestId('me-profile');
    await profile.getByRole('button', { name: /PIN/ }).click();
    const dialog = page.getByRole('dialog', { name: /PIN/ });
    await dialog.getByLabel('New PIN').fill('12');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.locator('#me-pincode-error')).toHaveText('A PIN is 4 to 6 digits');
    await dialog.getByLabel('New PIN').fill('839201');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'PIN saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(profile.getByRole('definition').filter({ hasText: /^Set$/ })).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Change PIN' })).toBeVisible();
  });
});

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'fr-BE' });

  test('the three pages fit a phone', async ({ page, request }) => {
    await registerDevices(request, ['E2E-P1']);
    const french = {
      username: "Nom d'utilisateur",
      password: 'Mot de passe',
      orgId: "Identifiant de l'organisation",
      submit: 'Se connecter',
    };
    await new LoginPage(page, french).loginAndWait('super');
    await page.goto('/kitchen');
    await expect(page.getByRole('heading', { name: 'Messages cuisine', level: 1 })).toBeVisible();
    await snap(page, 'kitchen-phone');
    await page.goto('/device');
    await expect(page.getByTestId('devices-card').getByRole('row').filter({ hasText: 'E2E-P1' })).toBeVisible();
    await snap(page, 'devices-phone');
    await page.goto('/me');
    await expect(page.getByTestId('me-abilities')).toContainText('Toutes les autorisations');
    await snap(page, 'me-phone');
  });
});
