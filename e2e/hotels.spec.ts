import { expect, test, type Page } from '@playwright/test';
import { createHotel, unique } from './apiData';
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

/** Today in France as YYYY-MM-DD, as the server counts days. */
const parisToday = () =>
  new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

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

  test('an antenna administrator reads the hotel but may add a room of Lyon; a volunteer only reads', async ({ page, request }) => {
    const hotel = await createHotel(request, [{ number: '7', antenna: 'Antenne de Marseille' }]);
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/hotel/${hotel.id}`);
    await expect(page.getByRole('heading', { name: `Hôtel : ${hotel.name}` })).toBeVisible();
    await expect(field(page, 'Nom')).toBeDisabled();
    await expect(field(page, 'Convention signée')).toBeDisabled();
    await expect(mainSave(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Ajouter un hôtel' })).toHaveCount(0);

    // A room of another antenna is read only.
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
    await expect(row(page.getByRole('table', { name: 'Chambres' }), 'Antenne de Lyon')).toContainText('380,00 €');

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await signIn(page, ACCOUNTS.volunteerLyon, `/hotel/${hotel.id}`);
    await expect(page.getByRole('heading', { name: `Hôtel : ${hotel.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ajouter une chambre' })).toHaveCount(0);
    await row(page.getByRole('table', { name: 'Chambres' }), 'Antenne de Lyon').click();
    const readOnly = page.getByRole('dialog', { name: 'Chambre 8' });
    await expect(field(readOnly, 'Prix')).toBeDisabled();
    await expect(readOnly.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  });
});

test.describe('room calendar', () => {
  test('counts the free rooms day by day, lists those of a day, and a row selects its hotel and room', async ({ page, request }) => {
    const hotel = await createHotel(request, [
      { number: 'A', antenna: 'Antenne de Lyon' },
      { number: 'B', antenna: 'Antenne de Marseille' },
    ]);
    const today = parisToday();
    const [year, month] = today.split('-').map(Number);
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const monthLabel = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date());
    // The month is asked for by its first day, written YYYY-M-01.
    const firstCall = page.waitForRequest((req) => req.url().includes(`/api/web/rooms/calendar/${year}-${month}-01`));
    await signIn(page, ACCOUNTS.antennaAdminLyon, '/room-calendar');
    await firstCall;
    await expect(page.getByRole('heading', { name: "Planning d'occupation des chambres" })).toBeVisible();
    await expect(page.getByRole('heading', { name: monthLabel })).toBeVisible();

    const grid = page.getByRole('table', { name: "Planning d'occupation" });
    await expect(grid.getByRole('img', { name: /^Libres \(organisation\) : \d+$/ })).toHaveCount(daysInMonth);
    await expect(grid.getByRole('img', { name: /^Libres \(antenne\) : \d+$/ })).toHaveCount(daysInMonth);

    const dayButton = page.getByRole('button', { name: `Chambres libres le ${frenchDate(today)}` });
    await dayButton.click();
    const free = page.getByRole('table', { name: `Chambres libres le ${frenchDate(today)}` });
    const roomA = row(free, hotel.name).filter({ has: page.getByRole('cell', { name: 'A', exact: true }) });
    await expect(roomA).toContainText('3 quai Perrache');
    await expect(roomA).toContainText('69002');
    await expect(roomA).toContainText('Antenne de Lyon');
    await expect(row(free, hotel.name)).toHaveCount(2);

    await roomA.click();
    await expect(field(page, 'Hôtel')).toHaveValue(hotel.name);
    await expect(field(page, 'Chambre')).toHaveValue('A');
    const todayCell = grid.getByRole('cell').filter({ has: dayButton });
    const organisation = todayCell.getByRole('img', { name: 'Libres (organisation) : 1' });
    await expect(organisation).toHaveCSS('background-color', 'rgb(64, 192, 87)');
    await expect(todayCell.getByRole('img', { name: 'Libres (antenne) : 1' })).toHaveCSS('background-color', 'rgb(64, 192, 87)');
    await screenshot(page, 'room-calendar');

    // Room B is Marseille's: free for the organisation, none for Lyon (orange).
    await choose(page, page, 'Chambre', 'B');
    await expect(todayCell.getByRole('img', { name: 'Libres (antenne) : 0' })).toHaveCSS('background-color', 'rgb(253, 126, 20)');
    await expect(todayCell.getByRole('img', { name: 'Libres (organisation) : 1' })).toBeVisible();

    const next = new Date(Date.UTC(year, month, 1));
    const nextCall = page.waitForRequest((req) =>
      req.url().includes(`/api/web/rooms/calendar/${next.getUTCFullYear()}-${next.getUTCMonth() + 1}-01`),
    );
    await page.getByRole('button', { name: 'Mois suivant' }).click();
    await nextCall;
    await expect(page.getByRole('heading', { name: monthLabel })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mois précédent' }).click();
    await expect(page.getByRole('heading', { name: monthLabel })).toBeVisible();

    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(field(page, 'Hôtel')).toHaveValue('');
    await expect(field(page, 'Chambre')).toBeDisabled();
    await roomA.getByRole('button', { name: "Voir l'hôtel" }).click();
    await expect(page).toHaveURL(`/hotel/${hotel.id}`);
  });

  test('lets head-office staff choose the antenna whose free rooms are counted', async ({ page, request }) => {
    const hotel = await createHotel(request, [{ number: 'M1', antenna: 'Antenne de Marseille' }]);
    const today = parisToday();
    await signIn(page, ACCOUNTS.admin, `/room-calendar?hotel=${hotel.id}`);
    const todayCell = page
      .getByRole('table', { name: "Planning d'occupation" })
      .getByRole('cell')
      .filter({ has: page.getByRole('button', { name: `Chambres libres le ${frenchDate(today)}` }) });
    await choose(page, page, 'Antenne', 'Antenne de Lyon');
    await expect(todayCell.getByRole('img', { name: 'Libres (antenne) : 0' })).toBeVisible();
    await choose(page, page, 'Antenne', 'Antenne de Marseille');
    await expect(todayCell.getByRole('img', { name: 'Libres (antenne) : 1' })).toBeVisible();
    await expect(page).toHaveURL(/antenna=/);
  });
});
