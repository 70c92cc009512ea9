import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, choiceId, createRecipient } from './apiData';
import { ACCOUNTS, screenshot, signIn } from './support';

// Each test files its own recipient in Lyon through the API, then works on its Domiciliation tab as
// the Lyon volunteer (Thomas Mercier).

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const dialog = (page: Page) => page.getByRole('dialog');
const save = (page: Page) => dialog(page).getByRole('button', { name: 'Enregistrer', exact: true });
const table = (page: Page, name: string) => page.getByRole('table', { name });
/** A day in France, `offset` days from today, as YYYY-MM-DD. */
const parisDay = (offset = 0) =>
  new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
const frenchDate = (iso: string) => iso.split('-').reverse().join('/');
/** A year after `iso`, less a day (a 29 February start ends on the 28th, the next day being 1 March). */
const yearLater = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year + 1, month - 1, day) - 86_400_000).toISOString().slice(0, 10);
};

/** Picks an option of a Select of the modal. */
async function choose(page: Page, label: string, option: string) {
  await field(dialog(page), label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a date into a date field of the modal, as DD/MM/YYYY. */
async function typeDate(page: Page, label: string, iso: string) {
  await field(dialog(page), label).fill(frenchDate(iso));
  await field(dialog(page), label).blur();
}

/** Opens the modal of a new domiciliation of the antenna and fills in its proof (the rest keeps its defaults). */
async function newDomiciliation(page: Page) {
  await page.getByRole('button', { name: 'Ajouter une domiciliation' }).click();
  await expect(dialog(page)).toContainText('Nouvelle domiciliation');
  await choose(page, 'Pièce justificative', 'CNI');
}

test.describe('domiciliation tab of a file', () => {
  test('a volunteer domiciles a person, downloads the attestation, and a second domiciliation over the same days is refused', async ({
    page,
    request,
  }) => {
    const file = await createRecipient(request);
    const today = parisDay();
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#dom`);
    await expect(page.getByRole('tab', { name: 'Domiciliation', exact: true })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Ajouter une domiciliation' }).click();
    // The defaults of docs/recipient-file.md, 'Domiciliation': the user as referent, today, a year.
    await expect(field(dialog(page), 'Référent')).toHaveValue('Thomas MERCIER');
    await expect(field(dialog(page), 'Date de début')).toHaveValue(frenchDate(today));
    await expect(field(dialog(page), "Date de l'entretien")).toHaveValue(frenchDate(today));
    await expect(field(dialog(page), 'Durée (mois)')).toHaveValue('12');
    await expect(field(dialog(page), 'Date de fin')).toHaveValue(frenchDate(yearLater(today)));
    await save(page).click();
    await expect(toast(page, 'Des champs sont manquants')).toBeVisible();
    await expect(dialog(page)).toContainText('La pièce justificative est requise');

    // The end date follows the start and the duration as they are typed.
    await typeDate(page, 'Date de début', '2025-03-10');
    await field(dialog(page), 'Durée (mois)').fill('6');
    await expect(field(dialog(page), 'Date de fin')).toHaveValue('09/09/2025');
    await typeDate(page, 'Date de début', today);
    await field(dialog(page), 'Durée (mois)').fill('12');
    await expect(field(dialog(page), 'Date de fin')).toHaveValue(frenchDate(yearLater(today)));
    await choose(page, 'Pièce justificative', 'CNI');
    await field(dialog(page), 'Origine').fill('SPIP du Rhône');
    await save(page).click();
    await expect(toast(page, 'Domiciliation créée')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);

    const row = table(page, 'Domiciliations du dossier').getByRole('row').filter({ hasText: 'SPIP du Rhône' });
    await expect(row).toHaveAttribute('data-state', 'valid');
    await expect(row).toContainText('En cours');
    await expect(row).toContainText(frenchDate(yearLater(today)));
    await expect(row).toContainText('Thomas MERCIER (TM)');
    // A volunteer has not the right dom_management: no deletion offered.
    await expect(row.getByRole('button', { name: 'Supprimer la domiciliation' })).toHaveCount(0);

    const attestation = page.waitForEvent('download');
    await row.getByRole('button', { name: "Télécharger l'attestation" }).click();
    expect((await attestation).suggestedFilename()).toMatch(/^attestation-domicile-dossier-\d+-.*\.pdf$/);
    const regenerated = page.waitForEvent('download');
    await row.getByRole('button', { name: "Régénérer l'attestation" }).click();
    expect((await regenerated).suggestedFilename()).toMatch(/^attestation-domicile-dossier-\d+-.*\.pdf$/);

    await row.getByRole('button', { name: 'Modifier la domiciliation' }).click();
    await expect(field(dialog(page), 'Pièce justificative')).toHaveValue('CNI');
    await field(dialog(page), 'Origine').fill('CCAS de Lyon');
    await save(page).click();
    await expect(toast(page, 'Domiciliation mis à jour')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    const edited = table(page, 'Domiciliations du dossier').getByRole('row').filter({ hasText: 'CCAS de Lyon' });
    await expect(edited).toContainText(frenchDate(yearLater(today)));

    await newDomiciliation(page);
    await save(page).click();
    await expect(toast(page, 'Cet utilisateur est déjà domicilié à cette période')).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Annuler' }).click();
    await expect(table(page, 'Domiciliations du dossier').getByRole('row')).toHaveCount(2);
    await expect(dialog(page)).toHaveCount(0);
    await screenshot(page, 'domiciliation-tab-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'domiciliation-tab-390');
  });

  test("logs a mail and hands it over with 'Remis': the pending count of the header goes down; another goes to a proxy", async ({
    page,
    request,
  }) => {
    const file = await createRecipient(request);
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#dom`);
    const mails = table(page, 'Courriers du dossier');

    await page.getByRole('button', { name: 'Ajouter un courrier' }).click();
    await expect(field(dialog(page), 'Accueillant')).toHaveValue('Thomas MERCIER');
    await expect(field(dialog(page), "Date d'arrivée")).toHaveValue(frenchDate(parisDay()));
    await field(dialog(page), 'Nombre de plis').fill('2');
    await choose(page, 'Type', 'Recommandé / avis de passage');
    await save(page).click();
    await expect(toast(page, 'Courrier mis à jour')).toBeVisible();
    const mail = mails.getByRole('row').filter({ hasText: 'Recommandé / avis de passage' });
    await expect(mail).toHaveAttribute('data-state', 'pending');
    await expect(mail).toContainText('En attente');
    await expect(page.getByText('1 courrier en attente', { exact: true })).toBeVisible();

    // Its pencil opens it, as every record of the file's tabs.
    await mail.getByRole('button', { name: 'Modifier le courrier' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Courrier', exact: true })).toBeVisible();
    await expect(field(dialog(page), 'Nombre de plis')).toHaveValue('2');
    await screenshot(page, 'mail-edit');
    await dialog(page).getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog(page)).toHaveCount(0);

    await mail.getByRole('button', { name: 'Remis', exact: true }).click();
    await expect(toast(page, 'Courrier remis')).toBeVisible();
    await expect(mail).toContainText("Remis à l'accueilli par Thomas MERCIER");
    await expect(mail).not.toHaveAttribute('data-state', 'pending');
    await expect(page.getByText('1 courrier en attente', { exact: true })).toHaveCount(0);

    // A proxy, then a parcel collected by them: only proxies valid on the day are offered.
    await page.getByRole('button', { name: 'Ajouter une procuration' }).click();
    await field(dialog(page), 'Mandataire').fill('Jean Dupont');
    await field(dialog(page), "Pièce d'identité").fill('CNI 123456');
    await save(page).click();
    await expect(toast(page, 'Procuration enregistrée')).toBeVisible();
    await expect(table(page, 'Procurations du dossier').getByRole('row').filter({ hasText: 'Jean Dupont' })).toContainText('Valable');
    await table(page, 'Procurations du dossier').getByRole('button', { name: 'Modifier la procuration' }).click();
    await expect(field(dialog(page), 'Mandataire')).toHaveValue('Jean Dupont');
    await dialog(page).getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Ajouter un courrier' }).click();
    await choose(page, 'Type', 'Colis');
    await typeDate(page, 'Date de remise', parisDay());
    await choose(page, 'Remise', 'Remis au mandataire');
    await choose(page, 'Procuration', 'Jean Dupont (CNI 123456)');
    await save(page).click();
    await expect(toast(page, 'Courrier mis à jour')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await expect(mails.getByRole('row').filter({ hasText: 'Colis' })).toContainText('Remis au mandataire (Jean Dupont) par Thomas MERCIER');
    // Mail was handed over under the proxy: it is kept.
    await expect(table(page, 'Procurations du dossier').getByRole('button', { name: 'Supprimer la procuration' })).toHaveCount(0);

    await page.getByLabel('Faire suivre le courrier', { exact: true }).fill('12 rue de la République, 69002 Lyon');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(toast(page, 'Élément enregistré')).toBeVisible();
    await screenshot(page, 'mail-redirection-saved');
    await expect(page.getByText('Faire suivre le courrier à 12 rue de la République, 69002 Lyon')).toBeVisible();
  });

  test('a radiated file is not domiciled: the message says radiation is lifted in the Identité tab', async ({ page, request }) => {
    const file = await createRecipient(request);
    await api(request, ACCOUNTS.antennaAdminLyon, 'POST', `/recipient/${file.id}/radiation`, {
      on: parisDay(),
      radiation_reason: await choiceId(request, 'radiation_reasons', 'Sans nouvelles'),
      radiation_status: await choiceId(request, 'radiation_status', 'Radiation temporaire'),
    });
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#dom`);
    await newDomiciliation(page);
    await save(page).click();
    const refusal = toast(page, 'Cet accueilli est radié. Il ne peut pas être domicilié.');
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText("La radiation peut être levée dans l'onglet 'Identité'.");
    await expect(page.getByRole('region', { name: 'Domiciliations', exact: true })).toContainText('Aucune domiciliation.');
  });
});
