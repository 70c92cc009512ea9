import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { antennaIds, choiceId, createRecipient, unique } from './apiData';
import { addStay, createLyonHotel, createReferent, expectWhole, parisDay, UNPAID, UNPAID_SOLDE } from './housingData';
import { ACCOUNTS, screenshot, signIn } from './support';

// Stays are made through the API by the demo administrator: a hotel, one file, one stay running today
// and eleven ended without release (so the dashboard has two pages), all with a new referent of their
// own, so that the demo stays (and other tests') never share their list or their dashboard.

const HEADERS = [
  'Accueilli',
  'Catégorie',
  'Hôtel',
  'Chambre',
  'Référent',
  'Début',
  'Fin',
  'Libération',
  'Nuits',
  'Quote-part',
  'Paiements',
  'Total',
  'Solde',
];
// The home dashboard groups them: a grouped column's header stacks the sort buttons of its lines.
const DASHBOARD_HEADERS = ['Accueilli', 'Lieu', /^Début\s*Fin$/, /^Nuits\s*Quote-part$/, 'Total', 'Paiements', 'Solde'];
const RED_1 = 'rgb(255, 227, 227)';
const GREEN_1 = 'rgb(211, 249, 216)';

interface Stays {
  recipientId: string;
  surname: string;
  referent: Awaited<ReturnType<typeof createReferent>>;
}

/** Creates the referent, the hotel, the file and its stays. */
/** A file of Lyon, filed by the head office's administrator (a file belongs to an antenna, never to the head office). */
async function lyonFile(request: APIRequestContext) {
  return createRecipient(request, { antenna_id: (await antennaIds(request)).get('Antenne de Lyon') }, ACCOUNTS.admin);
}

async function createStays(request: APIRequestContext): Promise<Stays> {
  const referent = await createReferent(request);
  const hotel = await createLyonHotel(request, ['P1', 'C1']);
  const [past, current] = hotel.roomIds;
  const { id: recipientId, surname } = await createRecipient(
    request,
    { civility: 'M.', surname: `Séjour${unique()}`, name: 'Essai', antenna_id: (await antennaIds(request)).get('Antenne de Lyon') },
    ACCOUNTS.admin,
  );
  const stay = (roomId: string, start: string, end: string, extra: Record<string, unknown> = {}) =>
    addStay(request, recipientId, 'hebergement', {
      hotel_id: hotel.id,
      room_id: roomId,
      user_id: referent.id,
      start_date: start,
      end_date: end,
      price: 10,
      ...extra,
    });
  // Running today, paid beyond what is due: green, positive balance.
  await stay(current, parisDay(-3), parisDay(10), { payments: [{ amount: 200, date: parisDay(0) }] });
  // Ended in 2023, never freed: red, nothing paid (negative balance).
  for (let month = 1; month <= 11; month += 1)
    await stay(past, `2023-${String(month).padStart(2, '0')}-01`, `2023-${String(month).padStart(2, '0')}-11`);
  return { recipientId, surname, referent };
}

const rowsOf = (page: Page, table: string, surname: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: surname });

test.describe('housings', () => {
  test('the housings list filters by referent, sorts on the server, colours the rows and opens the stay', async ({ page, request }) => {
    const { recipientId, surname, referent } = await createStays(request);
    await signIn(page, ACCOUNTS.admin, '/housings');
    await expect(page.getByRole('heading', { name: 'Liste des Hébergements' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Hébergements', exact: true });
    await expect(table.getByRole('columnheader')).toHaveText(HEADERS);
    await expect(table.getByRole('columnheader', { name: 'Début' })).toHaveAttribute('aria-sort', 'descending');

    await page.getByLabel('Référent', { exact: true }).click();
    await page.getByRole('option', { name: referent.label, exact: true }).click();
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/[?&]user=/);
    const rows = rowsOf(page, 'Hébergements', surname);
    // Pages of 20: the referent's twelve stays on one page, the newest (running) first, no pager.
    await expect(rows).toHaveCount(12);
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(page.getByRole('button', { name: 'Suivant' })).toHaveCount(0);
    await page.mouse.move(0, 0);
    await expect(rows.first()).toHaveAttribute('data-state', 'current');
    await expect(rows.first()).toHaveCSS('background-color', GREEN_1);
    await expect(rows.first()).toContainText(referent.label);
    await expect(rows.first()).toContainText('C1');
    await expect(rows.first()).toContainText('130,00 €');
    await expect(rows.nth(1)).toHaveAttribute('data-state', 'overdue');
    await expect(rows.nth(1)).toHaveCSS('background-color', RED_1);
    await expect(rows.nth(1).getByRole('cell').last()).toHaveText('-100,00 €');
    await screenshot(page, 'housings');

    await table.getByRole('button', { name: 'Solde' }).click();
    await expect(page).toHaveURL(/sortBy=solde&sortDesc=false/);
    await expect(table.getByRole('columnheader', { name: 'Solde' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows.first()).toHaveAttribute('data-state', 'overdue');
    await table.getByRole('button', { name: 'Solde' }).click();
    await expect(page).toHaveURL(/sortBy=solde&sortDesc=true/);
    await expect(rows.first()).toHaveAttribute('data-state', 'current');

    await rows.first().click();
    await expect(page).toHaveURL(`/recipient/${recipientId}#housing`);
  });

  test("the home dashboard lists the user's stays not freed, ten per page", async ({ page, request }) => {
    const { surname, referent } = await createStays(request);
    await signIn(page, referent.account);
    await expect(page.getByRole('heading', { name: 'Hébergements en cours' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Hébergements en cours' });
    await expect(table.getByRole('columnheader')).toHaveText(DASHBOARD_HEADERS);
    await expect(table.getByRole('columnheader', { name: /Début/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('row')).toHaveCount(11);
    await page.mouse.move(0, 0);
    const current = rowsOf(page, 'Hébergements en cours', surname).filter({ hasText: 'C1' });
    await expect(current).toHaveCSS('background-color', GREEN_1);
    await screenshot(page, 'home-dashboard');

    const pager = page.getByRole('navigation', { name: 'Pages : Hébergements en cours' });
    await pager.getByRole('button', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/heb_page=2/);
    await expect(pager).toContainText('Page 2 sur 2');
    await expect(pager.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(rowsOf(page, 'Hébergements en cours', surname).first()).toHaveAttribute('data-state', 'overdue');
    await pager.getByRole('button', { name: 'Précédent' }).click();
    await expect(page).not.toHaveURL(/heb_page/);
    await expect(table.getByRole('row')).toHaveCount(11);
  });

  test('lists emergency and outside stays with their kind and place, filtered by kind on the server', async ({ page, request }) => {
    const referent = await createReferent(request);
    const hotel = await createLyonHotel(request, ['K1']);
    const file = await lyonFile(request);
    const dates = { user_id: referent.id, start_date: parisDay(-2), end_date: parisDay(8) };
    await addStay(request, file.id, 'hebergement', { ...dates, hotel_id: hotel.id, room_id: hotel.roomIds[0], price: 10 });
    await addStay(request, file.id, 'urgence', { ...dates, hotel_info: 'Ibis Budget Gerland', price: 35 });
    const nature = await choiceId(request, 'housing_nature', 'Famille');
    await addStay(request, file.id, 'hors', {
      ...dates,
      nature,
      address_street: '4 rue Sala',
      address_postal_code: '69002',
      address_city: 'Lyon',
    });

    await signIn(page, ACCOUNTS.admin, `/housings?user=${referent.id}`);
    const table = page.getByRole('table', { name: 'Hébergements', exact: true });
    const rows = table.getByRole('row').filter({ hasText: file.name.toUpperCase() });
    await expect(rows).toHaveCount(3);
    const place = (kind: string) =>
      rows
        .filter({ has: page.getByRole('cell', { name: kind, exact: true }) })
        .getByRole('cell')
        .nth(2);
    await expect(place('Dispositif')).toHaveText(`${hotel.name} (69002)`);
    await expect(place('Urgence')).toHaveText('Ibis Budget Gerland');
    await expect(place('Hors dispositif')).toHaveText('4 rue Sala 69002 Lyon');

    await page.getByLabel('Catégorie', { exact: true }).click();
    await page.getByRole('option', { name: 'Urgence', exact: true }).click();
    const listed = page.waitForResponse(
      (response) => response.url().includes('/api/web/housings?') && response.url().includes('housing_type=urgence'),
    );
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await listed;
    await expect(page).toHaveURL(/housing_type=urgence/);
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('cell').nth(1)).toHaveText('Urgence');
    await page.reload();
    await expect(page.getByLabel('Catégorie', { exact: true })).toHaveValue('Urgence');
    await expect(rows).toHaveCount(1);
  });

  test('the top-bar search narrows the housings list on the server, by person or place', async ({ page, request }) => {
    const referent = await createReferent(request);
    const word = `Gerland${unique()}`;
    const [first, second] = [await lyonFile(request), await lyonFile(request)];
    const dates = { user_id: referent.id, start_date: parisDay(-2), end_date: parisDay(8), price: 35 };
    await addStay(request, first.id, 'urgence', { ...dates, hotel_info: `Ibis ${word}` });
    await addStay(request, second.id, 'urgence', { ...dates, hotel_info: 'Formule 1' });

    await signIn(page, ACCOUNTS.admin, `/housings?user=${referent.id}`);
    const table = page.getByRole('table', { name: 'Hébergements', exact: true });
    await expect(table.getByRole('row')).toHaveCount(3);
    const searched = page.waitForResponse((response) => response.url().includes(`search=${word.toLowerCase()}`));
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(word.toLowerCase());
    await searched;
    await expect(page).toHaveURL(new RegExp(`search=${word.toLowerCase()}`));
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(first.name.toUpperCase());
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(second.name);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Formule 1');
  });

  for (const width of [1440, 390])
    test(`shows a negative balance whole at ${width} px, the table scrolling sideways rather than cutting it`, async ({
      page,
      request,
    }) => {
      const referent = await createReferent(request);
      const hotel = await createLyonHotel(request, ['N1']);
      const file = await lyonFile(request);
      await addStay(request, file.id, 'hebergement', { ...UNPAID, user_id: referent.id, hotel_id: hotel.id, room_id: hotel.roomIds[0] });
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, ACCOUNTS.admin, `/housings?user=${referent.id}`);
      const row = page
        .getByRole('table', { name: 'Hébergements', exact: true })
        .getByRole('row')
        .filter({ hasText: file.name.toUpperCase() });
      await expectWhole(row.getByRole('cell').last(), UNPAID_SOLDE);
      await expectWhole(row.getByRole('cell').nth(10), '0,00 €');
      await expectWhole(row.getByRole('cell').nth(11), '1 270,00 €');
    });

  test('sorts on a click anywhere in the header cell, and from the keyboard', async ({ page, request }) => {
    const { referent } = await createStays(request);
    await signIn(page, ACCOUNTS.admin, `/housings?user=${referent.id}`);
    const table = page.getByRole('table', { name: 'Hébergements', exact: true });
    const header = table.getByRole('columnheader', { name: 'Nuits' });
    const box = await header.boundingBox();
    if (!box) throw new Error('Nuits header not laid out');
    // The cell's far corner, away from the label.
    await header.click({ position: { x: box.width - 2, y: box.height - 2 } });
    await expect(page).toHaveURL(/sortBy=nights&sortDesc=false/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await table.getByRole('button', { name: 'Total' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sortBy=total_price&sortDesc=false/);
    await expect(table.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/sortBy=total_price&sortDesc=true/);
  });
});
