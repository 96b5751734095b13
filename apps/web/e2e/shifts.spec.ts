import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import pdf from 'pdf-parse/lib/pdf-parse.js';
import { snap } from './helpers';
import { signIn } from './pages/session';

/**
 * Shift list, shift detail with its Z report, closing the shift through the dialog, statistics for a range and the
 * worker shifts, on the demo data (60 days of shifts, today's open). The browser runs in the organisation's zone.
 */
test.use({ timezoneId: 'Europe/Brussels', acceptDownloads: true });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const rows = (page: Page, cardId: string) =>
  page.getByTestId(cardId).locator('tbody tr:not(.p-datatable-emptymessage)');
const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

/** An English money text (€1,234.56 or -€6.00) in cents. */
function cents(text: string): number {
  const value = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return text.includes('-') ? -value : value;
}
const total = async (page: Page, id: string) =>
  cents(await page.getByTestId('totals-card').getByTestId(`total-${id}`).locator('dd').innerText());

async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('jwt'))) ?? '';
}

/** Clicks and returns the downloaded file's name and bytes. */
async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

/** The amount printed after a label at the start of a line of the report. */
function printed(text: string, label: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(label));
  return line === undefined ? undefined : cents(line.slice(label.length));
}

test.describe('shifts', () => {
  test('the shift list, a shift detail and its Z report, which matches the page to the cent', async ({ page }) => {
    await signIn(page, 'admin', '/analytics/shifts');
    await expect(page.getByRole('heading', { name: 'Shifts', level: 1 })).toBeVisible();
    const list = rows(page, 'shifts-table');
    // Default window: 7 days back to 2 days ahead: 8 demo shifts, today's live one first.
    await expect(list.first()).toBeVisible();
    expect(await list.count()).toBeGreaterThanOrEqual(7);
    await expect(list.first()).toContainText('Live');
    await expect(page.locator('.page-header__subtitle')).toContainText(/^From .* to .*, Europe\/Brussels$/);
    await expect(page.getByTestId('open-shift-card')).toHaveCount(0);
    expect(await total(page, 'grand')).toBeGreaterThan(0);
    await snap(page, 'shifts-list-en');

    // Keyword search filters the rows (kept in the address).
    const number = (await list.nth(1).locator('td').first().innerText()).trim();
    await page.getByTestId('shifts-table').getByRole('searchbox').fill(`zzz-${number}`);
    await expect(page.getByTestId('shifts-table')).toContainText('No shift in this period.');
    await page.getByTestId('shifts-table').getByRole('searchbox').fill('');

    // The last closed shift's detail.
    await page.getByRole('button', { name: `Details of shift ${number}` }).click();
    await expect(page).toHaveURL(/\/shift-details\/\d+$/);
    await expect(page.getByRole('heading', { name: `Shift ${number}`, level: 1 })).toBeVisible();
    await expect(rows(page, 'accounts-table').first()).toBeVisible();
    await expect(page.getByTestId('close-shift')).toHaveCount(0);
    await expect(page.getByTestId('info-close-user')).not.toContainText(/^-$/);
    await expect(page.getByTestId('vat-card').locator('.vat-block').first()).toBeVisible();
    await snap(page, 'shifts-detail-en');

    const z = await download(page, page.getByTestId('download-z'));
    expect(z.name).toBe(`Z-report-shift-${number}.pdf`);
    expect(z.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdf(new Uint8Array(z.bytes) as Buffer, { version: 'v2.0.550' })).text;
    for (const [label, id] of [
      ['Cash', 'cash'],
      ['Card', 'card'],
      ['Bank transfer', 'bankTransfer'],
      ['Offered', 'offered'],
      ['Credit', 'credit'],
      ['Error', 'error'],
      ['Total sales', 'grand'],
    ] as const) {
      expect(printed(text, label), label).toBe(await total(page, id));
    }
    const x = await download(page, page.getByTestId('download-x'));
    expect(x.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // CSV export of the tickets.
    const csv = await download(page, page.getByTestId('accounts-table-export'));
    expect(csv.name).toBe('shift_summary.csv');
    expect(csv.bytes.toString('utf8')).toContain('Opened,Ticket,Name,Table,Status,Payment types,Total,User');

    // The ticket opens its account summary.
    await rows(page, 'accounts-table')
      .first()
      .getByRole('button', { name: /^Open ticket/ })
      .click();
    await expect(page).toHaveURL(/\/account-summary\/\d+$/);
  });

  test('statistics for the range of the list, then the worker shifts', async ({ page }) => {
    await signIn(page, 'admin', '/analytics/shifts');
    await expect(rows(page, 'shifts-table').first()).toBeVisible();
    const grand = await total(page, 'grand');
    await page.getByTestId('range-stats').click();
    await expect(page).toHaveURL(/\/shift-stats\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Statistics for a period', level: 1 })).toBeVisible();
    // The range statistics add up the same shifts as the list.
    await expect(page.getByTestId('totals-card')).toBeVisible();
    expect(await total(page, 'grand')).toBe(grand);
    await expect(page.getByTestId('stats-details')).toHaveCount(0);
    await expect(rows(page, 'stats-users').first()).toBeVisible();
    await expect(rows(page, 'stats-groups').first()).toBeVisible();
    // Products page by 10.
    expect(await rows(page, 'stats-products').count()).toBe(10);
    await expect(rows(page, 'stats-worker-summaries').first()).toBeVisible();
    await snap(page, 'shifts-stats-range-en');

    // Details on one user's row lists that user's shifts only; "Show everyone" lists them all.
    const summary = rows(page, 'stats-worker-summaries').first();
    const username = (await summary.locator('td').first().innerText()).trim();
    await summary.getByTestId('worker-details').click();
    await expect(page).toHaveURL(new RegExp(`/worker-shift-detail/\\d+/\\d+\\?user=${username}$`));
    await expect(rows(page, 'worker-shifts-table').first()).toBeVisible();
    for (const user of await rows(page, 'worker-shifts-table').locator('td:nth-child(2)').allInnerTexts()) {
      expect(user.trim()).toBe(username);
    }
    await page.getByTestId('workers-everyone').click();
    await expect(page).toHaveURL(/\/worker-shift-detail\/\d+\/\d+$/);
    await page.getByTestId('worker-shifts-table').getByRole('searchbox').fill('lucas');
    await expect(rows(page, 'worker-shifts-table').first()).toContainText('lucas');
    await snap(page, 'shifts-workers-en');
    // A shift id opens that shift's statistics, with 'Details' back to its detail page.
    await rows(page, 'worker-shifts-table').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/shift-stats\/\d+$/);
    await expect(page.getByTestId('stats-details')).toBeVisible();
    await page.getByTestId('stats-details').click();
    await expect(page).toHaveURL(/\/shift-details\/\d+$/);
  });

  test('closing the current shift through the dialog, then a server refusal on the dialog line', async ({ page }) => {
    await signIn(page, 'admin', '/analytics/shifts');
    const live = rows(page, 'shifts-table').first();
    await expect(live).toContainText('Live');
    const number = (await live.locator('td').first().innerText()).trim();
    await page.getByRole('button', { name: `Details of shift ${number}` }).click();
    await expect(page.getByTestId('shift-live')).toBeVisible();
    // The Z report of an open shift is refused with the server's reason.
    await page.getByTestId('download-z').click();
    await expect(toast(page, /still open/)).toBeVisible();

    await page.getByTestId('close-shift').click();
    const dialog = page.getByRole('dialog', { name: 'Close the shift' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter the cash counted in the register.')).toBeVisible();
    await dialog.getByLabel('Closing cash').pressSequentially('1234.5');
    await dialog.getByLabel('End comment').fill('Counted twice');
    await dialog.getByRole('button', { name: 'Card' }).click();
    await snap(page, 'shifts-close-dialog-en');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/analytics\/shifts$/);
    await expect(dialog).toBeHidden();
    await expect(toast(page, `Shift ${number} is closed`)).toBeVisible();
    await expect(rows(page, 'shifts-table').first()).not.toContainText('Live');
    await expect(page.getByTestId('open-shift-card')).toBeVisible();
    await snap(page, 'shifts-list-no-shift-en');

    // Open a new shift from the side card; then close it elsewhere while the dialog is open.
    await page.getByLabel('Opening cash').pressSequentially('150');
    await page.getByRole('button', { name: 'Open a shift' }).click();
    await expect(toast(page, /Shift \d+ is open/)).toBeVisible();
    await expect(page.getByTestId('open-shift-card')).toHaveCount(0);
    await expect(rows(page, 'shifts-table').first()).toContainText('Live');
    const next = (await rows(page, 'shifts-table').first().locator('td').first().innerText()).trim();
    await page.getByRole('button', { name: `Details of shift ${next}` }).click();
    await page.getByTestId('close-shift').click();
    await dialog.getByLabel('Closing cash').pressSequentially('150');
    const stop = await page.request.post('/api/shift/stop', {
      headers: { Authorization: `Bearer ${await token(page)}` },
      data: { currentCash: 150 },
    });
    expect(stop.status()).toBe(200);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('No shift is open: open a shift first.');
    await expect(dialog).toBeVisible();
    await snap(page, 'shifts-close-dialog-error-en');
    // The typed cash is not dropped silently: Cancel asks first.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
  });

  test('in French', async ({ page }) => {
    await signIn(page, 'admin', '/analytics/shifts?lng=fr');
    await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
    await expect(rows(page, 'shifts-table').first()).toBeVisible();
    await snap(page, 'shifts-list-fr');
    // The newest shift was opened and closed empty by the previous test: take yesterday's.
    const number = (await rows(page, 'shifts-table').nth(2).locator('td').first().innerText()).trim();
    await page.getByRole('button', { name: `Détails du service ${number}` }).click();
    await expect(rows(page, 'accounts-table').first()).toBeVisible();
    await expect(page.getByTestId('totals-card')).toContainText('Total des ventes');
    await snap(page, 'shifts-detail-fr');
    await page.getByTestId('open-stats').click();
    await expect(rows(page, 'stats-users').first()).toBeVisible();
    await snap(page, 'shifts-stats-fr');
  });
});
