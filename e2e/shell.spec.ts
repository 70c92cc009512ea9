import { expect, test } from '@playwright/test';
import { ACCOUNTS, screenshot, signIn } from './support';

test.describe('sign-in', () => {
  test('asks for both fields', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Connexion' }).click();
    await expect(page.getByText("L'identifiant est requis")).toBeVisible();
    await expect(page.getByText('Le mot de passe est requis')).toBeVisible();
  });

  test('shows both messages when the credentials are wrong, for 3 seconds', async ({ page }) => {
    await page.goto('/auth/login');
    await screenshot(page, 'sign-in');
    await page.getByLabel('Identifiant').fill(ACCOUNTS.admin.login);
    await page.getByLabel('Mot de passe').fill('mauvais-mot-de-passe');
    await page.getByRole('button', { name: 'Connexion' }).click();
    await expect(page.getByText('Impossible de se connecter')).toBeVisible();
    await expect(page.getByText('Vérifiez login et mot de passe ou contacter un administrateur')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByText('Impossible de se connecter')).toBeHidden({ timeout: 4_500 });
  });

  test('opens the back office with the user name in the top bar', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('current-user')).toHaveText('Mathilde LEFEBVRE');
    await expect(page.getByTestId('current-user')).toHaveAttribute('href', /\/user\//);
  });

  test('returns to the page asked for after signing in', async ({ page }) => {
    await page.goto('/users');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fusers/);
    await page.getByLabel('Identifiant').fill(ACCOUNTS.admin.login);
    await page.getByLabel('Mot de passe').fill(ACCOUNTS.admin.password);
    await page.getByRole('button', { name: 'Connexion' }).click();
    await expect(page).toHaveURL(/\/users$/);
  });

  test('does not load the back-office screens on the sign-in page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
    expect(scripts.some((url) => url.includes('LoginPage'))).toBe(true);
    expect(scripts.filter((url) => /Shell|HomePage|UsersPage|UserPage|AntennasPage/.test(url))).toEqual([]);
  });
});

test.describe('session', () => {
  test('logs out: the token is revoked and the back office asks to sign in again', async ({ page }) => {
    await signIn(page, ACCOUNTS.siege);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const check = await page.request.post('/api/auth/check', { data: { token } });
    expect((await check.json()).data).toMatchObject({ valid: false, reason: 'INVALID_TOKEN' });
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('sends a user with a refused token back to sign-in with the reason', async ({ page }) => {
    await page.goto('/auth/login');
    await page.evaluate(() => localStorage.setItem('token', 'jeton-invalide'));
    await page.goto('/users');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fusers&reason=/);
    await expect(page.getByText('Votre session est invalide, veuillez vous reconnecter')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('shell', () => {
  test('shows the sidebar entries the user may use, and the search box', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    for (const label of ['Menu', 'Liste des accueillants', 'Ajouter un accueillant', 'Gestion des antennes']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Rechercher' })).toBeVisible();
    await screenshot(page, 'shell');
  });

  test('hides what a volunteer may not use', async ({ page }) => {
    await signIn(page, ACCOUNTS.volunteerLyon);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link', { name: 'Liste des accueillants' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Ajouter un accueillant' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Gestion des antennes' })).toHaveCount(0);
  });

  test('reduces the sidebar on demand, and forces it reduced at 600 px without the search box', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByText('Liste des accueillants')).toBeVisible();
    await page.getByRole('button', { name: 'Réduire le menu' }).click();
    await expect(nav.getByText('Liste des accueillants')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Liste des accueillants' })).toBeVisible();
    await page.getByRole('button', { name: 'Déplier le menu' }).click();
    await expect(nav.getByText('Liste des accueillants')).toBeVisible();

    await page.setViewportSize({ width: 600, height: 800 });
    await expect(nav.getByText('Liste des accueillants')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Déplier le menu' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Rechercher' })).toHaveCount(0);
    await screenshot(page, 'shell-600px');
  });

  test('lays a phone narrower than 720 px out on 720 px, zoomed out', async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 800 }, screen: { width: 390, height: 800 }, isMobile: true });
    const page = await phone.newPage();
    await page.goto('/auth/login');
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=720');
    await phone.close();
  });
});
