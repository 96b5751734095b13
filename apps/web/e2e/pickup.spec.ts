import { expect, type Locator, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { signIn } from './pages/session';

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);
const row = (page: Page, name: string) => page.getByTestId('pickup-card').locator('tbody tr').filter({ hasText: name });
const save = (dialog: Locator) => dialog.getByRole('button', { name: 'Save' }).click();
const token = (page: Page) => page.evaluate(() => localStorage.getItem('jwt'));

/** Adds a slot with the slot form of one kind of hours ('order' or 'pickupTime'), typing the times as digits. */
async function addSlot(page: Page, dialog: Locator, kind: string, day: string, start: string, end: string) {
  await dialog.locator(`.p-dropdown:has(#pickup-${kind}-day)`).click();
  await page.locator('li.p-dropdown-item').filter({ hasText: day }).click();
  await dialog.locator(`#pickup-${kind}-start`).pressSequentially(start);
  await dialog.locator(`#pickup-${kind}-end`).pressSequentially(end);
  await dialog
    .getByTestId(`pickup-${kind}`)
    .getByRole('button', { name: /Add slot|Ajouter le créneau/ })
    .click();
}

test.describe('pickup locations', () => {
  test('an admin adds, edits and deletes a location, with the messages of the spec', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'admin', '/pickup');
    await expect(page.getByRole('heading', { name: 'Pickup locations', level: 1 })).toBeVisible();
    await expect(row(page, 'Comptoir du bistro')).toContainText('Tue11:00–14:0018:00–21:30');
    await expect(row(page, 'Stand du marché Flagey')).toContainText('Sat08:00–12:30');
    await snap(page, 'pickup');

    await page.getByRole('button', { name: 'Add a location' }).click();
    const dialog = page.getByRole('dialog', { name: 'New pickup location' });
    await save(dialog);
    await expect(dialog.locator('#pickup-name-error')).toHaveText('Name is required');
    await expect(dialog.locator('#pickup-address-error')).toHaveText('Address is required');
    await expect(dialog.locator('#pickup-phoneNumber-error')).toHaveText('Phone number is required');
    await expect(dialog.locator('#pickup-order-error')).toHaveText('Please add a time slot');
    // The slot form: a day, a start and an end are needed.
    await dialog.getByTestId('pickup-order').getByRole('button', { name: 'Add slot' }).click();
    await expect(dialog.locator('#pickup-order-day-error')).toHaveText('Day is required.');
    await expect(dialog.locator('#pickup-order-start-error')).toHaveText('Start hour is required.');
    await expect(dialog.locator('#pickup-order-end-error')).toHaveText('End hour is required.');
    // The time field keeps digits and puts the dot after two.
    await dialog.locator('#pickup-order-start').pressSequentially('1a1:00');
    await expect(dialog.locator('#pickup-order-start')).toHaveValue('11.00');
    await dialog.locator('#pickup-order-start').fill('');
    await snap(page, 'pickup-dialog-errors');

    await dialog.locator('#pickup-name').fill('E2E Gare');
    await dialog.locator('#pickup-address').fill('Avenue Fonsny 1, 1060 Saint-Gilles');
    await dialog.locator('#pickup-phoneNumber').fill('0470 12');
    await addSlot(page, dialog, 'order', 'Monday', '1800', '2130');
    await addSlot(page, dialog, 'order', 'Monday', '11', '14');
    await expect(dialog.getByTestId('pickup-order')).toContainText('11:00–14:00');
    await expect(dialog.getByTestId('pickup-order')).toContainText('18:00–21:30');
    await expect(dialog.locator('#pickup-order-error')).toHaveCount(0);
    await save(dialog);
    await expect(dialog.locator('#pickup-phoneNumber-error')).toHaveText(
      'Phone number must be an optional + followed by 10 to 15 digits',
    );
    await dialog.locator('#pickup-phoneNumber').fill('+32470111222');
    await save(dialog);
    await expect(toast(page, 'Pickup location "E2E Gare" added')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'E2E Gare')).toContainText('+32470111222');
    await expect(row(page, 'E2E Gare')).toContainText('Mon11:00–14:0018:00–21:30');

    // Edit: rename, drop a slot, add pickup times.
    await row(page, 'E2E Gare').getByRole('button', { name: 'Edit E2E Gare' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit pickup location' });
    await expect(edit.locator('#pickup-name')).toHaveValue('E2E Gare');
    await edit.locator('#pickup-name').fill('E2E Gare du Midi');
    await edit.getByRole('button', { name: 'Remove Monday 18:00–21:30' }).click();
    await addSlot(page, edit, 'pickupTime', 'Monday', '1130', '1430');
    await snap(page, 'pickup-dialog-edit');
    await save(edit);
    await expect(toast(page, 'Pickup location "E2E Gare du Midi" saved')).toBeVisible();
    const changed = row(page, 'E2E Gare du Midi');
    await expect(changed).toContainText('Mon11:00–14:00');
    await expect(changed).not.toContainText('18:00');
    await expect(changed).toContainText('Mon11:30–14:30');

    // Delete, after confirmation.
    await changed.getByRole('button', { name: 'Delete E2E Gare du Midi' }).click();
    await expect(page.locator('.p-confirm-dialog')).toContainText('Delete the pickup location "E2E Gare du Midi"?');
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Pickup location "E2E Gare du Midi" deleted')).toBeVisible();
    await expect(row(page, 'E2E Gare')).toHaveCount(0);
  });

  test('in French the slot form speaks the words of the spec', async ({ page }) => {
    await signIn(page, 'admin', '/pickup?lng=fr');
    await expect(page.getByRole('heading', { name: 'Points de retrait', level: 1 })).toBeVisible();
    await snap(page, 'pickup-fr');
    await page.getByRole('button', { name: 'Ajouter un point' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau point de retrait' });
    await dialog.getByTestId('pickup-order').getByRole('button', { name: 'Ajouter le créneau' }).click();
    await expect(dialog.locator('#pickup-order-day-error')).toHaveText('Le jour est requis.');
    await expect(dialog.locator('#pickup-order-start-error')).toHaveText("L'heure de début est requise.");
    await expect(dialog.locator('#pickup-order-end-error')).toHaveText("L'heure de fin est requise.");
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.locator('#pickup-order-error')).toHaveText('Veuillez ajouter un créneau horaire');
    await snap(page, 'pickup-dialog-fr');
  });

  test('a takeaway collected at a location shows it on its account summary', async ({ page }) => {
    await signIn(page, 'admin', '/analytics/accounts');
    await expect(page).toHaveURL(/from=\d+&to=\d+/);
    const url = new URL(page.url());
    // Yesterday and today: yesterday is a whole day of the demo whatever the hour (just after midnight today has only
    // a few tickets, maybe none collected at the location).
    const from = Number(url.searchParams.get('from')) - 86_400_000;
    const res = await page.request.get(
      `/api/data/accounts?startDate=${from}&endDate=${url.searchParams.get('to')}&limit=10000`,
      { headers: { Authorization: `Bearer ${await token(page)}` } },
    );
    const accounts = (await res.json()).data.clientAccounts as {
      clientAccountId: number;
      pickupLocation: { name: string } | null;
    }[];
    const collected = accounts.find((a) => a.pickupLocation !== null);
    expect(collected?.pickupLocation?.name).toBe('Comptoir du bistro');
    await page.goto(`/account-summary/${collected!.clientAccountId}`);
    const card = page.getByTestId('pickup-card');
    await expect(card).toContainText('Comptoir du bistro');
    await expect(card).toContainText('Rue de la Paix 12, 1050 Ixelles');
    await expect(card).toContainText('+3225551234');
  });
});

test.describe('pickup locations on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the list and the dialog fit', async ({ page }) => {
    await signIn(page, 'admin', '/pickup');
    await expect(row(page, 'Comptoir du bistro')).toBeVisible();
    await snap(page, 'pickup-phone');
    await row(page, 'Comptoir du bistro').getByRole('button', { name: 'Edit Comptoir du bistro' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit pickup location' })).toBeVisible();
    await snap(page, 'pickup-dialog-phone');
  });
});
