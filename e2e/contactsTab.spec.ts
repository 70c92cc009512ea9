import { expect, test, type Page } from '@playwright/test';
import { api, choiceId, createRecipient, unique } from './apiData';
import { ACCOUNTS, countWrites, screenshot, signIn } from './support';
import { choose, dialog, field, saveButton, toast } from './ui';

// Each test files its own recipient in Lyon through the API, then works on its Contacts tab in the browser.

const rows = (page: Page) => page.getByRole('table', { name: 'Contacts du dossier', exact: true }).getByRole('row');

/** Fills the free entry of a contact: identity and phone. */
async function typeContact(page: Page, surname: string, name: string, tel: string) {
  await dialog(page).getByRole('radio', { name: 'Saisie libre' }).check();
  await field(dialog(page), 'Civilité').click();
  await page.getByRole('option', { name: 'Mme', exact: true }).click();
  await field(dialog(page), 'Prénom').fill(surname);
  await field(dialog(page), 'Nom').fill(name);
  await choose(page, 'Fonction', 'Travailleur social', dialog(page));
  await field(dialog(page), 'Téléphone').fill(tel);
}

test.describe('contacts tab of a file', () => {
  test('sets the orienting organism, links a contact of the base and one entered freely, edits, puts first and removes', async ({
    page,
    request,
  }) => {
    const file = await createRecipient(request);
    // An organism of Marseille, out of sight of Lyon: its name cannot be taken again.
    const hidden = `Association Phocéenne ${unique()}`;
    const domain = await choiceId(request, 'organism_domain', 'Association');
    await api(request, ACCOUNTS.volunteerMarseille, 'PUT', '/organism/new', { organism: { name: hidden, domain_id: domain } });
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#contact`);
    await expect(page.getByRole('tab', { name: 'Contacts', exact: true })).toHaveAttribute('aria-selected', 'true');

    // 'Orienté par' is saved as soon as it is picked; 'Aucun' until then.
    await expect(field(page, 'Orienté par')).toHaveValue('Aucun');
    await choose(page, 'Orienté par', 'SPIP du Rhône', page);
    await expect(toast(page, 'Élément enregistré')).toBeVisible();
    await screenshot(page, 'contacts-oriented-by-saved');
    await expect(field(page, 'Suivi par')).toHaveValue('Aucun');

    // A contact of the address book.
    await page.getByRole('button', { name: 'Ajouter un contact' }).click();
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Des champs sont manquants')).toBeVisible();
    await expect(dialog(page)).toContainText('Le contact est requis');
    await choose(page, 'Contact', 'Claire VASSEUR (SPIP du Rhône)', dialog(page), 'Vasseur');
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Contact ajouté')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    const vasseur = rows(page).filter({ hasText: 'VASSEUR' });
    await expect(vasseur).toContainText('SPIP du Rhône');
    await expect(vasseur).toContainText('69003 Lyon');
    await expect(vasseur).toContainText('04 72 84 63 12');
    await expect(vasseur.getByRole('link', { name: 'claire.vasseur@justice.fr' })).toHaveAttribute(
      'href',
      'mailto:claire.vasseur@justice.fr',
    );

    // A contact entered freely with a new organism; a name held out of sight is refused first.
    const name = `Essai${unique()}`;
    const organism = `Association Essai ${unique()}`;
    await page.getByRole('button', { name: 'Ajouter un contact' }).click();
    await typeContact(page, 'Nadia', name, '0478123456');
    await dialog(page).getByRole('radio', { name: 'Nouvel organisme' }).check();
    await field(dialog(page), "Nom de l'organisme").fill(hidden);
    await choose(page, 'Domaine', 'Association', dialog(page));
    await field(dialog(page), 'Code postal').fill('69007');
    await field(dialog(page), 'Ville').fill('Lyon');
    await saveButton(dialog(page)).click();
    await expect(toast(page, `L'organisme ${hidden} existe déjà.`)).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    await field(dialog(page), "Nom de l'organisme").fill(organism);
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Nouveaux contacts et organismes enregistrés en base')).toBeVisible();
    await expect(toast(page, 'Contact ajouté')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    const nadia = rows(page).filter({ hasText: name.toUpperCase() });
    await expect(nadia).toContainText(organism);
    await expect(nadia).toContainText('69007 Lyon');
    await expect(nadia).toContainText('Travailleur social');
    await expect(nadia).toContainText('04 78 12 34 56');
    await expect(rows(page).nth(1)).toHaveAttribute('data-state', 'first');
    await expect(rows(page).nth(1)).toContainText('VASSEUR');

    // Its own record is edited from the file.
    await nadia.getByRole('button', { name: 'Modifier le contact' }).click();
    await expect(field(dialog(page), 'Prénom')).toHaveValue('Nadia');
    await field(dialog(page), 'Téléphone').fill('0478654321');
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Contact mis à jour')).toBeVisible();
    await expect(nadia).toContainText('04 78 65 43 21');

    // Put first, then the other one removed after confirming.
    await nadia.getByRole('button', { name: 'Mettre en premier' }).click();
    await expect(rows(page).nth(1)).toContainText(name.toUpperCase());
    await expect(rows(page).nth(1)).toHaveAttribute('data-state', 'first');
    await vasseur.getByRole('button', { name: 'Supprimer le contact' }).click();
    await expect(toast(page, 'Souhaitez-vous supprimer le contact')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, "L'élément a été supprimé")).toBeVisible();
    await expect(vasseur).toHaveCount(0);
    await expect(rows(page)).toHaveCount(2);
    await screenshot(page, 'contacts-tab-1440');

    // The orientation is kept.
    await page.reload();
    await expect(field(page, 'Orienté par')).toHaveValue('SPIP du Rhône');
  });

  test('a free entry typing the name of an organism of the base says it exists and offers it: only the contact is new', async ({
    page,
    request,
  }) => {
    const file = await createRecipient(request);
    const name = `Essai${unique()}`;
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#contact`);
    await page.getByRole('button', { name: 'Ajouter un contact' }).click();
    await typeContact(page, 'Paul', name, '0472000001');
    await dialog(page).getByRole('radio', { name: 'Nouvel organisme' }).check();
    await field(dialog(page), "Nom de l'organisme").fill('caf du rhone');
    await expect(dialog(page)).toContainText("L'organisme CAF du Rhône existe déjà.");
    const writes = countWrites(page);
    await saveButton(dialog(page)).click();
    await expect(dialog(page)).toBeVisible();
    expect(writes.count()).toBe(0);
    await screenshot(page, 'contact-organism-exists');
    await dialog(page).getByRole('button', { name: "Utiliser l'organisme existant « CAF du Rhône »" }).click();
    await expect(dialog(page).getByRole('radio', { name: 'Organisme de la base' })).toBeChecked();
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Nouveau contact enregistré en base')).toBeVisible();
    await expect(rows(page).filter({ hasText: name.toUpperCase() })).toContainText('CAF du Rhône');
  });
});
