import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { unique } from './apiData';
import { ACCOUNTS, countWrites, screenshot, signIn } from './support';

// Each test makes its own users (unique logins), so that none depends on another's data and the
// demo accounts keep their passwords.

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true });

/** A token for calls made behind the browser's back (preparing data, reading ids). */
async function apiToken(request: APIRequestContext, account: { login: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username: account.login, password: account.password } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.token;
}

/** GET under /api/web as that token, answering data. */
async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api/web${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

/** Creates a user as the demo administrator; answers its id and login. */
async function createUser(
  request: APIRequestContext,
  user: Record<string, unknown> = {},
): Promise<{ id: string; login: string; name: string }> {
  const token = await apiToken(request, ACCOUNTS.admin);
  const suffix = unique();
  const body = {
    habilitation: 'volunteer',
    surname: 'Camille',
    name: `Essai${suffix}`,
    login: `essai${suffix}`,
    password: 'mot-de-passe-1',
    activity: { start_date: '2024-01-02' },
    ...user,
  };
  const response = await request.put('/api/web/user/new', { headers: { Authorization: `Bearer ${token}` }, data: { user: body } });
  expect(response.ok(), await response.text()).toBe(true);
  return { id: (await response.json()).data.user_id, login: String(body.login), name: String(body.name) };
}

/** The id of a demo user, found by login. */
async function userId(request: APIRequestContext, login: string): Promise<string> {
  const rows = await apiGet<{ _id: string; login: string }[]>(
    request,
    await apiToken(request, ACCOUNTS.admin),
    `/users_full?search=${login}`,
  );
  const row = rows.find((r) => r.login === login);
  if (!row) throw new Error(`Utilisateur de démonstration introuvable : ${login}`);
  return row._id;
}

/** Fills the creation form's required fields, the name aside. */
async function fillNewUser(page: Page, login: string) {
  await field(page, 'Prénom').fill('Léa');
  await field(page, "Début d'activité").fill('02/01/2024');
  await field(page, 'Login').fill(login);
  await field(page, 'Mot de passe').fill('mot-de-passe-1');
}

test.describe('users list', () => {
  test('lists the users with their antenna, and filters them from the top-bar search', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/users');
    await expect(page.getByRole('heading', { name: 'Liste des accueillants' })).toBeVisible();
    const mercier = page.getByRole('row').filter({ hasText: 'MERCIER' });
    await expect(mercier).toContainText('Thomas');
    await expect(mercier).toContainText('Antenne de Lyon');
    await expect(mercier).toContainText('Bénévole');
    await expect(mercier).toContainText('06 12 45 78 90');
    await expect(mercier).toContainText('Oui');
    await expect(page.getByRole('row').filter({ hasText: 'LEFEBVRE' })).toContainText('Siège');
    await screenshot(page, 'users-list');

    await page.getByRole('textbox', { name: 'Rechercher' }).fill('Mercier');
    await expect(page.getByRole('row').filter({ hasText: 'LEFEBVRE' })).toHaveCount(0);
    await expect(mercier).toBeVisible();
    // The search lives in the URL: a reload shows the same users.
    await expect(page).toHaveURL(/\/users\?search=Mercier$/);
    await page.reload();
    await expect(mercier).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'LEFEBVRE' })).toHaveCount(0);
  });

  test('a volunteer sees no way to add users and may open only their own page', async ({ page, request }) => {
    const marseille = await userId(request, ACCOUNTS.volunteerMarseille.login);
    await signIn(page, ACCOUNTS.volunteerLyon, '/users');
    await expect(
      page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Ajouter un accueillant' }),
    ).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Liste des accueillants' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ajouter un accueillant' })).toHaveCount(0);
    // The server lists a volunteer's own antenna only: the other antenna's users are not even shown.
    await expect(page.getByRole('row').filter({ hasText: 'BONNET' })).toHaveCount(0);

    await page.getByRole('row').filter({ hasText: 'DUVAL' }).click();
    await expect(toast(page, 'Action interdite à votre profil')).toBeVisible();
    await expect(page).toHaveURL(/\/users$/);

    await page.goto(`/user/${marseille}`);
    await expect(page.getByText('Action interdite à votre profil')).toBeVisible();
    await expect(saveButton(page)).toHaveCount(0);

    await page.goto('/users');
    await page.getByRole('row').filter({ hasText: 'MERCIER' }).click();
    await expect(page.getByRole('heading', { name: 'Accueillant : Thomas MERCIER' })).toBeVisible();
    await expect(field(page, 'Habilitation')).toBeDisabled();
    await expect(field(page, 'Antenne')).toBeDisabled();
    await expect(page.getByRole('form', { name: 'Changer mon mot de passe' })).toBeVisible();

    await page.goto('/user/new');
    await expect(page.getByText('Action interdite à votre profil')).toBeVisible();
    await expect(saveButton(page)).toHaveCount(0);
  });

  test('tells an unknown user apart', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/user/inconnu-123');
    await expect(page.getByText('Utilisateur introuvable')).toBeVisible();
  });
});

test.describe('user form', () => {
  test('refuses a new user without a name, sending nothing, then creates it', async ({ page }) => {
    const login = `lea${unique()}`;
    const name = `Essai${unique()}`;
    await signIn(page, ACCOUNTS.admin, '/users');
    await page.getByRole('main').getByRole('link', { name: 'Ajouter un accueillant' }).click();
    await expect(page).toHaveURL(/\/user\/new$/);
    await expect(field(page, 'Habilitation')).toHaveValue('Bénévole');
    await expect(field(page, 'Actif')).toBeChecked();
    await expect(field(page, 'Antenne')).toHaveValue('Siège');
    await screenshot(page, 'user-new');

    const writes = countWrites(page);
    await fillNewUser(page, login);
    await saveButton(page).click();
    await expect(page.getByText('Le nom est requis')).toBeVisible();
    await expect(toast(page, 'Tous les champs nécessaires ne sont pas remplis')).toBeVisible();
    expect(writes.count()).toBe(0);

    await field(page, 'Nom').fill(name);
    await field(page, 'Antenne').click();
    await page.getByRole('option', { name: 'Antenne de Lyon' }).click();
    await saveButton(page).click();
    await expect(toast(page, 'Utilisateur enregistré')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Accueillant : Léa ${name.toUpperCase()}` })).toBeVisible();
    await expect(page).toHaveURL(/\/user\/(?!new)[^/]+$/);
    await expect(field(page, 'Login')).toHaveValue(login);
    await expect(field(page, 'Login')).toHaveAttribute('readonly', '');
    expect(writes.count()).toBe(1);

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Liste des accueillants' }).click();
    const row = page.getByRole('row').filter({ hasText: name.toUpperCase() });
    await expect(row).toContainText('Léa');
    await expect(row).toContainText('Antenne de Lyon');
    await expect(row).toContainText('Bénévole');
  });

  test('an antenna administrator gives only their antenna, ranks and rights', async ({ page }) => {
    await signIn(page, ACCOUNTS.antennaAdminLyon, '/user/new');
    await expect(field(page, 'Antenne')).toHaveValue('Antenne de Lyon');
    await field(page, 'Antenne').click();
    await expect(page.getByRole('option')).toHaveText(['Antenne de Lyon']);
    await page.keyboard.press('Escape');
    await field(page, 'Habilitation').click();
    await expect(page.getByRole('option')).toHaveText(["Gestion d'antenne", 'Bénévole']);
    await expect(page.getByRole('checkbox', { name: 'Gestion des hôtels', exact: true })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Gestion des accueillants', exact: true })).not.toBeChecked();
    // The rights follow the chosen habilitation's usual profile until someone changes them.
    await page.getByRole('option', { name: "Gestion d'antenne" }).click();
    await expect(page.getByRole('checkbox', { name: 'Gestion des accueillants', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Gestion des domiciliations', exact: true })).toBeEnabled();
    // Bound by the restriction themselves, they cannot lift it from the user they create.
    const restricted = page.getByRole('checkbox', { name: 'Accès limité aux dossiers de son antenne', exact: true });
    await expect(restricted).toBeChecked();
    await expect(restricted).toBeDisabled();
  });

  test('an administrator may lift the restriction to one antenna from a new user', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/user/new');
    const restricted = page.getByRole('checkbox', { name: 'Accès limité aux dossiers de son antenne', exact: true });
    await expect(restricted).toBeChecked();
    await expect(restricted).toBeEnabled();
  });

  test('refuses a login already in use', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/user/new');
    await fillNewUser(page, ACCOUNTS.volunteerLyon.login);
    await field(page, 'Nom').fill('Doublon');
    await saveButton(page).click();
    await expect(toast(page, 'Le login est déjà utilisé')).toBeVisible();
    await expect(toast(page, 'Utilisateur non enregistré')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/new$/);
  });

  test('sends nothing when nothing changed, and saves a real change', async ({ page, request }) => {
    const user = await createUser(request);
    await signIn(page, ACCOUNTS.admin, `/user/${user.id}`);
    await expect(field(page, 'Nom')).toHaveValue(user.name);
    await expect(saveButton(page)).toHaveAttribute('data-variant', 'default');
    await screenshot(page, 'user-form');

    const writes = countWrites(page);
    await saveButton(page).click();

    await field(page, 'Rôle').fill('Accueillant du mardi');
    await expect(saveButton(page)).toHaveAttribute('data-variant', 'filled');
    await saveButton(page).click();
    await expect(toast(page, 'Utilisateur modifié')).toBeVisible();
    await expect(saveButton(page)).toHaveAttribute('data-variant', 'default');
    // One write in all, this save's: the save without change, clicked before it, sent nothing.
    expect(writes.count()).toBe(1);
    await saveButton(page).click();

    await page.reload();
    await expect(field(page, 'Rôle')).toHaveValue('Accueillant du mardi');
    // Still one once the page is shown again: the second save without change sent nothing either.
    expect(writes.count()).toBe(1);
  });

  test('lets a volunteer edit their own profile, not their habilitation, rights or status', async ({ page, request }) => {
    const user = await createUser(request);
    await signIn(page, { login: user.login, password: 'mot-de-passe-1' });
    await page.getByTestId('current-user').click();
    await expect(field(page, 'Habilitation')).toBeDisabled();
    await expect(field(page, 'Actif')).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Gestion des accueillants', exact: true })).toBeDisabled();
    await field(page, 'Téléphone').fill('0611223344');
    await saveButton(page).click();
    await expect(toast(page, 'Utilisateur modifié')).toBeVisible();
  });

  test('shows someone ranked higher read-only, with the reason, nothing to save or delete', async ({ page, request }) => {
    const antennas = await apiGet<{ _id: string; name: string }[]>(request, await apiToken(request, ACCOUNTS.admin), '/antennas');
    const lyon = antennas.find((a) => a.name === 'Antenne de Lyon');
    if (!lyon) throw new Error('Antenne de Lyon absente des données de démonstration');
    const boss = await createUser(request, { habilitation: 'siege', antenna_id: lyon._id });
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/user/${boss.id}`);
    await expect(field(page, 'Habilitation')).toHaveValue('Siège');
    await expect(page.getByTestId('user-read-only')).toContainText('Cet utilisateur est supérieur à vous hierarchiquement !');
    await expect(field(page, 'Rôle')).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  });

  test("shows the super administrator's form read-only to an administrator", async ({ page, request }) => {
    const superId = await userId(request, ACCOUNTS.super.login);
    await signIn(page, ACCOUNTS.admin, `/user/${superId}`);
    await expect(page.getByTestId('user-read-only')).toBeVisible();
    for (const label of ['Prénom', 'Nom', 'Téléphone', 'Habilitation', 'Antenne']) await expect(field(page, label)).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
    await screenshot(page, 'user-read-only');
  });

  test('deletes a user after confirmation, never oneself', async ({ page, request }) => {
    const user = await createUser(request);
    await signIn(page, ACCOUNTS.admin, `/user/${user.id}`);
    await page.getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog', { name: "Supprimer l'accueillant" });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, 'Utilisateur supprimé')).toBeVisible();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('row').filter({ hasText: user.name.toUpperCase() })).toHaveCount(0);

    await page.getByTestId('current-user').click();
    await expect(page.getByRole('heading', { name: 'Accueillant : Mathilde LEFEBVRE' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  });
});

test.describe('password', () => {
  test('refuses a wrong old password, then changes it and clears the form', async ({ page, request }) => {
    const user = await createUser(request);
    await signIn(page, { login: user.login, password: 'mot-de-passe-1' });
    await page.getByTestId('current-user').click();
    const form = page.getByRole('form', { name: 'Changer mon mot de passe' });
    await expect(form).toBeVisible();

    await field(page, 'Ancien mot de passe').fill('pas-le-bon-1');
    await field(page, 'Nouveau mot de passe').fill('nouveau-mdp-1');
    await field(page, 'Répétez le nouveau mot de passe').fill('nouveau-mdp-1');
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(toast(page, "L'ancien mot de passe est invalide")).toBeVisible();
    await expect(toast(page, 'Mot de passe non enregistré')).toBeVisible();

    await field(page, 'Ancien mot de passe').fill('mot-de-passe-1');
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(toast(page, 'Mot de passe enregistré')).toBeVisible();
    await expect(field(page, 'Ancien mot de passe')).toHaveValue('');
    const login = await request.post('/api/auth/login', { data: { username: user.login, password: 'nouveau-mdp-1' } });
    expect(login.ok()).toBe(true);
  });

  test('is shown to the account owner only', async ({ page, request }) => {
    const user = await createUser(request);
    await signIn(page, ACCOUNTS.admin, `/user/${user.id}`);
    await expect(field(page, 'Nom')).toHaveValue(user.name);
    await expect(page.getByRole('form', { name: 'Changer mon mot de passe' })).toHaveCount(0);
  });
});
