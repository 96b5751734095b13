import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { signIn } from './pages/session';

/**
 * /closures (issue 24): the journal's state against GET /journal/verify, the closures (or their empty state while
 * the demo has none: closures are made by the scheduler once a day has ended), the public key, archive and FEC
 * downloads with their explained refusals, and the account mapping. Desktop and phone, English, French and Dutch.
 */
test.use({ timezoneId: 'Europe/Brussels', acceptDownloads: true });
// A busy machine: the page and the verification may take a while to arrive.
test.describe.configure({ timeout: 120_000 });

const card = (page: Page, id: string) => page.getByTestId(id);
const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('jwt'))) ?? '';
}

/** GET an API path as the signed-in user. */
async function get<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${await token(page)}` } });
  expect(res.ok(), path).toBe(true);
  return (await res.json()).data as T;
}

/** Clicks and returns the downloaded file's name and text. */
async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

/** The closures table's rows, or its empty line: whichever the page shows once loaded. */
async function closureRows(page: Page) {
  const rows = card(page, 'closures-card').locator('tbody tr:not(.p-datatable-emptymessage)');
  const empty = card(page, 'closures-card').locator('tbody tr.p-datatable-emptymessage');
  await expect(rows.first().or(empty)).toBeVisible({ timeout: 30_000 });
  return { rows, empty: await empty.isVisible() };
}

/** The period the downloads propose: the last whole month of the Brussels calendar (YYYY-MM-DD, both included). */
function lastMonthInBrussels() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
  const [y, m] = today.split('-').map(Number) as [number, number];
  const [year, month] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

interface Verify {
  intact: boolean;
  entries: number;
  fingerprint: string | null;
}
interface ClosureDto {
  period: string;
  grand: { total: number };
}

test.describe('closures', () => {
  test('an admin reads the journal state, the closures and downloads the public key, an archive, a FEC and a WinBooks file', async ({
    page,
  }) => {
    await signIn(page, 'admin', '/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Closures' }).click();
    await expect(page).toHaveURL(/\/closures$/);
    await expect(page.getByRole('heading', { name: 'Closures', level: 1 })).toBeVisible({ timeout: 30_000 });

    // The journal's state is the server's verification (Verify again asks again and shows the answer).
    const journal = card(page, 'journal-card');
    await expect(journal.getByTestId('journal-state')).toBeVisible({ timeout: 30_000 });
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/journal/verify') && r.ok()),
      journal.getByTestId('journal-verify').click(),
    ]);
    const state = (await answer.json()).data as Verify;
    await expect(journal.getByTestId('journal-state')).toHaveText(state.intact ? 'Intact' : /^Broken at entry \d+/);
    expect(state.fingerprint).toMatch(/^([0-9a-f]{2}:){15}[0-9a-f]{2}$/);
    await expect(journal.getByTestId('journal-fingerprint')).toHaveText(state.fingerprint!);
    await expect(journal).toContainText(`Entries${state.entries.toLocaleString('en-IE')}`);

    const key = await download(page, journal.getByTestId('journal-public-key'));
    expect(key.name).toMatch(/^comptoir-journal-1-public-key\.pem$/);
    expect(key.text).toContain('-----BEGIN PUBLIC KEY-----');

    // The closures: the server's days, newest first, with their grand total; or the empty state.
    const { rows, empty } = await closureRows(page);
    const days = await get<ClosureDto[]>(page, '/journal/closures?kind=DAY');
    if (empty) {
      test.info().annotations.push({ type: 'demo', description: 'the demo has no closure yet: empty state tested' });
      await expect(card(page, 'closures-card')).toContainText('No closure yet');
    } else {
      await expect(rows).toHaveCount(days.length);
      const [y, m, d] = days[0]!.period.split('-');
      const first = rows.first();
      await expect(first).toContainText(`${d}/${m}/${y}`);
      const grand = (days[0]!.grand.total / 100).toLocaleString('en-IE', { minimumFractionDigits: 2 });
      await expect(first.locator('.closure-cell--grand')).toContainText(grand);
      await first.getByRole('button', { name: /^Show the details of/ }).click();
      await expect(page.getByTestId(`closure-details-${days[0]!.period}`)).toContainText('Closed and signed');
    }
    await page.mouse.move(900, 20);
    await snap(page, 'closures-en');

    // The kind of closure is in the address and asks the server for that kind.
    const months = page.waitForResponse((r) => r.url().includes('/api/journal/closures?kind=MONTH'));
    await card(page, 'closures-kind').getByText('Months').click();
    await months;
    await expect(page).toHaveURL(/kind=MONTH/);

    // A year with nothing closed is explained, not shown as a raw error.
    const downloads = card(page, 'downloads-card');
    await downloads.getByLabel('Year', { exact: true }).fill('2001');
    await downloads.getByRole('button', { name: 'Archive of the year' }).click();
    await expect(downloads.getByTestId('downloads-message')).toHaveText(
      'No day is closed in that period yet: there is nothing to put in the file.',
    );

    // The FEC of the proposed period (last month): named by the server, its header the 18 legal columns.
    const fec = await download(page, downloads.getByTestId('download-fec'));
    expect(fec.name).toMatch(/^\d{9,14}FEC\d{8}\.txt$/);
    expect(
      fec.text
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)[0]
        ?.split('\t'),
    ).toHaveLength(18);
    expect(fec.text).toMatch(/^\uFEFF?JournalCode\tJournalLib\tEcritureNum/);
    await expect(downloads.getByTestId('downloads-message')).toHaveCount(0);

    // The WinBooks file of the same period (ACT.TXT): one quoted 36-field record per line, the first one the first
    // line of the first closed day of the period; an empty file when no day of it is closed.
    const winbooks = await download(page, downloads.getByTestId('download-winbooks'));
    expect(winbooks.name).toMatch(/^\d{9,14}ACT\d{8}\.txt$/);
    await expect(downloads.getByTestId('downloads-message')).toHaveCount(0);
    const period = lastMonthInBrussels();
    const closed = days.filter((d) => d.period >= period.start && d.period <= period.end).map((d) => d.period);
    const journalCode = (await get<{ journalCode: string }>(page, '/journal/accounts')).journalCode;
    if (closed.length === 0) expect(winbooks.text).toBe('');
    else {
      const firstLine = winbooks.text.split('\r\n')[0]!;
      expect(firstLine).toMatch(/^"[^"]*"(,"[^"]*"){35}$/);
      const day = closed.sort()[0]!;
      const date = day.replaceAll('-', '');
      expect(firstLine.startsWith(`"3","${journalCode}","5","${date}","001","",`)).toBe(true);
      expect(firstLine).toContain(`,"","${day.slice(5, 7)}","${date}","${date}",`);
    }
    await downloads.scrollIntoViewIfNeeded();
    await snap(page, 'closures-en-downloads');

    // The archive of this year (signed JSON): the same key as the page shows.
    const year = new Date().getFullYear();
    await downloads.getByLabel('Year', { exact: true }).fill(String(year));
    const archive = await download(page, downloads.getByRole('button', { name: 'Archive of the year' }));
    expect(archive.name).toBe(`comptoir-journal-1-${year}.json`);
    const signed = JSON.parse(archive.text) as { fingerprint: string; period: { label: string } };
    expect(signed.fingerprint).toBe(state.fingerprint);
    expect(signed.period.label).toBe(String(year));

    // The archive of the proposed period (last month): a file when a day of it is closed, else the explanation.
    const message = downloads.getByTestId('downloads-message');
    const [outcome] = await Promise.all([
      Promise.race([
        page.waitForEvent('download').then((file) => file.suggestedFilename()),
        message.waitFor().then(() => null),
      ]),
      downloads.getByTestId('download-period-archive').click(),
    ]);
    if (outcome) expect(outcome).toMatch(/^comptoir-journal-1-\d{8}-\d{8}\.json$/);
    else await expect(message).toContainText('No day is closed in that period');
  });

  test('the account mapping: a wrong number is refused under its field, a good one is saved', async ({ page }) => {
    await signIn(page, 'admin', '/closures');
    const section = page.getByTestId('section-fiscal-accounts');
    const before = await get<Record<string, unknown>>(page, '/journal/accounts');
    await expect(section.getByLabel('Journal code')).toHaveValue(String(before.journalCode), { timeout: 30_000 });

    await section.getByLabel('Tips account').fill('48-9000');
    await section.getByTestId('fiscal-accounts-save').click();
    await expect(section.locator('#accounts-tips-error')).toHaveText('Digits and capital letters only, at most 17');
    await section.getByLabel('Tips account').fill('489 001');
    await expect(section.getByLabel('Tips account')).toHaveValue('489001');
    await section.getByTestId('fiscal-accounts-save').click();
    await expect(toast(page, 'Accounts saved')).toBeVisible();
    expect((await get<{ tips: string }>(page, '/journal/accounts')).tips).toBe('489001');
    await page.reload();
    await expect(section.getByLabel('Tips account')).toHaveValue('489001', { timeout: 30_000 });

    // Back to what the demo had, for the other specs.
    const res = await page.request.put('/api/journal/accounts', {
      headers: { authorization: `Bearer ${await token(page)}` },
      data: before,
    });
    expect(res.ok()).toBe(true);
  });

  test('a user without ADMIN_FISCAL has no link and sees the not-allowed state', async ({ page }) => {
    await signIn(page, 'server', '/closures');
    await expect(page.getByText('You are not allowed to see this page')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Closures' })).toHaveCount(0);
  });
});

test.describe('closures on a phone, in French', () => {
  test.use({ locale: 'fr-BE', viewport: { width: 390, height: 844 } });

  test('the journal state and the closures as cards', async ({ page }) => {
    await signIn(page, 'admin', '/closures');
    await expect(page.getByRole('heading', { name: 'Clôtures', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(card(page, 'journal-card').getByTestId('journal-state')).toHaveText(/^(Intact|Rompu à l'écriture)/, {
      timeout: 30_000,
    });
    const { rows, empty } = await closureRows(page);
    if (!empty) {
      // A row is a card: the column names are shown in it, the table's header is not.
      await expect(card(page, 'closures-card').locator('thead')).toBeHidden();
      await expect(rows.first().locator('.closure-cell__label').first()).toBeVisible();
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await snap(page, 'closures-fr-phone');
    await card(page, 'downloads-card').scrollIntoViewIfNeeded();
    await snap(page, 'closures-fr-phone-downloads');
  });
});

test.describe('closures in Dutch', () => {
  test.use({ locale: 'nl-BE' });

  test('the page in Dutch', async ({ page }) => {
    await signIn(page, 'admin', '/closures');
    await expect(page.getByRole('heading', { name: 'Afsluitingen', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('section-fiscal-accounts')).toContainText('Rekeningen van de exports', {
      timeout: 30_000,
    });
    await snap(page, 'closures-nl');
  });
});
