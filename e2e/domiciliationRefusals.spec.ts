import { expect, test } from '@playwright/test';
import { createRecipient } from './apiData';
import { ACCOUNTS, signIn } from './support';
import { dialog, field, frenchDate, parisDay, pick, saveButton, table, toast, typeDate } from './ui';

// A recipient filed in Lyon through the API; its refusals of domiciliation are recorded in the
// browser by the Lyon volunteer, on the Domiciliation tab.

test.describe('refusals of domiciliation of a file', () => {
  test('a new refusal is dated today; date and motive are required, and a day after today is refused', async ({ page, request }) => {
    const file = await createRecipient(request);
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#dom`);
    await expect(page.getByText('Aucun refus de domiciliation.', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Ajouter un refus' }).click();
    await expect(dialog(page)).toContainText('Nouveau refus de domiciliation');
    await expect(field(dialog(page), 'Date')).toHaveValue(frenchDate(parisDay()));
    await field(dialog(page), 'Date').fill('');
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Refus de domiciliation non enregistré. Des champs sont manquants')).toBeVisible();
    await expect(dialog(page)).toContainText('La date est requise');
    await expect(dialog(page)).toContainText('Le motif est requis');
    await typeDate(page, 'Date', parisDay(2));
    await pick(page, 'Motif', 'Dossier incomplet');
    await saveButton(dialog(page)).click();
    await expect(dialog(page)).toContainText('Un refus ne peut pas être daté dans le futur');
    await dialog(page).getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByText('Aucun refus de domiciliation.', { exact: true })).toBeVisible();
  });

  test('records a refusal, lists it, edits it and deletes it after confirming', async ({ page, request }) => {
    const file = await createRecipient(request);
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#dom`);
    const refusals = table(page, 'Refus de domiciliation');

    await page.getByRole('button', { name: 'Ajouter un refus' }).click();
    await typeDate(page, 'Date', parisDay(-3));
    await pick(page, 'Motif', "Capacité d'accueil atteinte");
    await field(dialog(page), 'Commentaire').fill('Liste pleine ce mois-ci');
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Élément enregistré')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    const row = refusals.getByRole('row').filter({ hasText: 'Liste pleine ce mois-ci' });
    await expect(row).toContainText("Capacité d'accueil atteinte");
    await expect(row).toContainText(frenchDate(parisDay(-3)));

    // A click on the row opens it; the motive changes.
    await row.click();
    await expect(dialog(page)).toContainText('Refus de domiciliation');
    await expect(field(dialog(page), 'Motif')).toHaveValue("Capacité d'accueil atteinte");
    await pick(page, 'Motif', 'Absence de lien avec la commune');
    await saveButton(dialog(page)).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(row).toContainText('Absence de lien avec la commune');

    await row.getByRole('button', { name: 'Supprimer le refus' }).click();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, "L'élément a été supprimé")).toBeVisible();
    await expect(page.getByText('Aucun refus de domiciliation.', { exact: true })).toBeVisible();
  });
});
