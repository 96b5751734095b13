import { expect, type Locator, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { hostAddress } from './host';
import { signIn } from './pages/session';

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);
const cards = (page: Page) => page.locator('.item-card');
const card = (page: Page, text: string) => cards(page).filter({ hasText: text });
const save = (dialog: Locator) => dialog.getByRole('button', { name: 'Save' }).click();

test.describe('external integrations', () => {
  test('an admin adds, tests, edits and deletes an integration; the password never comes back', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    // The console on this machine's own address stands in for a CashDro: loopback is refused by the outbound policy.
    const host = hostAddress();
    test.skip(!host, 'this machine has no non-loopback IPv4 address to stand in for a device');
    const self = `${host}:${new URL(baseURL!).port}`;
    await signIn(page, 'admin', '/external-integration');
    await expect(page.getByRole('heading', { name: 'External integrations', level: 1 })).toBeVisible();
    const cashdro = card(page, '192.168.1.60');
    await expect(cashdro).toContainText('CashDro');
    await expect(cashdro).toContainText('caisse');
    await expect(cashdro).toContainText('PasswordSet');
    await expect(cashdro).toContainText('register');
    await expect(card(page, '192.168.1.61')).toContainText('CCV OPI');
    await expect(card(page, '192.168.1.61')).toContainText('Local printYes');
    await snap(page, 'integrations');

    // A CashDro: https by default; a pasted http:// address picks http and loses its prefix.
    await page.getByRole('button', { name: 'Add an integration' }).click();
    const dialog = page.getByRole('dialog', { name: 'New integration' });
    await expect(dialog.locator('#integration-address')).toHaveValue('192.168.');
    await expect(dialog.locator('.p-dropdown:has(#integration-protocol)')).toContainText('https://');
    await expect(dialog.locator('#integration-localPrint')).toHaveCount(0);
    await dialog.locator('#integration-address').fill(`http://${self}`);
    await expect(dialog.locator('#integration-address')).toHaveValue(self);
    await expect(dialog.locator('.p-dropdown:has(#integration-protocol)')).toContainText('http://');
    await dialog.locator('#integration-username').fill('e2e');
    await dialog.locator('#integration-password').fill('e2e-secret');
    await dialog.locator('.p-dropdown:has(#integration-user)').click();
    await page.locator('li.p-dropdown-item').filter({ hasText: 'emma' }).click();
    await snap(page, 'integrations-dialog');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/integrations') && r.method() === 'POST');
    await save(dialog);
    expect(JSON.parse((await sent).postData()!)).toMatchObject({
      type: 'CASHDRO',
      configJson: `{"ip":"http://${self}","username":"e2e","password":"e2e-secret"}`,
    });
    await expect(toast(page, 'CashDro integration added')).toBeVisible();
    const added = card(page, self);
    await expect(added).toContainText('PasswordSet');
    await expect(added).toContainText('emma');
    // The console itself answers: reachable.
    await added.getByRole('button', { name: `Test the connection to CashDro ${self}` }).click();
    await expect(added.getByRole('status')).toContainText('The device answered (HTTP 200');
    const list = await page.request.get('/api/integrations', {
      headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('jwt'))}` },
    });
    expect(await list.text()).not.toContain('e2e-secret');

    // Edit: the password field is empty (kept unless replaced); becoming a CCV OPI shows local print instead.
    await added.getByRole('button', { name: `Edit CashDro ${self}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit integration' });
    await expect(edit.locator('#integration-password')).toHaveValue('');
    await expect(edit).toContainText('Leave empty to keep the saved password');
    await edit.locator('.p-dropdown:has(#integration-type)').click();
    await page.locator('li.p-dropdown-item').filter({ hasText: 'CCV OPI' }).click();
    await expect(edit.locator('#integration-password')).toHaveCount(0);
    await expect(edit.locator('#integration-protocol')).toHaveCount(0);
    // An address that is no device address is refused under the field.
    await edit.locator('#integration-address').fill('javascript:alert(1)');
    await save(edit);
    await expect(edit.locator('#integration-address-error')).toHaveText(
      'Enter an IP address or host name, optionally followed by :port',
    );
    await edit.locator('#integration-address').fill('127.0.0.1:1');
    await edit.locator('label[for="integration-localPrint"]').click();
    await save(edit);
    await expect(toast(page, 'CCV OPI integration saved')).toBeVisible();
    const ccv = card(page, '127.0.0.1:1');
    await expect(ccv).toContainText('CCV OPI');
    await expect(ccv).toContainText('Local printYes');
    // The server itself is never tried (outbound policy).
    await ccv.getByRole('button', { name: 'Test the connection to CCV OPI 127.0.0.1:1' }).click();
    await expect(ccv.getByRole('status')).toContainText(
      'No answer: the server may not connect to this address (the server itself)',
    );
    await snap(page, 'integrations-tested');

    await ccv.getByRole('button', { name: 'Delete CCV OPI 127.0.0.1:1' }).click();
    await expect(page.locator('.p-confirm-dialog')).toContainText('Delete the CCV OPI integration at 127.0.0.1:1?');
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'integration at 127.0.0.1:1 deleted')).toBeVisible();
    await expect(card(page, '127.0.0.1:1')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(2);
  });

  test('in French and Dutch', async ({ page }) => {
    await signIn(page, 'admin', '/external-integration?lng=fr');
    await expect(page.getByRole('heading', { name: 'Intégrations externes', level: 1 })).toBeVisible();
    await expect(card(page, '192.168.1.60')).toContainText('Mot de passeDéfini');
    await snap(page, 'integrations-fr');
    await page.goto('/external-integration?lng=nl');
    await expect(page.getByRole('heading', { name: 'Externe koppelingen', level: 1 })).toBeVisible();
    await expect(card(page, '192.168.1.61')).toContainText('Lokaal afdrukkenJa');
    await snap(page, 'integrations-nl');
  });

  test('an HTTP 404 answer is no success: only what the device itself answers counts (issue 22 point 8)', async ({
    page,
    baseURL,
  }) => {
    const host = hostAddress();
    test.skip(!host, 'this machine has no non-loopback IPv4 address to stand in for a device');
    // The console's server answers 404 under /api for a path it does not know: a web server, not a CashDro.
    const address = `http://${host}:${new URL(baseURL!).port}/api/no-such-device`;
    await signIn(page, 'admin', '/external-integration');
    const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('jwt'))}` };
    const users = (await (await page.request.get('/api/integrations/users', { headers })).json()).data;
    const made = await page.request.post('/api/integrations', {
      headers,
      data: {
        type: 'CASHDRO',
        userId: users[0].userId,
        configJson: JSON.stringify({ ip: address, username: 'e2e', password: 'x', localPrint: false }),
      },
    });
    expect(made.status(), await made.text()).toBe(200);
    await page.reload();
    const target = card(page, '/api/no-such-device');
    await target.getByRole('button', { name: /^Test the connection to CashDro/ }).click();
    await expect(target.getByRole('status')).toContainText('The address answered HTTP 404, not the device');
    await expect(target.getByRole('status')).not.toContainText('The device answered');
    await snap(page, 'integrations-404');
    const id = (await made.json()).data.id;
    expect((await page.request.delete(`/api/integrations/${id}`, { headers })).status()).toBe(200);
  });

  test('a user without ADMIN_INTEGRATION is not allowed', async ({ page }) => {
    await signIn(page, 'server', '/external-integration');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText(/not allowed/i).first()).toBeVisible();
  });
});

test.describe('external integrations on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the cards and the dialog fit', async ({ page }) => {
    await signIn(page, 'admin', '/external-integration');
    await expect(card(page, '192.168.1.60')).toBeVisible();
    await snap(page, 'integrations-phone');
    await card(page, '192.168.1.60').getByRole('button', { name: 'Edit CashDro 192.168.1.60' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit integration' })).toBeVisible();
    await snap(page, 'integrations-dialog-phone');
  });
});
