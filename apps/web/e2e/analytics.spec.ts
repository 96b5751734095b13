import { expect, type Locator, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { signIn } from './pages/session';

/**
 * Payments, ordered products, account history, the account summary and open tables (document 3) on the demo data.
 * The browser runs in the demo organisation's time zone, so "today" is the same day for both.
 */
test.use({ timezoneId: 'Europe/Brussels' });
test.describe.configure({ timeout: 120_000 });

/** An English money text (€1,234.56 or -€6.00) in cents. */
function cents(text: string): number {
  const negative = text.includes('-') || text.includes('−');
  const value = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return negative ? -value : value;
}
const totalOf = async (card: Locator, id: string) =>
  cents(await card.getByTestId(`total-${id}`).locator('dd').innerText());
const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);
const rows = (page: Page, cardId: string) =>
  page.getByTestId(cardId).locator('tbody tr:not(.p-datatable-emptymessage)');

async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('jwt'))) ?? '';
}
async function apiGet(page: Page, url: string) {
  const res = await page.request.get(`/api${url}`, { headers: { Authorization: `Bearer ${await token(page)}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}
/** Today's bounds as the page put them in its address. */
function periodOf(page: Page): { from: number; to: number } {
  const url = new URL(page.url());
  return { from: Number(url.searchParams.get('from')), to: Number(url.searchParams.get('to')) };
}

/**
 * The page over yesterday and today: yesterday is a whole day of the demo's bistro whatever the hour, whereas just
 * after midnight today has only a few tickets (CI runs at any hour).
 */
async function openWithYesterday(page: Page, path: string, card: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/from=\d+&to=\d+/);
  const { from, to } = periodOf(page);
  await page.goto(`${path}?from=${from - 86_400_000}&to=${to}`);
  await expect(rows(page, card).first()).toBeVisible();
}

test.describe('analytics', () => {
  test('payments of today, then of a chosen period', async ({ page }) => {
    await signIn(page, 'admin', '/analytics/payments');
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/from=\d+&to=\d+/);
    await expect(rows(page, 'payments-card').first()).toBeVisible();
    const totals = page.getByTestId('payments-totals');
    const today = {
      cash: await totalOf(totals, 'cash'),
      card: await totalOf(totals, 'card'),
      total: await totalOf(totals, 'total'),
    };
    expect(today.total).toBeGreaterThan(0);
    expect(today.cash + today.card).toBeLessThanOrEqual(today.total);
    // The figures are the server's for the period in the address.
    const { from, to } = periodOf(page);
    const api = await apiGet(page, `/data/payments?startDate=${from}&endDate=${to}&limit=1`);
    expect(today.total).toBe(Math.round(api.total * 100));
    await expect(page.getByTestId('vat-card')).toContainText('VAT 21 %');
    await snap(page, 'analytics-payments-en');

    // Yesterday and today: the range starts one day earlier, Search asks the server again.
    const day = (ms: number) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', dateStyle: 'short' })
        .format(ms)
        .replaceAll('/', '-');
    await page.locator('#date-range').fill(`${day(from - 12 * 3_600_000)} - ${day(from)}`);
    await page.locator('#date-range').press('Escape');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${from - 86_400_000}&to=${to}`));
    await expect.poll(() => totalOf(totals, 'total')).toBeGreaterThan(today.total);
    await expect(page.getByTestId('payments-card').getByRole('heading')).toContainText('payments');

    await page.goto(`/analytics/payments?lng=fr&from=${from}&to=${to}`);
    await expect(page.getByRole('heading', { name: 'Paiements', level: 1 })).toBeVisible();
    await expect(rows(page, 'payments-card').first()).toBeVisible();
    await snap(page, 'analytics-payments-fr');
    // The pickers speak the interface language and start weeks on monday.
    await page.locator('.date-range .p-datepicker-trigger').first().click();
    await expect(page.locator('.p-datepicker thead th').first()).toHaveText('L');
    await snap(page, 'analytics-period-picker-fr');
    await page.keyboard.press('Escape');
  });

  test('deleting an ordered product moves the totals', async ({ page }) => {
    await signIn(page, 'admin');
    await openWithYesterday(page, '/analytics/orders', 'orders-card');
    await expect(page.getByRole('heading', { name: 'Ordered products', level: 1 })).toBeVisible();
    const totals = page.getByTestId('orders-totals');
    const before = await totalOf(totals, 'total');
    await snap(page, 'analytics-orders-en');

    // Keyword search narrows the list, not the period's totals.
    await page.getByRole('searchbox', { name: 'Keyword search' }).fill('Duvel');
    await expect(page).toHaveURL(/q=Duvel/);
    await expect(rows(page, 'orders-card').first()).toContainText('Duvel');
    expect(await totalOf(totals, 'total')).toBe(before);

    // A correction ticket's line (negative, from the demo's corrections) cannot be corrected itself.
    const correctionLine = rows(page, 'orders-card').filter({ hasText: '× -' }).first();
    if (await correctionLine.count())
      await expect(correctionLine.getByRole('button', { name: /^Delete / })).toBeDisabled();
    const row = rows(page, 'orders-card').filter({ hasNotText: '× -' }).first();
    const price = cents(await row.locator('td').nth(4).innerText());
    await row.getByRole('button', { name: /^Delete / }).click();
    // An open ticket's line is voided after a plain confirmation; a closed ticket's is corrected, with a reason.
    const dialog = page.locator('.p-confirm-dialog');
    const correcting = page.getByRole('dialog', { name: 'Delete Duvel' });
    await expect(dialog.or(correcting)).toBeVisible();
    if (await correcting.isVisible()) {
      await expect(correcting).toContainText('Delete “Duvel”');
      await expect(correcting).toContainText('a correction ticket is made in the shift open now');
      await correcting.locator('.p-dropdown').click();
      await page.locator('.p-dropdown-panel').getByRole('option', { name: 'Customer return', exact: true }).click();
      await snap(page, 'analytics-orders-delete');
      await correcting.getByRole('button', { name: 'Delete and refund' }).click();
    } else {
      await expect(dialog).toContainText('Delete “Duvel”');
      await snap(page, 'analytics-orders-delete');
      await dialog.getByRole('button', { name: 'Delete' }).click();
    }
    // The ordered-products page says "deleted" either way (a closed ticket's line is cancelled by a correction ticket
    // made now, which counts in this period: it ends today).
    await expect(toast(page, '“Duvel” deleted')).toBeVisible();
    await expect.poll(() => totalOf(totals, 'total')).toBe(before - price);

    // An option cannot go on its own.
    await page.getByRole('searchbox', { name: 'Keyword search' }).fill('');
    const option = rows(page, 'orders-card')
      .filter({ has: page.locator('.history-option') })
      .first();
    if (await option.count()) await expect(option.getByRole('button', { name: /^Delete / })).toBeDisabled();

    await page.goto('/analytics/orders?lng=fr');
    await expect(rows(page, 'orders-card').first()).toBeVisible();
    await snap(page, 'analytics-orders-fr');
  });

  test('account history filters by keyword, status and source', async ({ page }) => {
    await signIn(page, 'admin', '/analytics/accounts');
    await expect(page.getByRole('heading', { name: 'Account history', level: 1 })).toBeVisible();
    const list = rows(page, 'accounts-card');
    await expect(list.first()).toBeVisible();
    const all = await list.count();
    await snap(page, 'analytics-accounts-en');

    // Status and source are chosen by their names; the badge names the status, the code stays in data-status.
    const choose = async (id: string, option: string | null) => {
      if (option === null) {
        await page.getByTestId(id).locator('.p-dropdown-clear-icon').click();
        return;
      }
      await page.getByTestId(id).click();
      await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
    };
    const statuses = () => list.locator('[data-status]').evaluateAll((els) => els.map((e) => e.dataset.status));
    await choose('accounts-status', 'Open');
    await expect(page).toHaveURL(/status=OPEN/);
    await expect(list.first()).toBeVisible();
    await expect.poll(async () => (await statuses()).every((s) => s === 'OPEN')).toBe(true);
    await expect(list.locator('[data-status]').first()).toHaveText('Open');
    expect(await list.count()).toBeLessThan(all);

    await choose('accounts-status', 'Closed');
    await expect.poll(async () => (await statuses()).every((s) => s === 'CLOSED')).toBe(true);
    await choose('accounts-source', 'Kiosk');
    await expect(page).toHaveURL(/source=KIOSK/);
    await choose('accounts-source', 'Till');
    await expect(list.first()).toBeVisible();
    await expect(list.first()).toContainText('Till');

    await choose('accounts-status', null);
    await choose('accounts-source', null);
    await page.getByRole('searchbox', { name: 'Keyword search' }).fill('takeaway');
    await expect(list.first()).toContainText('Takeaway');
    await expect(page).toHaveURL(/q=takeaway/);

    await page.goto('/analytics/accounts?lng=fr');
    await expect(list.first()).toBeVisible();
    await snap(page, 'analytics-accounts-fr');
  });

  test('changing a payment from cash to card on an account summary moves the totals', async ({ page }) => {
    await signIn(page, 'admin');
    await openWithYesterday(page, '/analytics/accounts', 'accounts-card');
    const { from, to } = periodOf(page);
    const history = await apiGet(page, `/data/accounts?startDate=${from}&endDate=${to}&status=CLOSED&limit=10000`);
    type Listed = {
      clientAccountId: number;
      correctsAccountId: number | null;
      payTypes: string[];
      paymentTransactions: { paymentType: string; amountPaid: number }[];
    };
    // Not a correction ticket, nor a ticket the demo corrected already.
    const corrected = new Set(history.clientAccounts.map((a: Listed) => a.correctsAccountId));
    const account = history.clientAccounts.find(
      (a: Listed) =>
        a.correctsAccountId === null &&
        !corrected.has(a.clientAccountId) &&
        a.payTypes.length === 1 &&
        a.payTypes[0] === 'CASH' &&
        a.paymentTransactions.length === 1 &&
        (a.paymentTransactions[0]?.amountPaid ?? 0) > 0,
    );
    expect(account).toBeTruthy();

    await page.getByRole('searchbox', { name: 'Keyword search' }).fill(String(account.clientAccountId));
    await rows(page, 'accounts-card')
      .getByRole('button', { name: `Open account ${account.clientAccountId}`, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/account-summary/${account.clientAccountId}$`));
    await expect(page.getByRole('heading', { name: `Account ${account.clientAccountId}`, level: 1 })).toBeVisible();
    await expect(page.getByTestId('fact-status')).toContainText('Closed');
    const breakdown = page.getByTestId('account-breakdown');
    const cash = await totalOf(breakdown, 'cash');
    expect(cash).toBe(Math.round(account.totalData.total * 100));
    await snap(page, 'account-summary-en');

    const payment = page.locator('[data-testid^="transaction-"][data-type="CASH"][data-reversed="false"]');
    await payment.getByRole('button', { name: /^Edit payment/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit payment' });
    // The ticket is closed: the change is a correction ticket in the open shift, and it needs a type and a reason.
    await expect(dialog).toContainText('a correction ticket is made in the shift open now');
    const save = dialog.getByRole('button', { name: 'Save' });
    await save.click();
    await expect(page.locator('#payment-edit-dialog-type-error')).toHaveText('Choose cash or card to save.');
    await expect(page.locator('#payment-edit-dialog-reason-error')).toHaveText('Required');
    await expect(dialog.getByRole('button', { name: 'Cash' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Card' }).click();
    await dialog.locator('.p-dropdown').click();
    await page.locator('.p-dropdown-panel').getByRole('option', { name: 'Wrong payment type', exact: true }).click();
    await snap(page, 'account-summary-edit-payment');
    await save.click();
    await expect(toast(page, 'Payment type changed')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The original stays as registered; the correction moves the amount from cash to card, its total is 0.
    const corrections = page.getByTestId('corrections-card');
    await expect(corrections).toBeVisible();
    expect(await totalOf(breakdown, 'cash')).toBe(cash);
    const payments = corrections.locator('[data-testid^="correction-payment-"]');
    await expect(payments).toHaveCount(2);
    await expect(payments.filter({ hasText: 'Cash' })).toContainText(`-€${(cash / 100).toFixed(2)}`);
    await expect(payments.filter({ hasText: 'Card' })).toContainText(`€${(cash / 100).toFixed(2)}`);
    await expect(corrections).toContainText('Wrong payment type');
    expect(await totalOf(page.getByTestId('account-totals'), 'corrected')).toBe(cash);

    await page.goto(`/account-summary/${account.clientAccountId}?lng=fr`);
    await expect(page.getByTestId('account-lines').locator('tbody tr').first()).toBeVisible();
    await snap(page, 'account-summary-fr');

    // A summary the server does not answer goes back, saying why.
    await page.goto('/analytics/accounts');
    await page.goto('/account-summary/999999');
    await expect(toast(page, 'Account not found')).toBeVisible();
    await expect(page).toHaveURL(/\/analytics\/accounts/);
  });

  test('open tables lead to the account summary', async ({ page }) => {
    await signIn(page, 'admin', '/open-tables');
    await expect(page.getByRole('heading', { name: 'Open tables', level: 1 })).toBeVisible();
    const tile = page.locator('[data-testid^="open-table-"]').first();
    await expect(tile).toBeVisible();
    const number = (await tile.getAttribute('data-testid'))!.replace('open-table-', '');
    await snap(page, 'open-tables-en');
    await tile.click();
    await expect(page).toHaveURL(/\/account-summary\/\d+$/);
    await expect(page.getByTestId('fact-table')).toContainText(number);
    await expect(page.getByTestId('fact-status')).toContainText('Open');
    await snap(page, 'account-summary-open-en');

    await page.goto('/open-tables?lng=fr');
    await expect(page.getByRole('heading', { name: 'Tables ouvertes', level: 1 })).toBeVisible();
    await snap(page, 'open-tables-fr');
    await page.goto('/open-takeaway');
    await expect(page.getByRole('heading', { name: 'Open takeaway', level: 1 })).toBeVisible();
    await snap(page, 'open-takeaway-en');
  });
});
