import { expect, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { signIn } from './pages/session';

/**
 * Issue 21 in the console: the invoices page's credit notes (a table below the invoices, PDF and UBL), PDF and UBL of
 * unpaid invoices, the organisation's split address and the client's country. Credit notes are made by corrections
 * of invoiced tickets (the ticket ledger); the demo's credit note comes with the demo's corrections.
 */
const invoiceRows = (page: Page) => page.getByTestId('invoices-card').locator('tbody tr');
const creditCard = (page: Page) => page.getByTestId('credit-notes-card');

async function token(page: Page) {
  return (await page.evaluate(() => localStorage.getItem('jwt'))) ?? '';
}

test.describe('credit notes and e-invoices', () => {
  test('an unpaid invoice downloads as PDF and as a Peppol UBL; the credit notes table is below', async ({ page }) => {
    await signIn(page, 'admin', '/invoice');
    const waiting = invoiceRows(page)
      .filter({ has: page.locator('[data-state="WAITING"]') })
      .first();
    const number = (await waiting.locator('td').first().innerText()).trim();
    // UBL of an unpaid invoice: a signed address, opened in a new window (a download), here fetched to read it.
    const signed = page.waitForResponse((r) => /\/api\/invoice\/\d+\/ubl$/.test(r.url()));
    const popup = page.context().waitForEvent('page');
    await waiting.getByRole('button', { name: `Download invoice ${number} as e-invoice (UBL)` }).click();
    const { data } = (await (await signed).json()) as { data: { downloadUrl: string } };
    expect(data.downloadUrl).toMatch(/^\/api\/invoice\/file\/1\/\d+\.xml\?expires=/);
    await (await popup).close();
    const xml = await page.request.get(data.downloadUrl);
    expect(xml.status()).toBe(200);
    const body = await xml.text();
    expect(body).toContain(`<cbc:ID>${number}</cbc:ID>`);
    // Peppol: the seller by its enterprise number (0208), SEPA credit transfer with the structured communication.
    expect(body).toContain('<cbc:EndpointID schemeID="0208">0123456749</cbc:EndpointID>');
    expect(body).toMatch(
      /<cbc:PaymentMeansCode>58<\/cbc:PaymentMeansCode>\s*<cbc:PaymentID>\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/,
    );
    expect(body).toContain('<cbc:PostalZone>1000</cbc:PostalZone>');
    // The PDF of the same unpaid invoice.
    await expect(waiting.getByRole('button', { name: `Download invoice ${number} (PDF)` })).toBeEnabled();

    await expect(creditCard(page)).toBeVisible();
    await expect(creditCard(page).getByRole('heading', { level: 2 })).toHaveText(/^\d+ credit notes?$/);
    const notes = (await (
      await page.request.get('/api/credit_note', { headers: { Authorization: `Bearer ${await token(page)}` } })
    ).json()) as { data: { creditNoteNumber: string }[] };
    if (notes.data.length === 0) await expect(creditCard(page)).toContainText('No credit notes in this period.');
    else await expect(creditCard(page)).toContainText(notes.data[0]!.creditNoteNumber);
    await creditCard(page).scrollIntoViewIfNeeded();
    await snap(page, 'credit-notes');
  });

  test('the organisation’s address is edited as street, postcode, city and country', async ({ page }) => {
    await signIn(page, 'admin', '/settings');
    await expect(page.locator('#addressStreet')).toHaveValue('Rue du Marché 12');
    await expect(page.locator('#addressPostcode')).toHaveValue('1000');
    await expect(page.locator('#addressCity')).toHaveValue('Bruxelles');
    await expect(page.locator('.p-dropdown:has(#addressCountry) .p-dropdown-label')).toHaveText('Belgium (BE)');
    // A Belgian VAT number with wrong check digits is refused with its field message.
    await page.locator('#vatNumber').fill('BE 0123.456.789');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('#vatNumber-error')).toHaveText(/mod 97 check/);
    await page.locator('#vatNumber').fill('BE 0123.456.749');
    await page.locator('#addressCity').fill('Brussel');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/org') && r.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.locator('#addressCity')).toHaveValue('Brussel');
    await expect(page.locator('#vatNumber')).toHaveValue('BE0123456749');
    await page.locator('#addressStreet').scrollIntoViewIfNeeded();
    await snap(page, 'settings-address');
    await page.locator('#addressCity').fill('Bruxelles');
    await page.getByRole('button', { name: 'Save' }).click();
  });
});

test.describe('credit notes in French and Dutch, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('French: the invoices page and the client dialog’s country', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('comptoir.language', 'fr'));
    await signIn(page, 'admin', '/invoice');
    await expect(creditCard(page).getByRole('heading', { level: 2 })).toHaveText(/^\d+ notes? de crédit$/);
    await snap(page, 'credit-notes-fr-phone');
    await page.goto('/clients');
    await page.getByRole('button', { name: 'Ajouter un client' }).first().click();
    await expect(page.locator('label[for="client-country"]')).toHaveText('Pays');
    await page.locator('.p-dropdown:has(#client-country)').click();
    await expect(page.getByRole('option', { name: 'France (FR)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await snap(page, 'client-country-fr-phone');
  });

  test('Dutch: the invoices page', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('comptoir.language', 'nl'));
    await signIn(page, 'admin', '/invoice');
    await expect(creditCard(page).getByRole('heading', { level: 2 })).toHaveText(/^\d+ creditnota(’s)?$/);
    await snap(page, 'credit-notes-nl-phone');
  });
});
