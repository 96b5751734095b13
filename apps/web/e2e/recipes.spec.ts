import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { signIn } from './pages/session';

/** The machine these run on may be busy: a page load gets more than the default 7 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** Issue 27: ingredients (CSV export and import), recipes, food cost and margins, the stock count on a phone. */

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);
async function typeNumber(scope: Page | Locator, selector: string, value: string) {
  const input = scope.locator(selector);
  await input.fill('');
  await input.pressSequentially(value);
  await input.blur();
}
const row = (page: Page, card: string, name: string) =>
  page.getByTestId(card).locator('tbody tr').filter({ hasText: name });

test.describe('ingredients', () => {
  test.setTimeout(90_000);
  test('an admin sees the demo ingredients, adds, prices, exports, imports and deletes one', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin', '/ingredients');
    await expect(page.getByRole('heading', { name: 'Ingredients', level: 1 })).toBeVisible();
    await expect(row(page, 'ingredients-card', 'Salade')).toContainText('Below minimum');
    await expect(row(page, 'ingredients-card', 'Bœuf (entrecôte)')).toContainText('28.90 € / kg');
    await snap(page, 'ingredients');

    await page.getByTestId('ingredients-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add an ingredient' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.locator('#ingredient-name-error')).toBeVisible();
    await dialog.locator('#ingredient-name').fill('E2E Farine');
    await dialog.locator('#ingredient-supplier').fill('Moulin de Gembloux');
    await typeNumber(dialog, '#ingredient-stock', '25');
    await typeNumber(dialog, '#ingredient-minStock', '10');
    await typeNumber(dialog, '#ingredient-price', '0.90');
    await snap(page, 'ingredient-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Ingredient E2E Farine added')).toBeVisible();
    await expect(row(page, 'ingredients-card', 'E2E Farine')).toContainText('0.90 € / kg');

    // A new price from now on.
    await row(page, 'ingredients-card', 'E2E Farine').getByRole('button', { name: 'Edit E2E Farine' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit E2E Farine' });
    await typeNumber(edit, '#ingredient-price', '1.05');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(row(page, 'ingredients-card', 'E2E Farine')).toContainText('1.05 € / kg');

    const download = page.waitForEvent('download');
    await page.getByTestId('ingredients-card-export').click();
    const file = await download;
    const text = readFileSync(await file.path(), 'utf8');
    expect(text).toContain('Name,Unit,Supplier,Stock,Minimum,Price per unit,Price since');
    expect(text).toContain('E2E Farine,KG,Moulin de Gembloux,25,10,1.05,');

    await page.getByTestId('ingredients-import-file').setInputFiles({
      name: 'ingredients.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Nom;Unité;Fournisseur;Stock;Minimum;Prix\nE2E Farine;KG;Moulin;;12;1,10\nE2E Sucre;kg;Metro;5;2;1,35\n',
      ),
    });
    await expect(toast(page, '1 created, 1 updated')).toBeVisible();
    await expect(row(page, 'ingredients-card', 'E2E Sucre')).toContainText('1.35 € / kg');
    await expect(row(page, 'ingredients-card', 'E2E Farine')).toContainText('1.10 € / kg');
    await page.getByTestId('ingredients-import-file').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,Unit\nE2E Lait,GALLON\n'),
    });
    await expect(toast(page, /^Line 2: /)).toBeVisible();

    await row(page, 'ingredients-card', 'E2E Sucre').getByRole('button', { name: 'Delete E2E Sucre' }).click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Ingredient E2E Sucre deleted')).toBeVisible();
    await expect(row(page, 'ingredients-card', 'E2E Sucre')).toHaveCount(0);
  });

  test('in French and Dutch', async ({ page }) => {
    await signIn(page, 'admin', '/ingredients?lng=fr');
    await expect(page.getByRole('heading', { name: 'Ingrédients', level: 1 })).toBeVisible();
    await expect(row(page, 'ingredients-card', 'Salade')).toContainText('Sous le minimum');
    await snap(page, 'ingredients-fr');
    await page.goto('/ingredients?lng=nl');
    await expect(page.getByRole('heading', { name: 'Ingrediënten', level: 1 })).toBeVisible();
    await snap(page, 'ingredients-nl');
  });

  test('only those under their minimum; dishes sold out on the tills, switched on and off', async ({ page }) => {
    await signIn(page, 'admin', '/ingredients');
    const rows = page.getByTestId('ingredients-card').locator('tbody tr');
    const above = rows.filter({ hasNotText: 'Below minimum' });
    await expect(row(page, 'ingredients-card', 'Salade')).toBeVisible();
    await expect(above.first()).toBeVisible();
    await page.locator('#ingredients-below-only').click({ force: true });
    await expect(page).toHaveURL(/below=1/);
    await expect(row(page, 'ingredients-card', 'Salade')).toBeVisible();
    await expect(above).toHaveCount(0);

    const setting = page.getByTestId('sold-out-setting');
    await expect(setting).toContainText('Show dishes sold out when their recipe cannot be made from the stock');
    const toggle = setting.locator('#sold-out-from-stock');
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    await setting.locator('.p-inputswitch').click();
    await expect(toast(page, 'Setting saved')).toBeVisible();
    await setting.scrollIntoViewIfNeeded();
    await snap(page, 'ingredients-below-minimum');
    await page.reload();
    await expect(page.getByTestId('sold-out-setting').locator('#sold-out-from-stock')).toBeChecked();
    await page.getByTestId('sold-out-setting').locator('.p-inputswitch').click();
    await expect(page.getByTestId('sold-out-setting').locator('#sold-out-from-stock')).not.toBeChecked();
    await expect(toast(page, 'Setting saved')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('sold-out-setting').locator('#sold-out-from-stock')).not.toBeChecked();
  });

  test('a user without ADMIN_PRODUCTS is not allowed', async ({ page }) => {
    await signIn(page, 'server', '/ingredients');
    await expect(page.getByText('You are not allowed to see this page')).toBeVisible();
  });
});

test.describe('food cost and recipes', () => {
  test.setTimeout(90_000);
  test('costs and margins per product, the period, and a recipe edited (a loop refused)', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin', '/food-cost');
    await expect(page.getByRole('heading', { name: 'Food cost', level: 1 })).toBeVisible();
    const steak = row(page, 'food-cost-card', 'Steak frites');
    await expect(steak).toContainText('€');
    await expect(page.getByTestId('food-cost-theoretical')).toContainText('%', { timeout: 30_000 });
    await expect(page.getByTestId('food-cost-actual')).toContainText('%', { timeout: 30_000 });
    await expect(page.getByTestId('food-cost-variances').locator('tbody tr').first()).toBeVisible();
    await snap(page, 'food-cost');
    // Actual beside theoretical, per group and per product, the chart of both.
    await expect(page.getByTestId('chart-food-cost').locator('canvas')).toBeVisible();
    const plats = row(page, 'food-cost-groups', 'Plats');
    await expect(plats.locator('td')).toHaveCount(6);
    await expect(plats).toContainText('%');
    await expect(page.getByTestId('food-cost-groups').locator('thead')).toContainText('Actual %');
    await expect(page.getByTestId('food-cost-products').locator('thead')).toContainText('Actual %');
    await page.getByTestId('chart-food-cost').scrollIntoViewIfNeeded();
    await snap(page, 'food-cost-chart');
    await page.getByTestId('food-cost-groups').scrollIntoViewIfNeeded();
    await snap(page, 'food-cost-groups');

    await row(page, 'food-cost-card', 'Entrecôte 300g')
      .getByRole('button', { name: 'Edit the recipe of Entrecôte 300g' })
      .click();
    await expect(page.getByRole('heading', { name: 'Recipe: Entrecôte 300g', level: 1 })).toBeVisible();
    await expect(page.getByTestId('recipe-line')).toHaveCount(4);
    const before = await page.getByTestId('recipe-cost').textContent();
    await page.getByRole('button', { name: 'Add a line' }).click();
    const last = page.getByTestId('recipe-line').last();
    await last.locator('.p-dropdown').click();
    await page.locator('.p-dropdown-panel li.p-dropdown-item').filter({ hasText: 'Tomates' }).click();
    await typeNumber(last, 'input[id^="recipe-quantity"]', '0.05');
    await snap(page, 'recipe');
    await page.getByTestId('recipe-save').click();
    await expect(toast(page, 'Recipe saved')).toBeVisible();
    await expect(page.getByTestId('recipe-cost')).not.toHaveText(before ?? '');

    // Béarnaise is in the entrecôte: the entrecôte in the béarnaise would be a loop.
    await page.goto(`/food-cost?q=${encodeURIComponent('Sauce béarnaise')}`);
    await row(page, 'food-cost-card', 'Sauce béarnaise')
      .getByRole('button', { name: 'Edit the recipe of Sauce béarnaise' })
      .click();
    await page.getByRole('button', { name: 'Add a line' }).click();
    const added = page.getByTestId('recipe-line').last();
    await added.locator('.p-dropdown').click();
    await page.locator('.p-dropdown-panel li.p-dropdown-item').filter({ hasText: 'Entrecôte 300g' }).click();
    await typeNumber(added, 'input[id^="recipe-quantity"]', '1');
    await page.getByTestId('recipe-save').click();
    await expect(
      page.getByText('A recipe cannot contain itself: Entrecôte 300g leads back to this product.'),
    ).toBeVisible();
  });

  test('in French and Dutch, and on a phone', async ({ page }) => {
    await signIn(page, 'admin', '/food-cost?lng=fr');
    await expect(page.getByRole('heading', { name: 'Coût matière', level: 1 })).toBeVisible();
    await expect(page.getByTestId('food-cost-actual')).toContainText('%', { timeout: 30_000 });
    await snap(page, 'food-cost-fr');
    await expect(page.getByTestId('food-cost-groups').locator('thead')).toContainText('Réel %');
    await page.getByTestId('chart-food-cost').scrollIntoViewIfNeeded();
    await snap(page, 'food-cost-chart-fr');
    await page.goto('/food-cost?lng=nl');
    await expect(page.getByRole('heading', { name: 'Foodcost', level: 1 })).toBeVisible();
    await expect(page.getByTestId('food-cost-actual')).toContainText('%', { timeout: 30_000 });
    await snap(page, 'food-cost-nl');
    await expect(page.getByTestId('food-cost-groups').locator('thead')).toContainText('Werkelijk %');
  });
});

test.describe('on a phone', () => {
  test.setTimeout(90_000);
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the stock count is typed and recorded with a reason', async ({ page }) => {
    await signIn(page, 'admin', '/stock-count');
    await expect(page.getByRole('heading', { name: 'Stock count', level: 1 })).toBeVisible();
    await snap(page, 'stock-count-phone');
    await page.getByTestId('count-save').click();
    await expect(toast(page, 'Type at least one counted quantity.')).toBeVisible();
    const tomatoes = page.getByTestId('count-row').filter({ hasText: 'Tomates' });
    await typeNumber(tomatoes, 'input[role="spinbutton"]', '1.5');
    await tomatoes.locator('.p-dropdown').click();
    await page.locator('li.p-dropdown-item').filter({ hasText: 'Waste' }).click();
    await expect(page.getByTestId('count-filled')).toHaveText('1 counted');
    await page.getByTestId('count-save').click();
    await expect(toast(page, 'Count recorded: 1 ingredient')).toBeVisible();
    await expect(page.getByTestId('count-history')).toContainText('1 ingredient');
    await page.goto('/stock-count?lng=fr');
    await expect(page.getByRole('heading', { name: 'Comptage du stock', level: 1 })).toBeVisible();
    await snap(page, 'stock-count-phone-fr');
    await page.goto('/stock-count?lng=nl');
    await expect(page.getByRole('heading', { name: 'Voorraadtelling', level: 1 })).toBeVisible();
    await snap(page, 'stock-count-phone-nl');
  });

  test('ingredients and food cost fit a phone', async ({ page }) => {
    await signIn(page, 'admin', '/ingredients');
    await expect(row(page, 'ingredients-card', 'Salade')).toBeVisible();
    await snap(page, 'ingredients-phone');
    await page.goto('/food-cost');
    await expect(row(page, 'food-cost-card', 'Steak frites')).toBeVisible();
    await snap(page, 'food-cost-phone');
    await page.getByTestId('chart-food-cost').scrollIntoViewIfNeeded();
    await snap(page, 'food-cost-chart-phone');
    await page.getByTestId('food-cost-groups').scrollIntoViewIfNeeded();
    await snap(page, 'food-cost-groups-phone');
    await page.goto('/food-cost?lng=fr');
    await page.getByTestId('food-cost-groups').scrollIntoViewIfNeeded();
    await snap(page, 'food-cost-groups-phone-fr');
    await page.goto('/food-cost?lng=en');
    await row(page, 'food-cost-card', 'Steak frites')
      .getByRole('button', { name: 'Edit the recipe of Steak frites' })
      .click();
    await expect(page.getByTestId('recipe-line').first()).toBeVisible();
    await snap(page, 'recipe-phone');
  });
});
