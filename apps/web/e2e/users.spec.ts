import { expect, test } from '@playwright/test';
import { snap } from './helpers';
import { signIn } from './pages/session';
import { UsersPage } from './pages/UsersPage';

test.describe('users', () => {
  test('an admin creates a user with a PIN and abilities, edits it into a register with a printer, deletes it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin');
    const users = new UsersPage(page);
    await users.goto();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(users.row('admin')).toBeVisible();
    await expect(users.row('server')).toContainText('Server');
    // No user id column for an administrator; nobody deletes their own account.
    await expect(users.card.getByRole('columnheader', { name: 'User ID' })).toHaveCount(0);
    await expect(users.row('admin').getByRole('button', { name: 'Delete admin' })).toBeDisabled();
    await expect(users.row('super').getByRole('button', { name: 'Edit super' })).toBeDisabled();
    // A disabled button sits in a wrapper that carries its tooltip.
    await users
      .row('admin')
      .locator('.p-tooltip-target-wrapper', { has: page.getByRole('button', { name: 'Delete admin' }) })
      .hover();
    await expect(page.getByText('You cannot delete your own account')).toBeVisible();
    await snap(page, 'users-list');

    // Search lives in the address.
    await users.card.getByRole('searchbox', { name: 'Search users' }).fill('reg');
    await expect(page).toHaveURL(/\?q=reg$/);
    await expect(users.card.locator('tbody tr')).toHaveCount(2); // register and emma (Register type)
    await users.card.getByRole('searchbox', { name: 'Search users' }).fill('');

    // Create: type defaults to SERVER, no printer choice for it, no terminal IP for an admin.
    await page.getByRole('button', { name: 'New user' }).click();
    await expect(users.dialog.getByText('New user', { exact: true })).toBeVisible();
    await expect(users.dialog.locator('.p-dropdown:has(#user-type)')).toContainText('Server');
    await expect(users.dialog.locator('#user-printer')).toHaveCount(0);
    await expect(users.dialog.locator('#user-terminal-ip')).toHaveCount(0);
    await users.dialog.locator('#user-username').fill('marie');
    await users.dialog.locator('#user-password').fill('short');
    await users.save();
    await expect(users.dialog.getByText('A password has at least 8 characters')).toBeVisible();
    await expect(users.dialog.getByRole('alert')).toContainText('Check the highlighted fields');
    await users.dialog.locator('#user-password').fill('marie-secret-1');
    await users.dialog.locator('#user-pincode').fill('24a68');
    await expect(users.dialog.locator('#user-pincode')).toHaveValue('2468');
    await users.tickAbility('ANALYTICS_DASHBOARD');
    await users.tickAbility('ADMIN_TABLES');
    await snap(page, 'users-create');
    await users.save();
    await expect(page.getByText('User marie created')).toBeVisible();
    await expect(users.dialog).toHaveCount(0);
    await expect(users.row('marie')).toContainText('set');
    await expect(users.row('marie')).not.toContainText('2468');
    await snap(page, 'users-created');

    // The server's refusal shows in the dialog's error line.
    await page.getByRole('button', { name: 'New user' }).click();
    await users.dialog.locator('#user-username').fill('marie');
    await users.dialog.locator('#user-password').fill('another-secret');
    await users.save();
    await expect(users.dialog.getByRole('alert')).toContainText('This username is already taken');
    await expect(page.getByText('The user could not be created')).toBeVisible();
    await snap(page, 'users-create-error');
    // The typed form is not dropped silently: Cancel asks first.
    await users.dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Edit: REGISTER brings the printer choice.
    await users.row('marie').getByRole('button', { name: 'Edit marie' }).click();
    await expect(users.dialog.getByText('Edit marie')).toBeVisible();
    await expect(users.dialog.locator('#user-pincode')).toHaveAttribute('placeholder', 'PIN set (hidden)');
    await expect(users.dialog.locator('#ability-ANALYTICS_DASHBOARD')).toBeChecked();
    await expect(users.dialog.locator('#user-printer')).toHaveCount(0);
    await users.choose('user-type', 'Register');
    await expect(users.dialog.locator('.p-dropdown:has(#user-printer)')).toBeVisible();
    await users.choose('user-printer', 'Cuisine (192.168.1.50)');
    await snap(page, 'users-edit');
    await users.save();
    await expect(page.getByText('User marie saved')).toBeVisible();
    await expect(users.row('marie')).toContainText('Register');

    // Delete, with confirmation.
    await users.row('marie').getByRole('button', { name: 'Delete marie' }).click();
    const confirm = page.locator('.p-confirm-dialog');
    await expect(confirm).toContainText('Delete the user marie?');
    await snap(page, 'users-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User marie deleted')).toBeVisible();
    await expect(users.row('marie')).toHaveCount(0);
  });

  test('a super user sees the user id column, the terminal IP and the app mode', async ({ page }) => {
    await signIn(page, 'super');
    const users = new UsersPage(page);
    await users.goto();
    await expect(users.card.getByRole('columnheader', { name: 'User ID' })).toBeVisible();
    await expect(users.row('super').getByRole('button', { name: 'Delete super' })).toBeDisabled();
    await snap(page, 'users-super');
    await page.getByRole('button', { name: 'New user' }).click();
    await expect(users.dialog.locator('#user-terminal-ip')).toBeVisible();
    await expect(users.dialog.getByText('App mode')).toHaveCount(0);
    await users.dialog.getByRole('button', { name: 'Cancel' }).click();
    await users.row('emma').getByRole('button', { name: 'Edit emma' }).click();
    await expect(users.dialog.getByText('App mode')).toBeVisible();
    await expect(users.dialog.locator('#user-terminal-ip')).toBeVisible();
    await snap(page, 'users-super-edit');
  });

  test('the server user is refused by the server and sees a clear not-allowed state', async ({ page }) => {
    await signIn(page, 'server');
    await new UsersPage(page).goto();
    await expect(page.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeVisible();
    // The missing permission by its name in words, not the code's (issue 22 point 5).
    const forbidden = page.locator('[data-state="forbidden"]');
    await expect(forbidden).toContainText('“Users”');
    await expect(forbidden).not.toContainText('ADMIN_USERS');
    await expect(page.getByRole('button', { name: 'New user' })).toHaveCount(0);
    await snap(page, 'users-forbidden');
  });

  test('in French', async ({ page }) => {
    await signIn(page, 'admin');
    const users = new UsersPage(page);
    await users.goto('?lng=fr');
    await expect(page.getByRole('heading', { name: 'Utilisateurs', level: 1 })).toBeVisible();
    await expect(users.row('server')).toContainText('Serveur');
    await snap(page, 'users-fr');
    await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
    await users.choose('user-type', 'Terminal principal');
    await expect(users.dialog.locator('.p-dropdown:has(#user-printer)')).toBeVisible();
    await users.dialog.locator('#user-username').fill('admin');
    await users.dialog.locator('#user-password').fill('un-mot-de-passe');
    await users.dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(users.dialog.getByRole('alert')).toContainText("Ce nom d'utilisateur est déjà pris");
    await snap(page, 'users-dialog-fr');
  });
});
