import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { antennaIds, api, createRecipient, unique } from './apiData';
import { ACCOUNTS, screenshot, signIn } from './support';

// Stays are made through the API by the demo administrator: a hotel, one file, one stay running today
// and eleven ended without release (so the dashboard has two pages), all with a new referent of their
// own, so that the demo stays (and other tests') never share their list or their dashboard.

const HEADERS = [
  'Accueilli',
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
const RED_1 = 'rgb(255, 227, 227)';
const GREEN_1 = 'rgb(211, 249, 216)';

const parisDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

interface Stays {
  recipientId: string;
  surname: string;
  referent: { login: string; label: string };
}

/** Creates the referent, the hotel, the file and its stays. */
async function createStays(request: APIRequestContext): Promise<Stays> {
  const call = <T>(method: 'GET' | 'PUT', path: string, data?: unknown) => api<T>(request, ACCOUNTS.admin, method, path, data);
  const lyon = (await antennaIds(request)).get('Antenne de Lyon');
  const suffix = unique();
  const referent = {
    habilitation: 'volunteer',
    surname: 'Claire',
    name: `Referente${suffix}`,
    login: `referente${suffix}`,
    password: ACCOUNTS.volunteerLyon.password,
    antenna_id: lyon,
    activity: { start_date: '2024-01-02' },
  };
  const { user_id: referentId } = await call<{ user_id: string }>('PUT', '/user/new', { user: referent });
  const { hotel_id: hotelId } = await call<{ hotel_id: string }>('PUT', '/hotel/new', {
    hotel: {
      name: `Hôtel Séjours ${unique()}`,
      address: { street: '5 rue Mercière', postal_code: '69002', city: 'Lyon' },
      tel: '0478000002',
    },
  });
  const room = (number: string) => call<string>('PUT', `/hotel/${hotelId}/rooms`, { room: { number, antenna_id: lyon, price: 450 } });
  const [past, current] = [await room('P1'), await room('C1')];
  const { id: recipientId, surname } = await createRecipient(
    request,
    { civility: 'M.', surname: `Séjour${unique()}`, name: 'Essai', antenna_id: lyon },
    ACCOUNTS.admin,
  );
  const stay = (roomId: string, start: string, end: string, extra: Record<string, unknown> = {}) =>
    call('PUT', `/recipient/${recipientId}/housings`, {
      housingType: 'hebergement',
      housing: {
        housing_type: 'hebergement',
        hotel_id: hotelId,
        room_id: roomId,
        user_id: referentId,
        start_date: start,
        end_date: end,
        price: 10,
        payments: [],
        ...extra,
      },
    });
  // Running today, paid beyond what is due: green, positive balance.
  await stay(current, parisDay(-3), parisDay(10), { payments: [{ amount: 200, date: parisDay(0) }] });
  // Ended in 2023, never freed: red, nothing paid (negative balance).
  for (let month = 1; month <= 11; month += 1)
    await stay(past, `2023-${String(month).padStart(2, '0')}-01`, `2023-${String(month).padStart(2, '0')}-11`);
  return { recipientId, surname, referent: { login: referent.login, label: `Claire ${referent.name.toUpperCase()}` } };
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
    await expect(rows.nth(1).getByRole('cell').last().locator('.mantine-Badge-root')).toHaveText(/100,00 €/);
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
    await signIn(page, { login: referent.login, password: ACCOUNTS.volunteerLyon.password });
    await expect(page.getByRole('heading', { name: 'Hébergements en cours' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Hébergements en cours' });
    await expect(table.getByRole('columnheader')).toHaveText(HEADERS);
    await expect(table.getByRole('columnheader', { name: 'Début' })).toHaveAttribute('aria-sort', 'descending');
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
});
