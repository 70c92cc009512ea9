import { describe, expect, it } from 'vitest';
import { ATTACHMENT_NAME_MAX_LENGTH, DEFAULT_ATTACHMENT_MAX_BYTES } from './fields';
import { attachmentErrors, ATTACHMENT_MESSAGES as M, extensionOf, frenchSize, sanitizeAttachmentName, tooLargeMessage } from './rules';

describe('the name a document is kept under', () => {
  it.each([
    ['../../etc/passwd\r\n.pdf', 'passwd.pdf'],
    ['C:\\Users\\karim\\Documents\\CNI recto.jpg', 'CNI recto.jpg'],
    ['Attestation CAF – décembre.pdf', 'Attestation CAF – décembre.pdf'],
    ['facture\u202Efdp.exe', 'facturefdp.exe'],
    ['.htaccess', 'htaccess'],
    ['rapport<final>?.pdf', 'rapport_final__.pdf'],
    ['  trop   d’espaces  .pdf ', 'trop d’espaces .pdf'],
    ['...', 'document'],
    ['', 'document'],
    ['e\u0301te\u0301.txt', 'été.txt'],
  ])('%j is kept as %j', (raw, kept) => {
    expect(sanitizeAttachmentName(raw)).toBe(kept);
  });

  it('shortens a long name to the limit, keeping its extension', () => {
    const name = sanitizeAttachmentName(`${'e\u0301'.repeat(400)}👩‍👧.docx`);
    expect(name).toBe(`${'é'.repeat(ATTACHMENT_NAME_MAX_LENGTH - 5)}.docx`);
    const emojis = sanitizeAttachmentName(`${'👩‍👧'.repeat(200)}.pdf`);
    expect(emojis).toBe(`${'👩‍👧'.repeat(ATTACHMENT_NAME_MAX_LENGTH - 4)}.pdf`);
  });

  it('reads the extension in lower case, none for a dot file or a name without one', () => {
    expect(extensionOf('Scan.PDF')).toBe('pdf');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('LISEZMOI')).toBe('');
  });
});

describe('the document form', () => {
  it('requires a type and a file, with the messages of docs/recipient-file.md', () => {
    expect(attachmentErrors({ type: '' }, null)).toEqual({ type: M.typeRequired, attachment: M.missingFile });
    expect(attachmentErrors({ type: 'doc-cni' }, { size: 0 })).toEqual({ attachment: M.emptyFile });
    expect(attachmentErrors({ type: 'doc-cni', comment: 'x'.repeat(2001) }, { size: 3 })).toEqual({ comment: M.commentTooLong });
    expect(attachmentErrors({ type: 'doc-cni', comment: 'Recto verso' }, { size: 3 })).toEqual({});
  });

  it('says sizes in French, base 1024', () => {
    expect(tooLargeMessage(DEFAULT_ATTACHMENT_MAX_BYTES)).toBe('Le document dépasse la taille maximale (20 Mo)');
    expect(frenchSize(512)).toBe('512 octets');
    expect(frenchSize(1536)).toBe('1,5 Ko');
    expect(frenchSize(3 * 1024 ** 3)).toBe('3 Go');
  });
});
