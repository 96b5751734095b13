import { expect, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { LoginPage } from './pages/LoginPage';
import { signIn } from './pages/session';
import { interceptNextUpload, pngPicture } from './pictures';

const card = (page: Page) => page.getByTestId('groups-card');
/** The row of a group, found by its rename button (names may contain each other: "X" and "X copy"). */
const row = (page: Page, name: string, rename = 'Rename') =>
  card(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: `${rename} ${name}`, exact: true }) });
const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

/** The groups as the API answers them, read with the console's own session. */
async function apiGroups(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(async () => {
    const res = await fetch('/api/product_group', {
      headers: { Authorization: `Bearer ${localStorage.getItem('jwt')}` },
    });
    return (await res.json()).data;
  });
}

test.describe('product groups', () => {
  test('an admin creates a group with happy hours, toggles, renames, duplicates and deletes', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin', '/product_groups');
    await expect(page.getByRole('heading', { name: 'Product groups', level: 1 })).toBeVisible();
    await expect(row(page, 'Softs')).toContainText('21%');
    // Online ordering is open for the demo bistro: the web-visibility column shows.
    await expect(card(page).getByRole('columnheader', { name: 'Web' })).toBeVisible();
    await snap(page, 'groups-en');

    // A new group starts from the defaults.
    await page.getByRole('button', { name: 'New group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New group' });
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Name');
    await expect(dialog.locator('.p-dropdown:has(#group-vat-in)')).toContainText('6%');
    await expect(dialog.locator('.p-dropdown:has(#group-vat-out)')).toContainText('6%');
    await expect(dialog.getByRole('radio', { name: 'Default colour (#8393F4)' })).toBeChecked();
    await dialog.getByLabel('Name', { exact: true }).fill('Happy cocktails');

    // Print on all printers is offered only with more than one printer.
    await expect(dialog.getByLabel('Print on all printers')).toHaveCount(0);
    await dialog.locator('.p-multiselect:has(#group-printers)').click();
    await page.getByRole('option', { name: 'Bar' }).click();
    await expect(dialog.getByLabel('Print on all printers')).toHaveCount(0);
    await page.getByRole('option', { name: 'Cuisine' }).click();
    await dialog.locator('.p-dialog-title').click();
    await dialog.getByLabel('Print on all printers').check();
    await dialog.locator('label', { has: page.getByRole('radio', { name: 'Colour 6 (#00ACC1)' }) }).click();
    await expect(dialog.getByRole('radio', { name: 'Colour 6 (#00ACC1)' })).toBeChecked();
    await dialog.getByTestId('group-image-file').setInputFiles({
      name: 'cocktails.png',
      mimeType: 'image/png',
      buffer: pngPicture(120, 90, [236, 72, 153], [251, 191, 36]),
    });
    await expect(dialog.getByText('cocktails.png (sent when you save)')).toBeVisible();
    await snap(page, 'groups-dialog-main-en');

    // Advanced: a happy-hour slot needs a day, a start and an end (the French messages of the spec).
    await dialog.getByRole('button', { name: 'Advanced' }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('Le jour est requis.')).toBeVisible();
    await expect(dialog.getByText("L'heure de début est requise.")).toBeVisible();
    await expect(dialog.getByText("L'heure de fin est requise.")).toBeVisible();
    await dialog.locator('.p-dropdown:has(#happy-day)').click();
    await page.getByRole('option', { name: 'Friday' }).click();
    await dialog.locator('#happy-start').fill('17');
    await dialog.locator('#happy-end').fill('1930');
    await dialog.locator('#happy-end').blur();
    await expect(dialog.locator('#happy-start')).toHaveValue('17:00');
    await expect(dialog.locator('#happy-end')).toHaveValue('19:30');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByTestId('happy-slot')).toHaveText(['Friday17:00 – 19:30']);
    await expect(dialog.getByText('Le jour est requis.')).toHaveCount(0);
    // Digits only: 9 becomes 09:00, 930 becomes 09:30.
    await dialog.locator('#happy-start').fill('9');
    await dialog.locator('#happy-end').fill('930');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByTestId('happy-slot')).toHaveText(['Friday09:00 – 09:30', 'Friday17:00 – 19:30']);
    await dialog.getByRole('button', { name: 'Delete the slot Friday 09:00 – 09:30' }).click();
    await expect(dialog.getByTestId('happy-slot')).toHaveCount(1);

    // Maximum free choices: Custom with a number; the popups (the web order page is enabled).
    await dialog.locator('.p-dropdown:has(#group-max-free)').click();
    await page.getByRole('option', { name: 'Custom' }).click();
    await dialog.locator('#group-max-free-custom').fill('3');
    await dialog.getByLabel('18+ popup').check();
    await dialog.getByLabel('Custom popup').check();
    await dialog.getByLabel('Popup text (French)').fill('Consommez avec modération');
    await snap(page, 'groups-dialog-en');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Group “Happy cocktails” created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Happy cocktails').locator('.groups-thumb img')).toBeVisible();

    const saved = (await apiGroups(page)).find((g) => g.name === 'Happy cocktails')!;
    expect(saved).toMatchObject({
      vatIn: '6',
      vatOut: '6',
      color: '#00ACC1',
      printOnAllPrinters: true,
      maxChoiceFree: 3,
      maxChoicePaid: 1,
      popupPlus18: true,
      popupText: { fr: 'Consommez avec modération', nl: '', en: '' },
      activeHours: { friday: [{ startHour: '17:00', endHour: '19:30' }] },
    });
    expect(saved.imageUrl).toMatch(/^http:\/\/localhost:\d+\/api\/image\/o\/1\/[a-f0-9]{32}\.png$/);
    expect((saved.printers as unknown[]).length).toBe(2);

    // One-click toggle: saves the whole group at once.
    await row(page, 'Happy cocktails').getByRole('switch', { name: 'Happy cocktails visible on the web' }).click();
    await expect(toast(page, 'Group “Happy cocktails” updated')).toBeVisible();
    await expect(
      row(page, 'Happy cocktails').getByRole('switch', { name: 'Happy cocktails visible on the web' }),
    ).not.toBeChecked();
    expect((await apiGroups(page)).find((g) => g.name === 'Happy cocktails')).toMatchObject({
      webHidden: true,
      activeHours: { friday: [{ startHour: '17:00', endHour: '19:30' }] },
    });

    // Inline rename: Enter saves; a blank name is cancelled.
    await page.getByRole('button', { name: 'Rename Happy cocktails', exact: true }).click();
    await card(page).getByLabel('Name of Happy cocktails').fill('   ');
    await card(page).getByLabel('Name of Happy cocktails').press('Enter');
    await expect(row(page, 'Happy cocktails')).toHaveCount(1);
    await page.getByRole('button', { name: 'Rename Happy cocktails', exact: true }).click();
    await card(page).getByLabel('Name of Happy cocktails').fill('  Cocktails ');
    await card(page).getByLabel('Name of Happy cocktails').press('Enter');
    await expect(toast(page, 'Group “Cocktails” updated')).toBeVisible();
    await expect(row(page, 'Cocktails')).toHaveCount(1);

    // Duplicate appends ' copy'; delete asks first.
    await page.getByRole('button', { name: 'Duplicate Cocktails', exact: true }).click();
    await expect(toast(page, 'Group “Cocktails copy” created')).toBeVisible();
    await expect(row(page, 'Cocktails copy')).toHaveCount(1);
    await page.getByRole('button', { name: 'Delete Cocktails copy', exact: true }).click();
    const confirm = page.locator('.p-confirm-dialog');
    await expect(confirm).toContainText('Delete the group “Cocktails copy”?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Group “Cocktails copy” deleted')).toBeVisible();
    await expect(row(page, 'Cocktails copy')).toHaveCount(0);

    // A group that still has products is kept.
    await page.getByRole('button', { name: 'Delete Softs', exact: true }).click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(
      toast(page, 'The group could not be deleted: it still has 10 products; move or delete them first.'),
    ).toBeVisible();
    await expect(row(page, 'Softs')).toHaveCount(1);

    // Editing shows what was saved.
    await page.getByRole('button', { name: 'Edit Cocktails', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit “Cocktails”' });
    await edit.getByRole('button', { name: 'Advanced' }).click();
    await expect(edit.getByTestId('happy-slot')).toHaveText(['Friday17:00 – 19:30']);
    await expect(edit.locator('#group-max-free-custom')).toHaveValue('3');
    await expect(edit.getByLabel('Popup text (French)')).toHaveValue('Consommez avec modération');

    // The image library is offered in the image field.
    await edit.getByRole('button', { name: 'Library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from the image library' });
    await expect(picker.getByRole('button', { name: 'Choose cocktails.png' })).toBeVisible();
    await snap(page, 'groups-image-library-en');
    await picker.getByRole('button', { name: 'Choose cocktails.png' }).click();
    await expect(picker).toBeHidden();
    await expect(edit.locator('#group-image')).toHaveValue(/\/api\/image\/o\/1\/[a-f0-9]{32}\.png$/);

    // An attached image is uploaded when saving: a failed upload stops the save and keeps its message.
    await edit.getByTestId('group-image-file').setInputFiles({
      name: 'night.png',
      mimeType: 'image/png',
      buffer: pngPicture(80, 60, [30, 27, 75], [99, 102, 241]),
    });
    const expired = { message: 'This upload address has expired; ask for a new one', code: 'FORBIDDEN' };
    await interceptNextUpload(page, (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify(expired) }),
    );
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.locator('#group-dialog-error')).toHaveText(expired.message);
    await expect(edit).toBeVisible();
    await expect(edit.getByText('night.png (sent when you save)')).toBeVisible();

    // Saving waits while the upload runs.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await interceptNextUpload(page, async (route) => {
      await gate;
      await route.fallback();
    });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
    release();
    await expect(toast(page, 'Group “Cocktails” saved')).toBeVisible();
    await expect(edit).toBeHidden();
    const night = (await apiGroups(page)).find((g) => g.name === 'Cocktails')!;
    expect(night.imageUrl).toMatch(/\/api\/image\/o\/1\/[a-f0-9]{32}\.png$/);
    expect(night.activeHours).toEqual({ friday: [{ startHour: '17:00', endHour: '19:30' }] });
  });

  test('French texts and the happy-hour messages', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin', '/product_groups?lng=fr');
    await expect(page.getByRole('heading', { name: 'Groupes de produits', level: 1 })).toBeVisible();
    await expect(row(page, 'Softs', 'Renommer')).toContainText('21 %');
    await snap(page, 'groups-fr');
    await page.getByRole('button', { name: 'Nouveau groupe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau groupe' });
    await dialog.getByRole('button', { name: 'Avancé' }).click();
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(dialog.getByText('Le jour est requis.')).toBeVisible();
    await dialog.locator('#happy-start').focus();
    await snap(page, 'groups-dialog-fr');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the shop (online ordering closed) has no web column; a user without ADMIN_GROUPS is refused', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await new LoginPage(page).loginAndWait('shopadmin', undefined, 2);
    await page.goto('/product_groups');
    await expect(row(page, 'Boissons')).toHaveCount(1);
    await expect(card(page).getByRole('columnheader', { name: 'App' })).toBeVisible();
    await expect(card(page).getByRole('columnheader', { name: 'Web' })).toHaveCount(0);
    await page.getByRole('button', { name: 'New group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New group' });
    await dialog.getByRole('button', { name: 'Advanced' }).click();
    await expect(dialog.getByText('Happy hours', { exact: true })).toBeVisible();
    // The web order page is off: no popup settings.
    await expect(dialog.getByLabel('18+ popup')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'server', '/product_groups');
    await expect(page.getByText('You are not allowed to see this page')).toBeVisible();
  });
});
