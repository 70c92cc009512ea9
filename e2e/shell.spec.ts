import { expect, test, type Page } from '@playwright/test';
import { api, createRecipient } from './apiData';
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
    // Stored before the page's own scripts run: a token written by one document and read by the next, loaded by
    // a navigation from outside the page, was once not seen yet by the second.
    await page.addInitScript(() => localStorage.setItem('token', 'jeton-invalide'));
    await page.goto('/users');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fusers&reason=/);
    await expect(page.getByText('Votre session est invalide, veuillez vous reconnecter')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('shell', () => {
  for (const width of [1440, 390])
    test(`shows toasts below the top bar at ${width} px, never over the user's name or the logout button`, async ({ page, request }) => {
      const file = await createRecipient(request);
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#id`);
      await page.getByLabel('Téléphone', { exact: true }).fill('0611223344');
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      // A save says two things: two toasts, one under the other.
      const toasts = [
        page.getByRole('alert').filter({ hasText: 'Modification enregistrées' }),
        page.getByRole('alert').filter({ hasText: 'Pensez à renouveler le Cerfa' }),
      ];
      for (const toast of toasts) await expect(toast).toBeVisible();
      const box = async (element: ReturnType<Page['getByRole']>) => {
        const found = await element.boundingBox();
        if (!found) throw new Error('no box');
        return found;
      };
      const bar = await box(page.getByRole('banner'));
      const covered = [await box(page.getByTestId('current-user')), await box(page.getByRole('button', { name: 'Déconnexion' }))];
      for (const toast of toasts) {
        const shown = await box(toast);
        expect(shown.y).toBeGreaterThanOrEqual(bar.y + bar.height);
        for (const hidden of covered) {
          const apart =
            shown.x >= hidden.x + hidden.width ||
            hidden.x >= shown.x + shown.width ||
            shown.y >= hidden.y + hidden.height ||
            hidden.y >= shown.y + shown.height;
          expect(apart).toBe(true);
        }
      }
      await screenshot(page, `toasts-${width}`, { fullPage: false });
    });

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
    await expect(page.getByRole('button', { name: 'Déplier le menu' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Rechercher' })).toHaveCount(0);
    await screenshot(page, 'shell-600px');
  });

  test('opens the whole menu, with its labels, as a drawer on a phone', async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 800 }, screen: { width: 390, height: 800 }, isMobile: true });
    const page = await phone.newPage();
    await signIn(page, ACCOUNTS.admin);
    const rail = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(rail.getByRole('link', { name: 'Liste des accueillis' })).toBeVisible();
    await expect(rail.getByText('Liste des accueillis')).toHaveCount(0);

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    for (const label of ['Liste des accueillis', 'Ajouter un organisme', 'Ajouter un contact', 'Gestion des antennes'])
      await expect(drawer.getByText(label, { exact: true })).toBeVisible();
    await screenshot(page, 'shell-phone-drawer');
    await drawer.getByRole('link', { name: 'Liste des accueillis' }).click();
    await expect(page).toHaveURL(/\/recipients$/);
    await expect(drawer).toBeHidden();
    await phone.close();
  });

  test('lays a phone narrower than 720 px out on 720 px, zoomed out', async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 800 }, screen: { width: 390, height: 800 }, isMobile: true });
    const page = await phone.newPage();
    await page.goto('/auth/login');
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=720');
    await phone.close();
  });
});

test.describe('browser tab', () => {
  test('has a favicon, and the router no HydrateFallback warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('HydrateFallback')) warnings.push(message.text());
    });
    await signIn(page, ACCOUNTS.admin, '/recipients');
    await expect(page.getByRole('heading', { name: 'Liste des Accueillis' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Liste des Accueillis' })).toBeVisible();
    expect(warnings).toEqual([]);

    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe('/favicon.svg');
    const served = await page.request.get(icon ?? '');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/svg+xml');
    expect(await served.text()).toContain('<svg');
  });

  test('names the screen, and a file by its number and person', async ({ page, request }) => {
    const file = await createRecipient(request);
    const { file_id } = await api<{ file_id: number }>(request, ACCOUNTS.antennaAdminLyon, 'GET', `/recipient/${file.id}`);
    await page.goto('/auth/login');
    await expect(page).toHaveTitle('Connexion — Passerelles');
    await signIn(page, ACCOUNTS.antennaAdminLyon, '/recipients');
    await expect(page).toHaveTitle('Liste des Accueillis — Passerelles');
    await page.goto(`/recipient/${file.id}#id`);
    await expect(page).toHaveTitle(`Dossier n°${file_id} — ${file.surname} ${file.name.toUpperCase()}`);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Liste des hôtels' }).click();
    await expect(page).toHaveTitle('Liste des hôtels — Passerelles');
  });
});

test.describe('opening files', () => {
  /** Requests of the reference data every file uses: lists, users offered as referents, antennas. */
  const REFERENCE_DATA = /\/api\/web\/(choices|users|antennas)(\/[^/?]+)?(\?.*)?$/;

  test('fetches the reference data once, not again for a second file', async ({ page, request }) => {
    const first = await createRecipient(request);
    const second = await createRecipient(request);
    await page.clock.install();
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${first.id}#id`);
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(first.name);
    // Kept for the session, not for a minute or five: the person comes back to the files later.
    await page.clock.fastForward('10:00');
    await page.clock.resume();

    const fetched: string[] = [];
    page.on('request', (sent) => {
      if (REFERENCE_DATA.test(new URL(sent.url()).pathname + new URL(sent.url()).search)) fetched.push(sent.url());
    });
    // Within the session: through the list and the top-bar search, as a person goes from one file to another.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Liste des accueillis' }).click();
    const rows = page.getByRole('table', { name: 'Accueillis' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(second.name);
    await expect(rows).toHaveCount(1);
    await rows.first().click();
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(second.name);
    expect(fetched).toEqual([]);
  });

  test("fetches the other tabs' code while the file is shown, so that the first switch loads no code", async ({ page, request }) => {
    const file = await createRecipient(request);
    // Every script fetch of the file stays on the browser's record, however many chunks it loads.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    await signIn(page, ACCOUNTS.antennaAdminLyon);
    const fetchedAhead = Promise.all([
      page.waitForRequest(/\/assets\/HousingTab-[^/]+\.js$/),
      page.waitForRequest(/\/assets\/HistoryTab-[^/]+\.js$/),
    ]);
    await page.goto(`/recipient/${file.id}#id`);
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(file.name);
    await fetchedAhead;

    // From here, any script the page starts fetching is one the tab switches wait for (the browser's own
    // record: a chunk fetched ahead starts with the tab's own, in the same task, so before this point).
    const switchedAt = await page.evaluate(() => performance.now());
    await page.getByRole('tab', { name: 'Hébergement', exact: true }).click();
    await expect(page.getByRole('tab', { name: "Hébergements d'urgence" })).toBeVisible();
    await page.getByRole('tab', { name: 'Historique', exact: true }).click();
    await expect(page.getByLabel('Voir le dossier au…')).toBeVisible();
    const fetchedOnSwitch = await page.evaluate(
      (since) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= since && new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.name),
      switchedAt,
    );
    expect(fetchedOnSwitch).toEqual([]);
  });
});
