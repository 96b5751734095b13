import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Page object of /login. Labels are looked up by their text in the page's language. */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly orgId: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(
    readonly page: Page,
    labels = { username: 'Username', password: 'Password', orgId: 'Organisation ID', submit: 'Sign in' },
  ) {
    this.username = page.getByLabel(labels.username, { exact: true });
    this.password = page.locator('#password');
    this.orgId = page.getByLabel(labels.orgId, { exact: true });
    this.submit = page.getByRole('button', { name: labels.submit });
    this.error = page.locator('#login-error');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.username).toBeVisible();
  }

  async fill(username: string, password: string, orgId: number | string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.orgId.fill(String(orgId));
  }

  /** Fills the form and submits it with Enter, as a user would. */
  async login(username: string, password = DEMO_PASSWORD, orgId: number | string = 1): Promise<void> {
    await this.goto();
    await this.fill(username, password, orgId);
    await this.orgId.press('Enter');
  }

  async loginAndWait(username: string, password = DEMO_PASSWORD, orgId: number | string = 1): Promise<void> {
    await this.login(username, password, orgId);
    // Sign-in goes /login -> / -> /check_abilities -> the first allowed page; wait for the last one, as a navigation
    // folds the menu back (a test expanding it during the redirect would find it closed again).
    await expect(this.page).not.toHaveURL(/\/(login|check_abilities)?$/, { timeout: 20_000 });
    await expect(this.page.getByRole('navigation')).toBeVisible({ timeout: 20_000 });
  }
}
