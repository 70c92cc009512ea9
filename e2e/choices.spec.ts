import { expect, test, type Page } from '@playwright/test';
import { unique } from './apiData';
import { ACCOUNTS, countWrites, screenshot, signIn } from './support';

// Each test adds its own entries (unique labels) to 'Situations familiales', so none depends on another's data.

const listPicker = (page: Page) => page.getByRole('combobox', { name: 'Liste', exact: true });
const table = (page: Page) => page.getByRole('table', { name: 'Éléments de la liste' });
const row = (page: Page, label: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: label, exact: true }) });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Opens the family statuses as the admin. */
async function openFamilyStatuses(page: Page): Promise<void> {
  await signIn(page, ACCOUNTS.admin, '/choices?type=family_status');
  await expect(listPicker(page)).toHaveValue('Situations familiales');
  await expect(row(page, 'Célibataire')).toBeVisible();
}

/** Adds an entry through the modal and waits for it in the table. */
async function addEntry(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Ajouter' }).click();
  const modal = dialog(page, 'Nouvel élément');
  await modal.getByLabel('Libellé').fill(label);
  await modal.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(modal).toBeHidden();
  await expect(row(page, label)).toBeVisible();
}

test.describe('reference lists screen', () => {
  test('lets the admin pick a list from the sidebar entry, keeps it in the URL, and filters it from the top-bar search', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Listes de référence' }).click();
    await expect(page.getByRole('heading', { name: 'Listes de référence' })).toBeVisible();
    await expect(listPicker(page)).not.toHaveValue('');

    await listPicker(page).click();
    await page.getByRole('option', { name: 'Situations familiales' }).click();
    await expect(page).toHaveURL(/[?&]type=family_status\b/);
    const single = row(page, 'Célibataire');
    await expect(single).toBeVisible();
    await expect(single.getByRole('cell').nth(1)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(row(page, 'Marié(e)')).toBeVisible();
    await screenshot(page, 'choices');

    // Case and accents aside; other entries are hidden.
    await page.getByRole('textbox', { name: 'Rechercher' }).fill('CELIB');
    await expect(row(page, 'Marié(e)')).toHaveCount(0);
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(single).toBeVisible();
    await page.getByRole('textbox', { name: 'Rechercher' }).fill('zzzz');
    await expect(page.getByText('Aucun élément ne correspond à « zzzz ».')).toBeVisible();

    // A reload shows the same list.
    await page.reload();
    await expect(listPicker(page)).toHaveValue('Situations familiales');
  });

  test('adds an entry once the label is given, and refuses the same label in another case', async ({ page }) => {
    await openFamilyStatuses(page);
    const writes = countWrites(page);
    await page.getByRole('button', { name: 'Ajouter' }).click();
    const modal = dialog(page, 'Nouvel élément');
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(modal.getByLabel('Libellé')).toHaveAccessibleDescription('Le libellé est requis');
    await expect(toast(page, 'Tous les champs nécessaires ne sont pas remplis')).toBeVisible();
    expect(writes.count()).toBe(0);

    const label = `Situation essai ${unique()}`;
    await modal.getByLabel('Libellé').fill(label);
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Élément enregistré')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(row(page, label)).toBeVisible();
    expect(writes.count()).toBe(1);

    // The modal opens empty again, and the label is unique whatever its case.
    await page.getByRole('button', { name: 'Ajouter' }).click();
    await expect(modal.getByLabel('Libellé')).toHaveValue('');
    const shouted = label.toUpperCase();
    await modal.getByLabel('Libellé').fill(shouted);
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    // The server names the entry already in the list, as it is spelt there.
    const taken = `Le libellé « ${label} » existe déjà dans cette liste`;
    await expect(modal.getByLabel('Libellé')).toHaveAccessibleDescription(taken);
    await expect(toast(page, 'Élément non enregistré')).toContainText(taken);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Annuler' }).click();
    await expect(modal).toBeHidden();
    await expect(row(page, shouted)).toHaveCount(0);
  });

  test('renames an entry, and sends nothing when the label did not change', async ({ page }) => {
    await openFamilyStatuses(page);
    const label = `Situation à renommer ${unique()}`;
    await addEntry(page, label);
    const writes = countWrites(page);

    await row(page, label).getByRole('button', { name: 'Modifier' }).click();
    const modal = dialog(page, "Modifier l'élément");
    await expect(modal.getByLabel('Libellé')).toHaveValue(label);
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(modal).toBeHidden();
    expect(writes.count()).toBe(0);

    // A label another entry has is refused beside the field, and the modal stays open.
    await row(page, label).getByRole('button', { name: 'Modifier' }).click();
    await modal.getByLabel('Libellé').fill('celibataire');
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(modal.getByLabel('Libellé')).toHaveAccessibleDescription('Le libellé « Célibataire » existe déjà dans cette liste');
    await expect(toast(page, 'Élément non enregistré')).toBeVisible();
    expect(writes.count()).toBe(1);

    // The update carries the entry as listed and as edited, without failing on a concurrent change.
    const renamed = `${label} (renommée)`;
    await modal.getByLabel('Libellé').fill(renamed);
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/web/choice/'));
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    const body = (await sent).postDataJSON() as {
      origin: { _id: string; label: string; last_update: string };
      current: { _id: string; label: string };
      fail_on_concurrent: boolean;
    };
    expect(body.origin).toMatchObject({ label, last_update: expect.any(String) });
    expect(body.current).toMatchObject({ _id: body.origin._id, label: renamed });
    expect(body.fail_on_concurrent).toBe(false);
    await expect(toast(page, 'Élément enregistré')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(row(page, renamed)).toBeVisible();
    await expect(row(page, label)).toHaveCount(0);
    expect(writes.count()).toBe(2);
  });

  test('deletes an entry only once the confirmation toast is confirmed', async ({ page }) => {
    await openFamilyStatuses(page);
    const label = `Situation à supprimer ${unique()}`;
    await addEntry(page, label);
    const writes = countWrites(page);
    const question = `Souhaitez-vous supprimer « ${label} » ?`;

    await row(page, label).getByRole('button', { name: 'Supprimer' }).click();
    await toast(page, question).getByRole('button', { name: 'Annuler' }).click();
    await expect(toast(page, question)).toHaveCount(0);
    await expect(row(page, label)).toBeVisible();
    expect(writes.count()).toBe(0);

    await row(page, label).getByRole('button', { name: 'Supprimer' }).click();
    await toast(page, question).getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, "L'élément a été supprimé")).toBeVisible();
    await expect(row(page, label)).toHaveCount(0);
    expect(writes.count()).toBe(1);
  });

  test('tells why a deletion failed: the server message of a refusal, else an unknown error', async ({ page }) => {
    await openFamilyStatuses(page);
    const label = `Situation protégée ${unique()}`;
    await addEntry(page, label);
    const question = `Souhaitez-vous supprimer « ${label} » ?`;
    const failWith = async (status: number, message: string) => {
      await page.unrouteAll();
      await page.route('**/api/web/choice/*', (route) =>
        route.request().method() === 'DELETE' ? route.fulfill({ status, json: { success: false, code: 'X', message } }) : route.continue(),
      );
      // The previous question's toast may still be fading out: one question at a time.
      await expect(toast(page, question)).toHaveCount(0);
      await row(page, label).getByRole('button', { name: 'Supprimer' }).click();
      await toast(page, question).getByRole('button', { name: 'Confirmer' }).click();
    };

    await failWith(403, "Vous n'avez pas les droits");
    await expect(toast(page, "Vous n'avez pas les droits")).toBeVisible();
    await failWith(500, 'Internal error');
    await expect(toast(page, 'Erreur inconnue')).toBeVisible();
    await expect(toast(page, "L'élément a été supprimé")).toHaveCount(0);
    await expect(row(page, label)).toBeVisible();
  });

  test('hides the screen from a volunteer, who lacks ref_management', async ({ page }) => {
    await signIn(page, ACCOUNTS.volunteerLyon);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link', { name: 'Menu', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Listes de référence' })).toHaveCount(0);

    await page.goto('/choices');
    await expect(page.getByText("Vous n'avez pas les droits")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ajouter' })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
