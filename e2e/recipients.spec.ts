import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, createRecipient, unique } from './apiData';
import { ACCOUNTS, countWrites, screenshot, signIn } from './support';

// The demo files are read, never relied upon: each test makes its own files (unique names) through the
// API, so that none depends on another's data or on the demo data set.

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
/** A full-page screenshot from the top (the fixed top bar would otherwise sit in the middle of the picture). */
const screen = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
};
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
/** Today in France as DD/MM/YYYY. */
const today = () =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
/** Today in France as the calendar names its day ('22 novembre 2026'). */
const todayInWords = () =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());

/** Picks an option of a Mantine Select (typing first in a searchable one, whose list is long). */
async function choose(page: Page, label: string, option: string, opts: { type?: boolean } = {}) {
  if (opts.type) await field(page, label).fill(option);
  else await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Changes civil fields of a file through the API, as the form does (origin and current). */
async function editRecipient(request: APIRequestContext, id: string, change: Record<string, unknown>) {
  const origin = await api<Record<string, unknown>>(request, ACCOUNTS.antennaAdminLyon, 'GET', `/recipient/${id}`);
  await api(request, ACCOUNTS.antennaAdminLyon, 'POST', `/recipient/${id}`, {
    origin,
    current: { ...origin, ...change },
    fail_on_concurrent: false,
  });
}

/** Puts the file under justice since 10 January 2026, followed by the SPIP du Rhône (the header's badge). */
async function followedBySpip(request: APIRequestContext, fileId: string): Promise<void> {
  const spip = (
    await api<{ _id: string; name: string }[]>(
      request,
      ACCOUNTS.antennaAdminLyon,
      'GET',
      `/organisms?search=${encodeURIComponent('SPIP du Rhône')}`,
    )
  ).find((o) => o.name === 'SPIP du Rhône');
  await api(request, ACCOUNTS.antennaAdminLyon, 'POST', `/recipient/${fileId}/justice`, {
    justice: { start: '2026-01-10', end: null, organism_id: spip?._id },
  });
}

test.describe('new recipient', () => {
  test('refuses a file without birth date, sending nothing, then files it', async ({ page }) => {
    const name = `Dézert${unique()}`;
    await signIn(page, ACCOUNTS.antennaAdminLyon, '/recipients');
    await page.getByRole('main').getByRole('link', { name: 'Ajouter un accueilli' }).click();
    await expect(page).toHaveURL(/\/recipient\/new$/);
    await expect(page.getByRole('heading', { name: /^Nouveau dossier \(n°\d+\)$/ })).toBeVisible();
    // The defaults of a new file; an antenna administrator files in their own antenna only.
    await expect(field(page, 'Nationalité')).toHaveValue('Français');
    await expect(field(page, 'Situation familiale')).toHaveValue('Célibataire');
    await expect(field(page, 'Enfants')).toHaveValue('0');
    await expect(field(page, 'Enfants à charge')).toHaveValue('0');
    await expect(field(page, 'Actif')).toBeChecked();
    await expect(field(page, 'Premier entretien')).toHaveValue(today());
    await expect(field(page, 'Antenne')).toHaveValue('Antenne de Lyon');
    await expect(field(page, 'Antenne')).toBeDisabled();

    const writes = countWrites(page);
    await choose(page, 'Civilité', 'M.');
    await field(page, 'Nom').fill(name);
    await field(page, 'Prénom').fill('Théo');
    await field(page, 'Ville de naissance').fill('Oran');
    await choose(page, 'Pays de naissance', 'Algérie', { type: true });
    // The validity end date is asked only for papers that expire.
    await choose(page, 'Statut', 'Nationalité Fr', { type: true });
    await expect(field(page, 'Fin de validité')).toHaveCount(0);
    await choose(page, 'Statut', 'Titre de séjour', { type: true });
    await field(page, 'Fin de validité').fill('31/12/2027');
    await field(page, 'Enfants').fill('2');
    await screen(page, 'recipient-new');
    await saveButton(page).click();
    await expect(page.getByText('La date de naissance est requise')).toBeVisible();
    await expect(toast(page, 'Tous les champs nécessaires ne sont pas remplis')).toBeVisible();
    expect(writes.count()).toBe(0);

    await field(page, 'Date de naissance').fill('12/04/1988');
    await saveButton(page).click();
    await expect(toast(page, 'Nouvel accueilli enregistré')).toBeVisible();
    await expect(page).toHaveURL(/\/recipient\/(?!new)[^/#]+#id$/);
    await expect(page.getByRole('heading', { name: /^Dossier n°\d+/ })).toContainText(`Théo ${name.toUpperCase()}`);
    await expect(page.getByText('Pas de suivi en cours')).toBeVisible();
    await expect(field(page, 'Fin de validité')).toHaveValue('31/12/2027');
    await expect(field(page, 'Enfants')).toHaveValue('2');
    expect(writes.count()).toBe(1);
  });

  test('says that the same person is already filed, naming the antenna', async ({ page, request }) => {
    const existing = await createRecipient(request);
    await signIn(page, ACCOUNTS.antennaAdminLyon, '/recipient/new');
    await field(page, 'Nom').fill(existing.name.toUpperCase());
    await field(page, 'Prénom').fill(existing.surname);
    await field(page, 'Date de naissance').fill('17/05/1990');
    await field(page, 'Ville de naissance').fill('Lyon');
    await choose(page, 'Pays de naissance', 'France', { type: true });
    await choose(page, 'Statut', 'Nationalité Fr', { type: true });
    await saveButton(page).click();
    await expect(
      toast(page, "Un accueilli existe déjà (même prénom, nom et date de naissance) dans l'antenne Antenne de Lyon"),
    ).toBeVisible();
    await expect(toast(page, 'Accueilli non enregistré')).toBeVisible();
    await expect(page).toHaveURL(/\/recipient\/new$/);
  });
});

test.describe('recipient file', () => {
  test('edits the civil tab: no change sends nothing, a change is saved with the Cerfa reminder', async ({ page, request }) => {
    const file = await createRecipient(request);
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#id`);
    await expect(field(page, 'Nom')).toHaveValue(file.name);
    await expect(saveButton(page)).toHaveAttribute('data-variant', 'default');
    await expect(field(page, 'Antenne')).toHaveAttribute('readonly', '');

    const writes = countWrites(page);
    await saveButton(page).click();

    await field(page, 'Téléphone').fill('0611223344');
    await choose(page, 'Statut', 'Résident', { type: true });
    await field(page, 'Fin de validité').fill('30/06/2030');
    await expect(saveButton(page)).toHaveAttribute('data-variant', 'filled');
    await saveButton(page).click();
    await expect(toast(page, 'Modification enregistrées')).toBeVisible();
    await expect(toast(page, 'Pensez à renouveler le Cerfa si nécessaire')).toBeVisible();
    await expect(saveButton(page)).toHaveAttribute('data-variant', 'default');
    // One write in all, this save's: the save without change, clicked before it, sent nothing.
    expect(writes.count()).toBe(1);
    await screen(page, 'recipient-civil');

    await page.reload();
    await expect(field(page, 'Téléphone')).toHaveValue('06 11 22 33 44');
    await expect(field(page, 'Fin de validité')).toHaveValue('30/06/2030');
  });

  test('adds a comment and deletes it after confirmation', async ({ page, request }) => {
    const file = await createRecipient(request);
    const text = `Rendez-vous CCAS le ${unique()}`;
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#id`);
    const writes = countWrites(page);
    await page.getByRole('button', { name: 'Ajouter le commentaire' }).click();
    await expect(page.getByText('Le commentaire est vide')).toBeVisible();
    expect(writes.count()).toBe(0);

    await page.getByLabel('Nouveau commentaire').fill(text);
    await page.getByRole('button', { name: 'Ajouter le commentaire' }).click();
    await expect(toast(page, 'Commentaire enregistré')).toBeVisible();
    const comment = page.getByRole('article', { name: 'Commentaire de Sophie ROBERT' });
    await expect(comment).toContainText(text);
    await expect(page.getByLabel('Nouveau commentaire')).toHaveValue('');

    // Its author changes it (once the first toast has gone, the next one is this save's).
    await expect(toast(page, 'Commentaire enregistré')).toHaveCount(0);
    await comment.getByRole('button', { name: 'Modifier le commentaire' }).click();
    await comment.getByLabel('Commentaire', { exact: true }).fill(`${text}, confirmé`);
    await comment.getByRole('button', { name: 'Enregistrer le commentaire' }).click();
    await expect(toast(page, 'Commentaire enregistré')).toBeVisible();
    await expect(comment).toContainText(`${text}, confirmé`);

    await comment.getByRole('button', { name: 'Supprimer le commentaire' }).click();
    const confirmation = toast(page, 'Supprimer ce commentaire ?');
    await confirmation.getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, 'Le commentaire a été supprimé')).toBeVisible();
    await expect(comment).toHaveCount(0);
    expect(writes.count()).toBe(3);
  });

  test('radiates only with a date, refuses a transfer to the same antenna, and lets an administrator renew', async ({ page, request }) => {
    test.setTimeout(60_000); // two sessions and five actions, each with its confirmation
    const file = await createRecipient(request);
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#id`);
    const writes = countWrites(page);
    await page.getByRole('button', { name: 'Radier' }).click();
    await expect(toast(page, 'Veuillez indiquer la date de radiation')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);

    await choose(page, 'Antenne de destination', 'Antenne de Lyon');
    await page.getByRole('button', { name: 'Transférer' }).click();
    await expect(toast(page, "L'antenne de destination est égale à l'antenne courante")).toBeVisible();
    expect(writes.count()).toBe(0);

    await field(page, 'Date de radiation').fill('01/03/2026');
    await choose(page, 'Motif de radiation', "Fin d'accompagnement");
    await page.getByRole('button', { name: 'Radier' }).click();
    await dialog(page).getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, "L'accueilli a bien été radié")).toBeVisible();
    await expect(toast(page, 'Contactez un administrateur')).toBeVisible();
    await expect(page.getByText('Radié le 01/03/2026')).toBeVisible();
    await expect(page.getByText("Motif : Fin d'accompagnement")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Renouveler' })).toHaveCount(0);
    expect(writes.count()).toBe(1);

    // Another session, without waiting for the toasts over the top bar to leave.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, ACCOUNTS.admin, `/recipient/${file.id}#id`);
    await page.getByRole('button', { name: 'Renouveler' }).click();
    await dialog(page).getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, "L'accueilli a bien été renouvelé")).toBeVisible();
    await expect(page.getByText(`Droits rouverts le ${today()}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Radier' })).toBeVisible();

    await choose(page, 'Antenne de destination', 'Antenne de Marseille');
    await choose(page, 'Nouveau référent', 'Julien FABRE');
    await page.getByRole('button', { name: 'Transférer' }).click();
    await dialog(page).getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, "L'accueilli a bien été transféré à l'antenne Antenne de Marseille")).toBeVisible();
    await expect(page).toHaveURL(/\/recipients$/);
  });

  test("transfers a file with a new referent chosen among the destination's people, who then follows it", async ({ page, request }) => {
    const file = await createRecipient(request);
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#id`);
    const writes = countWrites(page);
    await expect(field(page, 'Nouveau référent')).toBeDisabled();
    await choose(page, 'Antenne de destination', 'Antenne de Marseille');
    // An antenna administrator of Lyon is offered the people of Marseille, and only them.
    await field(page, 'Nouveau référent').click();
    await expect(page.getByRole('option', { name: 'Élodie BONNET', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Thomas MERCIER', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Transférer' }).click();
    await expect(page.getByText("Veuillez choisir le nouveau référent dans l'antenne de destination")).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    expect(writes.count()).toBe(0);

    await choose(page, 'Nouveau référent', 'Élodie BONNET');
    await screen(page, 'recipient-transfer');
    await page.getByRole('button', { name: 'Transférer' }).click();
    await dialog(page).getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, "L'accueilli a bien été transféré à l'antenne Antenne de Marseille")).toBeVisible();
    await expect(page).toHaveURL(/\/recipients$/);
    expect(writes.count()).toBe(1);

    await page.evaluate(() => localStorage.clear());
    await signIn(page, ACCOUNTS.volunteerMarseille, `/recipient/${file.id}#id`);
    await expect(field(page, 'Référent')).toHaveValue('Élodie BONNET');
    await tab(page, 'Historique').click();
    const transfer = page.locator('.mantine-Timeline-item').first();
    await expect(transfer).toContainText('Transfert de « Antenne de Lyon » vers « Antenne de Marseille », suivi par Élodie BONNET');
    await expect(transfer).toContainText('Référent : — → Élodie BONNET');
  });

  test('tells the history with field labels and shows a past state, read only', async ({ page, request }) => {
    const file = await createRecipient(request, { tel: '0600000001' });
    await editRecipient(request, file.id, { tel: '0600000002' });
    await api(request, ACCOUNTS.antennaAdminLyon, 'PUT', '/comment/new', {
      comment: { recipient_id: file.id, field: 'civil', text: 'Dossier CAF à relancer.' },
    });
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#historique`);
    await expect(tab(page, 'Historique')).toHaveAttribute('aria-selected', 'true');
    const entries = page.locator('.mantine-Timeline-item');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText("Ajout d'un commentaire (Identité)");
    await expect(entries.nth(0)).toContainText('« Dossier CAF à relancer. »');
    await expect(entries.nth(1)).toContainText('Modification de la fiche Identité');
    await expect(entries.nth(1)).toContainText('Téléphone : 0600000001 → 0600000002');
    await expect(entries.nth(1)).toContainText('Sophie ROBERT');
    await expect(entries.nth(2)).toContainText(/Création du dossier n°\d+/);
    await expect(entries.nth(2)).toContainText('Date de naissance : 17/05/1990');
    await screen(page, 'recipient-history');

    await entries.nth(2).getByRole('button', { name: 'Voir le dossier à ce moment' }).click();
    const past = page.getByRole('region', { name: 'État passé du dossier' });
    await expect(past.getByText(/^État du dossier au \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} — lecture seule$/)).toBeVisible();
    await expect(past.getByLabel('Téléphone', { exact: true })).toHaveValue('06 00 00 00 01');
    await expect(past.getByLabel('Téléphone', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Voir le dossier au…')).toContainText(today());
    await past.getByRole('button', { name: 'Revenir au présent' }).click();
    await expect(past).toHaveCount(0);

    // Today at midnight, picked in the calendar, is before the file was created.
    await page.getByLabel('Voir le dossier au…').click();
    await page.getByRole('button', { name: todayInWords(), exact: true }).click();
    await expect(page.getByText("Ce dossier n'existait pas à cette date")).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Revenir au présent' }).click();
    await expect(page.getByText("Ce dossier n'existait pas à cette date")).toHaveCount(0);

    await tab(page, 'Identité').click();
    await expect(page).toHaveURL(/#id$/);
    await expect(field(page, 'Téléphone')).toHaveValue('06 00 00 00 02');
  });

  test('shows the header facts, falls back to Identité on an unknown tab, and hides Supprimer from volunteers', async ({
    page,
    request,
  }) => {
    const file = await createRecipient(request);
    await followedBySpip(request, file.id);
    await api(request, ACCOUNTS.antennaAdminLyon, 'POST', `/recipient/${file.id}/mail_redirection`, {
      mail_redirection: 'Chez sa sœur, 3 rue des Lilas, Lyon',
    });
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#xyz`);
    await expect(tab(page, 'Identité')).toHaveAttribute('aria-selected', 'true');
    // Wider than a phone, the tabs wrap rather than scroll: every one shows.
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(11);
    for (const one of await tabs.all()) await expect(one).toBeInViewport({ ratio: 1 });
    await expect(field(page, 'Nom')).toHaveValue(file.name);
    await expect(page.getByText('Sous main de justice du : 10/01/2026 au ??? (SPIP du Rhône)')).toBeVisible();
    await expect(page.getByText('Faire suivre le courrier à Chez sa sœur, 3 rue des Lilas, Lyon')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Radier' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Supprimer', exact: true })).toHaveCount(0);
  });

  test('deletes a file after confirmation, and leaves without asking for it again', async ({ page, request }) => {
    const file = await createRecipient(request);
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#id`);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    let deleted = false;
    const afterDeletion: string[] = [];
    page.on('request', (sent) => {
      if (deleted && sent.url().includes(file.id)) afterDeletion.push(`${sent.method()} ${sent.url()}`);
      if (sent.method() === 'DELETE' && sent.url().endsWith(`/recipient/${file.id}`)) deleted = true;
    });
    // The list is reloaded after the file's queries are dropped: by then any refetch of the file would have been sent.
    const listReloaded = page.waitForResponse((answer) => deleted && answer.url().includes('/api/web/recipients?'));
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await toast(page, `Supprimer le dossier n°`).getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, "L'accueilli a été supprimé")).toBeVisible();
    await expect(page).toHaveURL(/\/recipients$/);
    await listReloaded;
    expect(afterDeletion).toEqual([]);
    expect(errors).toEqual([]);
    await page.goto(`/recipient/${file.id}#id`);
    await expect(page.getByText('Dossier introuvable')).toBeVisible();
  });

  test('refuses a file of another antenna to a volunteer', async ({ page, request }) => {
    const file = await createRecipient(request);
    await signIn(page, ACCOUNTS.volunteerMarseille, `/recipient/${file.id}#id`);
    await expect(page.getByText("Vous n'avez pas le droit de consulter ce dossier !")).toBeVisible();
    await expect(field(page, 'Nom')).toHaveCount(0);
  });
});

test.describe('recipient file on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('keeps the eleven tabs on one scrolling line, wraps the header facts, and reaches a list action', async ({ page, request }) => {
    const file = await createRecipient(request);
    await followedBySpip(request, file.id);
    await api(request, ACCOUNTS.antennaAdminLyon, 'PUT', `/recipient/${file.id}/resources`, {
      resource: { label: 'RSA', status: 'Oui', amount: '607,75', date: '2026-01-01' },
    });
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#resources`);
    await expect(tab(page, 'Ressources')).toHaveAttribute('aria-selected', 'true');

    // One line of tabs, scrolled so that the open one shows.
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(11);
    const tops = await tabs.evaluateAll((all) => all.map((one) => Math.round(one.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const tabHeight = (await tabs.first().boundingBox())?.height ?? 0;
    expect((await page.getByRole('tablist').boundingBox())?.height).toBeLessThan(2 * tabHeight);
    await expect(tab(page, 'Ressources')).toBeInViewport({ ratio: 1 });
    await screen(page, 'recipient-file-390');
    // Every tab can be reached and opened, the last one included.
    for (const name of ['Identité', 'Historique', 'Porte document']) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(page, name)).toBeInViewport({ ratio: 0.99 });
    }

    // The justice badge reads whole, on two lines if need be, within the screen; nothing widens the page.
    const badge = page.getByText('Sous main de justice du : 10/01/2026 au ??? (SPIP du Rhône)');
    await expect(badge).toBeInViewport({ ratio: 1 });
    const cut = await badge.evaluate((label) =>
      [label, label.parentElement as HTMLElement].some((element) => element.scrollWidth > element.clientWidth),
    );
    expect(cut).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A list wider than the screen scrolls inside its own box, and its row actions are reached there.
    await tab(page, 'Ressources').click();
    const edit = page.getByRole('button', { name: 'Modifier la ressource' });
    await edit.click();
    await expect(dialog(page)).toBeVisible();
  });
});
