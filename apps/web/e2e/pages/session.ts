import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './LoginPage';

/**
 * Signs a demo user in through the API and opens `at` (default: the landing page) already signed in: the token goes
 * into localStorage before the console's first script runs, as the login page would have left it. One page load
 * instead of three (the login page, the landing page, then the page under test). The login form itself is tested
 * in auth.spec.ts and by the tests that sign in in another language.
 */
export async function signIn(page: Page, username: string, at = '/', orgId = 1): Promise<void> {
  const res = await page.request.post('/api/user/login', {
    data: { orgId, username, password: DEMO_PASSWORD },
  });
  expect(res.status(), `sign-in of ${username}`).toBe(200);
  const token = (await res.json()).data.token as string;
  // Once per tab (sessionStorage survives navigations): a later sign-out or sign-in in the test is not undone.
  await page.addInitScript(
    ({ token, flag }) => {
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem('jwt', token);
    },
    { token, flag: `e2e-signed-in-${token.slice(-16)}` },
  );
  await page.goto(at);
  // A redirect (/ -> /check_abilities -> the first allowed page) folds the menu: wait for the last page.
  await expect(page).not.toHaveURL(/\/(login|check_abilities)?$/, { timeout: 20_000 });
  await expect(page.getByRole('navigation')).toBeVisible({ timeout: 20_000 });
}
