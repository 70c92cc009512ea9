import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, choiceId, createRecipient } from './apiData';
import { addStay, createLyonHotel, createReferent, parisDay } from './housingData';
import { ACCOUNTS, screenshot, signIn } from './support';
import { choose, dialog, field, frenchDate, typeDate } from './ui';

// The rows of the Housing tab of a file (docs/recipient-file.md, 'Hébergement'): each stay and application opens by its pencil, the outside
// housings show their nature, a stay ended without being freed is a warning (orange), and the stay modal unselects
// a room its new dates have taken. Stays are made through the API; the Lyon antenna administrator looks at them.

const stays = (page: Page) => page.getByRole('table', { name: 'Hébergements du dossier' });

/** The row's background and the one a Mantine colour gives, as the browser computes them. */
async function backgrounds(row: Locator, colour: string) {
  return row.evaluate((element, name) => {
    const probe = document.createElement('div');
    probe.style.background = `var(--mantine-color-${name})`;
    document.body.append(probe);
    const expected = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { row: getComputedStyle(element).backgroundColor, expected };
  }, colour);
}

test.describe('rows of the housing tab', () => {
  test('a stay ended without being freed is orange, a running one green, and each opens by its pencil', async ({ page, request }) => {
    const referent = await createReferent(request);
    const hotel = await createLyonHotel(request, ['O1', 'O2']);
    const file = await createRecipient(request);
    const own = { user_id: referent.id, hotel_id: hotel.id, price: 5 };
    await addStay(request, file.id, 'hebergement', {
      ...own,
      room_id: hotel.roomIds[0],
      start_date: parisDay(-20),
      end_date: parisDay(-3),
    });
    await addStay(request, file.id, 'hebergement', { ...own, room_id: hotel.roomIds[1], start_date: parisDay(-1), end_date: parisDay(6) });
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#housing`);

    const overdue = stays(page).getByRole('row').filter({ hasText: 'O1' });
    const running = stays(page).getByRole('row').filter({ hasText: 'O2' });
    await expect(overdue).toHaveAttribute('data-state', 'overdue');
    await expect(overdue).toHaveAttribute('title', 'Séjour terminé, chambre non libérée');
    await expect(running).toHaveAttribute('data-state', 'current');
    const warning = await backgrounds(overdue, 'orange-1');
    expect(warning.row).toBe(warning.expected);
    const success = await backgrounds(running, 'green-1');
    expect(success.row).toBe(success.expected);
    await screenshot(page, 'housing-tab-rows');

    await overdue.getByRole('button', { name: "Modifier l'hébergement" }).click();
    await expect(dialog(page)).toContainText('Hébergement : Hébergements');
    await expect(field(dialog(page), 'Date de fin')).toHaveValue(frenchDate(parisDay(-3)));
  });

  test('the outside housings show their nature, and an application opens by its pencil', async ({ page, request }) => {
    const file = await createRecipient(request);
    const chrs = await choiceId(request, 'housing_nature', 'CHRS');
    await addStay(request, file.id, 'hors', { nature: chrs, start_date: parisDay(-30), address_city: 'Vénissieux' });
    await api(request, ACCOUNTS.admin, 'PUT', `/recipient/${file.id}/housing_helps`, {
      housing_help: { type: 'DALO', status: 'En cours', id_number: 'DALO-77' },
    });
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#housing`);
    await page.getByRole('tab', { name: 'Hébergements hors', exact: true }).click();

    await expect(stays(page).getByRole('columnheader', { name: 'Nature', exact: true })).toBeVisible();
    const outside = stays(page).getByRole('row').filter({ hasText: 'Vénissieux' });
    await expect(outside.getByRole('cell').first()).toHaveText('CHRS');
    await screenshot(page, 'housing-tab-outside');
    await outside.getByRole('button', { name: "Modifier l'hébergement" }).click();
    await expect(field(dialog(page), "Nature de l'hébergement")).toHaveValue('CHRS');
    await dialog(page).getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog(page)).toHaveCount(0);

    const applications = page.getByRole('table', { name: "Demandes d'aide au logement" });
    await applications.getByRole('row').filter({ hasText: 'DALO-77' }).getByRole('button', { name: 'Modifier la demande' }).click();
    await expect(dialog(page).getByRole('heading', { name: "Demande d'aide au logement", exact: true })).toBeVisible();
    await expect(field(dialog(page), 'Numéro')).toHaveValue('DALO-77');
  });

  test('a room taken on the new dates is unselected, and the field says why', async ({ page, request }) => {
    const hotel = await createLyonHotel(request, ['R1', 'R2']);
    const [file, occupant] = [await createRecipient(request), await createRecipient(request)];
    const referent = await createReferent(request);
    await addStay(request, occupant.id, 'hebergement', {
      user_id: referent.id,
      hotel_id: hotel.id,
      room_id: hotel.roomIds[0],
      start_date: parisDay(30),
      end_date: parisDay(35),
      price: 5,
    });
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#housing`);
    await page.getByRole('button', { name: 'Ajouter un hébergement' }).click();
    await typeDate(page, 'Date de début', parisDay(20));
    await typeDate(page, 'Date de fin', parisDay(25));
    await choose(page, 'Hôtel', hotel.name, dialog(page), hotel.name);
    await field(dialog(page), 'Chambre').click();
    await page.getByRole('option', { name: 'R1', exact: true }).click();
    await expect(field(dialog(page), 'Chambre')).toHaveValue('R1');

    // Ten nights more reach the occupant's: R1 is no longer free, R2 still is.
    await typeDate(page, 'Date de fin', parisDay(32));
    await expect(field(dialog(page), 'Chambre')).toHaveValue('');
    await expect(dialog(page)).toContainText("La chambre choisie n'est plus libre sur ces dates.");
    await screenshot(page, 'housing-room-no-longer-free');
    await field(dialog(page), 'Chambre').click();
    await expect(page.getByRole('option', { name: 'R1', exact: true })).toHaveCount(0);
    await page.getByRole('option', { name: 'R2', exact: true }).click();
    await expect(dialog(page)).not.toContainText("La chambre choisie n'est plus libre sur ces dates.");
  });
});
