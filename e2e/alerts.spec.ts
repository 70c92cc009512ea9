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
    // Archived ones come after those still to handle.
    await expect(alertsTable(page).locator('tbody tr').last()).toContainText(first.name.toUpperCase());

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
