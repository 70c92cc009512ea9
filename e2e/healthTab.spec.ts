import { expect, test } from '@playwright/test';
import { createRecipient } from './apiData';
import { ACCOUNTS, screenshot, signIn } from './support';
import { field, pick, toast } from './ui';

// A recipient of its own, filed in Lyon through the API; its Santé tab is filled in the browser.

test.describe('health tab of a file', () => {
  test('saves the four selects and a contact with Enregistrer, and shows them again once reloaded', async ({ page, request }) => {
    const file = await createRecipient(request);
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#health`);
    await expect(page.getByRole('tab', { name: 'Santé', exact: true })).toHaveAttribute('aria-selected', 'true');

    await pick(page, 'Suivi médical', 'En cours', page);
    await pick(page, 'Suivi psychologique', 'Ancien', page);
    await pick(page, 'Toxicomanie', 'Substitution', page);
    await pick(page, 'Alcool', 'Non', page);
    // 'Contacts' also names the tab of that name: the field is the combobox.
    await page.getByRole('combobox', { name: 'Contacts', exact: true }).fill('Lacombe');
    await page.getByRole('option', { name: 'Anne LACOMBE (Hôpital Édouard Herriot)', exact: true }).click();
    // A multiple pick stays open for the next one.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(toast(page, 'Données médicales enregistrées')).toBeVisible();
    await screenshot(page, 'health-tab-1440');

    await page.reload();
    await expect(field(page, 'Suivi médical')).toHaveValue('En cours');
    await expect(field(page, 'Suivi psychologique')).toHaveValue('Ancien');
    await expect(field(page, 'Toxicomanie')).toHaveValue('Substitution');
    await expect(field(page, 'Alcool')).toHaveValue('Non');
    await expect(page.getByRole('form', { name: 'Données médicales' })).toContainText('Anne LACOMBE (Hôpital Édouard Herriot)');
  });
});
