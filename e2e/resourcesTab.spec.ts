import { expect, test } from '@playwright/test';
import { createRecipient } from './apiData';
import { ACCOUNTS, screenshot, signIn } from './support';
import { dialog, field, frenchDate, parisDay, pick, saveButton, table, toast, typeDate } from './ui';

// A recipient filed in Lyon through the API; its Ressources tab is worked in the browser.

test.describe('resources tab of a file', () => {
  test('saves the CAF box, adds a resource with a comma amount, edits it, and deletes it after confirming', async ({ page, request }) => {
    const file = await createRecipient(request);
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#resources`);
    await expect(page.getByRole('tab', { name: 'Ressources', exact: true })).toHaveAttribute('aria-selected', 'true');

    const caf = page.getByRole('form', { name: "Caisse d'allocations familiales" });
    await field(caf, 'Numéro CAF').fill('1234567');
    await typeDate(page, 'Date CAF', parisDay(-30), caf);
    await saveButton(caf).click();
    await expect(toast(page, 'Élément enregistré')).toBeVisible();

    // Label and status are required, with the messages of docs/recipient-file.md, 'Ressources'.
    await page.getByRole('button', { name: 'Ajouter une ressource' }).click();
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Ressources non mises à jour. Des champs sont manquants')).toBeVisible();
    await expect(dialog(page)).toContainText('Le nom de la ressource est requis');
    await expect(dialog(page)).toContainText('Le status est requis');
    await pick(page, 'Ressource', 'RSA');
    await pick(page, 'Statut', 'Oui');
    await field(dialog(page), 'Montant (€)').fill('607,75');
    await typeDate(page, 'Date', parisDay(-10));
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Ressources mises à jour')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    const row = table(page, 'Ressources').getByRole('row').filter({ hasText: 'RSA' });
    await expect(row).toContainText('607,75 €');
    await expect(row).toContainText(frenchDate(parisDay(-10)));
    await screenshot(page, 'resources-tab');

    // A click on the row opens it; the status changes.
    await row.click();
    await expect(field(dialog(page), 'Montant (€)')).toHaveValue('607,75');
    await pick(page, 'Statut', 'En cours de demande');
    await saveButton(dialog(page)).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(row).toContainText('En cours de demande');

    // The CAF box kept what was saved.
    await page.reload();
    await expect(field(page.getByRole('form', { name: "Caisse d'allocations familiales" }), 'Numéro CAF')).toHaveValue('1234567');

    await row.getByRole('button', { name: 'Supprimer la ressource' }).click();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, "L'élément a été supprimé")).toBeVisible();
    await expect(page.getByText('Aucune ressource.', { exact: true })).toBeVisible();
  });
});
