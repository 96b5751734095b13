import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';

test.use({ locale: 'fr-BE', timezoneId: 'Europe/Brussels', acceptDownloads: true });

/** A session token of a demo user, for edits made through the API. */
async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/user/login', { data: { orgId: 1, username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.token as string;
}

/** Renames a printer of the organisation (the one named `from`, or the first) through the API; returns its id. */
async function renamePrinter(request: APIRequestContext, token: string, name: string, from?: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const printers = (await (await request.get('/api/printer', { headers })).json()).data as {
    id: number;
    name: string;
  }[];
  const printer = printers.find((p) => from === undefined || p.name === from)!;
  const res = await request.patch('/api/printer', { headers, data: { ...printer, name } });
  expect(res.ok()).toBe(true);
  return printer.id;
}

/** Deletes a printer the spec created, so the other specs find the demo's printers only. */
async function removePrinter(request: APIRequestContext, token: string, id: number): Promise<void> {
  const res = await request.delete(`/api/printer/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
}

const card = (page: Page) => page.getByTestId('audit-card');
const FRENCH = {
  username: "Nom d'utilisateur",
  password: 'Mot de passe',
  orgId: "Identifiant de l'organisation",
  submit: 'Se connecter',
};
const signIn = (page: Page, username: string) => new LoginPage(page, FRENCH).loginAndWait(username);

test.describe('audit trail', () => {
  test('an admin reads a change, filters it and exports it', async ({ page, request }) => {
    test.setTimeout(60_000);
    // A printer of its own, so the demo's printers stay as the other specs expect them.
    const token = await tokenOf(request, 'admin');
    const created = await request.post('/api/printer', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Passe', ipAddress: '192.168.1.77', doublePrint: false },
    });
    expect(created.ok()).toBe(true);
    const id = await renamePrinter(request, token, 'Passe audit', 'Passe');

    await signIn(page, 'admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Journal d’audit' }).click();
    await expect(page).toHaveURL(/\/audit$/);
    await expect(page.getByRole('heading', { name: 'Journal d’audit', level: 1 })).toBeVisible();
    // Readable (issue 22 point 4): the field's French label, the printer by its name (its id in the title).
    const row = card(page).locator('tbody tr').filter({ hasText: 'Nom: Passe → Passe audit' });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('audit-record')).toHaveText('Passe audit');
    await expect(row.getByTestId('audit-record')).toHaveAttribute('title', new RegExp(`^Id ${id} `));
    await expect(row).not.toContainText(`#${id}`);
    await expect(row).toContainText('admin');
    await expect(row).toContainText('Modifié');
    await expect(row).toContainText('Imprimante');
    await page.mouse.move(900, 600);
    await page.keyboard.press('Escape'); // the navigation opened on the way in
    await snap(page, 'audit');

    // Filters live in the address: the item type, then the item itself.
    await page.locator('.p-dropdown:has(#audit-resource)').click();
    await page.getByRole('option', { name: 'Imprimante' }).click();
    await expect(page).toHaveURL(/resource=printer/);
    // The printers' entries: this spec's printer, created then renamed.
    await expect(card(page).locator('tbody tr')).toHaveCount(2);
    await expect(card(page).locator('tbody tr').filter({ hasText: 'Créé' })).toHaveCount(1);
    await row.getByRole('button', { name: 'Passe audit' }).click();
    await expect(page).toHaveURL(new RegExp(`resourceId=${id}`));
    await expect(page.getByTestId('audit-resource-id')).toContainText('Imprimante « Passe audit » seulement');

    // Today, as a whole day of the organisation (the shared period picker), still shows it.
    await page.locator('#audit-days').click();
    await page.locator('.p-datepicker-today').click();
    await page.locator('.p-datepicker-today').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('date-range-search').click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await expect(card(page).locator('tbody tr')).toHaveCount(2);

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await file.path(), 'utf8');
    // French: semicolons between fields (issue 22 point 7, decision 78).
    expect(csv).toContain('Date et heure;Utilisateur;Action;Type d’élément;Élément;Id;Champs modifiés');
    expect(csv).toContain(`admin;Modifié;Imprimante;Passe audit;${id};Nom: Passe → Passe audit`);

    // A bookmarked filter opens as it was.
    await page.reload();
    await expect(page.getByTestId('audit-resource-id')).toBeVisible();
    await expect(card(page).locator('tbody tr')).toHaveCount(2);
    await removePrinter(request, token, id);
  });

  test('dates, amounts and yes/no read as a person writes them', async ({ page, request }) => {
    const token = await tokenOf(request, 'admin');
    const headers = { authorization: `Bearer ${token}` };
    const start = Date.UTC(2026, 5, 1, 10);
    const created = await request.post('/api/promo', {
      headers,
      data: {
        promoCode: 'AUDITLISIBLE',
        promoCodeType: 'FIXED',
        discountAmount: 5,
        startDate: start,
        endDate: start + 864e5,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const promoId = (await created.json()).data.promoCodeId as number;
    await signIn(page, 'admin');
    await page.goto(`/audit?resource=promo&resourceId=${promoId}`);
    const row = card(page).locator('tbody tr').first();
    await expect(row.getByTestId('audit-record')).toHaveText('AUDITLISIBLE');
    // The instant in the organisation's zone (Brussels, summer time), the type in words: no milliseconds, no code.
    await expect(row).toContainText('Début: ∅ → 01/06/2026 12:00');
    await expect(row).toContainText('Montant fixe');
    await expect(row).not.toContainText(String(start));
    await expect(row).not.toContainText('startDate');
    expect((await request.delete(`/api/promo/${promoId}`, { headers })).ok()).toBe(true);
  });

  test("a user's type and abilities read as the users page names them", async ({ page, request }) => {
    const headers = { authorization: `Bearer ${await tokenOf(request, 'admin')}` };
    const created = await request.post('/api/user/create', {
      headers,
      data: { username: `audit${Date.now()}`, password: DEMO_PASSWORD, type: 'SERVER', abilities: ['ADMIN_PRODUCTS'] },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const userId = (await created.json()).data.userId as number;
    const data = { type: 'REGISTER', abilities: ['ADMIN_PRODUCTS', 'ADMIN_PRINTERS'] };
    expect((await request.patch(`/api/user/${userId}`, { headers, data })).ok()).toBe(true);
    await signIn(page, 'admin');
    await page.goto(`/audit?resource=user&resourceId=${userId}`);
    const row = card(page).locator('tbody tr').filter({ hasText: 'Modifié' });
    await expect(row).toContainText('Type: Serveur → Caisse');
    await expect(row).toContainText('Droits: Produits → Produits, Imprimantes');
    await expect(card(page)).not.toContainText('ADMIN_');
    await expect(card(page)).not.toContainText('SERVER');
    expect((await request.delete(`/api/user/${userId}`, { headers })).ok()).toBe(true);
  });

  test('a product links to its own history', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/products');
    const link = page.getByTestId('audit-link').first();
    await link.click();
    await expect(page).toHaveURL(/\/audit\?resource=product&resourceId=\d+/);
    await expect(page.getByTestId('audit-resource-id')).toContainText('Produit n°');
  });

  test('a user without ADMIN_AUDIT is refused', async ({ page }) => {
    await signIn(page, 'server');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Journal d’audit' })).toHaveCount(0);
    await page.goto('/audit');
    // The permission in the user's words, as the users page names it (issue 22 point 5).
    await expect(page.getByRole('alert').filter({ hasText: '« Journal d’audit »' })).toBeVisible();
  });
});

test.describe('audit trail on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('reads the trail', async ({ page, request }) => {
    const token = await tokenOf(request, 'admin');
    const created = await request.post('/api/printer', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Passe', ipAddress: '192.168.1.78', doublePrint: false },
    });
    expect(created.ok()).toBe(true);
    const id = await renamePrinter(request, token, 'Passe téléphone', 'Passe');
    await signIn(page, 'admin');
    await page.goto('/audit');
    await expect(card(page).locator('tbody tr').filter({ hasText: 'Passe téléphone' }).first()).toBeVisible();
    await snap(page, 'audit-phone');
    await removePrinter(request, token, id);
  });
});
