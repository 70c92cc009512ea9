import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { antennaIds, api, createHotel, unique, type Account } from './apiData';
import { ACCOUNTS, countWrites, screenshot, signIn } from './support';

// The demo data may hold no hotel: each test makes its own hotel and rooms (unique names) through
// the API as the demo administrator, so that none depends on another's data.

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const field = (scope: Page | ReturnType<Page['getByRole']>, label: string) => scope.getByLabel(label, { exact: true });
const row = (scope: Page | ReturnType<Page['getByRole']>, text: string) => scope.getByRole('row').filter({ hasText: text });
const mainSave = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Enregistrer', exact: true });

/** Picks an option of a Mantine Select. */
async function choose(page: Page, scope: Page | ReturnType<Page['getByRole']>, label: string, option: string) {
  await field(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** An antenna administrator of Lyon who was also given hotel_management (the demo has none), made through the API. */
async function antennaAdminOfLyonWithHotels(request: APIRequestContext): Promise<Account> {
  const account = { login: `hotels${unique()}`, password: ACCOUNTS.antennaAdminLyon.password };
  const user = {
    habilitation: 'antenna_admin',
    surname: 'Hélène',
    name: `Hotels${unique()}`,
    ...account,
    antenna_id: (await antennaIds(request)).get('Antenne de Lyon'),
    activity: { start_date: '2024-01-02' },
    rights: ['user_management', 'user_relative', 'antennas_management', 'dom_management', 'hotel_management'],
  };
  await api(request, ACCOUNTS.admin, 'PUT', '/user/new', { user });
  return account;
}

test.describe('hotels', () => {
  test('creates a hotel (a missing field is named, nothing sent), adds a room priced with a comma, edits it, finds it in the list', async ({
    page,
  }) => {
    const name = `Hôtel Bellecour ${unique()}`;
    await signIn(page, ACCOUNTS.admin, '/hotels');
    await expect(page.getByRole('heading', { name: 'Liste des hôtels' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Ajouter un hôtel' }).click();
    await expect(page).toHaveURL(/\/hotel\/new$/);

    const writes = countWrites(page);
    await field(page, 'Nom').fill(name);
    await field(page, 'Adresse').fill('12 place Bellecour');
    await field(page, 'Code postal').fill('69002');
    await field(page, 'Ville').fill('Lyon');
    await mainSave(page).click();
    await expect(page.getByText('Le téléphone est requise')).toBeVisible();
    await expect(toast(page, 'Tous les champs nécessaires ne sont pas remplis')).toBeVisible();
    expect(writes.count()).toBe(0);

    await field(page, 'Téléphone').fill('0478000001');
    await field(page, 'IBAN').fill('FR76 3000 6000 0112 3456 7890 189');
    await field(page, 'Convention signée').check();
    await mainSave(page).click();
    await expect(toast(page, 'Hotel enregistré')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Hôtel : ${name}` })).toBeVisible();
    await expect(page).toHaveURL(/\/hotel\/(?!new)[^/]+$/);
    const hotelUrl = new URL(page.url()).pathname;
    await expect(field(page, 'IBAN')).toHaveValue('FR76 3000 6000 0112 3456 7890 189');
    await expect(field(page, 'Convention signée')).toBeChecked();
    expect(writes.count()).toBe(1);
    // Saving without a change sends nothing.
    await mainSave(page).click();
    await expect(page.getByText('Aucune chambre dans cet hôtel.')).toBeVisible();
    expect(writes.count()).toBe(1);

    await page.getByRole('button', { name: 'Ajouter une chambre' }).click();
    const modal = page.getByRole('dialog', { name: 'Nouvelle chambre' });
    await field(modal, 'Numéro').fill('101');
    await choose(page, modal, 'Type', 'CH2');
    await choose(page, modal, 'Antenne', 'Antenne de Lyon');
    await field(modal, 'Prix').fill('quatre cents');
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(modal.getByText('Montant invalide')).toBeVisible();
    expect(writes.count()).toBe(1);
    await field(modal, 'Prix').fill('412,50');
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Chambre créée')).toBeVisible();
    await expect(modal).toHaveCount(0);
    const rooms = page.getByRole('table', { name: 'Chambres' });
    await expect(row(rooms, '101')).toContainText('412,50 €');
    await expect(row(rooms, '101')).toContainText('CH2');
    await expect(row(rooms, '101')).toContainText('Antenne de Lyon');
    await expect(row(rooms, '101')).toContainText('Libre');
    await screenshot(page, 'hotel-form');

    await row(rooms, '101').click();
    const edit = page.getByRole('dialog', { name: 'Chambre 101' });
    await expect(field(edit, 'Prix')).toHaveValue('412,5');
    await choose(page, edit, 'Prêtée à', 'Antenne de Marseille');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Chambre mise à jour')).toBeVisible();
    await expect(row(rooms, '101')).toContainText('Antenne de Marseille');
    expect(writes.count()).toBe(3);

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Liste des hôtels' }).click();
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(name);
    const hotels = page.getByRole('table', { name: 'Hôtels' });
    await expect(hotels.getByRole('row')).toHaveCount(2);
    // Name, postal code, archived, rooms, free rooms.
    await expect(row(hotels, name).getByRole('cell')).toHaveText([name, '69002', '', '1', '1']);
    await screenshot(page, 'hotels');
    await row(hotels, name).click();
    await expect(page).toHaveURL(hotelUrl);
  });

  test('an antenna administrator without hotel_management only reads rooms; given it, adds a room of Lyon only; a volunteer only reads', async ({
    page,
    request,
  }) => {
    const hotel = await createHotel(request, [
      { number: '7', antenna: 'Antenne de Marseille' },
      { number: '6', antenna: 'Antenne de Lyon' },
    ]);
    const writes = countWrites(page);
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/hotel/${hotel.id}`);
    await expect(page.getByRole('heading', { name: `Hôtel : ${hotel.name}` })).toBeVisible();
    await expect(field(page, 'Nom')).toBeDisabled();
    await expect(field(page, 'Convention signée')).toBeDisabled();
    await expect(mainSave(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Ajouter un hôtel' })).toHaveCount(0);
    await expect(row(page.getByRole('table', { name: 'Chambres' }), '6')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ajouter une chambre' })).toHaveCount(0);

    // Without hotel_management even a room of Lyon is read only: no save footer.
    for (const number of ['6', '7']) {
      await row(page.getByRole('table', { name: 'Chambres' }), number).click();
      const modal = page.getByRole('dialog', { name: `Chambre ${number}` });
      await expect(field(modal, 'Numéro')).toBeDisabled();
      await expect(field(modal, 'Prix')).toBeDisabled();
      await expect(modal.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
      await modal.getByRole('button', { name: 'Annuler' }).click();
      await expect(modal).toHaveCount(0);
    }
    expect(writes.count()).toBe(0);

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await signIn(page, await antennaAdminOfLyonWithHotels(request), `/hotel/${hotel.id}`);
    await expect(page.getByRole('heading', { name: `Hôtel : ${hotel.name}` })).toBeVisible();
    // hotel_management saves the hotel sheet too.
    await expect(field(page, 'Nom')).toBeEnabled();
    await row(page.getByRole('table', { name: 'Chambres' }), '7').click();
    const other = page.getByRole('dialog', { name: 'Chambre 7' });
    await expect(field(other, 'Numéro')).toBeDisabled();
    await expect(other.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
    await other.getByRole('button', { name: 'Annuler' }).click();

    await page.getByRole('button', { name: 'Ajouter une chambre' }).click();
    const modal = page.getByRole('dialog', { name: 'Nouvelle chambre' });
    await expect(field(modal, 'Antenne')).toHaveValue('Antenne de Lyon');
    await field(modal, 'Antenne').click();
    await expect(page.getByRole('option')).toHaveText(['Antenne de Lyon']);
    await page.keyboard.press('Escape');
    await field(modal, 'Numéro').fill('8');
    await field(modal, 'Prix').fill('380');
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Chambre créée')).toBeVisible();
    await expect(row(page.getByRole('table', { name: 'Chambres' }), '380,00 €')).toContainText('Antenne de Lyon');

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await signIn(page, ACCOUNTS.volunteerLyon, `/hotel/${hotel.id}`);
    await expect(page.getByRole('heading', { name: `Hôtel : ${hotel.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ajouter une chambre' })).toHaveCount(0);
    await row(page.getByRole('table', { name: 'Chambres' }), '380,00 €').click();
    const readOnly = page.getByRole('dialog', { name: 'Chambre 8' });
    await expect(field(readOnly, 'Prix')).toBeDisabled();
    await expect(readOnly.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  });
});
