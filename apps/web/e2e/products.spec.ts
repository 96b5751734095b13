import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { LoginPage } from './pages/LoginPage';
import { signIn } from './pages/session';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);
const card = (page: Page) => page.getByTestId('products-card');
const row = (page: Page, name: string) =>
  card(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: `Edit the name of ${name}`, exact: true }) });
/** A PrimeReact dropdown or multi-select, opened by clicking its box (its input is visually hidden). */
const picker = (scope: Locator, inputId: string) =>
  scope.locator('.p-dropdown, .p-multiselect', { has: scope.page().locator(inputId) });

async function filterByName(page: Page, text: string) {
  await page.getByLabel('Name starts with').fill(text);
}

/** Types an amount into a money input (PrimeReact formats it as it is typed). */
async function typeAmount(input: Locator, amount: string): Promise<void> {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(amount);
}

test.describe('products', () => {
  test('an admin creates a product with options and an image, edits it inline, duplicates and deletes', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin', '/products');
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expect(card(page).getByRole('heading', { name: /^\d+ products$/ })).toBeVisible();
    await snap(page, 'products-en');

    // The dialog marks the required fields; the group pre-fills the VAT.
    await page.getByRole('button', { name: 'New product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Name');
    await dialog.getByLabel('Name', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.locator('#product-name-error')).toHaveText('Required');
    await expect(dialog.locator('#product-group-error')).toHaveText('Required');
    await expect(dialog.locator('#product-vatIn-error')).toHaveText('Required');
    await expect(dialog.locator('#product-dialog-error')).toHaveText('Check the highlighted fields.');
    await snap(page, 'products-dialog-errors');

    await dialog.getByLabel('Name', { exact: true }).fill('Croque maison');
    await picker(dialog, '#product-group').click();
    await page.getByRole('option', { name: 'Plats', exact: true }).click();
    await expect(picker(dialog, '#product-vatIn')).toContainText('12 %');
    await expect(picker(dialog, '#product-vatOut')).toContainText('12 %');
    await picker(dialog, '#product-vatOut').click();
    await page.getByRole('option', { name: '6 %', exact: true }).click();
    // The money inputs: typed amounts, the price out following the price in while they are equal.
    await typeAmount(dialog.getByLabel('Price eat in (VAT incl.)'), '9.50');
    await expect(dialog.getByLabel('Price takeaway (VAT incl.)')).toHaveValue('€9.50');
    await typeAmount(dialog.getByLabel('Price takeaway (VAT incl.)'), '9');
    // A new product's stock starts empty: not counted, as the hint says.
    await expect(dialog.getByLabel('Stock', { exact: true })).toHaveValue('');
    await expect(dialog.locator('#product-stock-hint')).toHaveText("Leave empty not to count this product's stock");
    await dialog.getByLabel('Stock', { exact: true }).fill('20');
    await dialog.getByLabel('Barcodes', { exact: true }).fill('5400000000001');
    await dialog.getByLabel('Barcodes', { exact: true }).press('Enter');
    await expect(dialog.getByRole('button', { name: 'Remove barcode 5400000000001' })).toBeVisible();

    // Options: the product's own group is never offered; multi-selects show up to 3 labels.
    await picker(dialog, '#product-free-options').click();
    const panel = page.locator('.p-multiselect-panel');
    await expect(panel.getByRole('option', { name: 'Plats', exact: true })).toHaveCount(0);
    await panel.getByRole('option', { name: 'Cuisson', exact: true }).click();
    await dialog.locator('.p-dialog-title').click();
    await expect(panel).toHaveCount(0);
    await picker(dialog, '#product-paid-options').click();
    await expect(panel.getByRole('option', { name: 'Cuisson', exact: true })).toHaveCount(0);
    await panel.getByRole('option', { name: 'Suppléments', exact: true }).click();
    await dialog.locator('.p-dialog-title').click();
    await expect(panel).toHaveCount(0);
    await dialog.locator('label[for="product-paid-multi"]').click();

    await dialog.getByRole('button', { name: 'More colours' }).click();
    await dialog.locator('label', { has: page.getByRole('radio', { name: 'Colour 9 (#D81B60)' }) }).click();
    // An http(s) picture address is previewed; an attached file is uploaded when Save is pressed.
    await dialog.getByLabel('Main image', { exact: true }).fill('https://example.com/croque');
    await expect(dialog.getByTestId('product-image-preview')).toHaveAttribute('data-preview', '');
    await dialog.getByLabel('Main image', { exact: true }).fill('https://example.com/croque.png');
    // (example.com cannot be reached here: the preview is made, then replaced by the placeholder when it fails.)
    await expect(dialog.getByTestId('product-image-preview')).toHaveAttribute(
      'data-preview',
      'https://example.com/croque.png',
    );
    await dialog
      .getByTestId('product-image-file')
      .setInputFiles({ name: 'croque.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByTestId('product-image-attached')).toContainText('croque.png (sent when you save)');
    await dialog.getByLabel('Description (French)').fill('Pain de campagne, jambon, fromage');
    await dialog.getByLabel('Description (English)').fill('Country bread, ham, cheese');
    await page.locator('.p-dialog-content').evaluate((e) => e.scrollTo(0, 0));
    await snap(page, 'products-dialog');
    await dialog.getByLabel('Name', { exact: true }).press('Enter');
    await expect(toast(page, 'Product “Croque maison” created')).toBeVisible();
    await expect(dialog).toBeHidden();

    await filterByName(page, 'Croque ma');
    await expect(card(page).locator('tbody tr')).toHaveCount(1);
    const created = row(page, 'Croque maison');
    await expect(created).toContainText('€9.50');
    await expect(created).toContainText('€9.00');
    await expect(created).toContainText('12 / 6 %');
    await expect(created).toContainText('5400000000001');
    await expect(created.locator('img.thumb')).toHaveAttribute('src', /\/api\/image\//);

    // The dialog shows what was saved.
    await page.getByRole('button', { name: 'Edit Croque maison' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit “Croque maison”' });
    await expect(picker(edit, '#product-free-options')).toContainText('Cuisson');
    await expect(picker(edit, '#product-paid-options')).toContainText('Suppléments');
    await expect(edit.getByRole('radio', { name: 'Colour 9 (#D81B60)' })).toBeChecked();
    await expect(edit.getByLabel('Stock', { exact: true })).toHaveValue('20');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Inline: the name, then the price out (which sets the price in too).
    await page.getByRole('button', { name: 'Edit the name of Croque maison' }).click();
    await page.getByRole('textbox', { name: 'Edit the name of Croque maison' }).fill('Croque du chef');
    await page.getByRole('textbox', { name: 'Edit the name of Croque maison' }).press('Enter');
    await expect(toast(page, '“Croque du chef” updated')).toBeVisible();
    await filterByName(page, 'Croque du');
    const chef = row(page, 'Croque du chef');
    await page.getByRole('button', { name: 'Edit the price out of Croque du chef' }).click();
    await page.getByRole('textbox', { name: 'Edit the price out of Croque du chef' }).fill('10,5');
    await page.getByRole('textbox', { name: 'Edit the price out of Croque du chef' }).press('Enter');
    await expect(page.getByRole('button', { name: 'Edit the price in of Croque du chef' })).toHaveText('€10.50');
    await expect(page.getByRole('button', { name: 'Edit the price out of Croque du chef' })).toHaveText('€10.50');
    // An invalid price is cancelled.
    await page.getByRole('button', { name: 'Edit the price in of Croque du chef' }).click();
    await page.getByRole('textbox', { name: 'Edit the price in of Croque du chef' }).fill('abc');
    await page.getByRole('textbox', { name: 'Edit the price in of Croque du chef' }).press('Enter');
    await expect(toast(page, 'Type a price such as 3.50: the price was not changed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit the price in of Croque du chef' })).toHaveText('€10.50');

    // A barcode added inline; the favourite toggled in one click.
    await chef.getByRole('button', { name: 'Add a barcode to Croque du chef' }).click();
    await page.getByRole('textbox', { name: 'Add a barcode to Croque du chef' }).fill('5400000000002');
    await page.getByRole('textbox', { name: 'Add a barcode to Croque du chef' }).press('Enter');
    // One barcode shows; the others are counted (the count opens the dialog with them all).
    await expect(chef.getByRole('button', { name: 'All 2 barcodes of Croque du chef' })).toHaveText('+1');
    const favorite = chef.getByRole('button', { name: 'Favourite (Croque du chef)' });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    await snap(page, 'products-inline');

    // Duplicate: ' copy', no barcodes, stock 0.
    await chef.getByRole('button', { name: 'Duplicate Croque du chef' }).click();
    await expect(toast(page, '“Croque du chef copy” created')).toBeVisible();
    const copy = row(page, 'Croque du chef copy');
    await expect(copy).toBeVisible();
    await expect(copy.getByTestId('barcodes')).not.toContainText('5400');
    await expect(copy.getByRole('button', { name: 'Edit the stock of Croque du chef copy' })).toHaveText('0');

    // The CSV export neutralises a cell that would run as a formula.
    await page.getByRole('button', { name: 'Edit the name of Croque du chef copy' }).click();
    await page.getByRole('textbox', { name: 'Edit the name of Croque du chef copy' }).fill('=2+3');
    await page.getByRole('textbox', { name: 'Edit the name of Croque du chef copy' }).press('Enter');
    await expect(toast(page, '“=2+3” updated')).toBeVisible();
    await filterByName(page, '');
    await page.getByLabel('Search products').fill('Croque du chef');
    await page.getByLabel('Group starts with').fill('Pla');
    await expect(card(page).locator('tbody tr')).toHaveCount(1);
    await page.getByLabel('Search products').fill('');
    await page.getByLabel('Group starts with').fill('');
    await filterByName(page, '=2');
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('products-card-export').click()]);
    expect(file.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv).toContain('ID,Name,Group,Price in,Price out');
    expect(csv).toContain(",'=2+3,Plats,10.50,10.50,12,6,no,,0,");

    // Delete, with confirmation.
    await page.getByRole('button', { name: 'Delete =2+3' }).click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Product “=2+3” deleted')).toBeVisible();
    await expect(card(page).getByText('No result found')).toBeVisible();
  });

  test('the product dialog keeps its work: Esc closes the open dropdown only; closing a changed form asks first', async ({
    page,
  }) => {
    await signIn(page, 'admin', '/products');
    await page.getByRole('button', { name: 'New product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });

    // Esc in an open dropdown closes the dropdown; the dialog stays.
    await picker(dialog, '#product-group').click();
    const groups = page.locator('.p-dropdown-panel');
    await expect(groups).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(groups).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(discard).toHaveCount(0);

    // Unchanged, Esc closes at once.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Changed: the close button asks; keep editing keeps the typed name; Esc asks too; Discard closes.
    await page.getByRole('button', { name: 'New product' }).click();
    await dialog.getByLabel('Name', { exact: true }).fill('Half-typed');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(discard).toContainText('The changes made in this form will be lost.');
    await snap(page, 'products-dialog-discard');
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(discard).toBeHidden();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Half-typed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(discard).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(discard).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a shop changes a stock inline and reads its stock history', async ({ page }) => {
    test.setTimeout(90_000);
    await new LoginPage(page).loginAndWait('shopadmin', undefined, 2);
    await page.goto('/products');
    await expect(card(page).getByRole('heading', { name: '14 products' })).toBeVisible();
    // Weight-priced products show their price per kilogram.
    await expect(row(page, 'Bananes (kg)')).toContainText('€2.19/ kg');
    await snap(page, 'products-shop-en');

    const stock = page.getByRole('button', { name: 'Edit the stock of Riz basmati 1kg' });
    await stock.click();
    await page.getByRole('textbox', { name: 'Edit the stock of Riz basmati 1kg' }).fill('75.5');
    await page.getByRole('textbox', { name: 'Edit the stock of Riz basmati 1kg' }).press('Enter');
    await expect(toast(page, '“Riz basmati 1kg” updated')).toBeVisible();
    await expect(stock).toHaveText('75.5');

    // The colour from the 12 presets; a picture uploaded from the row (images only, 2 MB at most).
    const riz = row(page, 'Riz basmati 1kg');
    await riz.getByRole('button', { name: 'Colour of Riz basmati 1kg' }).click();
    await page.locator('.p-overlaypanel').getByRole('button', { name: 'Colour 3 (#8E24AA)' }).click();
    await expect(riz.locator('.color-dot')).toHaveCSS('background-color', 'rgb(142, 36, 170)');
    const upload = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        riz.getByRole('button', { name: 'Upload an image for Riz basmati 1kg' }).click(),
      ]);
      await chooser.setFiles(file);
    };
    await upload({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await expect(toast(page, 'The file exceeds the 2MB size limit')).toBeVisible();
    await upload({ name: 'riz.png', mimeType: 'image/png', buffer: PNG });
    await expect(riz.locator('img.thumb')).toHaveAttribute('src', /\/api\/image\//);

    await page.getByRole('link', { name: 'Stock history of Riz basmati 1kg' }).click();
    await expect(page).toHaveURL(/\/stock\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Stock history', level: 1 })).toBeVisible();
    await expect(page.getByText('Every stock change of “Riz basmati 1kg”')).toBeVisible();
    const history = page.getByTestId('stock-card');
    await expect(history.getByTestId('current-stock')).toHaveText('Current stock: 75.5');
    const first = history.locator('tbody tr').first();
    await expect(first).toContainText('Riz basmati 1kg');
    await expect(first).toContainText('75.5');
    await expect(first).toContainText('shopadmin');
    // The demo's sales and deliveries: 50 rows a page.
    await expect(history.locator('tbody tr')).toHaveCount(50);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    await snap(page, 'stock-en');
    await history.getByLabel('Search the stock history').fill('shopadmin');
    await expect(history.locator('tbody tr').first()).toContainText('shopadmin');

    await page.goto(`${new URL(page.url()).pathname}?lng=fr`);
    await expect(page.getByRole('heading', { name: 'Historique du stock', level: 1 })).toBeVisible();
    await expect(page.getByTestId('current-stock')).toHaveText('Stock actuel : 75,5');
    await snap(page, 'stock-fr');
  });

  test('French', async ({ page }) => {
    test.setTimeout(60_000);
    await new LoginPage(page).loginAndWait('shopadmin', undefined, 2);
    await page.goto('/products?lng=fr');
    await expect(page.getByRole('heading', { name: 'Produits', level: 1 })).toBeVisible();
    await expect(card(page).getByRole('heading', { name: '14 produits' })).toBeVisible();
    await snap(page, 'products-fr');
    await page.getByRole('button', { name: 'Nouveau produit' }).click();
    await expect(page.getByRole('dialog', { name: 'Nouveau produit' })).toBeVisible();
    await snap(page, 'products-dialog-fr');
  });

  test('a page of 10,000 products opens and scrolls (virtual scroll)', async ({ page }) => {
    test.setTimeout(120_000);
    await new LoginPage(page).loginAndWait('shopadmin', undefined, 2);
    // The real catalogue plus 10,000 products made from its first one: what a big shop's answer looks like.
    await page.route('**/api/product', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data: { productId: number; name: string }[] };
      const [model] = body.data;
      const extra = Array.from({ length: 10_000 }, (_, i) => ({
        ...model,
        productId: 1_000_000 + i,
        name: `Article ${String(i).padStart(5, '0')}`,
        productBarcodes: [],
      }));
      await route.fulfill({ response, json: { data: [...body.data, ...extra] } });
    });
    const started = Date.now();
    await page.goto('/products?rows=10000');
    await expect(card(page).getByRole('heading', { name: '10,014 products' })).toBeVisible({ timeout: 60_000 });
    await expect(card(page).locator('tbody tr').first()).toBeVisible();
    const opened = Date.now() - started;
    // Only the visible rows exist.
    expect(await card(page).locator('tbody tr').count()).toBeLessThan(100);
    const scroller = card(page).locator('.p-virtualscroller');
    await scroller.evaluate((e) => e.scrollTo(0, e.scrollHeight));
    await expect(row(page, 'Article 09999')).toBeVisible();
    await scroller.evaluate((e) => e.scrollTo(0, e.scrollHeight / 2));
    await expect(
      card(page)
        .locator('tbody tr')
        .filter({ hasText: /Article 04\d{3}|Article 05\d{3}/ })
        .first(),
    ).toBeVisible();
    expect(await card(page).locator('tbody tr').count()).toBeLessThan(100);
    await snap(page, 'products-10000');
    console.log(`10,014 products opened in ${opened} ms`);
    await page.getByLabel('Name starts with').fill('Article 0999');
    await expect(card(page).locator('tbody tr')).toHaveCount(10);
  });
});
