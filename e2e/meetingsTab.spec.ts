import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api, createRecipient, unique } from './apiData';
import { ACCOUNTS, screenshot, signIn } from './support';
import { dialog, field, frenchDate, parisDay, saveButton, table, toast } from './ui';

// A recipient filed in Lyon and an aid of the catalogue made through the API; the Entretiens tab is
// worked in the browser by a volunteer of Lyon.

/** An aid of the catalogue, made by an administrator (helps_management). */
async function createHelp(request: Parameters<typeof api>[0], label: string, price: string) {
  return api<string>(request, ACCOUNTS.admin, 'PUT', '/help/new', { help: { label, category: 'Transport', price } });
}

/** The line of the modal's aid n (1 for the first). */
const line = (page: Page, n: number) => dialog(page).getByRole('group', { name: `Aide ${n}`, exact: true });
/** The final 'TOTAUX' row of the meetings table. */
const totalsRow = (page: Page) => table(page, 'Entretiens').locator('tfoot tr');

test.describe('meetings tab of a file', () => {
  test('records a meeting with an aid of the catalogue and a free one, shows the totals, edits and deletes it', async ({
    page,
    request,
  }) => {
    const file = await createRecipient(request);
    const aid = `Ticket de tram ${unique()}`;
    await createHelp(request, aid, '1,90');
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#meetings`);
    await expect(page.getByRole('tab', { name: 'Entretiens', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Aucun entretien.', { exact: true })).toBeVisible();

    // A new meeting is held by the user today, the next one in 7 days, face to face.
    await page.getByRole('button', { name: 'Ajouter un entretien' }).click();
    await expect(field(dialog(page), 'Date')).toHaveValue(frenchDate(parisDay()));
    await expect(field(dialog(page), 'Prochain entretien')).toHaveValue(frenchDate(parisDay(7)));
    await expect(field(dialog(page), 'Accueillant')).toHaveValue('Thomas MERCIER');
    await expect(field(dialog(page), 'Type')).toHaveValue('Présentiel');

    // The presence is required; a quantity must be a number.
    await field(dialog(page), 'Ajouter une aide du catalogue').fill(aid);
    await page.getByRole('option', { name: new RegExp(aid) }).click();
    await expect(field(line(page, 1), "Prix unitaire de l'aide 1")).toHaveValue('1,9');
    await field(line(page, 1), "Quantité de l'aide 1").fill('3');
    await expect(line(page, 1)).toContainText('Total : 5,70 €');
    await dialog(page).getByRole('button', { name: 'Ajouter une aide libre' }).click();
    await field(line(page, 2), "Libellé de l'aide 2").fill('Timbres');
    await field(line(page, 2), "Quantité de l'aide 2").fill('deux');
    await field(line(page, 2), "Prix unitaire de l'aide 2").fill('4,5');
    await expect(line(page, 2)).toContainText('Divers');
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Entretiens non mis à jour. Des champs sont manquants')).toBeVisible();
    await expect(dialog(page)).toContainText('Information nécessaire');
    await expect(line(page, 2)).toContainText("Quantité d'aide invalide");

    await dialog(page).getByRole('radio', { name: 'Oui', exact: true }).check();
    await dialog(page).getByRole('checkbox', { name: 'Hébergement', exact: true }).check();
    await field(line(page, 2), "Quantité de l'aide 2").fill('2');
    await expect(line(page, 2)).toContainText('Total : 9,00 €');
    await expect(dialog(page)).toContainText("Total de l'entretien : 14,70 €");
    await line(page, 2).scrollIntoViewIfNeeded();
    await screenshot(page, 'meeting-modal');
    // The modal with its aid lines: no serious or critical accessibility violation.
    const { violations } = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Entretiens mis à jour')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);

    const row = table(page, 'Entretiens')
      .locator('tbody tr')
      .filter({ hasText: frenchDate(parisDay()) });
    await expect(row).toContainText('Thomas MERCIER');
    await expect(row).toContainText('Présentiel');
    await expect(row).toContainText('Hébergement');
    await expect(row).toContainText(frenchDate(parisDay(7)));
    await expect(row).toContainText('14,70 €');
    await expect(totalsRow(page)).toContainText('TOTAUX');
    await expect(totalsRow(page)).toContainText('1 entretien');
    await expect(totalsRow(page)).toContainText('14,70 €');
    // The totals row has no actions.
    await expect(totalsRow(page).getByRole('button')).toHaveCount(0);
    await screenshot(page, 'meetings-tab');

    // A click on the row opens it as recorded; one unit less of the free aid, and the person excused.
    await row.click();
    await expect(dialog(page)).toContainText(aid);
    await expect(field(line(page, 2), "Quantité de l'aide 2")).toHaveValue('2');
    await expect(field(line(page, 2), "Prix unitaire de l'aide 2")).toHaveValue('4,5');
    await field(line(page, 2), "Quantité de l'aide 2").fill('1');
    await expect(dialog(page)).toContainText("Total de l'entretien : 10,20 €");
    await dialog(page).getByRole('radio', { name: 'Excusé', exact: true }).check();
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Entretien mis à jour')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await expect(row).toContainText('Excusé');
    await expect(row).toContainText('10,20 €');
    await expect(totalsRow(page)).toContainText('10,20 €');

    await row.getByRole('button', { name: "Supprimer l'entretien" }).click();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, "L'élément a été supprimé")).toBeVisible();
    await expect(page.getByText('Aucun entretien.', { exact: true })).toBeVisible();
    await expect(totalsRow(page)).toHaveCount(0);
  });

  test('highlights an aids total of 250 € or more in the totals row and in the recipients list', async ({ page, request }) => {
    const file = await createRecipient(request);
    const meeting = { presence: 'Oui', helps: [{ label: 'Nuitée', quantity: 10, u_price: '26,50' }] };
    await api(request, ACCOUNTS.volunteerLyon, 'PUT', `/recipient/${file.id}/meetings`, { meeting });
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#meetings`);
    await expect(totalsRow(page)).toContainText('265,00 €');
    await expect(totalsRow(page).getByTitle('Total des aides élevé : 250 € ou plus')).toBeVisible();

    // The recipients list highlights the file's total likewise.
    await page.goto(`/recipients?name=${file.name}`);
    const listed = page.getByRole('row').filter({ hasText: file.name.toUpperCase() });
    await expect(listed).toContainText('265,00 €');
    await expect(listed.getByTitle('Total des aides élevé : 250 € ou plus')).toBeVisible();
  });
});
