import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, unique } from './apiData';
import { ACCOUNTS, countWrites, screenshot, signIn } from './support';
import { field, pick, saveButton, table, toast } from './ui';

// The aid catalogue (/helps, /help/{id}). Each test makes its own aids (unique labels) so that none
// depends on the demo catalogue or on another test.

const main = (page: Page) => page.getByRole('main');
const helpsTable = (page: Page) => table(page, 'Aides');
const row = (scope: Locator, text: string) => scope.getByRole('row').filter({ hasText: text });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/**
 * Types in the top bar's search, once the list is shown (a new page starts with an empty search), and waits for the list
 * to apply it after its pause: the row of a new aid shows before it, and a click on it as the search lands went to the
 * aid's page with the search written into its address.
 */
async function search(page: Page, text: string) {
  await expect(page.getByRole('heading', { name: 'Liste des aides' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === text);
}

test.describe('aid catalogue', () => {
  test('an administrator creates an aid priced with a comma, edits it, archives it, then deletes it', async ({ page }) => {
    const label = `Bon alimentaire ${unique()}`;
    await signIn(page, ACCOUNTS.admin, '/helps');
    await expect(page.getByRole('heading', { name: 'Liste des aides' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Ajouter une aide' }).click();
    await expect(page).toHaveURL(/\/help\/new$/);
    await expect(page.getByRole('heading', { name: 'Nouvelle aide' })).toBeVisible();

    // The server's rules run in the page: nothing is sent while the label is missing or the price unreadable.
    const writes = countWrites(page);
    await field(page, 'Prix unitaire').fill('trois euros');
    await saveButton(main(page)).click();
    await expect(page.getByText('Le libellé est requis')).toBeVisible();
    await expect(page.getByText('Montant invalide')).toBeVisible();
    await expect(toast(page, 'Aide non enregistrée. Des champs sont manquants')).toBeVisible();
    expect(writes.count()).toBe(0);

    await field(page, 'Libellé').fill(label);
    await pick(page, 'Catégorie', 'Alimentaire', page);
    await field(page, 'Prix unitaire').fill('3,50');
    await field(page, 'Stock').fill('20');
    await saveButton(main(page)).click();
    await expect(toast(page, "L'aide a été créée")).toBeVisible();
    await expect(page.getByRole('heading', { name: `Aide : ${label}` })).toBeVisible();
    await expect(page).toHaveURL(/\/help\/(?!new)[^/]+$/);
    const helpUrl = new URL(page.url()).pathname;
    await expect(field(page, 'Prix unitaire')).toHaveValue('3,50');
    await expect(field(page, 'Catégorie')).toHaveValue('Alimentaire');
    await expect(field(page, 'Stock')).toHaveValue('20');
    expect(writes.count()).toBe(1);

    await field(page, 'Prix unitaire').fill('4,2');
    await saveButton(main(page)).click();
    await expect(toast(page, "L'aide a été modifiée")).toBeVisible();
    await expect(field(page, 'Prix unitaire')).toHaveValue('4,20');
    // Written differently, the same price is no change: nothing is sent.
    await field(page, 'Prix unitaire').fill('4,20');
    await saveButton(main(page)).click();
    expect(writes.count()).toBe(2);
    await screenshot(page, 'help-form');

    await menu(page).getByRole('link', { name: 'Gestion des aides' }).click();
    await search(page, label);
    await expect(helpsTable(page).getByRole('row')).toHaveCount(2);
    // Label, category, price, stock, archived, actions.
    await expect(row(helpsTable(page), label).getByRole('cell')).toHaveText([label, 'Alimentaire', '4,20 €', '20', '', '']);
    await screenshot(page, 'helps');

    await row(helpsTable(page), label).click();
    await expect(page).toHaveURL(helpUrl);
    await field(page, 'Archivée').check();
    // The toast of the price's edit gone first, to see the archive's own.
    await expect(toast(page, "L'aide a été modifiée")).toHaveCount(0);
    await saveButton(main(page)).click();
    await expect(toast(page, "L'aide a été modifiée")).toBeVisible();
    expect(writes.count()).toBe(3);

    // An archived aid is no longer offered: the list hides it unless asked.
    await menu(page).getByRole('link', { name: 'Gestion des aides' }).click();
    await search(page, label);
    await expect(page.getByText(`Aucune aide ne correspond à « ${label} ».`)).toBeVisible();
    // The switch follows the URL, which the router updates after the click: a click, then its state.
    const archivedShown = page.getByRole('switch', { name: 'Afficher les aides archivées' });
    await archivedShown.click();
    await expect(archivedShown).toBeChecked();
    await expect(page).toHaveURL(/archived=all/);
    await expect(row(helpsTable(page), label)).toContainText('Archivée');

    // Never handed out in a meeting, it may be deleted, after the confirmation.
    await row(helpsTable(page), label)
      .getByRole('button', { name: `Supprimer l'aide ${label}` })
      .click();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, "L'aide a été supprimée")).toBeVisible();
    await expect(row(helpsTable(page), label)).toHaveCount(0);
    expect(writes.count()).toBe(4);
  });

  test('deletes an aid from its form and goes back to the list', async ({ page, request }) => {
    const label = `Carte téléphonique ${unique()}`;
    const id = await api<string>(request, ACCOUNTS.admin, 'PUT', '/help/new', { help: { label, category: 'Communication' } });
    await signIn(page, ACCOUNTS.admin, `/help/${id}`);
    await expect(page.getByRole('heading', { name: `Aide : ${label}` })).toBeVisible();
    await main(page).getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, "L'aide a été supprimée")).toBeVisible();
    await expect(page).toHaveURL(/\/helps$/);
    await search(page, label);
    await expect(page.getByText(`Aucune aide ne correspond à « ${label} ».`)).toBeVisible();
  });

  test('a volunteer reads the catalogue: no add, no save, no delete', async ({ page, request }) => {
    const label = `Ticket de tram ${unique()}`;
    const help = { label, category: 'Transport', price: '1,70', stock: 10 };
    const id = await api<string>(request, ACCOUNTS.admin, 'PUT', '/help/new', { help });
    const writes = countWrites(page);

    await signIn(page, ACCOUNTS.volunteerLyon, '/helps');
    await expect(page.getByRole('heading', { name: 'Liste des aides' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Gestion des aides' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Ajouter une aide' })).toHaveCount(0);
    await search(page, label);
    await expect(row(helpsTable(page), label)).toContainText('1,70 €');
    await expect(row(helpsTable(page), label).getByRole('button')).toHaveCount(0);

    await row(helpsTable(page), label).click();
    await expect(page).toHaveURL(new RegExp(`/help/${id}$`));
    await expect(page.getByRole('heading', { name: `Aide : ${label}` })).toBeVisible();
    for (const name of ['Libellé', 'Catégorie', 'Prix unitaire', 'Stock', 'Archivée']) await expect(field(page, name)).toBeDisabled();
    await expect(field(page, 'Prix unitaire')).toHaveValue('1,70');
    await expect(saveButton(main(page))).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Supprimer' })).toHaveCount(0);

    await page.goto('/help/new');
    await expect(page.getByText("Vous n'avez pas les droits")).toBeVisible();
    await expect(field(page, 'Libellé')).toHaveCount(0);
    expect(writes.count()).toBe(0);
  });
});
