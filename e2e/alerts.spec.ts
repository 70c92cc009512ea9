import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, createDomiciliation, createRecipient } from './apiData';
import { createReferent, parisDay } from './housingData';
import { screenshot, signIn } from './support';
import { frenchDate, table } from './ui';

// The bell of the top bar and /alerts. Each test signs in as a referent of its own (a new volunteer of
// Lyon), so that the alerts it sees are those of the files it made: each file gets an own domiciliation
// ending in about two weeks, which raises a 'Fin de domiciliation' alert for the file's referent.

type Referent = Awaited<ReturnType<typeof createReferent>>;

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Alertes non lues/ });
const alertsTable = (page: Page) => table(page, 'Alertes');
const rowOf = (page: Page, file: { name: string }) => alertsTable(page).getByRole('row').filter({ hasText: file.name.toUpperCase() });

/** The bell's two counters, each read by its accessible name. */
async function expectCounts(page: Page, unRead: number, unHandled: number) {
  await expect(bell(page).getByText(`Alertes non lues : ${unRead}`, { exact: true })).toBeVisible();
  await expect(bell(page).getByText(`Alertes non traitées : ${unHandled}`, { exact: true })).toBeVisible();
}

/** A file of the referent domiciled until about two weeks from now; answers the file and the domiciliation's end (the alert's due date). */
async function fileWithEndingDomiciliation(request: APIRequestContext, referent: Referent) {
  const file = await createRecipient(request, { user_ref: referent.id });
  await createDomiciliation(request, file.id, { user_id: referent.id, start_date: parisDay(-350), duration: 12 });
  const [domiciliation] = await api<{ end_date: string }[]>(request, referent.account, 'GET', `/recipient/${file.id}/domiciliations`);
  return { ...file, end: domiciliation.end_date };
}

/** Waits until the server has raised the referent's alerts (a job reacting to the domiciliations). */
const serverCounts = (request: APIRequestContext, referent: Referent) =>
  expect.poll(() => api<{ unRead: number; unHandled: number }>(request, referent.account, 'GET', '/alerts/count'));

test.describe('alerts', () => {
  test('the bell counts the alerts; a click on a row toggles it, its highlight and the counters; the row link opens the file', async ({
    page,
    request,
  }) => {
    const referent = await createReferent(request);
    const first = await fileWithEndingDomiciliation(request, referent);
    const second = await fileWithEndingDomiciliation(request, referent);
    await serverCounts(request, referent).toEqual({ unRead: 2, unHandled: 2 });

    await signIn(page, referent.account);
    await expectCounts(page, 2, 2);
    await bell(page).click();
    await expect(page).toHaveURL(/\/alerts$/);
    await expect(page.getByRole('heading', { name: 'Alertes', exact: true })).toBeVisible();
    await expect(alertsTable(page).locator('tbody tr')).toHaveCount(2);
    await expect(rowOf(page, first).getByRole('cell')).toHaveText([
      'Fin de domiciliation',
      new RegExp(`^n°\\d+ — Inès ${first.name.toUpperCase()}$`),
      frenchDate(first.end),
      'Non lue',
    ]);
    await expect(rowOf(page, first)).toHaveAttribute('data-state', 'unread');
    await expect(rowOf(page, second)).toHaveAttribute('data-state', 'unread');
    await screenshot(page, 'alerts');

    // Unread, then archived: no longer highlighted, and neither unread nor unhandled.
    await rowOf(page, first).getByRole('cell').first().click();
    await expect(rowOf(page, first).getByRole('cell').last()).toHaveText('Archivée');
    await expect(rowOf(page, first)).not.toHaveAttribute('data-state');
    await expectCounts(page, 1, 1);

    // Archived, then read: highlighted again, to handle but not unread.
    await rowOf(page, first).getByRole('cell').first().click();
    await expect(rowOf(page, first).getByRole('cell').last()).toHaveText('Lue');
    await expect(rowOf(page, first)).toHaveAttribute('data-state', 'read');
    await expectCounts(page, 1, 2);

    // The link opens the file's tab of the alert, and only that: the alert stays unread.
    await rowOf(page, second).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/recipient/${second.id}#dom$`));
    await expect(page.getByRole('tab', { name: 'Domiciliation', exact: true })).toHaveAttribute('aria-selected', 'true');
    await serverCounts(request, referent).toEqual({ unRead: 1, unHandled: 2 });
    await expectCounts(page, 1, 2);
  });

  test('a clicked row stays in place until another page, so that a second click acts on the same alert; pages load in the server order', async ({
    page,
    request,
  }) => {
    // Eleven alerts: a page of ten, and one on the second page.
    const referent = await createReferent(request);
    for (let file = 0; file < 11; file += 1) await fileWithEndingDomiciliation(request, referent);
    await serverCounts(request, referent).toEqual({ unRead: 11, unHandled: 11 });

    await signIn(page, referent.account, '/alerts');
    const rows = alertsTable(page).locator('tbody tr');
    await expect(rows).toHaveCount(10);
    const shownOrder = await rows.locator('td:nth-child(2)').allTextContents();
    const clicked = rows.nth(2);
    const clickedFile = shownOrder[2];
    const pager = page.getByRole('navigation', { name: 'Pages des alertes' });
    // A click waits for the one before it to be saved and the page reloaded (the pager is enabled again).
    const settled = () => expect(pager.getByRole('button', { name: 'Suivant' })).toBeEnabled();

    // Archived: the server now sorts it after the ten still to handle (onto the second page), yet it stays third here.
    await clicked.getByRole('cell').first().click();
    await expectCounts(page, 10, 10);
    await expect(clicked.getByRole('cell').last()).toHaveText('Archivée');
    await expect(rows.locator('td:nth-child(2)')).toHaveText(shownOrder);
    await settled();
    await screenshot(page, 'alerts-kept-order');

    // The second click on the same row acts on the same alert: read again, to handle.
    await clicked.getByRole('cell').first().click();
    await expectCounts(page, 10, 11);
    await expect(clicked.getByRole('cell').last()).toHaveText('Lue');
    await expect(clicked).toHaveAttribute('data-state', 'read');
    await expect(rows.locator('td:nth-child(2)')).toHaveText(shownOrder);
    await settled();

    // Archived once more, then another page: it loads in the server's order, the archived alert last of all.
    await clicked.getByRole('cell').first().click();
    await expectCounts(page, 10, 10);
    await expect(clicked.getByRole('cell').last()).toHaveText('Archivée');
    await settled();
    await pager.getByRole('button', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('cell').nth(1)).toHaveText(clickedFile);
    await expect(rows.first().getByRole('cell').last()).toHaveText('Archivée');
    // And back: the first page in the server's order, without the archived alert.
    await pager.getByRole('button', { name: 'Précédent' }).click();
    await expect(rows).toHaveCount(10);
    await expect(rows.getByText('Archivée')).toHaveCount(0);
    await expect(rows.filter({ hasText: clickedFile })).toHaveCount(0);
  });

  test('on a phone, the bell shows and counts again every minute', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const referent = await createReferent(request);
    await fileWithEndingDomiciliation(request, referent);
    await serverCounts(request, referent).toEqual({ unRead: 1, unHandled: 1 });

    await page.clock.install();
    await signIn(page, referent.account);
    await expectCounts(page, 1, 1);
    await screenshot(page, 'alerts-bell-390');

    // An alert raised behind the page's back shows at the next minute, without any action in the page.
    await fileWithEndingDomiciliation(request, referent);
    await serverCounts(request, referent).toEqual({ unRead: 2, unHandled: 2 });
    await expectCounts(page, 1, 1);
    await page.clock.fastForward('01:00');
    await expectCounts(page, 2, 2);
  });
});
