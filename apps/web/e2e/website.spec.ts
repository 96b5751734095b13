import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { DEMO_PASSWORD } from './pages/LoginPage';
import { signIn } from './pages/session';
import { pngPicture } from './pictures';

/** /website (document 2 section 2): online ordering settings, custom flags (super users) and images. */

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/user/login', { data: { orgId: 1, username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.token as string;
}

const WEBSITE_FIELDS = [
  'name',
  'onlineOrderOpen',
  'onlineOrderHideNoStockProducts',
  'onlineOrderEatInEnabled',
  'onlineOrderDeliveryEnabled',
  'onlineOrderFreeDeliveryMinAmount',
  'onlineOrderDeliveryProductId',
  'onlineOrderMinAmount',
  'onlineOrderBankTransferEnabled',
  'payAtPickupEnabled',
  'payOnlineEnabled',
  'logoImageUrl',
  'bannerImageUrl',
] as const;

let demoOrg: Record<string, unknown>;

test.beforeAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await tokenOf(request, 'admin')}` };
  const org = (await (await request.get('/api/org', { headers })).json()).data;
  demoOrg = Object.fromEntries(WEBSITE_FIELDS.map((f) => [f, org[f]]));
});

// Leaves the demo as it was: the organisation's website fields and no stored flags.
test.afterAll(async ({ request }) => {
  const admin = { authorization: `Bearer ${await tokenOf(request, 'admin')}` };
  expect((await request.patch('/api/org', { headers: admin, data: demoOrg })).ok()).toBe(true);
  const superUser = { authorization: `Bearer ${await tokenOf(request, 'super')}` };
  const flags = (await (await request.get('/api/flags', { headers: superUser })).json()).data as {
    customFlagId: number | null;
  }[];
  for (const flag of flags.filter((f) => f.customFlagId !== null)) {
    expect((await request.delete(`/api/flags/${flag.customFlagId}`, { headers: superUser })).ok()).toBe(true);
  }
});

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);
/** A PrimeReact dropdown by the id of its input (the visible box is its wrapper). */
const dropdown = (scope: Page | Locator, id: string) => scope.locator(`.p-dropdown:has(#${id})`);
/** Opens a dropdown and picks an option by its exact name. */
async function choose(page: Page, box: Locator, option: string) {
  await box.click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
}
/** Expands a collapsed group of flags. */
const open = (flags: Locator, section: string, name: RegExp) =>
  flags.getByTestId(`flags-${section}`).getByRole('button', { name }).click();
const switchOf = (page: Page, id: string) => page.locator(`#website-${id}`).locator('..');

test.describe('website page', () => {
  test('an admin saves the online ordering settings; they survive a reload; no custom flags', async ({ page }) => {
    const flagCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/flags')) flagCalls.push(r.url());
    });
    await signIn(page, 'admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Website' }).click();
    await expect(page).toHaveURL(/\/website$/);
    await expect(page.getByRole('heading', { name: 'Website', level: 1 })).toBeVisible();
    const section = page.getByTestId('section-website-org');
    await expect(section.getByLabel('Organisation name')).toHaveValue('Demo Bistro');
    // Section 2 is a super user's: not shown, and its flags not fetched.
    await expect(page.getByTestId('section-website-flags')).toHaveCount(0);
    await expect(page.getByTestId('section-website-images')).toBeVisible();
    await snap(page, 'website-admin');

    await section.getByLabel('Organisation name').fill('');
    await page.getByTestId('website-org-save').click();
    await expect(section.locator('#website-name-error')).toHaveText('Required');
    await section.getByLabel('Organisation name').fill('Demo Bistro Online');
    await switchOf(page, 'onlineOrderDeliveryEnabled').click();
    await switchOf(page, 'payOnlineEnabled').click();
    const minimum = section.getByLabel('Minimum order amount');
    await minimum.click();
    await minimum.press('ControlOrMeta+a');
    await minimum.pressSequentially('12.50');
    await dropdown(section, 'website-deliveryProduct').click();
    await page.locator('.p-dropdown-panel').getByRole('option', { name: 'Coca-Cola', exact: true }).click();
    await page.getByTestId('website-org-save').click();
    await expect(toast(page, 'Online ordering saved')).toBeVisible();

    await page.reload();
    await expect(section.getByLabel('Organisation name')).toHaveValue('Demo Bistro Online');
    await expect(page.locator('#website-onlineOrderDeliveryEnabled')).toBeChecked();
    await expect(page.locator('#website-payOnlineEnabled')).toBeChecked();
    await expect(section.getByLabel('Minimum order amount')).toHaveValue(/12[.,]50/);
    await expect(dropdown(section, 'website-deliveryProduct').locator('.p-dropdown-label')).toHaveText('Coca-Cola');
    // The empty option clears the delivery product.
    await dropdown(section, 'website-deliveryProduct').click();
    await page.locator('.p-dropdown-panel').getByRole('option', { name: 'None', exact: true }).click();
    await page.getByTestId('website-org-save').click();
    await expect(toast(page, 'Online ordering saved').first()).toBeVisible();
    await page.reload();
    await expect(dropdown(section, 'website-deliveryProduct').locator('.p-dropdown-label')).toHaveText('None');
    expect(flagCalls).toEqual([]);
  });

  test('a super user sees the flags with their reveal rules and style previews', async ({ page }) => {
    await signIn(page, 'super', '/website');
    const flags = page.getByTestId('section-website-flags');
    // General is open; the minimum prep time shows once custom pickup times are on.
    await expect(flags.locator('#flag-pickupMinPrepTime')).toHaveCount(0);
    await choose(page, dropdown(flags, 'flag-pickupCustomTimeEnabled'), 'Yes');
    await expect(flags.locator('#flag-pickupMinPrepTime')).toBeVisible();

    // Home: the banner text shows while the banner is on (the default), the popup text once the popup is on.
    await open(flags, 'home', /Home page/);
    await expect(flags.locator('#flag-bannerHomeText')).toBeVisible();
    await expect(flags.locator('#flag-popupText')).toHaveCount(0);
    await choose(page, dropdown(flags, 'flag-popupActive'), 'Yes');
    await expect(flags.locator('#flag-popupText')).toBeVisible();
    await choose(page, dropdown(flags, 'flag-isBannerHomeActive'), 'No');
    await expect(flags.locator('#flag-bannerHomeText')).toHaveCount(0);

    // Menu: a popup-menu slot's text appears once a group is chosen, and goes with "None".
    await open(flags, 'menu', /Menu/);
    await expect(flags.locator('#flag-popupMenu1Text')).toHaveCount(0);
    await choose(page, dropdown(flags, 'flag-popupMenu1'), 'Desserts');
    await expect(flags.locator('#flag-popupMenu1Text')).toBeVisible();
    await choose(page, dropdown(flags, 'flag-popupMenu1'), 'None');
    await expect(flags.locator('#flag-popupMenu1Text')).toHaveCount(0);

    // Customisation: style selects with a generated preview per style.
    await open(flags, 'customisation', /Customisation/);
    await dropdown(flags, 'flag-mobileCardStyle').click();
    const panel = page.locator('.p-dropdown-panel');
    for (const n of [1, 2, 3]) await expect(panel.getByTestId(`preview-mobileCardStyle-${n}`)).toBeVisible();
    await snap(page, 'website-style-options');
    await panel.getByRole('option', { name: 'Style 1' }).click();
    await expect(dropdown(flags, 'flag-mobileCardStyle').getByTestId('preview-mobileCardStyle-1')).toBeVisible();
  });

  test('a super user saves custom flags; they survive a reload', async ({ page }) => {
    await signIn(page, 'super', '/website');
    const flags = page.getByTestId('section-website-flags');
    await choose(page, dropdown(flags, 'flag-pickupCustomTimeEnabled'), 'Yes');
    await flags.locator('#flag-pickupMinPrepTime').fill('25');
    await open(flags, 'home', /Home page/);
    await choose(page, dropdown(flags, 'flag-popupActive'), 'Yes');
    await flags.locator('#flag-popupText').fill('Closed on Monday');
    await choose(page, dropdown(flags, 'flag-isBannerHomeActive'), 'No');
    await page.getByTestId('website-flags-save').click();
    await expect(toast(page, 'Website options saved')).toBeVisible();

    await page.reload();
    await expect(flags.locator('#flag-pickupMinPrepTime')).toHaveValue('25');
    await open(flags, 'home', /Home page/);
    await expect(flags.locator('#flag-popupText')).toHaveValue('Closed on Monday');
    await expect(flags.locator('#flag-bannerHomeText')).toHaveCount(0);
  });

  test('images are saved by address', async ({ page }) => {
    const picture = pngPicture(120, 60, [240, 140, 60], [120, 60, 200]);
    await page.route('https://cdn.example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: picture }),
    );
    await signIn(page, 'admin', '/website');
    const images = page.getByTestId('section-website-images');
    await images.locator('#website-logo').fill('https://cdn.example.com/logo.png');
    await images.locator('#website-banner').fill('not an address');
    await page.getByTestId('website-images-save').click();
    await expect(images.locator('#website-banner-error')).toContainText('http');
    await images.locator('#website-banner').fill('https://cdn.example.com/banner.png');
    await page.getByTestId('website-images-save').click();
    await expect(toast(page, 'Images saved')).toBeVisible();
    await page.reload();
    await expect(images.locator('#website-logo')).toHaveValue('https://cdn.example.com/logo.png');
    await expect(images.getByTestId('website-banner-preview').locator('img')).toBeVisible();
    await snap(page, 'website-images');
  });
});
