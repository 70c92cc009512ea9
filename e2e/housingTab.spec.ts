import { expect, test, type Page } from '@playwright/test';
import { api, createHotel, createRecipient } from './apiData';
import { ACCOUNTS, countWrites, screenshot, signIn } from './support';
import { addStay, createLyonHotel, createReferent, expectWhole, UNPAID, UNPAID_SOLDE } from './housingData';

// Each test makes its own hotel and files through the API, then works on the Housing tab of a file
// as the Lyon antenna administrator.

const field = (scope: Page | ReturnType<Page['getByRole']>, label: string) => scope.getByLabel(label, { exact: true });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const dialog = (page: Page) => page.getByRole('dialog');
const save = (page: Page) => dialog(page).getByRole('button', { name: 'Enregistrer', exact: true });
/** A day in France, `offset` days from today, as YYYY-MM-DD. */
const parisDay = (offset = 0) =>
  new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
const frenchDate = (iso: string) => iso.split('-').reverse().join('/');
/** An amount as the screens write it ('-15,00 €'). */
const euros = (value: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value).replace(/\u202f|\u00a0/g, ' ');

/** Picks an option of a Mantine Select of the modal (typing first in a searchable one). */
async function choose(page: Page, label: string, option: string, opts: { type?: boolean } = {}) {
  if (opts.type) await field(dialog(page), label).fill(option);
  else await field(dialog(page), label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a date into a date field of the modal, as DD/MM/YYYY. */
async function typeDate(page: Page, label: string, iso: string) {
  await field(dialog(page), label).fill(frenchDate(iso));
  await field(dialog(page), label).blur();
}

const figure = (page: Page, label: string) =>
  dialog(page).getByRole('group', { name: 'Montants du séjour' }).getByLabel(label, { exact: true });

test.describe('housing tab of a file', () => {
  test('houses a recipient in a free room, records payments with the balance shown live, and the room leaves the free rooms of the day', async ({
    page,
    request,
  }) => {
    const hotel = await createHotel(request, [{ number: '101', antenna: 'Antenne de Lyon' }]);
    const file = await createRecipient(request);
    const end = parisDay(10);
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#housing`);
    await expect(page.getByRole('tab', { name: 'Hébergement', exact: true })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Hébergements', "Hébergements d'urgence", 'Hébergements hors'])
      await expect(page.getByRole('tab', { name, exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Ajouter un hébergement' }).click();
    await expect(dialog(page)).toContainText('Nouvel hébergement : Hébergements');
    await expect(field(dialog(page), 'Date de début')).toHaveValue(frenchDate(parisDay()));
    const writes = countWrites(page);
    await save(page).click();
    await expect(toast(page, 'Hébergements non mis à jour. Des champs sont manquants')).toBeVisible();
    for (const message of ["L'hotel est requis", 'La chambre est requise', 'La quote part est requis', 'La date de fin est requise'])
      await expect(dialog(page)).toContainText(message);
    expect(writes.count()).toBe(0);

    await typeDate(page, 'Date de fin', end);
    await choose(page, 'Hôtel', hotel.name, { type: true });
    await choose(page, 'Chambre', '101');
    await field(dialog(page), 'Quote-part par nuit').fill('3,50');
    await expect(figure(page, 'Nuits')).toHaveText('10');
    await expect(figure(page, 'Total dû')).toHaveText(euros(35));
    await dialog(page).getByRole('button', { name: 'Ajouter un paiement' }).click();
    await field(dialog(page), 'Montant du paiement 1').fill('20');
    await expect(figure(page, 'Solde')).toHaveText(euros(-15));
    await screenshot(page, 'housing-modal');
    await save(page).click();
    await expect(toast(page, 'Hébergements mis à jour')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);

    const stays = page.getByRole('table', { name: 'Hébergements du dossier' });
    const stay = stays.getByRole('row').filter({ hasText: hotel.name });
    await expect(stay).toContainText('101');
    await expect(stay).toContainText(euros(-15));
    await expect(stay).toHaveAttribute('data-state', 'current');

    // A second payment, dated today, turns the balance positive.
    await stay.click();
    await dialog(page).getByRole('button', { name: 'Ajouter un paiement' }).click();
    await field(dialog(page), 'Montant du paiement 2').fill('20');
    await expect(figure(page, 'Solde')).toHaveText(euros(5));
    await expect(field(dialog(page), 'Date du paiement 2')).toHaveValue(frenchDate(parisDay()));
    await save(page).click();
    await expect(toast(page, 'Hébergement mis à jour')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await expect(stay).toContainText(euros(5));
    await screenshot(page, 'housing-tab');

    // The room is no longer among the free rooms of the day.
    await page.goto(`/room-calendar?hotel=${hotel.id}`);
    await page.getByRole('button', { name: `Chambres libres le ${frenchDate(parisDay())}` }).click();
    const free = page.getByRole('table', { name: `Chambres libres le ${frenchDate(parisDay())}` });
    await expect(free).toBeVisible();
    await expect(free.getByRole('row').filter({ hasText: hotel.name })).toHaveCount(0);
  });

  test("follows a new stay by the file's referent, and records a payment received last week with its date", async ({ page, request }) => {
    const users = await api<{ _id: string; surname: string; name: string }[]>(request, ACCOUNTS.antennaAdminLyon, 'GET', '/users');
    const referent = users.find((user) => user.surname === 'Thomas' && user.name === 'Mercier');
    const file = await createRecipient(request, { user_ref: referent?._id });
    const lastWeek = parisDay(-7);
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#housing`);
    await page.getByRole('tab', { name: "Hébergements d'urgence", exact: true }).click();
    await page.getByRole('button', { name: 'Ajouter un hébergement' }).click();
    await expect(field(dialog(page), 'Référent')).toHaveValue('Thomas MERCIER');

    await field(dialog(page), 'Hôtel').fill('Formule 1 Bron');
    await typeDate(page, 'Date de début', parisDay(-10));
    await typeDate(page, 'Date de fin', parisDay(5));
    await field(dialog(page), 'Prix par nuit').fill('30');
    await dialog(page).getByRole('button', { name: 'Ajouter un paiement' }).click();
    await field(dialog(page), 'Montant du paiement 1').fill('60');
    await expect(field(dialog(page), 'Date du paiement 1')).toHaveValue(frenchDate(parisDay()));
    await typeDate(page, 'Date du paiement 1', lastWeek);
    await save(page).click();
    await expect(toast(page, 'Hébergements mis à jour')).toBeVisible();

    const stays = await api<{ user_id: string; payments: { amount: number; date: string }[] }[]>(
      request,
      ACCOUNTS.antennaAdminLyon,
      'GET',
      `/recipient/${file.id}/housings?housing_type=urgence`,
    );
    expect(stays.map(({ user_id, payments }) => ({ user_id, payments }))).toEqual([
      { user_id: referent?._id, payments: [{ amount: 60, date: lastWeek }] },
    ]);
    await page.getByRole('table', { name: 'Hébergements du dossier' }).getByRole('row').filter({ hasText: 'Formule 1 Bron' }).click();
    await expect(field(dialog(page), 'Date du paiement 1')).toHaveValue(frenchDate(lastWeek));
  });

  test("refuses a room taken meanwhile with 'L'hébergement est déjà occupé' and leads to the occupant", async ({ page, request }) => {
    const hotel = await createHotel(request, [{ number: '201', antenna: 'Antenne de Lyon' }]);
    const file = await createRecipient(request);
    const occupant = await createRecipient(request);
    const [start, end] = [parisDay(20), parisDay(25)];
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#housing`);
    await page.getByRole('button', { name: 'Ajouter un hébergement' }).click();
    await typeDate(page, 'Date de début', start);
    await typeDate(page, 'Date de fin', end);
    await choose(page, 'Hôtel', hotel.name, { type: true });
    await choose(page, 'Chambre', '201');
    await field(dialog(page), 'Quote-part par nuit').fill('4');

    // Someone else books the room for overlapping nights while the modal is open.
    const me = await api<{ _id: string }>(request, ACCOUNTS.antennaAdminLyon, 'GET', '/user/me');
    const housing = {
      housing_type: 'hebergement',
      hotel_id: hotel.id,
      room_id: hotel.roomIds[0],
      user_id: me._id,
      start_date: parisDay(22),
      end_date: parisDay(30),
      price: 4,
    };
    await api(request, ACCOUNTS.antennaAdminLyon, 'PUT', `/recipient/${occupant.id}/housings`, { housing, housingType: 'hebergement' });

    await save(page).click();
    const refusal = toast(page, "L'hébergement est déjà occupé");
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole('button', { name: 'Annuler' })).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    await refusal.getByRole('button', { name: "Voir l'accueilli occupant" }).click();
    await expect(page).toHaveURL(`/recipient/${occupant.id}#housing`);
    await expect(page.getByRole('table', { name: 'Hébergements du dossier' }).getByRole('row').filter({ hasText: hotel.name })).toHaveCount(
      1,
    );
  });

  test('records emergency and outside stays, a SIAO application with its validity, and downloads the agreement', async ({
    page,
    request,
  }) => {
    const hotel = await createHotel(request, [{ number: '301', antenna: 'Antenne de Lyon' }]);
    const file = await createRecipient(request);
    const me = await api<{ _id: string }>(request, ACCOUNTS.antennaAdminLyon, 'GET', '/user/me');
    const housing = {
      housing_type: 'hebergement',
      hotel_id: hotel.id,
      room_id: hotel.roomIds[0],
      user_id: me._id,
      start_date: parisDay(40),
      end_date: parisDay(50),
      price: 2,
    };
    await api(request, ACCOUNTS.antennaAdminLyon, 'PUT', `/recipient/${file.id}/housings`, { housing, housingType: 'hebergement' });
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#housing`);

    const agreement = page.waitForEvent('download');
    await page.getByRole('table', { name: 'Hébergements du dossier' }).getByRole('button', { name: 'Télécharger la convention' }).click();
    expect((await agreement).suggestedFilename()).toMatch(/^convention-dossier-.*-chambre-301\.pdf$/);

    await page.getByRole('tab', { name: "Hébergements d'urgence", exact: true }).click();
    await page.getByRole('button', { name: 'Ajouter un hébergement' }).click();
    await field(dialog(page), 'Hôtel').fill('Formule 1 Vénissieux');
    await typeDate(page, 'Date de fin', parisDay(2));
    await save(page).click();
    await expect(dialog(page)).toContainText('La prix est requis');
    await field(dialog(page), 'Prix par nuit').fill('45');
    await expect(figure(page, 'Total dû')).toHaveText(euros(90));
    await save(page).click();
    await expect(toast(page, 'Hébergements mis à jour')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Hébergements du dossier' }).getByRole('row').filter({ hasText: 'Formule 1 Vénissieux' }),
    ).toContainText(euros(-90));

    // The next save says the same: the first toast is gone before.
    await expect(toast(page, 'Hébergements mis à jour')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Hébergements hors', exact: true }).click();
    await page.getByRole('button', { name: 'Ajouter un hébergement' }).click();
    await save(page).click();
    await expect(dialog(page)).toContainText("La nature de l'hébergement est requis");
    await choose(page, "Nature de l'hébergement", 'CHRS', { type: true });
    await field(dialog(page), 'Ville').fill('Villeurbanne');
    await save(page).click();
    await expect(toast(page, 'Hébergements mis à jour')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Hébergements du dossier' }).getByRole('row').filter({ hasText: 'Villeurbanne' }),
    ).toHaveCount(1);

    await page.getByRole('button', { name: 'Ajouter une demande' }).click();
    await save(page).click();
    await expect(dialog(page)).toContainText('Le type est requis');
    await expect(dialog(page)).toContainText('Le status est requis');
    await choose(page, 'Type', 'DALO');
    await expect(field(dialog(page), 'Début de validité')).toHaveCount(0);
    await choose(page, 'Type', 'SIAO');
    await choose(page, 'Statut', 'En cours');
    await typeDate(page, 'Début de validité', '2026-11-01');
    await typeDate(page, 'Fin de validité', '2027-04-30');
    await save(page).click();
    await expect(toast(page, 'Élément enregistré')).toBeVisible();
    await expect(
      page.getByRole('table', { name: "Demandes d'aide au logement" }).getByRole('row').filter({ hasText: 'SIAO' }),
    ).toContainText('01/11/2026 – 30/04/2027');
  });
});

test.describe('amounts of the housing tab', () => {
  for (const width of [1440, 390])
    test(`shows a negative balance whole at ${width} px, in the table and in the stay's figures`, async ({ page, request }) => {
      const referent = await createReferent(request);
      const hotel = await createLyonHotel(request, ['T1']);
      const file = await createRecipient(request);
      await addStay(request, file.id, 'hebergement', { ...UNPAID, user_id: referent.id, hotel_id: hotel.id, room_id: hotel.roomIds[0] });
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#housing`);
      const row = page.getByRole('table', { name: 'Hébergements du dossier' }).getByRole('row').filter({ hasText: hotel.name });
      // Hôtel, Chambre, Référent, Début, Fin, Libération, Quote-part, Nuits, Total, Payé, Solde, Actions.
      await expectWhole(row.getByRole('cell').nth(10), UNPAID_SOLDE);
      await expectWhole(row.getByRole('cell').nth(8), '1 270,00 €');
      await row.getByRole('cell').first().click();
      await expectWhole(figure(page, 'Solde'), UNPAID_SOLDE);
      await expectWhole(figure(page, 'Total dû'), '1 270,00 €');
    });
});
