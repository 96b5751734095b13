import { expect, type Locator, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { signIn } from './pages/session';

/**
 * Issue 21 in the console: correcting a closed ticket asks why and makes a correction ticket shown on the original;
 * a closed shift shows its Z number and its drawer line by line. On the demo data (today's shift is open).
 */
test.use({ timezoneId: 'Europe/Brussels' });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** An English money text (€1,234.56 or -€6.00) in cents. */
function cents(text: string): number {
  const negative = text.includes('-') || text.includes('−');
  const value = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return negative ? -value : value;
}
const euroCents = (euros: number) => Math.round(euros * 100);
const totalOf = async (card: Locator, id: string) =>
  cents(await card.getByTestId(`total-${id}`).locator('dd').innerText());
const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

async function apiGet(page: Page, url: string) {
  const token = (await page.evaluate(() => localStorage.getItem('jwt'))) ?? '';
  const res = await page.request.get(`/api${url}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), url).toBe(200);
  return (await res.json()).data;
}

interface Line {
  orderedProductId: number;
  chargedPriceVatIncl: number;
  linkedToOrderedProductId: number | null;
  product: { name: string };
}

/**
 * A closed ticket of the last days paid in cash or card, without a discount, option or correction, with two products:
 * deleting one refunds exactly its price.
 */
async function plainClosedTicket(page: Page) {
  const now = Date.now();
  const list = await apiGet(
    page,
    `/data/accounts?startDate=${now - 3 * 86_400_000}&endDate=${now}&status=CLOSED&limit=300`,
  );
  for (const account of list.clientAccounts as {
    clientAccountId: number;
    correctsAccountId: number | null;
    payTypes: string[];
  }[]) {
    if (account.correctsAccountId !== null) continue;
    if (!account.payTypes.every((type) => type === 'CASH' || type === 'CARD')) continue;
    const detail = await apiGet(page, `/client_account/${account.clientAccountId}`);
    const lines = detail.orderedProducts as Line[];
    if (detail.corrections.length > 0 || detail.clientAccount.clientData) continue;
    if (lines.length < 2 || lines.some((l) => l.linkedToOrderedProductId !== null || l.chargedPriceVatIncl <= 0))
      continue;
    return { id: account.clientAccountId as number, total: euroCents(detail.totalData.total), line: lines[0] as Line };
  }
  throw new Error('no plain closed ticket in the demo');
}

test.describe('ledger', () => {
  test('correcting a closed ticket asks why, then shows the correction ticket with its refund', async ({ page }) => {
    await signIn(page, 'admin', '/analytics/accounts');
    const ticket = await plainClosedTicket(page);
    const price = euroCents(ticket.line.chargedPriceVatIncl);
    await page.goto(`/account-summary/${ticket.id}`);
    await expect(page.getByRole('heading', { name: `Account ${ticket.id}`, level: 1 })).toBeVisible();
    await expect(page.getByTestId('corrections-card')).toHaveCount(0);

    const line = page.getByTestId('account-lines').locator('tbody tr').first();
    await line.getByRole('button', { name: `Delete ${ticket.line.product.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${ticket.line.product.name}` });
    await expect(dialog).toContainText('a correction ticket is made in the shift open now');
    await expect(dialog).toContainText(`refunds what was paid for them: €${(price / 100).toFixed(2)}`);
    const submit = dialog.getByRole('button', { name: 'Delete and refund' });

    // No reason: refused on the field.
    await submit.click();
    await expect(page.locator('#line-delete-dialog-reason-error')).toHaveText('Required');
    // "Other" needs a note.
    await dialog.locator('.p-dropdown').click();
    await page.locator('.p-dropdown-panel').getByRole('option', { name: 'Other', exact: true }).click();
    await submit.click();
    await expect(page.locator('#line-delete-dialog-note-error')).toHaveText('Describe the reason');
    await expect(dialog.getByRole('alert')).toHaveText('Check the highlighted fields.');
    await snap(page, 'ledger-correction-dialog-en');
    await dialog.getByLabel('Note').fill('Glass broken at the table');
    await submit.click();
    await expect(toast(page, `“${ticket.line.product.name}” cancelled by a correction ticket`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The original stays as registered; its correction is listed with the refund.
    const card = page.getByTestId('corrections-card');
    await expect(card).toBeVisible();
    const correction = card.locator('[data-testid^="correction-"]').first();
    const correctionId = Number((await correction.getAttribute('data-testid'))?.replace('correction-', ''));
    expect(correctionId).toBeGreaterThan(ticket.id);
    await expect(card.getByTestId(`correction-${correctionId}-reason`)).toContainText('Other');
    await expect(card.getByTestId(`correction-${correctionId}-reason`)).toContainText('Glass broken at the table');
    expect(cents(await card.getByTestId(`correction-${correctionId}-total`).innerText())).toBe(-price);
    const refunds = card.locator('[data-testid^="correction-payment-"]');
    await expect(refunds.first()).toBeVisible();
    let refunded = 0;
    for (const text of await refunds.allInnerTexts()) refunded += cents(text.split('\n').pop() ?? '');
    expect(refunded).toBe(-price);
    const totals = page.getByTestId('account-totals');
    expect(await totalOf(totals, 'account')).toBe(ticket.total);
    expect(await totalOf(totals, 'corrected')).toBe(ticket.total - price);
    await expect(page.getByTestId(`corrected-${ticket.line.orderedProductId}`)).toBeVisible();
    await expect(line.getByRole('button', { name: `Delete ${ticket.line.product.name}` })).toBeDisabled();
    await snap(page, 'ledger-summary-corrected-en');

    // The correction ticket's own summary names its original and offers no correction.
    await card.getByRole('link', { name: `Open correction ticket ${correctionId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/account-summary/${correctionId}$`));
    const banner = page.getByTestId('correction-banner');
    await expect(banner).toContainText(`Correction of ticket ${ticket.id}`);
    await expect(banner).toContainText('Reason: Other · Glass broken at the table');
    await expect(page.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    await snap(page, 'ledger-correction-ticket-en');
    await banner.getByRole('link', { name: `Correction of ticket ${ticket.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/account-summary/${ticket.id}$`));

    // The same in French and Dutch, and the dialog on a phone.
    for (const lng of ['fr', 'nl'] as const) {
      await page.goto(`/account-summary/${ticket.id}?lng=${lng}`);
      await expect(page.getByTestId('corrections-card')).toBeVisible();
      await snap(page, `ledger-summary-corrected-${lng}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/account-summary/${ticket.id}?lng=en`);
    await expect(page.getByTestId('corrections-card')).toBeVisible();
    await page.getByTestId('corrections-card').scrollIntoViewIfNeeded();
    await snap(page, 'ledger-summary-corrected-phone-en');
    await page
      .getByTestId('account-lines')
      .locator('tbody tr')
      .nth(1)
      .getByRole('button', { name: /^Delete / })
      .click();
    await expect(page.locator('#line-delete-dialog')).toBeVisible();
    await snap(page, 'ledger-correction-dialog-phone-en');
    await page.keyboard.press('Escape');
    for (const lng of ['fr', 'nl'] as const) {
      await page.goto(`/account-summary/${ticket.id}?lng=${lng}`);
      await expect(page.getByTestId('corrections-card')).toBeVisible();
      await page.getByTestId('account-lines').locator('tbody tr').nth(1).locator('button.p-button-danger').click();
      await expect(page.locator('#line-delete-dialog')).toBeVisible();
      await snap(page, `ledger-correction-dialog-phone-${lng}`);
      await page.keyboard.press('Escape');
    }
  });

  test('a closed shift shows its Z number and its drawer line by line', async ({ page }) => {
    await signIn(page, 'admin', '/analytics/shifts');
    const list = page.getByTestId('shifts-table').locator('tbody tr:not(.p-datatable-emptymessage)');
    await expect(list.first()).toContainText('Live');
    const number = (await list.nth(1).locator('td').first().innerText()).trim();
    await page.getByRole('button', { name: `Details of shift ${number}` }).click();
    await expect(page).toHaveURL(/\/shift-details\/\d+$/);
    const shiftId = Number(page.url().split('/').pop());
    const shift = await apiGet(page, `/shift/${shiftId}`);
    expect(shift.zNumber).toBeGreaterThan(0);
    await expect(page.getByTestId('shift-z-number')).toHaveText(`Z no. ${shift.zNumber}`);

    const info = page.getByTestId('shift-info');
    const row = async (id: string) => cents(await info.getByTestId(`info-${id}`).locator('dd').innerText());
    const drawer = shift.drawer;
    expect(await row('start-cash')).toBe(euroCents(drawer.openingCash));
    expect(await row('cash-sales')).toBe(euroCents(drawer.cashSales));
    expect(await row('cash-tips')).toBe(euroCents(drawer.cashTips));
    expect(await row('cash-refunds')).toBe(euroCents(drawer.cashRefunds));
    await expect(info.getByTestId('info-cash-other')).toHaveCount(drawer.cashOther === 0 ? 0 : 1);
    const other = drawer.cashOther === 0 ? 0 : await row('cash-other');
    const expected = await row('expected-cash');
    // The lines add up: opening + sales + tips - refunds (+ other) = expected; counted - expected = difference.
    expect(
      (await row('start-cash')) +
        (await row('cash-sales')) +
        (await row('cash-tips')) -
        (await row('cash-refunds')) +
        other,
    ).toBe(expected);
    expect(await row('end-cash')).toBe(euroCents(drawer.countedCash));
    expect(await row('difference')).toBe((await row('end-cash')) - expected);
    await expect(info).toContainText('+ Cash tips');
    await snap(page, 'ledger-shift-detail-en');

    // The shift's statistics show the same.
    await page.getByTestId('open-stats').click();
    await expect(page).toHaveURL(new RegExp(`/shift-stats/${shiftId}$`));
    await expect(page.getByTestId('shift-z-number')).toHaveText(`Z no. ${shift.zNumber}`);
    expect(await row('expected-cash')).toBe(expected);

    for (const [lng, z] of [
      ['fr', 'Z n°'],
      ['nl', 'Z nr.'],
    ] as const) {
      await page.goto(`/shift-details/${shiftId}?lng=${lng}`);
      await expect(page.getByTestId('shift-z-number')).toHaveText(`${z} ${shift.zNumber}`);
      await snap(page, `ledger-shift-detail-${lng}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    for (const lng of ['en', 'fr', 'nl'] as const) {
      await page.goto(`/shift-details/${shiftId}?lng=${lng}`);
      await expect(page.getByTestId('shift-z-number')).toBeVisible();
      await page.getByTestId('shift-info').scrollIntoViewIfNeeded();
      await snap(page, `ledger-shift-detail-phone-${lng}`);
    }
  });

  test('tips are shown outside the total on the payments page and on the dashboard', async ({ page }) => {
    await signIn(page, 'admin', '/analytics/payments');
    await expect(page).toHaveURL(/from=\d+&to=\d+/);
    const url = new URL(page.url());
    // Ten days back.
    const to = Number(url.searchParams.get('to'));
    const from = Number(url.searchParams.get('from')) - 10 * 86_400_000;
    const data = await apiGet(page, `/data/payments?startDate=${from}&endDate=${to}&limit=1`);
    await page.goto(`/analytics/payments?from=${from}&to=${to}`);
    const totals = page.getByTestId('payments-totals');
    await expect(totals.getByTestId('total-total')).toBeVisible();
    expect(await totalOf(totals, 'total')).toBe(euroCents(data.total));
    // The tip lines follow the server's figures: shown (with their cash part) when the period has tips, else absent.
    if (data.totalTips === 0 && data.totalCashTips === 0) {
      await expect(totals.getByTestId('total-tips')).toHaveCount(0);
    } else {
      expect(await totalOf(totals, 'tips')).toBe(euroCents(data.totalTips));
      expect(await totalOf(totals, 'cash-tips')).toBe(euroCents(data.totalCashTips));
    }
    await snap(page, 'ledger-payments-tips-en');

    await page.goto('/dashboard?interval=LAST_MONTH');
    const month = await apiGet(page, '/data/dashboard?timeInterval=LAST_MONTH');
    const tips = page.getByTestId('sales-tips');
    if (month.salesData.totalTips === 0) await expect(tips).toHaveCount(0);
    else {
      await expect(tips).toContainText('(not in the sales)');
      expect(cents(await tips.innerText())).toBe(euroCents(month.salesData.totalTips));
    }
  });
});
