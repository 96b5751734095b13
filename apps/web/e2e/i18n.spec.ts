import { expect, test } from '@playwright/test';
import { snap } from './helpers';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';

const FRENCH = {
  username: "Nom d'utilisateur",
  password: 'Mot de passe',
  orgId: "Identifiant de l'organisation",
  submit: 'Se connecter',
};

test.describe('French', () => {
  test.use({ locale: 'fr-BE' });

  test('the login page and the console speak French', async ({ page }) => {
    const login = new LoginPage(page, FRENCH);
    await login.goto();
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(login.submit).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await snap(page, 'login-fr');

    await login.fill('admin', 'wrong-password', 1);
    await login.submit.click();
    await expect(login.error).toContainText("Organisation, nom d'utilisateur ou mot de passe incorrect");

    await login.fill('admin', 'demo1234', 1);
    await login.orgId.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    const shell = new Shell(page);
    await shell.expand();
    await expect(shell.aside.getByRole('link', { name: 'Tableau de bord', exact: true })).toBeVisible();
    await expect(shell.aside.getByText('Analyses', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
    await snap(page, 'shell-fr');

    await shell.logout('Déconnexion');
    await expect(page.getByText('Déconnecté !')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
