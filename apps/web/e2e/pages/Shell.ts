import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of the signed-in shell: the side navigation. */
export class Shell {
  readonly nav: Locator;
  readonly aside: Locator;
  readonly orgName: Locator;

  constructor(readonly page: Page) {
    this.aside = page.locator('aside.sidenav');
    this.nav = page.getByRole('navigation');
    this.orgName = page.getByTestId('org-name');
  }

  item(id: string): Locator {
    return this.aside.locator(`[data-nav-item="${id}"]`);
  }

  async visibleItems(): Promise<string[]> {
    return this.aside
      .locator('[data-nav-item]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-nav-item') ?? ''));
  }

  /**
   * Hovers the navigation until it is expanded. Right after sign-in the console may still be redirecting (to the first
   * allowed page), and a navigation collapses the menu: the pointer leaves and enters again until it stays open.
   */
  async expand(): Promise<void> {
    await expect(async () => {
      await this.page.mouse.move(900, 400);
      await this.aside.hover({ position: { x: 20, y: 200 } });
      await expect(this.aside).toHaveAttribute('data-expanded', 'true', { timeout: 1500 });
    }).toPass({ timeout: 10_000 });
  }

  async collapseByOutsideClick(): Promise<void> {
    await this.page.mouse.click(900, 400);
    await expect(this.aside).toHaveAttribute('data-expanded', 'false');
  }

  async logout(label = 'Logout'): Promise<void> {
    await this.expand();
    await this.aside.getByRole('button', { name: label }).click();
  }
}
