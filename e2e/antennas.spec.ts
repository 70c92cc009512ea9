import { expect, test, type Page } from '@playwright/test';
import { contrastOf } from './contrast';
import { ACCOUNTS, countWrites, screenshot, signIn } from './support';

const antennaSection = (page: Page) => page.getByRole('region', { name: "Fiche de l'antenne" });
const siegeSection = (page: Page) => page.getByRole('region', { name: 'Siège' });
const antennaPicker = (page: Page) => page.getByRole('combobox', { name: 'Antenne', exact: true });

test.describe('antennas screen', () => {
  test("hides 'Gestion des antennes' from a volunteer", async ({ page }) => {
    await signIn(page, ACCOUNTS.volunteerLyon);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link', { name: 'Menu', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Gestion des antennes' })).toHaveCount(0);
  });

  test('tells a volunteer who reaches /antennas by URL that they have no rights, without the forms', async ({ page }) => {
    await signIn(page, ACCOUNTS.volunteerLyon, '/antennas');
    await expect(page.getByRole('heading', { name: 'Gestion des antennes' })).toBeVisible();
    await expect(page.getByText("Vous n'avez pas les droits")).toBeVisible();
    await expect(page.getByLabel('Nom du centre')).toHaveCount(0);
    await expect(antennaSection(page)).toHaveCount(0);
    await expect(siegeSection(page)).toHaveCount(0);
  });

  test('lets an admin create an antenna once the form is valid', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/antennas');
    await expect(page.getByRole('heading', { name: 'Gestion des antennes' })).toBeVisible();
    const writes = countWrites(page);
    await page.getByRole('button', { name: 'Nouvelle antenne' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle antenne' });

    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByLabel('Nom du centre')).toHaveAccessibleDescription('Le nom du centre est requis');
    await expect(dialog.getByText("L'adresse est requise")).toHaveCount(3);
    await expect(page.getByText('Tous les champs nécessaires ne sont pas remplis')).toBeVisible();

    await dialog.getByLabel('Nom du centre').fill('Nic');
    await dialog.getByRole('textbox', { name: 'Adresse', exact: true }).fill('3 rue de la Buffa');
    await dialog.getByLabel('Code postal').fill('06000');
    await dialog.getByLabel('Ville').fill('Nice');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByLabel('Nom du centre')).toHaveAccessibleDescription('Nom trop court');
    expect(writes.count()).toBe(0);

    const name = `Antenne de Nice ${Date.now()}`;
    await dialog.getByLabel('Nom du centre').fill(name);
    await dialog.getByLabel('Mercredi').fill('10h-16h');
    await dialog.getByLabel("Début de l'agrément").fill('01/09/2026');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Antenne enregistrée')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(writes.count()).toBe(1);

    // The new antenna is selected and shown, and offered by the picker.
    await expect(antennaPicker(page)).toHaveValue(name);
    await expect(antennaSection(page).getByLabel('Ville')).toHaveValue('Nice');
    await expect(antennaSection(page).getByLabel('Mercredi')).toHaveValue('10h-16h');
    await expect(antennaSection(page).getByLabel("Début de l'agrément")).toHaveValue('01/09/2026');
    await antennaPicker(page).click();
    await expect(page.getByRole('option', { name })).toBeVisible();
  });

  test("lets Lyon's antenna admin change Lyon's opening hours, shown on the home page", async ({ page }) => {
    await signIn(page, ACCOUNTS.antennaAdminLyon, '/antennas');
    await expect(antennaPicker(page)).toHaveValue('Antenne de Lyon');
    const section = antennaSection(page);
    const save = section.getByRole('button', { name: 'Enregistrer' });
    await expect(save).toHaveAttribute('data-variant', 'default');

    const thursday = `14h-18h30 (${Date.now() % 100_000})`;
    await section.getByLabel('Jeudi').fill(thursday);
    await expect(save).toHaveAttribute('data-variant', 'filled');
    await save.click();
    await expect(page.getByText('Antenne enregistrée')).toBeVisible();
    await expect(save).toHaveAttribute('data-variant', 'default');
    await expect(section.getByLabel('Jeudi')).toHaveValue(thursday);
    await screenshot(page, 'antennas');

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Menu', exact: true }).click();
    const hours = page.getByRole('region', { name: 'Antenne', exact: true }).getByRole('table', { name: "Horaires d'ouverture" });
    await expect(hours.getByRole('row').filter({ hasText: 'Jeudi' })).toContainText(thursday);
  });

  test('sends nothing when nothing changed', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/antennas');
    await expect(antennaSection(page).getByLabel('Nom du centre')).not.toHaveValue('');
    const writes = countWrites(page);
    const antennaSave = antennaSection(page).getByRole('button', { name: 'Enregistrer' });
    await antennaSave.click();

    // A change taken back is no change either.
    await antennaSection(page).getByLabel('Fax').fill('0400000000');
    await expect(antennaSave).toHaveAttribute('data-variant', 'filled');
    await antennaSection(page).getByLabel('Fax').fill('');
    await expect(antennaSave).toHaveAttribute('data-variant', 'default');
    await antennaSave.click();

    const siegeSave = siegeSection(page).getByRole('button', { name: 'Enregistrer' });
    await expect(siegeSave).toHaveAttribute('data-variant', 'default');
    await siegeSave.click();

    // Then one real change of the head office: exactly one write, so the clicks above sent none.
    await siegeSection(page).getByLabel('Commentaire').fill(`Relu le ${Date.now()}`);
    await expect(siegeSave).toHaveAttribute('data-variant', 'filled');
    await siegeSave.click();
    await expect(page.getByText('Antenne enregistrée')).toBeVisible();
    expect(writes.count()).toBe(1);
  });

  test('shows the server refusal of a field beside it', async ({ page }) => {
    await signIn(page, ACCOUNTS.antennaAdminLyon, '/antennas');
    const section = antennaSection(page);
    await expect(section.getByLabel('Nom du centre')).toHaveValue('Antenne de Lyon');
    await section.getByLabel('E-mail').fill('pas-une-adresse');
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Antenne non enregistrée')).toBeVisible();
    await expect(section.getByLabel('E-mail')).toHaveAccessibleDescription('Adresse e-mail invalide');
  });

  test('shows the server message of a refusal for lack of rights', async ({ page }) => {
    await signIn(page, ACCOUNTS.antennaAdminLyon, '/antennas');
    await page.route('**/api/web/antenna/*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 403, json: { success: false, code: 'FORBIDDEN', message: "Vous n'avez pas les droits" } })
        : route.continue(),
    );
    const section = antennaSection(page);
    await section.getByLabel('Fax').fill('0478000000');
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Antenne non enregistrée')).toBeVisible();
    await expect(page.getByText("Vous n'avez pas les droits")).toBeVisible();
  });

  test('keeps other antennas and the head office read-only for an antenna admin', async ({ page }) => {
    await signIn(page, ACCOUNTS.antennaAdminLyon, '/antennas');
    await expect(page.getByRole('button', { name: 'Nouvelle antenne' })).toHaveCount(0);
    await expect(siegeSection(page).getByLabel('Nom complet')).toBeDisabled();
    await expect(siegeSection(page).getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);

    await antennaPicker(page).click();
    await page.getByRole('option', { name: 'Antenne de Marseille' }).click();
    await expect(antennaSection(page).getByLabel('Nom du centre')).toHaveValue('Antenne de Marseille');
    await expect(antennaSection(page).getByLabel('Nom du centre')).toBeDisabled();
    await expect(antennaSection(page).getByLabel('Lundi')).toBeDisabled();
    await expect(antennaSection(page).getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
    // Read only, yet readable: dark text on a light background, not faded.
    for (const [label, exact] of [
      ['Nom du centre', false],
      ['Téléphone', true],
    ] as const) {
      const { ratio, opacity } = await contrastOf(antennaSection(page).getByLabel(label, { exact }));
      expect(opacity, label).toBe(1);
      expect(ratio, label).toBeGreaterThanOrEqual(4.5);
    }
  });
});
