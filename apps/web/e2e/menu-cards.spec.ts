import { expect, type Locator, test } from '@playwright/test';
import { signIn } from './pages/session';

/** Whether two boxes on the page overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('a box is not on the page');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test('a product card’s buttons, shown on hover, leave its name, price and details readable', async ({ page }) => {
  await signIn(page, 'super', '/menu');
  await page.getByRole('button', { name: 'Open the group Desserts', exact: true }).click();
  const card = page.getByTestId('menu-products').locator('[data-testid^="menu-product-"]').first();
  await card.hover();
  const actions = card.locator('.menu-card-actions');
  await expect(actions).toHaveCSS('opacity', '1');
  await expect(card).toContainText('VAT');
  for (const part of ['.menu-product-card__title', '.menu-product-card__prices', '.menu-product-card__details']) {
    expect(await overlap(actions, card.locator(part)), part).toBe(false);
  }
});
