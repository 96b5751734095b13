import net from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { hostAddress } from './host';
import { signIn } from './pages/session';

const printerCard = (page: Page, name: string) =>
  page.getByTestId('printer-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

/**
 * A printer stand-in on this machine's own address (the server runs here too; loopback is refused by its outbound
 * policy, and playwright.config.ts allows this address): keeps the bytes of each ticket.
 */
const HOST = hostAddress() ?? '127.0.0.1';
async function fakePrinter() {
  const tickets: Buffer[] = [];
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => {
      tickets.push(Buffer.concat(chunks));
      socket.end();
    });
  });
  // A port of the server's printer ports (PRINTER_PORTS in playwright.config.ts): the first free one of 19100-19199.
  for (let port = 19100; port < 19200; port++) {
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, HOST, () => resolve(true));
    });
    if (listening) return { port, tickets, close: () => server.close() };
  }
  throw new Error('No free port in 19100-19199 for the stand-in printer');
}

test.describe('printers', () => {
  test('an admin adds, edits, tests and deletes a printer', async ({ page }) => {
    test.setTimeout(90_000);
    test.skip(!hostAddress(), 'this machine has no non-loopback IPv4 address to stand in for a printer');
    const printer = await fakePrinter();
    try {
      await signIn(page, 'admin', '/printers');
      await expect(page.getByRole('heading', { name: 'Printers', level: 1 })).toBeVisible();
      await expect(page.getByTestId('printer-card')).toHaveCount(2);
      await expect(printerCard(page, 'Cuisine')).toContainText('192.168.1.50');
      await expect(printerCard(page, 'Cuisine').getByText('X2', { exact: true })).toBeVisible();
      await expect(printerCard(page, 'Bar').getByText('X2', { exact: true })).toHaveCount(0);
      await snap(page, 'printers');

      // An empty printer means create: double print starts at No; saving it empty marks name and address.
      await page.getByRole('button', { name: 'Add printer' }).click();
      const dialog = page.getByRole('dialog', { name: 'New printer' });
      await expect(dialog.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.locator('#printer-dialog-error')).toHaveText('Check the highlighted fields.');
      await expect(dialog.locator('#printer-name-error')).toHaveText('Required');
      await expect(dialog.locator('#printer-ipAddress-error')).toHaveText('Required');
      await expect(dialog.locator('#printer-doublePrint-error')).toHaveCount(0);
      await snap(page, 'printers-dialog-errors');

      await dialog.getByLabel('Name').fill('Terrasse');
      await dialog.getByLabel('IP address').fill('192.168.1.300');
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.locator('#printer-ipAddress-error')).toContainText('Enter an IPv4 address');
      await expect(dialog.locator('#printer-name-error')).toHaveCount(0);
      await dialog.getByLabel('IP address').fill(`${HOST}:${printer.port}`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Printer “Terrasse” added')).toBeVisible();
      await expect(dialog).toBeHidden();
      const terrasse = printerCard(page, 'Terrasse');
      await expect(terrasse).toContainText(`${HOST}:${printer.port}`);
      await expect(terrasse.getByText('X2', { exact: true })).toBeVisible();

      // Test print: the ticket reaches the printer.
      await terrasse.getByRole('button', { name: 'Test print on Terrasse' }).click();
      await expect(toast(page, 'Test ticket sent to Terrasse')).toBeVisible();
      await expect(terrasse.getByTestId('printer-test-result')).toHaveText('Test ticket sent');
      await expect.poll(() => printer.tickets.length).toBe(1);
      const ticket = printer.tickets[0]!;
      expect([...ticket.subarray(0, 2)]).toEqual([0x1b, 0x40]);
      expect(ticket.includes(Buffer.from([0x1d, 0x56]))).toBe(true);
      expect(ticket.toString('latin1')).toContain('Test print');

      // Edit: point it at a port where nothing listens; the test print reports the network error.
      await terrasse.getByRole('button', { name: 'Edit printer Terrasse' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit printer Terrasse' });
      await expect(edit.getByLabel('Name')).toHaveValue('Terrasse');
      // A port that is not a printer port (SSH here) is refused under the field, in the interface language.
      await edit.getByLabel('IP address').fill('127.0.0.1:22');
      await edit.getByRole('button', { name: 'Save' }).click();
      const portRefusal = 'Port 22 is not a printer port: printers are reached on port 9100-9109, 19100-19199 only.';
      await expect(edit.locator('#printer-ipAddress-error')).toHaveText(portRefusal);
      await snap(page, 'printers-port-refused');
      // A printer port where nothing listens.
      const closed = await fakePrinter();
      closed.close();
      await edit.getByLabel('IP address').fill(`${HOST}:${closed.port}`);
      await edit.getByRole('button', { name: 'No' }).click();
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Printer “Terrasse” saved')).toBeVisible();
      await expect(terrasse.getByText('X2', { exact: true })).toHaveCount(0);
      await terrasse.getByRole('button', { name: 'Test print on Terrasse' }).click();
      const refused = 'the printer refused the connection, or cannot be reached on the network';
      await expect(toast(page, `Test print on Terrasse failed: ${refused}`)).toBeVisible({ timeout: 6_000 });
      await expect(terrasse.getByTestId('printer-test-result')).toHaveText(`Test failed: ${refused}`);
      await snap(page, 'printers-test-failed');

      // The server itself is never a printer (outbound policy): refused before any connection, in words.
      await terrasse.getByRole('button', { name: 'Edit printer Terrasse' }).click();
      await edit.getByLabel('IP address').fill(`127.0.0.1:${closed.port}`);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit).toBeHidden();
      await expect(terrasse).toContainText(`127.0.0.1:${closed.port}`);
      await terrasse.getByRole('button', { name: 'Test print on Terrasse' }).click();
      await expect(terrasse.getByTestId('printer-test-result')).toHaveText(
        'Test failed: The server may not connect to this address: the server itself.',
      );
      await snap(page, 'printers-test-refused');

      // A demo printer (a LAN address): the page reports an answer, success or network error, within a few seconds.
      const cuisine = printerCard(page, 'Cuisine');
      await cuisine.getByRole('button', { name: 'Test print on Cuisine' }).click();
      await expect(cuisine.getByTestId('printer-test-result')).toHaveText(/Test ticket sent|Test failed: .+/, {
        timeout: 6_000,
      });

      // Delete with confirmation.
      await terrasse.getByRole('button', { name: 'Delete printer Terrasse' }).click();
      const confirm = page.locator('.p-confirm-dialog');
      await expect(confirm).toContainText('Delete the printer “Terrasse”?');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, 'Printer “Terrasse” deleted')).toBeVisible();
      await expect(page.getByTestId('printer-card')).toHaveCount(2);
    } finally {
      printer.close();
    }
  });

  test('the page reads in French', async ({ page }) => {
    await signIn(page, 'admin', '/printers?lng=fr');
    await expect(page.getByRole('heading', { name: 'Imprimantes', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Impression test sur Cuisine' })).toBeVisible();
    await snap(page, 'printers-fr');
    await page.getByRole('button', { name: 'Ajouter une imprimante' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle imprimante' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.locator('#printer-name-error')).toHaveText('Obligatoire');
    await snap(page, 'printers-dialog-fr');
  });
});
