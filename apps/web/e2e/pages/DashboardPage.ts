import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of /dashboard. */
export class DashboardPage {
  readonly content: Locator;
  readonly intervalSelect: Locator;
  readonly shiftCard: Locator;
  readonly shiftBadge: Locator;
  readonly openShiftButton: Locator;
  readonly forbidden: Locator;

  constructor(readonly page: Page) {
    this.content = page.getByTestId('dashboard');
    this.intervalSelect = page.getByTestId('interval-select');
    this.shiftCard = page.getByTestId('shift-card');
    this.shiftBadge = page.getByTestId('shift-badge');
    this.openShiftButton = page.getByTestId('open-shift');
    this.forbidden = page.getByTestId('dashboard-forbidden');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/dashboard${query}`);
    await this.waitLoaded();
  }

  /** Waits until the figures are shown and no reload is under way (month intervals can take a while to compute). */
  async waitLoaded(timeout = 60_000): Promise<void> {
    await expect(this.content).toBeVisible({ timeout });
    await expect(this.content).toHaveAttribute('aria-busy', 'false', { timeout });
  }

  /** The figure of a counter card, e.g. stat('sales-total'). */
  stat(id: string): Locator {
    return this.page.getByTestId(`stat-${id}`).getByTestId('stat-value');
  }

  async chooseInterval(label: string): Promise<void> {
    await this.intervalSelect.click();
    await this.page.locator('.dash-interval__panel').getByRole('option', { name: label, exact: true }).click();
  }

  /** The session token of the signed-in page, for API calls made beside the UI. */
  async token(): Promise<string> {
    const token = await this.page.evaluate(() => localStorage.getItem('jwt'));
    if (!token) throw new Error('not signed in');
    return token;
  }
}
