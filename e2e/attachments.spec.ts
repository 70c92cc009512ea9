import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { antennaIds, choiceId, createRecipient, tokenOf, unique, type Account } from './apiData';
import { ACCOUNTS, screenshot, signIn } from './support';
import { choose, dialog, frenchDate, parisDay, saveButton, table, toast } from './ui';

// Documents of a file ('Porte document', #attachments) and of an antenna (/attachments): each test files its
// own recipient or documents through the API, then works in the browser.

/** A PDF of exactly 1.5 Ko (1536 bytes), so that its size reads '1,5 Ko'. */
const PDF = (() => {
  const head = '%PDF-1.4\n% Attestation de test\n';
  const tail = '\n%%EOF\n';
  return Buffer.from(head + '%'.repeat(1536 - head.length - tail.length) + tail);
})();
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Adds a document through the API (PUT /attachment/new, multipart), as the account. */
async function addDocument(
  request: APIRequestContext,
  account: Account,
  owner: { recipient_id: string } | { antenna_id: string },
  document: { type: string; name: string; mimeType: string; buffer: Buffer },
) {
  const response = await request.put('/api/web/attachment/new', {
    headers: { Authorization: `Bearer ${await tokenOf(request, account)}` },
    multipart: {
      type: document.type,
      metadata: JSON.stringify({ comment: null, name: document.name }),
      attachment: { name: document.name, mimeType: document.mimeType, buffer: document.buffer },
      ...owner,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Gives a file to the modal's drop zone as a drag-and-drop would. */
async function dropFile(page: Page, zone: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, base64 }) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') },
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** Counts the DELETE calls of documents the page sends from now on. */
function countDeletes(page: Page) {
  let deletes = 0;
  page.on('request', (request) => {
    if (request.method() === 'DELETE' && request.url().includes('/api/web/attachment/')) deletes += 1;
  });
  return { count: () => deletes };
}

test.describe('documents of a file', () => {
  test('uploads a PDF, downloads the same bytes, takes a deletion back, then deletes it after the 2 seconds', async ({ page, request }) => {
    const file = await createRecipient(request);
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#attachments`);
    await expect(page.getByRole('tab', { name: 'Porte document', exact: true })).toHaveAttribute('aria-selected', 'true');
    const documents = table(page, "Documents de l'accueilli");
    await expect(page.getByText('Aucun document.', { exact: true })).toBeVisible();

    // Type and file required, with the messages of docs/recipient-file.md, 'Porte document'.
    await page.getByRole('button', { name: 'Ajouter un document' }).click();
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Document inexistant')).toBeVisible();
    await expect(toast(page, 'Documents non mis à jour. Des champs sont manquants')).toBeVisible();
    await expect(dialog(page)).toContainText('Le type de document est requis');
    await choose(page, 'Type de document', 'Attestation CAF');
    const chooser = page.waitForEvent('filechooser');
    await dialog(page).getByRole('button', { name: 'Choisir un fichier' }).click();
    await (await chooser).setFiles({ name: 'attestation-caf.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog(page)).toContainText('attestation-caf.pdf (1,5 Ko)');
    await dialog(page).getByLabel('Commentaire').fill('Reçue en mars');
    await screenshot(page, 'attachments-modal');
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Documents mis à jour')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    const row = documents.getByRole('row').filter({ hasText: 'attestation-caf.pdf' });
    for (const text of ['Attestation CAF', '1,5 Ko', frenchDate(parisDay()), 'Thomas MERCIER', 'Reçue en mars'])
      await expect(row).toContainText(text);
    await screenshot(page, 'attachments-tab');

    // The download is the bytes sent, under their name.
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Télécharger attestation-caf.pdf' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('attestation-caf.pdf');
    expect((await readFile(await download.path())).equals(PDF)).toBe(true);

    // Deleted, then taken back within the 2 seconds: it stays, and nothing was sent.
    const deletes = countDeletes(page);
    await row.getByRole('button', { name: 'Supprimer attestation-caf.pdf' }).click();
    await expect(row).toHaveCount(0);
    await expect(toast(page, 'Supprimé')).toBeVisible();
    await page.getByRole('button', { name: 'Défaire?' }).click();
    await expect(row).toBeVisible();
    await page.waitForTimeout(2500);
    expect(deletes.count()).toBe(0);
    await page.reload();
    await expect(row).toBeVisible();

    // Deleted again and left: the DELETE goes when the 2 seconds end, and the document is gone for good.
    const deleting = page.waitForRequest((sent) => sent.method() === 'DELETE' && sent.url().includes('/api/web/attachment/'));
    const asked = Date.now();
    await row.getByRole('button', { name: 'Supprimer attestation-caf.pdf' }).click();
    await expect(row).toHaveCount(0);
    await deleting;
    expect(Date.now() - asked).toBeGreaterThanOrEqual(1900);
    await expect(toast(page, "L'élément a été supprimé")).toBeVisible();
    await page.reload();
    await expect(page.getByText('Aucun document.', { exact: true })).toBeVisible();
    expect(deletes.count()).toBe(1);
  });

  test('shows the images only in gallery mode, takes only images there, and replaces a file with a new one', async ({ page, request }) => {
    const file = await createRecipient(request);
    const type = await choiceId(request, 'attachment_types_for_recipient', 'CV');
    await addDocument(
      request,
      ACCOUNTS.antennaAdminLyon,
      { recipient_id: file.id },
      { type, name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
    );
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#attachments`);
    await expect(table(page, "Documents de l'accueilli").getByRole('row').filter({ hasText: 'cv.pdf' })).toBeVisible();

    // Replacing needs a new file, whatever the form already holds.
    await page.getByRole('button', { name: 'Remplacer cv.pdf' }).click();
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Document inexistant')).toBeVisible();
    await dropFile(page, dialog(page).getByRole('group', { name: 'Fichier', exact: true }), {
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(dialog(page)).toContainText('photo.png (70 octets)');
    await saveButton(dialog(page)).click();
    await expect(toast(page, 'Documents mis à jour')).toBeVisible();
    await expect(table(page, "Documents de l'accueilli").getByRole('row').filter({ hasText: 'photo.png' })).toContainText('CV');

    await addDocument(
      request,
      ACCOUNTS.antennaAdminLyon,
      { recipient_id: file.id },
      { type, name: 'lettre.pdf', mimeType: 'application/pdf', buffer: PDF },
    );
    await page.reload();
    await page.getByRole('switch', { name: 'Galerie' }).check();
    const images = page.getByRole('list', { name: 'Images' });
    await expect(images.getByRole('img', { name: 'photo.png' })).toBeVisible();
    await expect(images).not.toContainText('lettre.pdf');
    await screenshot(page, 'attachments-gallery');

    // In gallery mode the picker offers images only, and a dropped PDF is refused.
    await page.getByRole('button', { name: 'Ajouter un document' }).click();
    await expect(dialog(page).locator('input[type=file]')).toHaveAttribute('accept', '.png,.jpg,.jpeg,.gif');
    const zone = dialog(page).getByRole('group', { name: 'Image (.png, .jpg, .jpeg, .gif)', exact: true });
    await dropFile(page, zone, { name: 'lettre.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog(page)).toContainText('En mode galerie, seules les images .png, .jpg, .jpeg et .gif sont acceptées');
  });
});

test.describe('upload progress', () => {
  test('shows the share sent while a large document goes up a slow line', async ({ page, request }) => {
    const file = await createRecipient(request);
    const big = Buffer.concat([PDF.subarray(0, 16), Buffer.alloc(256 * 1024 - 16, 0x25)]);
    await signIn(page, ACCOUNTS.volunteerLyon, `/recipient/${file.id}#attachments`);
    await page.getByRole('button', { name: 'Ajouter un document' }).click();
    await choose(page, 'Type de document', 'CV');
    const chooser = page.waitForEvent('filechooser');
    await dialog(page).getByRole('button', { name: 'Choisir un fichier' }).click();
    await (await chooser).setFiles({ name: 'dossier-complet.pdf', mimeType: 'application/pdf', buffer: big });

    // About 2 seconds to send 256 Ko: long enough to see the bar.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 128 * 1024,
    });
    await saveButton(dialog(page)).click();
    // The bar moves with what is sent (upload.onprogress), not only at the end.
    await expect(dialog(page).getByRole('progressbar', { name: 'Envoi du document' })).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
    await expect(toast(page, 'Documents mis à jour')).toBeVisible({ timeout: 15_000 });
    await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(table(page, "Documents de l'accueilli").getByRole('row').filter({ hasText: 'dossier-complet.pdf' })).toContainText(
      '256 Ko',
    );
  });
});

test.describe('documents of an antenna', () => {
  test('a volunteer reads and downloads them but has no delete; the antenna admin may delete; the head office chooses the antenna', async ({
    page,
    request,
  }) => {
    const lyon = (await antennaIds(request)).get('Antenne de Lyon');
    if (!lyon) throw new Error('Antenne de Lyon absente des données de démonstration');
    const name = `reglement-${unique()}.pdf`;
    const type = await choiceId(request, 'attachment_types_for_antenna', 'Règlement intérieur');
    await addDocument(request, ACCOUNTS.antennaAdminLyon, { antenna_id: lyon }, { type, name, mimeType: 'application/pdf', buffer: PDF });

    await signIn(page, ACCOUNTS.volunteerLyon);
    await page.getByRole('link', { name: "Documents de l'antenne" }).click();
    await expect(page.getByRole('heading', { name: "Documents de l'antenne", level: 2 })).toBeVisible();
    await expect(page.getByLabel('Antenne', { exact: true })).toHaveCount(0);
    const row = table(page, "Documents de l'antenne").getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Règlement intérieur');
    await expect(row.getByRole('button', { name: `Télécharger ${name}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Supprimer ${name}` })).toHaveCount(0);
    await screenshot(page, 'attachments-antenna-volunteer');

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await signIn(page, ACCOUNTS.antennaAdminLyon, '/attachments');
    await expect(row.getByRole('button', { name: `Supprimer ${name}` })).toBeVisible();

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await signIn(page, ACCOUNTS.siege, '/attachments');
    await choose(page, 'Antenne', 'Antenne de Lyon', page, 'Lyon');
    await expect(row).toBeVisible();
  });
});
