import type { Locator, Page } from '@playwright/test';

// What the browser tests of the file's tabs look for: fields by their exact label, toasts, the open
// modal and its 'Enregistrer', tables by their accessible name, days in France.

export const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
export const dialog = (page: Page) => page.getByRole('dialog');
export const saveButton = (scope: Page | Locator) => scope.getByRole('button', { name: 'Enregistrer', exact: true });
export const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });

/** A day in France, `offset` days from today, as YYYY-MM-DD. */
export const parisDay = (offset = 0) =>
  new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

/** YYYY-MM-DD as the screens show it, DD/MM/YYYY. */
export const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

/** Picks an option of a Select of the scope (the modal by default) from its whole list. */
export async function pick(page: Page, label: string, option: string, scope: Page | Locator = dialog(page)) {
  await field(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks an option of a searchable Select of the scope (the modal by default), typing first (`typed`, else the option). */
export async function choose(page: Page, label: string, option: string, scope: Page | Locator = dialog(page), typed = option) {
  await field(scope, label).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a date into a date field of the scope (the modal by default), as DD/MM/YYYY. */
export async function typeDate(page: Page, label: string, iso: string, scope: Page | Locator = dialog(page)) {
  await field(scope, label).fill(frenchDate(iso));
  await field(scope, label).blur();
}
