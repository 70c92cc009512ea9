import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './support';

test.describe('access log of a file', () => {
  test('shows administrators who read the history, and nobody else', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/recipients');
    await page.getByRole('table', { name: 'Accueillis' }).getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/recipient\/[\w-]+#id$/);
    const file = page.url().replace(/#id$/, '');
    await page.goto(`${file}#historique`);
    const log = page.getByRole('region', { name: 'Journal des consultations' });
    await expect(log.getByRole('row').filter({ hasText: 'Mathilde LEFEBVRE' }).filter({ hasText: 'Historique' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await signIn(page, ACCOUNTS.volunteerLyon, '/recipients');
    await page.getByRole('table', { name: 'Accueillis' }).getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/recipient\/[\w-]+#id$/);
    await page.goto(`${page.url().replace(/#id$/, '')}#historique`);
    await expect(page.getByText('Création du dossier', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Journal des consultations' })).toHaveCount(0);
  });
});
