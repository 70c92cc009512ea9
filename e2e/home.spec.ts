import { expect, test } from '@playwright/test';
import { choiceId, createRecipient, unique } from './apiData';
import { addStay, createLyonHotel, createReferent, expectWhole, parisDay, UNPAID, UNPAID_SOLDE } from './housingData';
import { ACCOUNTS, screenshot, signIn } from './support';

test.describe('home page', () => {
  test('shows a Lyon volunteer the Lyon antenna with its manager and opening hours, and the head office', async ({ page }) => {
    await signIn(page, ACCOUNTS.volunteerLyon);
    await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible();

    const antenna = page.getByRole('region', { name: 'Antenne', exact: true });
    await expect(antenna.getByRole('heading', { name: 'Antenne de Lyon' })).toBeVisible();
    await expect(antenna).toContainText('48 rue Sébastien Gryphe');
    await expect(antenna).toContainText('69007 Lyon');
    await expect(antenna.getByRole('link', { name: '04 78 58 12 34' })).toBeVisible();
    await expect(antenna.getByRole('link', { name: '06 78 45 12 90' })).toBeVisible();
    await expect(antenna.getByRole('link', { name: 'lyon@passerelles-solidaires.fr' })).toHaveAttribute(
      'href',
      'mailto:lyon@passerelles-solidaires.fr',
    );
    await expect(antenna.getByText('Responsable : Sophie ROBERT')).toBeVisible();

    // Only the days that have hours, in week order (Lyon is closed at the weekend).
    const hours = antenna.getByRole('table', { name: "Horaires d'ouverture" });
    await expect(hours.getByRole('rowheader')).toHaveText(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi']);
    await expect(hours.getByRole('row').filter({ hasText: 'Lundi' })).toContainText('9h-12h30 / 14h-17h');
    await expect(hours.getByRole('row').filter({ hasText: 'Mardi' })).toContainText('9h-12h30');

    const siege = page.getByRole('region', { name: 'Siège' });
    await expect(siege.getByRole('heading', { name: 'Association Passerelles Solidaires - Siège' })).toBeVisible();
    await expect(siege).toContainText('12 rue de la Roquette');
    await expect(siege).toContainText('75011 Paris');
    await expect(siege.getByRole('link', { name: '01 42 34 56 78' })).toBeVisible();
    await expect(siege.getByRole('link', { name: 'siege@passerelles-solidaires.fr' })).toHaveAttribute(
      'href',
      'mailto:siege@passerelles-solidaires.fr',
    );
    await expect(siege.getByText('Accès : Métro Bastille (lignes 1, 5, 8)')).toBeVisible();
    await screenshot(page, 'home');
  });

  test('shows no antenna card to a user of the head office', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(
      page.getByRole('region', { name: 'Siège' }).getByRole('heading', { name: 'Association Passerelles Solidaires - Siège' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Antenne', exact: true })).toHaveCount(0);
  });
});

test.describe('home dashboard of stays', () => {
  for (const width of [1440, 390])
    test(`shows a negative balance whole at ${width} px`, async ({ page, request }) => {
      const referent = await createReferent(request);
      const hotel = await createLyonHotel(request, ['D1']);
      const file = await createRecipient(request);
      await addStay(request, file.id, 'hebergement', { ...UNPAID, user_id: referent.id, hotel_id: hotel.id, room_id: hotel.roomIds[0] });
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, referent.account);
      const row = page.getByRole('table', { name: 'Hébergements en cours' }).getByRole('row').filter({ hasText: file.name.toUpperCase() });
      await expectWhole(row.getByRole('cell').last(), UNPAID_SOLDE);
    });

  test('lists emergency and outside stays too, and narrows them with the top-bar search on the server', async ({ page, request }) => {
    const referent = await createReferent(request);
    const word = `Vaise${unique()}`;
    const file = await createRecipient(request);
    const dates = { user_id: referent.id, start_date: parisDay(-2), end_date: parisDay(8) };
    await addStay(request, file.id, 'urgence', { ...dates, hotel_info: `Ibis ${word}`, price: 35 });
    await addStay(request, file.id, 'hors', {
      ...dates,
      nature: await choiceId(request, 'housing_nature', 'Famille'),
      address_city: 'Givors',
    });

    await signIn(page, referent.account);
    const table = page.getByRole('table', { name: 'Hébergements en cours' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').filter({ hasText: 'Urgence' })).toContainText(`Ibis ${word}`);
    await expect(table.getByRole('row').filter({ hasText: 'Hors dispositif' })).toContainText('Givors');
    const searched = page.waitForResponse(
      (response) => response.url().includes('/api/web/housings/dashboard?') && response.url().includes('search=givors'),
    );
    await page.getByRole('textbox', { name: 'Rechercher' }).fill('givors');
    await searched;
    await expect(page).toHaveURL(/heb_search=givors/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('Hors dispositif');
  });
});
