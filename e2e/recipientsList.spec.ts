import { expect, test, type Page } from '@playwright/test';
import { api, createDomiciliation, createRecipient, unique } from './apiData';
import { ACCOUNTS, screenshot, signIn } from './support';

// The recipients list ('Liste des Accueillis'): filters, sort, pages and the domiciliation filter. Each
// test makes its own files (unique names) through the API, whatever the demo data holds.

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** A full-page screenshot from the top (the fixed top bar would otherwise sit in the middle of the picture). */
const screen = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
};

/** Picks an option of a Mantine Select (typing first in a searchable one, whose list is long). */
async function choose(page: Page, label: string, option: string, opts: { type?: boolean } = {}) {
  if (opts.type) await field(page, label).fill(option);
  else await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('recipients list', () => {
  test('filters by name without regard to accents or case, sorts, pages, and opens a file', async ({ page, request }) => {
    test.setTimeout(60_000); // 21 files to prepare
    const prefix = `Pagé${unique()}`;
    const files = [];
    // 21 files of one name: a full page of 20 and one more.
    for (let i = 0; i < 21; i += 1)
      files.push(await createRecipient(request, { name: `${prefix}${String.fromCharCode(97 + i)}`, surname: `Série${i}` }));
    await signIn(page, ACCOUNTS.antennaAdminLyon, '/recipients');
    await expect(page.getByRole('heading', { name: 'Liste des Accueillis' })).toBeVisible();
    await expect(field(page, 'Antenne')).toHaveValue('Antenne de Lyon');
    const rows = page.getByRole('table', { name: 'Accueillis' }).locator('tbody tr');
    await expect(rows.first()).toContainText('Antenne de Lyon');

    await field(page, 'Nom').fill(prefix.toUpperCase().replace('É', 'E'));
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/name=/);
    await expect(rows).toHaveCount(20);
    // Newest file first: the last one filed heads the list.
    await expect(rows.first()).toContainText(files[20].name.toUpperCase());
    await screen(page, 'recipients');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Page 2 sur 2')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(files[0].name.toUpperCase());

    await page.getByRole('button', { name: 'Prénom', exact: true }).click();
    await expect(page).toHaveURL(/sortBy=surname/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByRole('columnheader', { name: 'Prénom' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows.first()).toContainText('Série0');

    // The top-bar search is a name search too.
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(files[7].name.toLowerCase());
    await expect(rows).toHaveCount(1);
    await expect(field(page, 'Nom')).toHaveValue(files[7].name.toLowerCase());
    await rows.first().click();
    await expect(page).toHaveURL(new RegExp(`/recipient/${files[7].id}#id$`));
    await expect(page.getByRole('heading', { name: /^Dossier n°\d+/ })).toContainText(files[7].name.toUpperCase());
  });

  test('starts from every antenna for the head office, whose choices leave the head office out', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/recipients');
    await expect(field(page, 'Antenne')).toHaveValue('Toutes');
    await field(page, 'Antenne').click();
    await expect(page.getByRole('option', { name: 'Antenne de Marseille' })).toBeVisible();
    await expect(page.getByRole('option', { name: /Siège/ })).toHaveCount(0);
  });
});

test.describe('recipients list: domiciliation', () => {
  /** A day in France, `offset` days from today, as YYYY-MM-DD. */
  const parisDay = (offset: number) =>
    new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(Date.now() + offset * 86_400_000),
    );

  test('filters on a domiciliation valid today (Oui) or none (Non), on the server and in the URL, and says which files are domiciled', async ({
    page,
    request,
  }) => {
    const prefix = `Domi${unique()}`;
    const domiciled = await createRecipient(request, { name: `${prefix}a` });
    const ended = await createRecipient(request, { name: `${prefix}b` });
    const { _id: referent } = await api<{ _id: string }>(request, ACCOUNTS.antennaAdminLyon, 'GET', '/user/me');
    await createDomiciliation(request, domiciled.id, { user_id: referent, start_date: parisDay(-5) });
    // A year that ended last month: no longer domiciled.
    await createDomiciliation(request, ended.id, { user_id: referent, start_date: parisDay(-400) });

    await signIn(page, ACCOUNTS.antennaAdminLyon, `/recipients?name=${prefix}`);
    const rows = page.getByRole('table', { name: 'Accueillis' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    const domicileCell = (row: ReturnType<typeof rows.filter>) => row.getByRole('cell').nth(7);
    await expect(domicileCell(rows.filter({ hasText: domiciled.name.toUpperCase() }))).toHaveText('Oui');
    await expect(domicileCell(rows.filter({ hasText: ended.name.toUpperCase() }))).toHaveText('Non');

    const filterBy = async (value: 'Oui' | 'Non' | 'Tous') => {
      const sent = page.waitForResponse(
        (response) =>
          response.url().includes('/api/web/recipients?') &&
          new URL(response.url()).searchParams.get('domiciliation') === (value === 'Tous' ? null : value),
      );
      await choose(page, 'Domiciliation', value);
      await page.getByRole('button', { name: 'Filtrer' }).click();
      await sent;
    };
    await filterBy('Oui');
    await expect(page).toHaveURL(/domiciliation=Oui/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(domiciled.name.toUpperCase());
    await expect(domicileCell(rows.first())).toHaveText('Oui');

    await filterBy('Non');
    await expect(page).toHaveURL(/domiciliation=Non/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(ended.name.toUpperCase());
    await expect(domicileCell(rows.first())).toHaveText('Non');

    // Back walks to the previous filter, which the form shows again.
    await page.goBack();
    await expect(page).toHaveURL(/domiciliation=Oui/);
    await expect(field(page, 'Domiciliation')).toHaveValue('Oui');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(domiciled.name.toUpperCase());

    await filterBy('Tous');
    await expect(page).not.toHaveURL(/domiciliation=/);
    await expect(rows).toHaveCount(2);
  });
});
