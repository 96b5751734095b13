import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { signIn } from './pages/session';

/**
 * CSV exports of the invoices and promo codes pages (issue 23): the shared CSV writer (BOM, formula cells
 * neutralised) with the interface language's separator and decimal mark.
 */

/** Splits a CSV document (RFC 4180 quoting) into rows of cells. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  row.push(cell);
  rows.push(row);
  return rows;
}

async function download(page: Page, testId: string) {
  const event = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const file = await event;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

test.describe('CSV exports', () => {
  test('invoices: number, dates, client, base and VAT per rate, total and state, as shown', async ({ page }) => {
    await signIn(page, 'admin', '/invoice');
    const rows = page.getByTestId('invoices-card').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const shown = await rows.count();
    await snap(page, 'invoices-export');
    const { name, text } = await download(page, 'invoices-card-export');
    expect(name).toBe('invoices.csv');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = parseCsv(text.slice(1), ',');
    expect(header!.slice(0, 6)).toEqual([
      'Number',
      'Date',
      'Due date',
      'Reminder sent on',
      'Client',
      'Client VAT number',
    ]);
    // Then what the invoice's credit notes took back and their numbers (issue 21).
    expect(header!.slice(-4)).toEqual(['Total', 'Status', 'Credited', 'Credit notes']);
    const rates = header!.slice(6, -4);
    expect(rates.length).toBeGreaterThanOrEqual(2);
    expect(rates[0]).toMatch(/^Base \d+(\.\d+)? %$/);
    expect(rates[1]).toMatch(/^VAT \d+(\.\d+)? %$/);
    expect(lines).toHaveLength(shown);
    for (const line of lines) {
      expect(line).toHaveLength(header!.length);
      expect(line[0]).toMatch(/^\d{4}-\d{6}$/);
      expect(line[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(line[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['Waiting', 'Reminder sent', 'Paid']).toContain(line.at(-3));
      // The bases and VAT of every rate add up to the total, to the cent.
      const parts = line.slice(6, -4).filter(Boolean).map(cents);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(cents(line.at(-4)!));
      // What credit notes took back is never more than the invoice.
      expect(cents(line.at(-2)!)).toBeLessThanOrEqual(cents(line.at(-4)!));
    }

    // The search narrows the export to the rows shown.
    const first = lines[0]![0]!;
    await page.getByRole('searchbox').fill(first);
    await expect(rows).toHaveCount(1);
    const one = await download(page, 'invoices-card-export');
    expect(parseCsv(one.text.slice(1), ',').slice(1)).toEqual([lines[0]]);
  });

  test('invoices in French: semicolons and decimal commas', async ({ page }) => {
    await signIn(page, 'admin', '/invoice?lng=fr');
    await expect(page.getByTestId('invoices-card').locator('tbody tr').first()).toBeVisible();
    const { name, text } = await download(page, 'invoices-card-export');
    expect(name).toBe('factures.csv');
    const [header, ...lines] = parseCsv(text.slice(1), ';');
    expect(header![0]).toBe('Numéro');
    expect(header!.some((h) => h.startsWith('TVA '))).toBe(true);
    expect(lines[0]!.at(-4)).toMatch(/^\d+,\d{2}$/);
  });

  test('promo codes: the table as CSV, amounts as numbers', async ({ page }) => {
    await signIn(page, 'admin', '/promo');
    const rows = page.getByTestId('promo-card').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const shown = await rows.count();
    const { name, text } = await download(page, 'promo-card-export');
    expect(name).toBe('promo-codes.csv');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = parseCsv(text.slice(1), ',');
    expect(header).toEqual([
      'Type',
      'Code',
      'Amount',
      'Unit',
      'Start date',
      'End date',
      'Max uses',
      'Used',
      'M',
      'N',
      'Auto activate',
      'Product group',
    ]);
    expect(lines).toHaveLength(shown);
    const welcome = lines.find((l) => l[1] === 'BIENVENUE10')!;
    expect(welcome.slice(0, 4)).toEqual(['Percentage', 'BIENVENUE10', '10.00', '%']);
    expect(lines.find((l) => l[1] === 'SOFTS3POUR2')?.[11]).toBe('Softs');

    await page.goto('/promo?lng=nl');
    await expect(rows.first()).toBeVisible();
    const nl = await download(page, 'promo-card-export');
    expect(nl.name).toBe('promocodes.csv');
    const [, ...nlLines] = parseCsv(nl.text.slice(1), ';');
    expect(nlLines.find((l) => l[1] === 'BIENVENUE10')?.[2]).toBe('10,00');
  });

  test('every other export in French and Dutch: semicolons, decimal commas, phones as text (issue 22 point 7)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin', '/clients?lng=fr');
    await expect(page.getByTestId('clients-card').locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
    const clients = await download(page, 'clients-card-export');
    const [header, ...lines] = parseCsv(clients.text.slice(1), ';');
    expect(header!.slice(0, 3)).toEqual(['Nom', 'Téléphone', 'E-mail']);
    const phones = lines.map((l) => l[1]!);
    expect(phones.length).toBeGreaterThan(3);
    // No apostrophe, no "+" a spreadsheet would read as a formula, a space so the digits stay text.
    for (const phone of phones) expect(phone).toMatch(/^00\d{1,3} \d+$|^0\d{3} \d+$/);
    expect(phones).toContain('0032 486654321');
    expect(clients.text).not.toContain("'+");

    await page.goto('/products?lng=nl');
    await expect(page.getByTestId('products-card').locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
    const products = await download(page, 'products-card-export');
    const [pHeader, ...pLines] = parseCsv(products.text.slice(1), ';');
    expect(pHeader!.length).toBeGreaterThan(10);
    for (const line of pLines) {
      expect(line).toHaveLength(pHeader!.length);
      expect(line[3]).toMatch(/^\d+,\d{2}$/);
      expect(line[5]).toMatch(/^\d+(,\d+)?$/);
    }

    await page.goto('/analytics/shifts?lng=fr');
    await page
      .getByRole('button', { name: /^Détails du service/ })
      .nth(1)
      .click();
    await expect(page.getByTestId('accounts-table').locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
    const shift = await download(page, 'accounts-table-export');
    const [sHeader, ...sLines] = parseCsv(shift.text.slice(1), ';');
    expect(sHeader).toHaveLength(8);
    expect(sLines.length).toBeGreaterThan(0);
    for (const line of sLines) expect(line[6]).toMatch(/^-?\d+,\d{2}$/);
  });
});
