import { expect, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { signIn } from './pages/session';

/** /invoice (document 3): the states, their colours and actions, the date range and the ticket's invoice card. */
const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);
const card = (page: Page) => page.getByTestId('invoices-card');
const rows = (page: Page) => card(page).locator('tbody tr');
const STATES: Record<string, string> = { Paid: 'PAID', Waiting: 'WAITING', 'Reminder sent': 'REMINDER_SENT' };
const rowOf = (page: Page, state: string) =>
  rows(page).filter({ has: page.locator(`[data-state="${STATES[state]}"]`) });
const confirm = (page: Page) => page.locator('.p-confirm-dialog');
async function apiGet(page: Page, url: string) {
  const token = (await page.evaluate(() => localStorage.getItem('jwt'))) ?? '';
  const res = await page.request.get(`/api${url}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

test.describe('invoices', () => {
  test('shows every invoice with its state colour, and filters by a date range', async ({ page }) => {
    await signIn(page, 'admin', '/invoice');
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
    await expect(page.getByText('Every invoice')).toBeVisible();
    const count = await rows(page).count();
    expect(count).toBeGreaterThanOrEqual(6);
    await expect(rowOf(page, 'Paid').first().getByTestId('invoice-total')).toHaveClass(/invoice-total--green/);
    await expect(rowOf(page, 'Waiting').first().getByTestId('invoice-total')).toHaveClass(/invoice-total--red/);
    const reminded = rowOf(page, 'Reminder sent').first();
    await expect(reminded.getByTestId('invoice-total')).toHaveClass(/invoice-total--orange/);
    // Actions of each state (section 4).
    await expect(reminded.getByRole('button', { name: /Send a reminder/ })).toHaveCount(0);
    await expect(reminded.getByRole('button', { name: /as paid/ })).toHaveCount(1);
    // Issue 21 (decision 74): PDF and UBL in every state, also unpaid.
    await expect(reminded.getByRole('button', { name: /\(PDF\)/ })).toHaveCount(1);
    await expect(reminded.getByRole('button', { name: /\(UBL\)/ })).toHaveCount(1);
    const paid = rowOf(page, 'Paid').first();
    await expect(paid.getByRole('button', { name: /as paid/ })).toHaveCount(0);
    await expect(paid.getByRole('button', { name: /\(PDF\)/ })).toHaveCount(1);
    await expect(paid.getByRole('button', { name: /^Edit invoice/ })).toHaveCount(1);
    await snap(page, 'invoices');

    // One day picked: that day plus one, searched with the window (7 days before, 2 after).
    const input = page.locator('#invoice-range');
    const day = new Date(Date.now() - 40 * 86_400_000);
    const typed = `${String(day.getDate()).padStart(2, '0')}-${String(day.getMonth() + 1).padStart(2, '0')}-${day.getFullYear()}`;
    await input.fill(`${typed} - ${typed}`);
    await input.press('Escape');
    const answer = page.waitForResponse((r) => r.url().includes('/api/invoice?startDate='));
    await page.getByTestId('date-range-search').click();
    const url = new URL((await answer).url());
    const start = Number(url.searchParams.get('startDate'));
    const end = Number(url.searchParams.get('endDate'));
    expect(end - start).toBe(10 * 86_400_000);
    await expect(page).toHaveURL(/start=\d+&end=\d+/);
    await expect(rows(page).first()).toBeVisible();
    expect(await rows(page).count()).toBeLessThan(count);
    await page.getByTestId('date-range').getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('Every invoice')).toBeVisible();
    await expect(rows(page)).toHaveCount(count);
  });

  test('waiting -> paid after confirmation -> waiting through the edit dialog; reminders need SMTP', async ({
    page,
  }) => {
    await signIn(page, 'admin', '/invoice');
    const waiting = rowOf(page, 'Waiting').first();
    const number = (await waiting.locator('td').first().innerText()).trim();
    const row = rows(page).filter({ hasText: number });

    // A reminder without SMTP_URL on the server: refused with the reason, nothing recorded.
    await row.getByRole('button', { name: `Send a reminder for invoice ${number}` }).click();
    // Before its due day the question says so (issue 22 point 2).
    await expect(confirm(page)).toContainText(new RegExp(`(Send a reminder for invoice|Invoice) ${number}`));
    await confirm(page).getByRole('button', { name: 'Send reminder' }).click();
    await expect(toast(page, /E-mail is not configured|SMTP/)).toBeVisible();
    await expect(row.getByTestId('invoice-status')).toHaveText('Waiting');

    await row.getByRole('button', { name: `Mark invoice ${number} as paid` }).click();
    await snap(page, 'invoices-confirm-paid');
    await confirm(page).getByRole('button', { name: 'Mark as paid' }).click();
    await expect(toast(page, `Invoice ${number} marked as paid`)).toBeVisible();
    await expect(row.getByTestId('invoice-status')).toHaveText('Paid');
    await expect(row.getByTestId('invoice-total')).toHaveClass(/invoice-total--green/);

    // Download: a signed address opened in a new window.
    const popup = page.waitForEvent('popup');
    await row.getByRole('button', { name: `Download invoice ${number} (PDF)` }).click();
    const tab = await popup;
    await tab.waitForURL(/\/api\/invoice\/file\/1\/\d+\.pdf\?expires=/);
    await tab.close();

    // The edit dialog: empty does nothing; a chosen status sets the invoice back to waiting (restores the demo).
    await row.getByRole('button', { name: `Edit invoice ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit invoice ${number}` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('invoice-status')).toHaveText('Paid');
    await row.getByRole('button', { name: `Edit invoice ${number}` }).click();
    await dialog.locator('.p-dropdown:has(#invoice-status)').click();
    await page.getByRole('option', { name: 'Waiting', exact: true }).click();
    await snap(page, 'invoices-edit');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Invoice ${number} is waiting for payment again`)).toBeVisible();
    await expect(row.getByTestId('invoice-status')).toHaveText('Waiting');
    await expect(row.getByTestId('invoice-total')).toHaveClass(/invoice-total--red/);
  });

  test("the ticket's summary shows its invoice and links the client to its record", async ({ page }) => {
    await signIn(page, 'admin', '/invoice');
    const first = rows(page).first();
    const number = (await first.locator('td').first().innerText()).trim();
    await first.getByRole('link', { name: /Open ticket/ }).click();
    await expect(page).toHaveURL(/\/account-summary\/\d+/);
    await expect(page.getByTestId('account-invoice-number')).toHaveText(number);
    // A closed ticket without invoice offers "make an invoice": its dialog checks the client like /clients.
    const day = 86_400_000;
    const history = await apiGet(page, `/data/accounts?startDate=${Date.now() - 3 * day}&endDate=${Date.now() - day}`);
    const closed = history.clientAccounts.filter((a: { status: string }) => a.status === 'CLOSED');
    let ticket = 0;
    for (const a of closed) {
      if ((await apiGet(page, `/invoice/account/${a.clientAccountId}`)) === null) {
        ticket = a.clientAccountId;
        break;
      }
    }
    expect(ticket).toBeGreaterThan(0);
    await page.goto(`/account-summary/${ticket}`);
    await page.getByTestId('make-invoice').click();
    const dialog = page.getByRole('dialog', { name: `Invoice for ticket ${ticket}` });
    // The client search first when clients exist (issue 22 point 2).
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Choose a client.');
    await dialog.getByText('New client', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.locator('#client-name-error')).toHaveText('Name is required.');
    await snap(page, 'account-make-invoice');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('invoice-card')).toContainText('No invoice for this ticket.');
  });

  test('a user without the invoice abilities sees the not-allowed state', async ({ page }) => {
    await signIn(page, 'server', '/invoice');
    await expect(page.getByText('You are not allowed to see this page')).toBeVisible();
  });
});
