import { expect, type Locator, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { signIn } from './pages/session';

const card = (page: Page, id: 'types-card' | 'zones-card' | 'tables-card') => page.getByTestId(id);
const row = (page: Page, id: 'types-card' | 'zones-card' | 'tables-card', text: string | RegExp) =>
  card(page, id)
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) });
/** A preset colour as the user sees it: a round swatch holding a radio button. */
const swatch = (dialog: Locator, name: string) =>
  dialog.locator('label', { has: dialog.page().getByRole('radio', { name, exact: true }) });
/** A PrimeReact dropdown, opened by clicking its box (the input inside is visually hidden). */
const dropdown = (dialog: Locator, inputId: string) =>
  dialog.locator('.p-dropdown', { has: dialog.page().locator(inputId) });
const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

async function confirmDelete(page: Page) {
  const dialog = page.locator('.p-confirm-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

test.describe('tables', () => {
  test('an admin manages zones, types and tables', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin', '/tables');
    await expect(page.getByRole('heading', { name: 'Tables', level: 1 })).toBeVisible();
    await expect(card(page, 'tables-card').locator('tbody tr')).toHaveCount(20);
    await expect(card(page, 'zones-card').locator('tbody tr')).toHaveCount(3);
    await expect(card(page, 'types-card').locator('tbody tr')).toHaveCount(4);
    await snap(page, 'tables');

    // A zone: the name is required; the colour is a preset, saved with '#' in upper case.
    await card(page, 'zones-card').getByRole('button', { name: 'Add zone' }).click();
    const zoneDialog = page.getByRole('dialog', { name: 'New zone' });
    // A new zone starts on the default colour (not black).
    await expect(zoneDialog.getByTestId('zone-color-preview')).toHaveText('#8393F4');
    await expect(zoneDialog.getByRole('radio', { name: 'Default colour (#8393F4)' })).toBeChecked();
    await zoneDialog.getByRole('button', { name: 'Save' }).click();
    await expect(zoneDialog.locator('#zone-dialog-error')).toBeVisible();
    await expect(zoneDialog.locator('#zone-name-error')).toHaveText('Required');
    await zoneDialog.getByLabel('Name').fill('Véranda');
    await swatch(zoneDialog, 'Colour 3 (#8E24AA)').click();
    await expect(zoneDialog.getByRole('radio', { name: 'Colour 3 (#8E24AA)' })).toBeChecked();
    await expect(zoneDialog.getByTestId('zone-color-preview')).toHaveText('#8E24AA');
    await snap(page, 'tables-zone-dialog');
    await zoneDialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Zone “Véranda” created')).toBeVisible();
    await expect(zoneDialog).toBeHidden();
    await expect(row(page, 'zones-card', '#8E24AA')).toContainText('Véranda');

    // A type.
    await card(page, 'types-card').getByRole('button', { name: 'Add type' }).click();
    const typeDialog = page.getByRole('dialog', { name: 'New table type' });
    await typeDialog.getByLabel('Name').fill('Banquette');
    await typeDialog.getByLabel('Name').press('Enter');
    await expect(toast(page, 'Table type “Banquette” created')).toBeVisible();
    await expect(row(page, 'types-card', 'Banquette')).toHaveCount(1);

    // A table: the next number is proposed.
    await card(page, 'tables-card').getByRole('button', { name: 'Add table' }).click();
    const tableDialog = page.getByRole('dialog', { name: 'New table' });
    await expect(tableDialog.getByLabel('Number')).toHaveValue('21');
    await dropdown(tableDialog, '#table-zone').click();
    await page.getByRole('option', { name: 'Véranda' }).click();
    await dropdown(tableDialog, '#table-type').click();
    await page.getByRole('option', { name: 'Banquette' }).click();
    await tableDialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Table 21 created')).toBeVisible();
    await expect(row(page, 'tables-card', '21')).toContainText('Véranda');
    await expect(row(page, 'tables-card', '21')).toContainText('Banquette');

    // Duplicate: number + 1, same zone and type; duplicating a table whose next number exists is refused.
    await page.getByRole('button', { name: 'Duplicate table 21' }).click();
    await expect(toast(page, 'Table 22 created as a copy of table 21')).toBeVisible();
    await expect(row(page, 'tables-card', '22')).toContainText('Véranda');
    await page.getByRole('button', { name: 'Duplicate table 5' }).click();
    await expect(toast(page, 'Table 6 already exists.')).toBeVisible();

    // Edit: a number another table has is refused in the dialog, then a free one is saved.
    await page.getByRole('button', { name: 'Edit table 22' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit table 22' });
    await editDialog.getByLabel('Number').fill('3');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(editDialog.locator('#table-dialog-error')).toHaveText('Table 3 already exists.');
    await expect(editDialog.locator('#table-tableNumber-error')).toHaveText('Table 3 already exists');
    await snap(page, 'tables-table-dialog-error');
    await editDialog.getByLabel('Number').fill('25');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Table 25 saved')).toBeVisible();
    await expect(row(page, 'tables-card', '25')).toHaveCount(1);

    // Delete a table.
    await page.getByRole('button', { name: 'Delete table 25' }).click();
    await confirmDelete(page);
    await expect(toast(page, 'Table 25 deleted')).toBeVisible();
    await expect(row(page, 'tables-card', '25')).toHaveCount(0);

    // A zone tables use cannot go (409), and says why.
    await page.getByRole('button', { name: 'Delete zone Salle' }).click();
    await confirmDelete(page);
    await expect(toast(page, 'This zone is used by 12 tables: move or delete them first.')).toBeVisible();
    await snap(page, 'tables-zone-in-use');
    await expect(row(page, 'zones-card', 'Salle')).toHaveCount(1);

    // Edit the new zone, then clear what this test added.
    await page.getByRole('button', { name: 'Edit zone Véranda' }).click();
    const editZone = page.getByRole('dialog', { name: 'Edit zone' });
    await swatch(editZone, 'Colour 8 (#43A047)').click();
    await editZone.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Zone “Véranda” saved')).toBeVisible();
    await expect(row(page, 'zones-card', '#43A047').filter({ hasText: 'Véranda' })).toHaveCount(1);

    await page.getByRole('button', { name: 'Delete table 21' }).click();
    await confirmDelete(page);
    await expect(toast(page, 'Table 21 deleted')).toBeVisible();
    await page.getByRole('button', { name: 'Delete zone Véranda' }).click();
    await confirmDelete(page);
    await expect(toast(page, 'Zone “Véranda” deleted')).toBeVisible();
    await page.getByRole('button', { name: 'Delete type Banquette' }).click();
    await confirmDelete(page);
    await expect(toast(page, 'Table type “Banquette” deleted')).toBeVisible();
    await expect(card(page, 'zones-card').locator('tbody tr')).toHaveCount(3);
    await expect(card(page, 'types-card').locator('tbody tr')).toHaveCount(4);
  });

  test('occupied tables show a badge; the page reads in French', async ({ page }) => {
    await signIn(page, 'admin', '/tables?lng=fr');
    await expect(page.getByRole('heading', { name: 'Tables', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Types de table/ })).toBeVisible();
    await expect(card(page, 'tables-card').locator('tbody tr')).toHaveCount(20);
    // The demo keeps today's shift open with a few tickets; tables with one read "Occupée".
    const occupied = await page.getByText('Occupée', { exact: true }).count();
    const free = await page.getByText('Libre', { exact: true }).count();
    expect(occupied + free).toBe(20);
    await snap(page, 'tables-fr');
    await card(page, 'zones-card').getByRole('button', { name: 'Ajouter une zone' }).click();
    await expect(page.getByRole('dialog', { name: 'Nouvelle zone' })).toBeVisible();
    await snap(page, 'tables-zone-dialog-fr');
  });

  test('a server (ADMIN_TABLES only) uses /tables and is refused /printers', async ({ page }) => {
    await signIn(page, 'server', '/tables');
    await expect(card(page, 'tables-card').locator('tbody tr')).toHaveCount(20);
    await page.goto('/printers');
    await expect(page.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeVisible();
    await expect(page.getByText('Your account does not have the “Printers” permission')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add printer' })).toHaveCount(0);
    await snap(page, 'printers-not-allowed');
  });
});
