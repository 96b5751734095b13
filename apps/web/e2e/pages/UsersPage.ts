import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of /users and its dialogs (English labels unless told). */
export class UsersPage {
  readonly card: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.card = page.getByTestId('users-card');
    this.dialog = page.locator('.p-dialog.form-dialog');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/users${query}`);
  }

  row(username: string): Locator {
    return this.card
      .locator('tbody tr')
      .filter({ has: this.page.locator('.users-name__text', { hasText: new RegExp(`^${username}$`) }) });
  }

  /** Picks an option of a PrimeReact dropdown whose hidden input has this id. */
  async choose(inputId: string, option: string): Promise<void> {
    await this.dialog.locator(`.p-dropdown:has(#${inputId})`).click();
    await this.page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
  }

  async tickAbility(code: string): Promise<void> {
    await this.dialog.locator(`label[for="ability-${code}"]`).click();
    await expect(this.dialog.locator(`#ability-${code}`)).toBeChecked();
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save' }).click();
  }
}
