import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, createHotel, createRecipient, unique } from './apiData';
import { ACCOUNTS, screenshot, signIn } from './support';
import { choose, dialog, field, frenchDate, parisDay, saveButton, table, toast, typeDate } from './ui';

// Each test files its own recipient in Lyon through the API, then works on its Situation Pénale tab
// (and, for the SPIP rule, its Hébergement tab) in the browser.

/** A new entry of a reference list, named for this run; answers its label. */
async function newChoice(request: APIRequestContext, type: string, label: string) {
  const named = `${label} ${unique()}`;
  await api(request, ACCOUNTS.admin, 'PUT', `/choices/${type}`, { [type]: { label: named } });
  return named;
}

/** The id of a demo organism by its name. */
async function organismId(request: APIRequestContext, name: string) {
  const found = await api<{ _id: string; name: string }[]>(
    request,
    ACCOUNTS.admin,
    'GET',
    `/organisms/plain?search=${encodeURIComponent(name)}`,
  );
  const organism = found.find((o) => o.name === name);
  if (!organism) throw new Error(`${name} absent des organismes`);
  return organism._id;
}

test.describe('penal situation tab of a file', () => {
  test('records a detention, adds a SPIP follow-up that the header shows, links the detention to a follow-up, and closes the path', async ({
    page,
    request,
  }) => {
    const file = await createRecipient(request);
    const place = await newChoice(request, 'detention_place', 'Maison d’arrêt de Lyon-Corbas');
    const status = await newChoice(request, 'detention_status', 'Condamné');
    const [start, end, today, followEnd] = [parisDay(-400), parisDay(-40), parisDay(), parisDay(180)];
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#sit-pen`);
    await expect(page.getByRole('tab', { name: 'Situation Pénale', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Pas de suivi en cours', { exact: true })).toBeVisible();

    // A detention element: place and status required.
    await page.getByRole('button', { name: 'Ajouter un élément' }).click();
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Parcours non mis à jour. Des champs sont manquants')).toBeVisible();
    await expect(dialog(page)).toContainText('Le lieu de détention est requis');
    await expect(dialog(page)).toContainText('Le status est requis');
    await choose(page, 'Lieu de détention', place);
    await choose(page, 'Statut', status);
    await field(dialog(page), "Numéro d'écrou").fill('E-4521');
    await choose(page, 'Organisme de suivi', 'SPIP du Rhône');
    await typeDate(page, 'Date de début', start);
    await typeDate(page, 'Date de fin', end);
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Parcours mis à jour')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    const element = table(page, 'Parcours pénal').getByRole('row').filter({ hasText: 'E-4521' });
    await expect(element).toContainText(place);
    await expect(element).toContainText(frenchDate(start));
    await expect(element).toContainText('Aucun contact associé');

    // A follow-up starts today, and only SPIPs are offered.
    await page.getByRole('button', { name: 'Ajouter un suivi' }).click();
    await expect(field(dialog(page), 'Date de début')).toHaveValue(frenchDate(today));
    await field(dialog(page), 'Organisme de suivi').fill('du Rhône');
    await expect(page.getByRole('option', { name: 'SPIP du Rhône', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'CAF du Rhône', exact: true })).toHaveCount(0);
    await page.getByRole('option', { name: 'SPIP du Rhône', exact: true }).click();
    await typeDate(page, 'Date de fin', followEnd);
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Le suivi a été créé')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    const badge = `Sous main de justice du : ${frenchDate(today)} au ${frenchDate(followEnd)} (SPIP du Rhône)`;
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
    const running = table(page, 'Suivis du dossier')
      .getByRole('row')
      .filter({ hasText: frenchDate(followEnd) });
    await expect(running).toHaveAttribute('data-state', 'running');

    // Linking makes the element's follow-up from its dates and organism (the toast of the first one gone first, to see a new one).
    await expect(toast(page, 'Le suivi a été créé')).toHaveCount(0);
    await element.getByRole('button', { name: 'Lier à un suivi' }).click();
    await expect(toast(page, 'Le suivi a été créé')).toBeVisible();
    const linked = element.getByRole('cell').filter({ hasText: `du ${frenchDate(start)} au ${frenchDate(end)}` });
    await expect(linked).toContainText('SPIP du Rhône');
    await expect(table(page, 'Suivis du dossier').getByRole('row')).toHaveCount(3);

    // An element without dates cannot be linked; marking the first one as the last of its path opens a second path.
    await page.getByRole('button', { name: 'Ajouter un élément' }).click();
    await choose(page, 'Lieu de détention', place);
    await choose(page, 'Statut', status);
    await field(dialog(page), "Numéro d'écrou").fill('E-9999');
    await expect(toast(page, 'Parcours mis à jour')).toHaveCount(0);
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Parcours mis à jour')).toBeVisible();
    const undated = table(page, 'Parcours pénal').getByRole('row').filter({ hasText: 'E-9999' });
    await expect(undated).toContainText('NR');
    await undated.getByRole('button', { name: 'Lier à un suivi' }).click();
    const refusal = toast(page, "Le suivi n'a pas pu être validé");
    await expect(refusal).toContainText('Les dates de début et fin doivent être renseignées');
    await expect(refusal).toContainText("L'organisme doit être renseigné (seul ou via un contact)");
    // Closed once read, so that the toasts to come are not queued behind it.
    await refusal.getByRole('button', { name: 'Fermer' }).click();
    await expect(refusal).toHaveCount(0);

    await element.getByRole('button', { name: "Modifier l'élément" }).click();
    await field(dialog(page), 'Dernier élément du parcours').check();
    await saveButton(dialog(page)).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(table(page, 'Parcours pénal n°1').getByRole('row').filter({ hasText: 'E-4521' })).toBeVisible();
    await expect(table(page, 'Parcours pénal n°2').getByRole('row').filter({ hasText: 'E-9999' })).toBeVisible();

    await page.getByRole('switch', { name: 'Suivi initié en détention' }).click();
    await expect(toast(page, 'Élément enregistré')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Suivi initié en détention' })).toBeChecked();
    await screenshot(page, 'penal-tab-1440');

    // Without the follow-up running today, the header has no justice period any more.
    await running.getByRole('button', { name: 'Supprimer le suivi' }).click();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, 'Le suivi a été supprimé')).toBeVisible();
    await expect(running).toHaveCount(0);
    await expect(page.getByText('Pas de suivi en cours', { exact: true })).toBeVisible();
    await expect(page.getByText(badge, { exact: true })).toHaveCount(0);
  });

  test('the detention modal offers the SPIPs first, then the other organisms, and says only a SPIP can be linked', async ({
    page,
    request,
  }) => {
    const file = await createRecipient(request);
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#sit-pen`);
    await page.getByRole('button', { name: 'Ajouter un élément' }).click();
    await expect(dialog(page).getByText("Seul un SPIP permet de lier l'élément à un suivi", { exact: true })).toBeVisible();
    await field(dialog(page), 'Organisme de suivi').click();
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: 'CAF du Rhône', exact: true })).toBeVisible();
    await expect(listbox.getByText('Autres organismes', { exact: true })).toBeVisible();
    const names = await listbox.getByRole('option').allTextContents();
    const firstOther = names.findIndex((name) => !name.startsWith('SPIP'));
    expect(names.slice(0, firstOther)).toEqual(expect.arrayContaining(['SPIP du Rhône']));
    expect(names.slice(firstOther).filter((name) => name.startsWith('SPIP'))).toEqual([]);
    await screenshot(page, 'penal-detention-organisms');
  });

  test("a stay funded by the SPIP without a follow-up over its dates is refused with 'Pas de suivi SPIP pour ces dates'", async ({
    page,
    request,
  }) => {
    const hotel = await createHotel(request, [{ number: '7', antenna: 'Antenne de Lyon' }]);
    const file = await createRecipient(request);
    const [start, end] = [parisDay(), parisDay(20)];
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipient/${file.id}#housing`);
    await page.getByRole('button', { name: 'Ajouter un hébergement' }).click();
    await typeDate(page, 'Date de fin', end);
    await choose(page, 'Hôtel', hotel.name);
    await field(dialog(page), 'Chambre').click();
    await page.getByRole('option', { name: '7', exact: true }).click();
    await field(dialog(page), 'Quote-part par nuit').fill('4');
    await field(dialog(page), 'Financement').click();
    await page.getByRole('option', { name: 'SPIP', exact: true }).click();
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Pas de suivi SPIP pour ces dates')).toBeVisible();
    await expect(dialog(page)).toBeVisible();

    // Once a SPIP follows the person over those days, the same stay is recorded.
    await api(request, ACCOUNTS.antennaAdminLyon, 'PUT', `/recipient/${file.id}/follow`, {
      follow: { organism_id: await organismId(request, 'SPIP du Rhône'), start_date: start, end_date: end },
    });
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Hébergements mis à jour')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });
});
