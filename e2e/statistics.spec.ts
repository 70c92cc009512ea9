import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { api } from './apiData';
import { parisDay } from './housingData';
import { ACCOUNTS, countWrites, screenshot, signIn } from './support';
import { field, frenchDate, pick, toast, typeDate } from './ui';

// The report generator (/statistics, /statistics-admin) and the charts of /statistics, on the demo data.

const main = (page: Page) => page.getByRole('main');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const reportForm = (page: Page) => page.getByRole('form', { name: 'Générer un rapport' });
const generate = (page: Page) => reportForm(page).getByRole('button', { name: 'Générer' });
const thisYear = Number(parisDay().slice(0, 4));
const lastYear = thisYear - 1;

/** The name a Content-Disposition header gives (filename* first, else filename). */
function fileNameOf(header: string | undefined): string | null {
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header ?? '');
  if (extended) return decodeURIComponent(extended[1].trim());
  return /filename\s*=\s*"([^"]*)"/i.exec(header ?? '')?.[1] ?? null;
}

/** A count as the screens write it: 1 234. */
const frenchCount = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** A size as the screens show a report's (docs/screens.md, 'Statistics'): octets under 1000, Ko under a million, else Mo, one decimal. */
function shownSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} octets`;
  const [scale, unit] = bytes < 1_000_000 ? [1000, 'Ko'] : [1_000_000, 'Mo'];
  return `${(Math.floor(bytes / (scale / 10)) / 10).toFixed(1).replace('.', ',')} ${unit}`;
}

test.describe('statistics reports', () => {
  test('an administrator generates a report: checked first, then computed with a progress bar, downloaded as XLSX', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/statistics');
    await expect(page.getByRole('heading', { name: 'Statistiques et rapports' })).toBeVisible();

    // No type: nothing is sent, the form's messages say why.
    const writes = countWrites(page);
    await generate(page).click();
    await expect(toast(page, "Les paramètres n'ont pas été correctement rentrés")).toBeVisible();
    await expect(reportForm(page).getByText('Le type de statistique est requis')).toBeVisible();

    // A type brings its parameters, filled with the server's defaults: every antenna for the head office; the
    // préfet's annual report the last calendar year, an activity report the current year to date.
    await pick(page, 'Type de statistique', 'Rapport annuel de domiciliation (art. D264-8 CASF)', main(page));
    await expect(field(reportForm(page), 'Année')).toHaveValue(String(lastYear));
    await screenshot(page, 'statistics-annual-default');
    await pick(page, 'Type de statistique', 'Entretiens et aides', main(page));
    await expect(field(reportForm(page), 'Antenne')).toHaveValue('Toutes les antennes');
    await expect(field(reportForm(page), 'Date de début')).toHaveValue(`01/01/${thisYear}`);
    await expect(field(reportForm(page), 'Date de fin')).toHaveValue(frenchDate(parisDay()));
    await screenshot(page, 'statistics-activity-default');

    // The server's rules run in the page: a period running backwards is refused beside its field.
    await typeDate(page, 'Date de fin', `${lastYear - 1}-06-30`, reportForm(page));
    await generate(page).click();
    await expect(reportForm(page).getByText('La date de fin doit suivre la date de début')).toBeVisible();
    await expect(toast(page, 'Les paramètres ont été mal rentrés')).toBeVisible();
    expect(writes.count()).toBe(0);
    await typeDate(page, 'Date de fin', parisDay(), reportForm(page));

    // The file is held back until the progress box has been seen, however fast the job is.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/web\/statistics\/jobs\/[^/]+\/download$/, async (route) => {
      await held;
      await route.continue();
    });
    const downloading = page.waitForEvent('download');
    const answered = page.waitForResponse(/\/api\/web\/statistics\/jobs\/[^/]+\/download$/);
    await generate(page).click();
    const progress = page.getByRole('status').filter({ hasText: 'Rapport en cours de calcul. Veuillez patienter' });
    await expect(progress).toBeVisible();
    await expect(progress.getByRole('progressbar', { name: 'Avancement du rapport' })).toHaveAttribute('aria-valuenow', '100');
    await screenshot(page, 'statistics-progress');
    release();

    const download = await downloading;
    const response = await answered;
    const serverName = fileNameOf(response.headers()['content-disposition']);
    expect(serverName).toMatch(/\.xlsx$/);
    expect(download.suggestedFilename()).toBe(serverName);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await expect(toast(page, 'Le rapport est prêt et en cours de téléchargement')).toBeVisible();
    await expect(progress).toHaveCount(0);
    await expect(page.getByTestId('report-produced')).toHaveText(`Rapport téléchargé : ${serverName} (${shownSize(bytes.length)})`);
    await screenshot(page, 'statistics-report-size');
    expect(writes.count()).toBe(1);
  });

  test('the charts show the indicators of the chosen antenna and period, with their figures in tables', async ({ page, request }) => {
    await signIn(page, ACCOUNTS.admin, '/statistics');
    await pick(page, 'Type de statistique', 'Hébergement', main(page));
    const [start, end] = [parisDay(-364), parisDay()];
    await typeDate(page, 'Date de début', start, reportForm(page));
    await typeDate(page, 'Date de fin', end, reportForm(page));
    await expect(page.getByText(`Toutes les antennes, du ${frenchDate(start)} au ${frenchDate(end)}`)).toBeVisible();

    const expected = await api<{
      meetings_per_month: { label: string; meetings: number }[];
      people_by_antenna: { antenna: string; people: number }[];
    }>(request, ACCOUNTS.admin, 'GET', `/statistics/indicators?antenna_id=&start_date=${start}&end_date=${end}`);
    const meetings = page.getByRole('figure', { name: 'Entretiens par mois' });
    // One bar per month with meetings (a month without any draws none).
    const months = expected.meetings_per_month.filter((month) => month.meetings > 0);
    expect(months.length).toBeGreaterThan(0);
    await expect(meetings.locator('.recharts-bar-rectangle path')).toHaveCount(months.length);
    await meetings.getByText('Voir les chiffres').click();
    await expect(meetings.getByRole('table').locator('tbody tr')).toHaveText(
      expected.meetings_per_month.map((month) => `${month.label}${frenchCount(month.meetings)}`),
    );
    await expect(page.getByRole('figure', { name: "Taux d'occupation par mois" }).locator('.recharts-line')).toBeVisible();
    const people = page.getByRole('figure', { name: 'Personnes suivies par antenne' });
    await expect(people.locator('.recharts-bar-rectangle path')).toHaveCount(
      expected.people_by_antenna.filter((row) => row.people > 0).length,
    );
    await screenshot(page, 'statistics-charts');
  });

  test('/statistics-admin lists the restricted reports only', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/statistics-admin');
    await expect(page.getByRole('heading', { name: 'Statistiques administrateur' })).toBeVisible();
    await field(reportForm(page), 'Type de statistique').click();
    await expect(page.getByRole('option', { name: 'Accueillants', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Chambres ALT', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Entretiens et aides', exact: true })).toHaveCount(0);
  });

  test('a volunteer has no admin entry, is refused /statistics-admin, and may choose only their antenna', async ({ page, request }) => {
    await signIn(page, ACCOUNTS.volunteerLyon, '/statistics');
    await expect(menu(page).getByRole('link', { name: 'Statistiques et rapports' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Statistiques administrateur' })).toHaveCount(0);

    await pick(page, 'Type de statistique', 'Entretiens et aides', main(page));
    await expect(field(reportForm(page), 'Antenne')).toHaveValue('Antenne de Lyon');
    await field(reportForm(page), 'Antenne').click();
    await expect(page.getByRole('option', { name: 'Antenne de Marseille', exact: true })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    await page.goto('/statistics-admin');
    await expect(page.getByText("Vous n'avez pas les droits")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Générer' })).toHaveCount(0);
    // The server refuses the restricted reports whatever the page shows.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const refused = await request.post('/api/web/statistics/jobs', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        statistic: {
          type: 'user_statistics',
          params: { antenna_id: null, start_date: `${lastYear}-01-01`, end_date: `${lastYear}-12-31` },
        },
      },
    });
    expect(refused.status()).toBe(403);
  });
});
