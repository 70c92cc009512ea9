import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { antennaIds, api, unique } from './apiData';
import { contrastOf } from './contrast';
import { ACCOUNTS, countWrites, screenshot, signIn } from './support';

// The demo address book (seed/addressBook/demoAddressBook.ts) is read, never changed: each test that
// writes makes its own organism (unique name) so that none depends on another's data.

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true });
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Picks an option of a Mantine Select. */
async function choose(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A token for calls made behind the browser's back (preparing data). */
async function apiToken(request: APIRequestContext, account: { login: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username: account.login, password: account.password } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.token;
}

/** Creates an organism as the demo administrator (visible to all unless told); answers its id and name. */
async function createOrganism(request: APIRequestContext, extra: Record<string, unknown> = {}): Promise<{ id: string; name: string }> {
  const headers = { Authorization: `Bearer ${await apiToken(request, ACCOUNTS.admin)}` };
  const domains = await request.get('/api/web/choices/organism_domain', { headers });
  const domain = ((await domains.json()).data as { _id: string; label: string }[]).find((d) => d.label === 'Association');
  const name = `Association Essai ${unique()}`;
  const response = await request.put('/api/web/organism/new', { headers, data: { organism: { name, domain_id: domain?._id, ...extra } } });
  expect(response.ok(), await response.text()).toBe(true);
  return { id: (await response.json()).data.organism_id, name };
}

test.describe('organisms list', () => {
  test('shows the organisms with their domain, phone in pairs, e-mail link and visibility', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/organisms');
    await expect(page.getByRole('heading', { name: 'Liste des organismes tiers' })).toBeVisible();
    const spip = row(page, 'SPIP du Rhône');
    await expect(spip).toContainText('Justice (SPIP, tribunal)');
    await expect(spip).toContainText('69003');
    await expect(spip).toContainText('04 72 84 63 00');
    await expect(spip.getByRole('link', { name: 'spip69@justice.fr' })).toHaveAttribute('href', 'mailto:spip69@justice.fr');
    await expect(spip.getByRole('cell', { name: 'Tous', exact: true })).toBeVisible();
    await expect(row(page, 'CCAS de Lyon')).toContainText('Antenne de Lyon');
    await screenshot(page, 'organisms');

    await page.getByRole('textbox', { name: 'Rechercher' }).fill('Bron');
    await expect(row(page, 'Centre hospitalier Le Vinatier')).toBeVisible();
    await expect(row(page, 'SPIP du Rhône')).toHaveCount(0);

    await row(page, 'Centre hospitalier Le Vinatier').click();
    await expect(page.getByRole('heading', { name: 'Organisme : Centre hospitalier Le Vinatier' })).toBeVisible();
    await expect(row(page, 'THÉVENET')).toContainText('Psychiatre');
  });

  test('a volunteer of Marseille sees nothing of Lyon, not even by URL', async ({ page }) => {
    const name = `Foyer lyonnais ${unique()}`;
    await signIn(page, ACCOUNTS.volunteerLyon, '/organism/new');
    // A volunteer's new organism is visible to their antenna; only organism managers choose otherwise.
    await expect(field(page, 'Visible par')).toHaveValue('Antenne de Lyon');
    await expect(field(page, 'Visible par')).toBeDisabled();
    await field(page, 'Nom').fill(name);
    await choose(page, 'Domaine', 'Association');
    await saveButton(page).click();
    await expect(toast(page, 'Organisme enregistré')).toBeVisible();
    await expect(page).toHaveURL(/\/organism\/(?!new)[^/]+$/);
    const url = page.url();
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);

    await signIn(page, ACCOUNTS.volunteerMarseille, '/organisms');
    await expect(row(page, 'CCAS de Marseille')).toBeVisible();
    await expect(row(page, 'SPIP du Rhône')).toBeVisible();
    await expect(row(page, 'CCAS de Lyon')).toHaveCount(0);
    await expect(row(page, name)).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Rechercher' }).fill('CCAS');
    // The search has applied once the organisms not named CCAS are gone.
    await expect(row(page, 'SPIP du Rhône')).toHaveCount(0);
    await expect(row(page, 'CCAS de Marseille')).toBeVisible();
    await expect(row(page, 'CCAS de Lyon')).toHaveCount(0);

    await page.goto(url);
    await expect(page.getByText("Vous n'avez pas les droits")).toBeVisible();
    await expect(saveButton(page)).toHaveCount(0);
  });
});

test.describe('organism form', () => {
  test('refuses an organism without domain, sending nothing, then creates it and adds a contact', async ({ page }) => {
    const name = `Association Essai ${unique()}`;
    await signIn(page, ACCOUNTS.admin, '/organisms');
    await page.getByRole('main').getByRole('link', { name: 'Ajouter un organisme' }).click();
    await expect(page).toHaveURL(/\/organism\/new$/);
    await expect(field(page, 'Visible par')).toHaveValue('Tous');
    await expect(field(page, 'Visible par')).toBeEnabled();

    const writes = countWrites(page);
    await field(page, 'Nom').fill(name);
    await field(page, 'Code postal').fill('69007');
    await field(page, 'Ville').fill('Lyon');
    await field(page, 'Téléphone').fill('0478000001');
    await saveButton(page).click();
    await expect(page.getByText('Le domaine est requis')).toBeVisible();
    await expect(toast(page, 'Des champs sont manquants')).toBeVisible();
    expect(writes.count()).toBe(0);

    await choose(page, 'Domaine', 'Association');
    await choose(page, 'Visible par', 'Antenne de Lyon');
    await saveButton(page).click();
    await expect(toast(page, 'Organisme enregistré')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Organisme : ${name}` })).toBeVisible();
    await expect(page).toHaveURL(/\/organism\/(?!new)[^/]+$/);
    const organismUrl = page.url();
    await expect(field(page, 'Domaine')).toHaveValue('Association');
    await expect(field(page, 'Archivé')).not.toBeChecked();
    await expect(page.getByText('Aucun contact pour cet organisme.')).toBeVisible();
    expect(writes.count()).toBe(1);
    await screenshot(page, 'organism-form');

    await page.getByRole('main').getByRole('link', { name: 'Ajouter un contact' }).click();
    await expect(page).toHaveURL(/\/contact\/new\?organism_id=/);
    await expect(field(page, 'Organisme')).toHaveValue(name);
    await saveButton(page).click();
    await expect(page.getByText('Le prénom est requis')).toBeVisible();
    await expect(page.getByText('Le nom est requis')).toBeVisible();
    await expect(page.getByText('Le Téléphone est requis')).toBeVisible();
    expect(writes.count()).toBe(1);

    await choose(page, 'Civilité', 'Mme');
    await field(page, 'Prénom').fill('Inès');
    await field(page, 'Nom').fill('Garcia');
    await field(page, 'Téléphone').fill('0478000002');
    await choose(page, 'Fonction', 'Travailleur social');
    await saveButton(page).click();
    await expect(toast(page, 'Contact enregistré')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact : Mme Inès GARCIA' })).toBeVisible();
    await expect(page).toHaveURL(/\/contact\/(?!new)[^/?]+$/);
    expect(writes.count()).toBe(2);

    await page.getByRole('link', { name: "Voir l'organisme" }).click();
    await expect(page).toHaveURL(organismUrl);
    const contact = page.getByRole('table', { name: "Contacts de l'organisme" }).getByRole('row').filter({ hasText: 'GARCIA' });
    await expect(contact).toContainText('Inès');
    await expect(contact).toContainText('Mme');
    await expect(contact).toContainText('Travailleur social');
    await expect(contact).toContainText('04 78 00 00 02');
    await contact.click();
    await expect(page.getByRole('heading', { name: 'Contact : Mme Inès GARCIA' })).toBeVisible();
  });

  test('refuses a name already used, whatever its case', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/organism/new');
    await field(page, 'Nom').fill('spip du rhône');
    await choose(page, 'Domaine', 'Justice (SPIP, tribunal)');
    await saveButton(page).click();
    await expect(toast(page, "L'organisme SPIP du Rhône existe déjà.")).toBeVisible();
    await expect(toast(page, 'Organisme non enregistré')).toBeVisible();
    await expect(page).toHaveURL(/\/organism\/new$/);
  });

  test('sends nothing when nothing changed, and saves a real change', async ({ page, request }) => {
    const organism = await createOrganism(request);
    await signIn(page, ACCOUNTS.admin, `/organism/${organism.id}`);
    await expect(field(page, 'Nom')).toHaveValue(organism.name);
    await expect(saveButton(page)).toHaveAttribute('data-variant', 'default');

    const writes = countWrites(page);
    await saveButton(page).click();

    await field(page, 'Objet').fill('Accueil de jour');
    await field(page, 'Source').check();
    await expect(saveButton(page)).toHaveAttribute('data-variant', 'filled');
    await saveButton(page).click();
    await expect(toast(page, 'Organisme enregistré')).toBeVisible();
    await expect(saveButton(page)).toHaveAttribute('data-variant', 'default');
    // One write in all, this save's: the save without change, clicked before it, sent nothing.
    expect(writes.count()).toBe(1);

    await page.reload();
    await expect(field(page, 'Objet')).toHaveValue('Accueil de jour');
    await expect(field(page, 'Source')).toBeChecked();
    await expect(field(page, 'Destination')).not.toBeChecked();

    await field(page, 'Archivé').check();
    await saveButton(page).click();
    await expect(toast(page, 'Organisme enregistré')).toBeVisible();
    expect(writes.count()).toBe(2);
    await page.goto('/organisms');
    await expect(row(page, organism.name).getByText('Archivé', { exact: true })).toBeVisible();
    await expect(row(page, 'SPIP du Rhône').getByText('Archivé', { exact: true })).toHaveCount(0);
  });

  test("an antenna administrator reads an organism of all antennas and edits their antenna's", async ({ page }) => {
    await signIn(page, ACCOUNTS.antennaAdminLyon, '/organisms');
    await row(page, 'SPIP du Rhône').click();
    await expect(page.getByRole('heading', { name: 'Organisme : SPIP du Rhône' })).toBeVisible();
    for (const label of ['Nom', 'Domaine', 'Visible par', 'Objet', 'Téléphone', 'Archivé', 'Remarque'])
      await expect(field(page, label)).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);
    await expect(row(page, 'VASSEUR')).toContainText('Claire');

    await page.goto('/organisms');
    await row(page, 'CCAS de Lyon').click();
    await expect(page.getByRole('heading', { name: 'Organisme : CCAS de Lyon' })).toBeVisible();
    await expect(field(page, 'Nom')).toBeEnabled();
    await expect(field(page, 'Visible par')).toBeDisabled();
    await expect(saveButton(page)).toBeVisible();
  });

  test('tells an unknown organism and an unknown contact apart', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/organism/inconnu-123');
    await expect(page.getByText('Organisme introuvable')).toBeVisible();
    await page.goto('/contact/inconnu-123');
    await expect(page.getByText('Contact introuvable')).toBeVisible();
  });
});

test.describe('contacts', () => {
  test('lists the contacts with their organism and finds one by its organism', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/contacts');
    await expect(page.getByRole('heading', { name: 'Liste des contacts' })).toBeVisible();
    const vasseur = row(page, 'VASSEUR');
    await expect(vasseur).toContainText('SPIP du Rhône');
    await expect(vasseur).toContainText('Justice (SPIP, tribunal)');
    await expect(vasseur).toContainText('Claire');
    await expect(vasseur).toContainText('04 72 84 63 12');
    await expect(vasseur.getByRole('link', { name: 'claire.vasseur@justice.fr' })).toHaveAttribute(
      'href',
      'mailto:claire.vasseur@justice.fr',
    );
    await screenshot(page, 'contacts');

    await page.getByRole('textbox', { name: 'Rechercher' }).fill('vinatier');
    await expect(row(page, 'THÉVENET')).toContainText('Centre hospitalier Le Vinatier');
    await expect(row(page, 'VASSEUR')).toHaveCount(0);

    await row(page, 'THÉVENET').click();
    await expect(page.getByRole('heading', { name: 'Contact : Dr Marc THÉVENET' })).toBeVisible();
    await expect(field(page, 'Organisme')).toHaveValue('Centre hospitalier Le Vinatier');
    await expect(field(page, 'Fonction')).toHaveValue('Psychiatre');
    await expect(field(page, 'Visible par')).toHaveValue('Antenne de Lyon');
    await screenshot(page, 'contact-form');

    const writes = countWrites(page);
    await saveButton(page).click();
    // Back on the list, shown again: a write sent by that save would have left before.
    await page.goBack();
    await expect(row(page, 'THÉVENET')).toContainText('Centre hospitalier Le Vinatier');
    expect(writes.count()).toBe(0);
  });

  test('starts a contact added from an organism of one antenna visible to that antenna, its phone typed in pairs', async ({
    page,
    request,
  }) => {
    const lyon = (await antennaIds(request)).get('Antenne de Lyon');
    const { id: organismId } = await createOrganism(request, { antenna_id: lyon });
    await signIn(page, ACCOUNTS.admin, `/organism/${organismId}`);
    await page.getByRole('main').getByRole('link', { name: 'Ajouter un contact' }).click();
    await expect(field(page, 'Visible par')).toHaveValue('Antenne de Lyon');

    await field(page, 'Prénom').fill('Lucie');
    await field(page, 'Nom').fill('Perret');
    await field(page, 'Téléphone').pressSequentially('04780');
    await expect(field(page, 'Téléphone')).toHaveValue('04 78 0');
    await field(page, 'Téléphone').pressSequentially('00004');
    await expect(field(page, 'Téléphone')).toHaveValue('04 78 00 00 04');
    await saveButton(page).click();
    await expect(toast(page, 'Contact enregistré')).toBeVisible();
    await expect(page).toHaveURL(/\/contact\/(?!new)[^/?]+$/);

    // Sent as the lists and the server have phones: the bare digits.
    const contactId = new URL(page.url()).pathname.split('/').pop();
    const saved = await api<{ tel: string; antenna_id: string | null }>(request, ACCOUNTS.admin, 'GET', `/contact/${contactId}`);
    expect(saved).toMatchObject({ tel: '0478000004', antenna_id: lyon });
  });

  test('a volunteer of Marseille cannot open a contact of Lyon, and reads one of all antennas', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/contacts');
    await row(page, 'THÉVENET').click();
    await expect(page).toHaveURL(/\/contact\/(?!new)[^/]+$/);
    const lyonContact = page.url();
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);

    await signIn(page, ACCOUNTS.volunteerMarseille, '/contacts');
    await expect(row(page, 'FERRARI')).toBeVisible();
    await expect(row(page, 'THÉVENET')).toHaveCount(0);
    await row(page, 'VASSEUR').click();
    await expect(field(page, 'Prénom')).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);
    // Read only, yet readable: dark text, not faded, and the phone in pairs.
    await expect(field(page, 'Téléphone')).toHaveValue('04 72 84 63 12');
    for (const label of ['Prénom', 'Téléphone', 'Visible par']) {
      const { ratio, opacity } = await contrastOf(field(page, label));
      expect(opacity, label).toBe(1);
      expect(ratio, label).toBeGreaterThanOrEqual(4.5);
    }

    await page.goto(lyonContact);
    await expect(page.getByText("Vous n'avez pas les droits")).toBeVisible();
  });
});
