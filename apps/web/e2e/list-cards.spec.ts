import { expect, test } from '@playwright/test';
import { signIn } from './pages/session';

test('on a phone a list’s rows are cards: the first line is not pinned, and no edge runs through it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'super', '/users');
  const first = page.locator('.list-table--stack .p-datatable-tbody > tr').first().locator('td').first();
  await expect(first).toContainText('USERNAME', { ignoreCase: true });
  await expect(first).toHaveCSS('box-shadow', 'none');
  await expect(first).toHaveCSS('position', 'static');
});
