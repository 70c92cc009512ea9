import { expect, test } from '@playwright/test';
import { choiceId, createDomiciliation, createRecipient, unique } from './apiData';
import { addStay, createLyonHotel, createReferent, expectWhole, parisDay, UNPAID, UNPAID_SOLDE } from './housingData';
import { contrastOf } from './contrast';
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

  test("fits a 1440 px screen beside the open sidebar, 'Total' and 'Solde' in view, the overdue row's negative balance readable", async ({
    page,
    request,
  }) => {
    const referent = await createReferent(request);
    const hotel = await createLyonHotel(request, ['D1', 'D2']);
    const [overdue, current] = [await createRecipient(request), await createRecipient(request)];
    const stay = { ...UNPAID, user_id: referent.id, hotel_id: hotel.id };
    // Ended five days ago and never freed: its row is red.
    await addStay(request, overdue.id, 'hebergement', {
      ...stay,
      room_id: hotel.roomIds[0],
      start_date: parisDay(-15),
      end_date: parisDay(-5),
    });
    await addStay(request, current.id, 'hebergement', { ...stay, room_id: hotel.roomIds[1] });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, referent.account);
    await expect(page.getByRole('button', { name: 'Réduire le menu' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Hébergements en cours' });
    const rowOf = (file: { name: string }) => table.getByRole('row').filter({ hasText: file.name.toUpperCase() });
    await expect(rowOf(overdue)).toHaveAttribute('data-state', 'overdue');
    await expect(rowOf(current)).toHaveAttribute('data-state', 'current');

    // Nothing of the table is cut or left to scroll to: every header and cell ends within the screen.
    const screenWidth = 1440;
    const rightEdges = await table.locator('th, td').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().right));
    expect(Math.max(...rightEdges)).toBeLessThanOrEqual(screenWidth);
    // The table's scrolling viewport (role region) has nothing to scroll to.
    const hidden = await table.evaluate((element) => {
      const viewport = element.closest('[role="region"]') as HTMLElement;
      return viewport.scrollWidth - viewport.clientWidth;
    });
    expect(hidden).toBeLessThanOrEqual(0);
    for (const header of ['Total', 'Solde']) await expect(table.getByRole('columnheader', { name: header })).toBeInViewport({ ratio: 1 });
    const solde = rowOf(overdue).getByRole('cell').last();
    await expect(solde).toHaveText('-1 270,00 €');
    await expect(solde).toBeInViewport({ ratio: 1 });
    // The hotel is named, its room under it.
    await expect(rowOf(overdue).getByRole('cell').nth(1)).toContainText(hotel.name);
    await expect(rowOf(overdue).getByRole('cell').nth(1)).toContainText('Chambre D1');

    // On the red row, the balance's highlight stands out of the row (3:1) and its figures read on it (4.5:1).
    const { ratio, edge } = await contrastOf(solde.getByText('-1 270,00 €'));
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(edge).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'home-stays-1440', { fullPage: false });

    // A grouped column sorts by each of its lines: the end of the stays, soonest first.
    await table.getByRole('button', { name: 'Fin', exact: true }).click();
    await expect(page).toHaveURL(/heb_sortBy=end_date/);
    await expect(table.getByRole('columnheader', { name: /Fin/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.locator('tbody tr').first()).toContainText(overdue.name.toUpperCase());
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
    // Both home tables take the search (one change of the URL must not undo the other).
    await expect(page).toHaveURL(/heb_search=givors/);
    await expect(page).toHaveURL(/dom_search=givors/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('Hors dispositif');
  });
});

test.describe('home dashboard of domiciliations', () => {
  /** A day shown as DD/MM/YYYY, as YYYY-MM-DD (so that days compare as text). */
  const isoOf = (shown: string) => shown.split('/').reverse().join('-');

  test("lists the user's domiciliations soonest end first, says their state in words, sorts, pages and opens the file", async ({
    page,
    request,
  }) => {
    const referent = await createReferent(request);
    const [ending, ended, renewed, monthly] = [
      await createRecipient(request),
      await createRecipient(request),
      await createRecipient(request),
      await createRecipient(request),
    ];
    const domicile = (fileId: string, start: number, duration: number) =>
      createDomiciliation(request, fileId, { user_id: referent.id, start_date: parisDay(start), duration });
    await domicile(ending.id, -20, 1); // ends in about ten days, nothing after it
    await domicile(ended.id, -60, 1); // ended about a month ago
    await domicile(renewed.id, -45, 1); // ended about two weeks ago, followed by a year
    await domicile(renewed.id, -10, 12);
    // Nine months 40 days apart on one file, all followed but the last: 13 rows in all, two pages of 10.
    for (let month = 0; month < 9; month += 1) await domicile(monthly.id, -80 + 40 * month, 1);

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, referent.account);
    const title = 'Domiciliations arrivant à échéance';
    // The table's scrolling viewport is a region of the same name: the section is the one with the heading.
    const section = page.getByRole('region', { name: title }).filter({ has: page.getByRole('heading', { name: title }) });
    const rows = section.getByRole('table', { name: title }).locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(section.getByRole('combobox', { name: 'Référent' })).toHaveValue(referent.label);
    await expect(section.getByText('Page 1 sur 2')).toBeVisible();
    await expect(section.getByRole('columnheader', { name: 'Fin' })).toHaveAttribute('aria-sort', 'ascending');
    const ends = (await rows.locator('td:nth-child(2)').allTextContents()).map(isoOf);
    expect(ends).toEqual(ends.toSorted());

    // The colour comes with the same meaning in words: a badge, and the row's title.
    const rowOf = (file: { name: string }) => rows.filter({ hasText: file.name.toUpperCase() });
    await expect(rowOf(ending)).toHaveAttribute('data-state', 'ending');
    await expect(rowOf(ending)).toHaveAttribute('title', 'À renouveler : aucune domiciliation suivante');
    await expect(rowOf(ending).getByRole('cell').nth(2)).toHaveText('À renouveler');
    await expect(rowOf(ending).getByRole('cell').last()).toHaveText(referent.label);
    await expect(rowOf(ended)).toHaveAttribute('data-state', 'ended');
    await expect(rowOf(ended).getByRole('cell').nth(2)).toHaveText('Échue');
    await expect(rowOf(renewed)).toHaveAttribute('data-state', 'renewed');
    await expect(rowOf(renewed).getByRole('cell').nth(2)).toHaveText('Renouvelée');
    await screenshot(page, 'home-domiciliations-1440');

    await section.getByRole('button', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/dom_page=2/);
    await expect(section.getByText('Page 2 sur 2')).toBeVisible();
    await expect(rows).toHaveCount(3);
    // The renewal, a year long, ends last.
    await expect(rows.last()).toContainText(renewed.name.toUpperCase());
    await expect(rows.last()).toHaveAttribute('data-state', 'ending');

    await section.getByRole('button', { name: 'Fin', exact: true }).click();
    await expect(page).toHaveURL(/dom_sortBy=end_date&dom_sortDesc=true/);
    await expect(page).not.toHaveURL(/dom_page=/);
    await expect(section.getByRole('columnheader', { name: 'Fin' })).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.first()).toContainText(renewed.name.toUpperCase());
    const descending = (await rows.locator('td:nth-child(2)').allTextContents()).map(isoOf);
    expect(descending).toEqual(descending.toSorted().toReversed());

    await page.setViewportSize({ width: 390, height: 844 });
    // From the top: the fixed top bar would otherwise sit in the middle of the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'home-domiciliations-390');
    await rowOf(ending).click();
    await expect(page).toHaveURL(new RegExp(`/recipient/${ending.id}#dom$`));
  });
});
