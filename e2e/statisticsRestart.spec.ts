import { expect, test, type Page } from '@playwright/test';
import { childServer, type ChildServer } from '../infra/testing/childServer';
import { tempDataDir } from '../infra/testing/tempDataDir';
import { screenshot, signIn } from './support';
import { pick, toast } from './ui';

// A report followed on /statistics while its server is killed with SIGKILL and started again, on a server of this
// test's own (the embedded stack: its jobs die with it). The page follows the report through the restart: the job
// lost is started again and its file downloaded; lost a second time, the page says why no file came.
// A report is held back by a server started with PROJECTIONS=0 after a write: it waits for read models no runner moves.

const PASSWORD = 'mot-de-passe-e2e';
const REASON = 'Le calcul du rapport a été interrompu par un redémarrage du serveur. Veuillez relancer le rapport.';
const JOB_STATUS = /\/api\/web\/statistics\/jobs\/[^/]+$/;

const reportForm = (page: Page) => page.getByRole('form', { name: 'Générer un rapport' });
const progress = (page: Page) => page.getByRole('status').filter({ hasText: 'Rapport en cours de calcul. Veuillez patienter' });

/** Writes through the API, so that the read models of a server without projections lag behind the log. */
async function writeAhead(server: ChildServer, token: string, name: string): Promise<void> {
  const response = await fetch(`${server.url}/api/web/antenna/new`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ antenna: { name, address: { street: '1 rue Basse', city: 'Nancy', postal_code: '54000' } } }),
  });
  expect(response.status).toBe(200);
}

/** Asks for the report chosen and waits until the page follows its job. */
async function generate(page: Page): Promise<void> {
  const following = page.waitForResponse((response) => JOB_STATUS.test(response.url()) && response.status() === 200);
  await reportForm(page).getByRole('button', { name: 'Générer' }).click();
  await following;
  await expect(progress(page)).toBeVisible();
}

test('a report followed through a kill -9 of the server is started again, or said interrupted with the reason', async ({ browser }) => {
  test.setTimeout(300_000);
  const dir = tempDataDir();
  const server = await childServer(dir.path, PASSWORD);
  const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  try {
    await server.start();
    const page = await context.newPage();
    await signIn(page, { login: 'admin', password: PASSWORD }, '/statistics');
    await pick(page, 'Type de statistique', 'Entretiens et aides', page.getByRole('main'));
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    await server.kill();

    // Lost once: started again when the page asks after the restart, then downloaded.
    await server.start({ PROJECTIONS: '0' });
    await writeAhead(server, token, 'Antenne Ouest');
    await generate(page);
    await server.kill();
    const downloading = page.waitForEvent('download');
    await server.start();
    await downloading;
    await expect(toast(page, 'Le rapport est prêt et en cours de téléchargement')).toBeVisible();
    await expect(page.getByTestId('report-produced')).toBeVisible();
    await screenshot(page, 'statistics-restart-resumed');
    await server.kill();

    // Lost again after being started again: the page says it failed, and why.
    await server.start({ PROJECTIONS: '0' });
    await writeAhead(server, token, 'Antenne Sud-Ouest');
    await generate(page);
    await server.kill();
    const resumed = page.waitForResponse((response) => JOB_STATUS.test(response.url()) && response.status() === 200);
    await server.start({ PROJECTIONS: '0' });
    await resumed;
    await server.kill();
    await server.start();
    const failure = toast(page, REASON);
    await expect(failure).toBeVisible({ timeout: 30_000 });
    await expect(failure).toContainText("Aucun fichier n'a été produit");
    await expect(progress(page)).toHaveCount(0);
    await screenshot(page, 'statistics-restart-interrupted');
  } finally {
    await context.close();
    await server.kill();
    dir.remove();
  }
});
