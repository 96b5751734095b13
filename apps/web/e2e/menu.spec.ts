import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { DEMO_PASSWORD } from './pages/LoginPage';
import { signIn } from './pages/session';

/**
 * The menu organiser (/menu, document 2 section 2): super users only, drag and drop (mouse and keyboard) saved in one
 * request per drop, tablet mode, inline edits. Every change to the demo catalogue is put back at the end of its test.
 */

interface CatalogueProduct {
  productId: number;
  name: string;
  orderIndex: number;
  productGroupId: number;
  userHidden: boolean;
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/user/login', { data: { orgId: 1, username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.token as string;
}

/** The products of a demo group (null: all of them) as the API has them (their orderIndex, to put back). */
async function productsOf(request: APIRequestContext, token: string, groupName: string | null) {
  const res = await request.get('/api/product', { headers: { authorization: `Bearer ${token}` } });
  const all = (await res.json()).data as (CatalogueProduct & { productGroup: { name: string } | null })[];
  return groupName === null ? all : all.filter((p) => p.productGroup?.name === groupName);
}

/** Puts each product's orderIndex, visibility and name back as they were (only those that changed). */
async function restore(request: APIRequestContext, token: string, products: CatalogueProduct[]) {
  const headers = { authorization: `Bearer ${token}` };
  const res = await request.get('/api/product', { headers });
  const now = new Map(((await res.json()).data as CatalogueProduct[]).map((p) => [p.productId, p]));
  for (const p of products) {
    const current = now.get(p.productId);
    const same =
      current?.orderIndex === p.orderIndex &&
      current.userHidden === p.userHidden &&
      current.name === p.name &&
      current.productGroupId === p.productGroupId;
    if (same) continue;
    const patched = await request.patch(`/api/product/${p.productId}`, {
      headers,
      data: { orderIndex: p.orderIndex, userHidden: p.userHidden, name: p.name, productGroupId: p.productGroupId },
    });
    expect(patched.ok()).toBe(true);
  }
}

const cards = (page: Page) => page.getByTestId('menu-products').locator('[data-testid^="menu-product-"]');
const cardOrder = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));

async function openGroup(page: Page, name: string) {
  await page.goto('/menu');
  await page.getByRole('button', { name: `Open the group ${name}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${name}`), level: 2 })).toBeVisible();
}

/** A group card of the column, by its name. */
const groupCard = (page: Page, name: string) =>
  page
    .getByTestId('menu-groups')
    .locator('.menu-sortable', { has: page.locator('.menu-group-card__name', { hasText: new RegExp(`^${name}$`) }) });

/** Picks `card` up with the mouse and holds it over `target` (the caller checks, then releases). */
async function dragOver(page: Page, card: Locator, target: Locator) {
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('cards not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
}

const reorderSaved = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/product/reorder') && r.request().method() === 'POST');

test.describe('menu organiser', () => {
  test('an admin (not a super user) neither sees the item nor gets the page', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Menu', exact: true })).toHaveCount(0);
    await page.goto('/menu');
    await expect(page.locator('[data-state="forbidden"]')).toContainText('“Super user”');
    await expect(page.getByTestId('menu-groups')).toHaveCount(0);
  });

  test('a mouse drag reorders products in one request, and the order survives a reload', async ({ page, request }) => {
    const token = await tokenOf(request, 'super');
    const before = await productsOf(request, token, 'Softs');
    try {
      await signIn(page, 'super');
      await page.getByRole('navigation').getByRole('link', { name: 'Menu', exact: true }).click();
      await expect(page).toHaveURL(/\/menu/);
      await openGroup(page, 'Softs');
      await snap(page, 'menu');
      const order = await cardOrder(page);
      expect(order.length).toBeGreaterThanOrEqual(4);

      await page.getByTestId('menu-reorganize').click();
      await expect(page.getByTestId('menu-reorganize')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('menu-add-group')).toHaveCount(0);
      const from = await cards(page).nth(0).boundingBox();
      const to = await cards(page).nth(2).boundingBox();
      if (!from || !to) throw new Error('cards not laid out');
      let requests = 0;
      page.on('request', (r) => {
        if (r.url().includes('/reorder')) requests += 1;
      });
      const saved = reorderSaved(page);
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
      await page.mouse.move(to.x + to.width / 2 + 5, to.y + to.height / 2, { steps: 12 });
      await page.mouse.up();
      const res = await saved;
      expect(res.status()).toBe(200);
      const expected = [order[1], order[2], order[0], ...order.slice(3)];
      await expect.poll(() => cardOrder(page)).toEqual(expected);
      expect(requests).toBe(1);

      await page.reload();
      await expect(cards(page).first()).toBeVisible();
      expect(await cardOrder(page)).toEqual(expected);
    } finally {
      await restore(request, token, before);
    }
  });

  test('a product dragged with the mouse onto another group card moves there, last, with a toast', async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, 'super');
    const softs = await productsOf(request, token, 'Softs');
    const bieres = await productsOf(request, token, 'Bières');
    try {
      await signIn(page, 'super');
      await openGroup(page, 'Softs');
      await page.getByTestId('menu-reorganize').click();
      const order = await cardOrder(page);
      const movedId = Number(order[0]?.replace('menu-product-', ''));
      const moved = softs.find((p) => p.productId === movedId);
      if (!moved) throw new Error('first Softs card not found');
      const target = groupCard(page, 'Bières');
      let reorders = 0;
      page.on('request', (r) => {
        if (r.url().includes('/reorder')) reorders += 1;
      });
      const saved = page.waitForResponse(
        (r) => r.url().endsWith(`/api/product/${movedId}`) && r.request().method() === 'PATCH',
      );
      await dragOver(page, cards(page).nth(0), target);
      // The group card under the product lights up; the product's own group does not.
      await expect(target).toHaveAttribute('data-drop-target', 'true');
      await expect(page.locator('[data-drop-target]')).toHaveCount(1);
      await snap(page, 'menu-drag-to-group');
      await page.mouse.up();
      expect((await saved).status()).toBe(200);
      await expect(page.locator('.Toastify').getByText(`“${moved.name}” moved to Bières`)).toBeVisible();
      await expect(page.getByTestId(`menu-product-${movedId}`)).toHaveCount(0);
      // One PATCH; the group's whole order follows only when some of Bières' products were never ordered.
      expect(reorders).toBe(bieres.some((p) => p.orderIndex <= 0) ? 1 : 0);

      await openGroup(page, 'Bières');
      await expect.poll(async () => (await cardOrder(page)).at(-1)).toBe(`menu-product-${movedId}`);
      expect(await cards(page).count()).toBe(bieres.length + 1);
    } finally {
      await restore(request, token, [...softs, ...bieres]);
    }
  });

  test('a product moved with the keyboard onto a group card moves there, with the toast', async ({ page, request }) => {
    const token = await tokenOf(request, 'super');
    const before = await productsOf(request, token, null);
    try {
      await signIn(page, 'super');
      await openGroup(page, 'Softs');
      await page.getByTestId('menu-reorganize').click();
      const movedId = Number((await cardOrder(page))[0]?.replace('menu-product-', ''));
      const moved = before.find((p) => p.productId === movedId);
      if (!moved) throw new Error('first Softs card not found');
      const saved = page.waitForResponse(
        (r) => r.url().endsWith(`/api/product/${movedId}`) && r.request().method() === 'PATCH',
      );
      await page.getByTestId('menu-products').locator(`[data-sortable-id="${movedId}"]`).focus();
      await page.keyboard.press('Space');
      await page.waitForTimeout(250);
      // Left of the first card is the group column: the nearest other group's card becomes the target.
      await page.keyboard.press('ArrowLeft');
      await page.waitForTimeout(250);
      const target = page.locator('[data-drop-target="true"]');
      await expect(target).toHaveCount(1);
      const group = (await target.locator('.menu-group-card__name').textContent())?.trim() ?? '';
      expect(group).not.toBe('');
      expect(group).not.toBe('Softs');
      await page.keyboard.press('Space');
      expect((await saved).status()).toBe(200);
      await expect(page.locator('.Toastify').getByText(`“${moved.name}” moved to ${group}`)).toBeVisible();
      await expect(page.getByTestId(`menu-product-${movedId}`)).toHaveCount(0);
    } finally {
      await restore(request, token, before);
    }
  });

  test('a move the server refuses says why and leaves the product where it was', async ({ page, request }) => {
    const token = await tokenOf(request, 'super');
    const headers = { authorization: `Bearer ${token}` };
    const softs = await productsOf(request, token, 'Softs');
    const bieres = await productsOf(request, token, 'Bières');
    const bieresId = bieres[0]?.productGroupId;
    if (bieresId === undefined) throw new Error('no Bières product');
    const moved = softs[0];
    if (!moved) throw new Error('no Softs product');
    const movedId = moved.productId;
    // The product offers Bières as options: the server refuses to put it into that group (its own group as options).
    const options = (await request.get('/api/product', { headers }).then((r) => r.json())).data.find(
      (p: { productId: number }) => p.productId === movedId,
    ).allowedOptionGroups as { productGroup: { productGroupId: number }; optionType: string }[];
    const offer = (groups: typeof options) =>
      request.patch(`/api/product/${movedId}`, {
        headers,
        data: {
          allowedOptionGroups: groups.map((o) => ({
            productGroupId: o.productGroup.productGroupId,
            optionType: o.optionType,
          })),
        },
      });
    expect((await offer([...options, { productGroup: { productGroupId: bieresId }, optionType: 'FREE' }])).ok()).toBe(
      true,
    );
    try {
      await signIn(page, 'super');
      await openGroup(page, 'Softs');
      await page.getByTestId('menu-reorganize').click();
      const target = groupCard(page, 'Bières');
      const refused = page.waitForResponse(
        (r) => r.url().endsWith(`/api/product/${movedId}`) && r.request().method() === 'PATCH',
      );
      await dragOver(page, page.getByTestId(`menu-product-${movedId}`), target);
      await expect(target).toHaveAttribute('data-drop-target', 'true');
      await page.mouse.up();
      expect((await refused).status()).toBe(400);
      await expect(
        page.locator('.Toastify').getByText(`“${moved.name}” could not be moved to Bières:`, { exact: false }),
      ).toBeVisible();
      // Put back at once: still in Softs, in its place (once the dragged copy of the card has gone).
      await expect(page.getByTestId(`menu-product-${movedId}`)).toHaveCount(1);
      await expect(page.getByTestId(`menu-product-${movedId}`)).toBeVisible();
      const after = await productsOf(request, token, 'Softs');
      expect(after.map((p) => p.productId)).toContain(movedId);
    } finally {
      expect((await offer(options)).ok()).toBe(true);
      await restore(request, token, [...softs, ...bieres]);
    }
  });

  test('keyboard dragging: Space picks a card up, an arrow moves it, Space drops it', async ({ page, request }) => {
    const token = await tokenOf(request, 'super');
    const before = await productsOf(request, token, 'Bières');
    try {
      await signIn(page, 'super');
      await openGroup(page, 'Bières');
      const order = await cardOrder(page);
      await page.getByTestId('menu-reorganize').click();
      const first = page.locator(`[data-sortable-id="${order[0]?.replace('menu-product-', '')}"]`);
      await first.focus();
      const saved = reorderSaved(page);
      await page.keyboard.press('Space');
      await page.waitForTimeout(250);
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(250);
      await page.keyboard.press('Space');
      expect((await saved).status()).toBe(200);
      const expected = [order[1], order[0], ...order.slice(2)];
      await expect.poll(() => cardOrder(page)).toEqual(expected);
      await page.reload();
      await expect(cards(page).first()).toBeVisible();
      expect(await cardOrder(page)).toEqual(expected);
    } finally {
      await restore(request, token, before);
    }
  });

  test('the group column reorders with the keyboard too, in one request per drop', async ({ page, request }) => {
    const token = await tokenOf(request, 'super');
    const headers = { authorization: `Bearer ${token}` };
    const all = (await (await request.get('/api/product_group', { headers })).json()).data as {
      productGroupId: number;
      orderIndex: number;
      parentGroupId: number | null;
    }[];
    const column = page.getByTestId('menu-groups').locator('[data-testid^="menu-group-"]');
    const columnOrder = () => column.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
    try {
      await signIn(page, 'super', '/menu');
      await expect(column.first()).toBeVisible();
      const order = await columnOrder();
      await page.getByTestId('menu-reorganize').click();
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/product_group/reorder'));
      await page.locator(`[data-sortable-id="${order[0]?.replace('menu-group-', '')}"]`).focus();
      await page.keyboard.press('Space');
      await page.waitForTimeout(250);
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(250);
      await page.keyboard.press('Space');
      expect((await saved).status()).toBe(200);
      const expected = [order[1], order[0], ...order.slice(2)];
      await expect.poll(columnOrder).toEqual(expected);
      await page.reload();
      await expect(column.first()).toBeVisible();
      expect(await columnOrder()).toEqual(expected);
    } finally {
      for (const g of all) {
        const res = await request.patch(`/api/product_group/${g.productGroupId}`, {
          headers,
          data: { orderIndex: g.orderIndex },
        });
        expect(res.ok()).toBe(true);
      }
    }
  });

  test('tablet mode hides hidden products and the add cards', async ({ page, request }) => {
    const token = await tokenOf(request, 'super');
    const before = await productsOf(request, token, 'Vins');
    const hidden = before[0]!;
    try {
      await request.patch(`/api/product/${hidden.productId}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { userHidden: true },
      });
      await signIn(page, 'super');
      await openGroup(page, 'Vins');
      const card = page.getByTestId(`menu-product-${hidden.productId}`);
      await expect(card.getByRole('img', { name: 'Hidden from users' })).toBeVisible();
      await expect(page.getByTestId('menu-add-group')).toBeVisible();
      await page.getByTestId('menu-tablet').click();
      await expect(card).toHaveCount(0);
      await expect(page.getByTestId('menu-add-group')).toHaveCount(0);
      await expect(cards(page)).toHaveCount(before.length - 1);
      await page.getByTestId('menu-tablet').click();
      await expect(card).toBeVisible();
    } finally {
      await restore(request, token, before);
    }
  });

  test('a product name is edited in place (Enter saves); the detail chips toggle together', async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, 'super');
    const before = await productsOf(request, token, 'Desserts');
    const product = before[0]!;
    try {
      await signIn(page, 'super');
      await openGroup(page, 'Desserts');
      const card = page.getByTestId(`menu-product-${product.productId}`);
      await card.getByRole('button', { name: `Edit the name of ${product.name}` }).click();
      const input = card.getByRole('textbox', { name: `Edit the name of ${product.name}` });
      await input.fill('Tarte du chef');
      await input.press('Enter');
      await expect(page.locator('.Toastify').getByText('“Tarte du chef” updated')).toBeVisible();
      await expect(card.getByTestId('name')).toHaveText('Tarte du chef');
      await page.reload();
      await expect(page.getByTestId(`menu-product-${product.productId}`).getByTestId('name')).toHaveText(
        'Tarte du chef',
      );

      await expect(page.getByTestId('menu-chip-all')).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page).first()).toContainText('VAT');
      await page.getByTestId('menu-chip-all').click();
      for (const chip of ['vat', 'printer', 'options', 'stock', 'barcode']) {
        await expect(page.getByTestId(`menu-chip-${chip}`)).toHaveAttribute('aria-pressed', 'false');
      }
      await expect(cards(page).first()).not.toContainText('VAT');
      await page.getByTestId('menu-chip-vat').click();
      await expect(cards(page).first()).toContainText('VAT');
    } finally {
      await restore(request, token, before);
    }
  });

  test('on a phone the page says it is not offered; opened anyway, the group column starts collapsed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'super', '/menu');
    await expect(page.getByTestId('menu-phone')).toBeVisible();
    await page.getByRole('button', { name: 'Open it anyway' }).click();
    await expect(page.getByTestId('menu-column-toggle')).toHaveAttribute('aria-expanded', 'false');
    await snap(page, 'menu-phone');
  });
});
