import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createRecipient } from './apiData';
import { ACCOUNTS, screenshot, signIn } from './support';
import { choose, dialog, field, saveButton, table, toast, typeDate } from './ui';

// A file of its own in Lyon for each test, filed through the API, then its Formation/Emploi tab in the
// browser: the France Travail box; a job hired without a start date is refused, then saved and archived;
// a past job in years and months, deleted; a formation without an end lasts 'Indeterminée'; the levels
// box is saved and read again.

/** Clicks a save button and sees 'Élément enregistré' (the previous one gone first, to see a new one). */
async function saved(page: Page, button: Locator) {
  await expect(toast(page, 'Élément enregistré')).toHaveCount(0);
  await button.click();
  await expect(toast(page, 'Élément enregistré')).toBeVisible();
}

/** Saves the modal and waits for it to close. */
async function saveRecord(page: Page) {
  await saved(page, saveButton(dialog(page)));
  await expect(dialog(page)).toHaveCount(0);
}

/** A new file's Formation/Emploi tab, opened by a volunteer of Lyon. */
async function openWorkTab(page: Page, request: APIRequestContext) {
  const file = await createRecipient(request);
  await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#work`);
  await expect(page.getByRole('tab', { name: 'Formation/Emploi', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Aucun emploi.', { exact: true })).toBeVisible();
}

test.describe('Formation/Emploi tab of a file', () => {
  test('saves the France Travail box, adds a job once its start date is given and archives it', async ({ page, request }) => {
    await openWorkTab(page, request);

    // The France Travail box.
    const agency = page.getByRole('form', { name: 'Inscription à France Travail' });
    await field(agency, 'Identifiant France Travail').fill('4521873B');
    await field(agency, "Date d'inscription France Travail").fill('15/01/2026');
    await saved(page, agency.getByRole('button', { name: 'Enregistrer', exact: true }));

    // A job hired ('Embauché') needs its start date.
    await page.getByRole('button', { name: 'Ajouter un emploi' }).click();
    await field(dialog(page), 'Emploi').fill('Agent de propreté');
    await choose(page, 'Domaine', 'Nettoyage et propreté');
    await choose(page, 'Type', 'IAE');
    await choose(page, 'Type de contrat', 'CDDI (insertion)');
    await choose(page, 'Statut', 'Embauché');
    await field(dialog(page), 'Entreprise').fill('Lyon Propreté Insertion');
    await field(dialog(page), 'Salaire net (€)').fill('1450,50');
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Emploi non mis à jour. Des champs sont manquants')).toBeVisible();
    await expect(dialog(page)).toContainText('La date de début est requise');
    await typeDate(page, 'Date de début', '2026-03-02');
    await typeDate(page, 'Date de fin', '2026-03-29');
    await expect(dialog(page)).not.toContainText('La date de début est requise');
    await saveRecord(page);
    const job = table(page, 'Emplois').getByRole('row').filter({ hasText: 'Agent de propreté' });
    await expect(job).toContainText('Nettoyage et propreté');
    await expect(job).toContainText('1 450,50 €');
    await expect(job).toContainText('4 semaines');
    await expect(job).toContainText('02/03/2026');

    // Archived, the job is over.
    await job.getByRole('button', { name: "Archiver l'emploi" }).click();
    await expect(toast(page, 'Emploi archivé')).toBeVisible();
    await expect(job).toHaveAttribute('data-state', 'terminated');
    await expect(job).toContainText('Terminé');
    await expect(job.getByRole('button', { name: "Archiver l'emploi" })).toHaveCount(0);
    await screenshot(page, 'work-jobs-1440');
  });

  test('adds a past job in years and months, and deletes it after the confirmation', async ({ page, request }) => {
    await openWorkTab(page, request);
    await page.getByRole('button', { name: 'Ajouter une expérience' }).click();
    await field(dialog(page), 'Emploi').fill('Commis de cuisine');
    await field(dialog(page), 'Durée (années)').fill('2');
    await field(dialog(page), 'Durée (mois)').fill('3');
    await saveRecord(page);
    const experience = table(page, 'Expériences').getByRole('row').filter({ hasText: 'Commis de cuisine' });
    await expect(experience).toContainText('2 ans et 3 mois');
    await experience.getByRole('button', { name: "Supprimer l'expérience" }).click();
    await expect(toast(page, "Souhaitez-vous supprimer l'expérience")).toBeVisible();
    await page.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await expect(toast(page, "L'élément a été supprimé")).toBeVisible();
    await expect(experience).toHaveCount(0);
  });

  test('adds a formation that lasts once given an end, and saves the levels', async ({ page, request }) => {
    await openWorkTab(page, request);
    // A formation without an end has no duration yet.
    await page.getByRole('tab', { name: 'Formations', exact: true }).click();
    await page.getByRole('button', { name: 'Ajouter une formation' }).click();
    await field(dialog(page), 'Formation').fill('CACES R489');
    await choose(page, 'Statut', 'Prévue');
    await choose(page, 'Domaine', 'Logistique et transport');
    await choose(page, 'Type', 'Formation certifiante');
    await typeDate(page, 'Date de début', '2026-06-01');
    await field(dialog(page), 'Participation (€)').fill('150,5');
    await saveRecord(page);
    const formation = table(page, 'Formations').getByRole('row').filter({ hasText: 'CACES R489' });
    await expect(formation).toContainText('Formation certifiante');
    await expect(formation).toContainText('Indeterminée');
    await expect(formation).toContainText('150,50 €');
    // Given an end, it lasts the whole weeks from its start, to the nearest.
    await formation.getByRole('button', { name: 'Modifier la formation' }).click();
    await expect(field(dialog(page), 'Participation (€)')).toHaveValue('150,5');
    await typeDate(page, 'Date de fin', '2026-06-12');
    await saveRecord(page);
    await expect(formation).toContainText('2 semaines');

    // The levels box, saved and read again.
    const levels = page.getByRole('form', { name: 'Niveaux scolaire et de français' });
    await field(levels, 'Niveau scolaire').click();
    await page.getByRole('option', { name: 'CAP', exact: true }).click();
    await field(levels, 'Niveau de français').click();
    await page.getByRole('option', { name: 'Courant', exact: true }).click();
    await saved(page, levels.getByRole('button', { name: 'Enregistrer', exact: true }));
    await screenshot(page, 'work-tab-1440');
    await page.reload();
    await page.getByRole('tab', { name: 'Formations', exact: true }).click();
    await expect(field(levels, 'Niveau scolaire')).toHaveValue('CAP');
    await expect(field(levels, 'Niveau de français')).toHaveValue('Courant');
    await expect(field(levels, 'Niveau scolaire actuel')).toHaveValue('');

    // Accessibility of the tab as filled: no serious or critical violation.
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  });
});
