import { expect, type Locator, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { signIn } from './pages/session';

/** /clients (document 3): the directory, its search and CSV, the add/edit dialog with section 5's rules. */
const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);
const card = (page: Page) => page.getByTestId('clients-card');
const row = (page: Page, name: string) => card(page).locator('tbody tr').filter({ hasText: name });
const save = (dialog: Locator) => dialog.getByRole('button', { name: 'Save' }).click();

test.describe('clients', () => {
  test('lists the clients with every column, searches and exports them', async ({ page }) => {
    await signIn(page, 'admin', '/clients');
    await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
    await expect(card(page).getByRole('heading')).toHaveText('6 clients');
    const atelier = row(page, 'Atelier Lumière SRL');
    for (const text of [
      '+3225123456',
      'compta@atelier-lumiere.example',
      'Rue de Flandre 42',
      '1000 Bruxelles',
      'BE0456789133',
      'Yes',
    ]) {
      await expect(atelier).toContainText(text);
    }
    await expect(row(page, 'Van Damme & Zonen BV')).toContainText('Veldstraat 18 /3');
    await snap(page, 'clients');
    await card(page).getByRole('searchbox').fill('gent');
    await expect(card(page).locator('tbody tr')).toHaveCount(1);
    await expect(page).toHaveURL(/q=gent/);
    const download = page.waitForEvent('download');
    await page.getByTestId('clients-card-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('clients.csv');
  });

  test('the dialog applies the rules of section 5, edits a client, and the edit is undone', async ({ page }) => {
    await signIn(page, 'admin', '/clients');
    await page.getByTestId('client-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add client' });
    await expect(dialog.getByLabel('Business')).not.toBeChecked();
    await save(dialog);
    await expect(dialog.locator('#client-name-error')).toHaveText('Name is required.');
    await expect(dialog.locator('#client-phoneNumber-error')).toHaveText('Phone number is required.');
    await expect(dialog.locator('#client-email-error')).toHaveText('Email is required.');
    await dialog.locator('#client-phoneNumber').fill('0470 12');
    await dialog.locator('#client-email').fill('nobody@example');
    await dialog.getByLabel('Business').check();
    await save(dialog);
    await expect(dialog.locator('#client-phoneNumber-error')).toHaveText(
      'Enter an optional + followed by 10 to 15 digits.',
    );
    await expect(dialog.locator('#client-email-error')).toHaveText('Enter an email like name@example.com.');
    await expect(dialog.locator('#client-vat-error')).toHaveText('A business needs a VAT number.');
    await dialog.locator('#client-vat').fill('be12345');
    // A Belgian number is checked as one (decision 73: BE, 10 digits starting with 0 or 1, mod 97).
    await expect(dialog.locator('#client-vat-error')).toContainText('A Belgian VAT number is BE followed by 10 digits');
    await snap(page, 'clients-dialog-errors');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();

    await row(page, 'Claire Dubois').getByRole('button', { name: 'Edit client Claire Dubois' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit client Claire Dubois' });
    await expect(edit.locator('#client-email')).toHaveValue('claire.dubois@example.com');
    await edit.locator('#client-city').fill('Etterbeek');
    await edit.locator('#client-vat').fill('be 0123.456.749');
    await edit.getByLabel('Business').check();
    await save(edit);
    await expect(toast(page, 'Client Claire Dubois saved')).toBeVisible();
    await expect(row(page, 'Claire Dubois')).toContainText('1050 Etterbeek');
    await expect(row(page, 'Claire Dubois')).toContainText('BE0123456749');

    // Back as the demo had it.
    await row(page, 'Claire Dubois').getByRole('button', { name: 'Edit client Claire Dubois' }).click();
    await edit.locator('#client-city').fill('Ixelles');
    await edit.getByLabel('Business').uncheck();
    await edit.locator('#client-vat').fill('');
    await save(edit);
    await expect(edit).toBeHidden();
    await expect(row(page, 'Claire Dubois')).toContainText('1050 Ixelles');
    await expect(row(page, 'Claire Dubois')).not.toContainText('BE0123456749');
  });

  test('a user without ADMIN_CLIENT_DATA sees the not-allowed state', async ({ page }) => {
    await signIn(page, 'server', '/clients');
    await expect(page.getByText('You are not allowed to see this page')).toBeVisible();
  });
});
