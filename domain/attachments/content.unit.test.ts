import { describe, expect, it } from 'vitest';
import { detectContent } from './content';
import { judgeContent, mismatchMessage, ATTACHMENT_MESSAGES as M } from './rules';
import { memorySource, SAMPLES, zipOf } from './testing';

const detect = (bytes: Uint8Array) => detectContent(memorySource(bytes));
const verdict = async (bytes: Uint8Array, name: string) => judgeContent(await detect(bytes), name);

describe('what a document is, told from its bytes', () => {
  it.each([
    ['pdf', 'rapport.pdf', 'application/pdf'],
    ['png', 'photo.PNG', 'image/png'],
    ['jpeg', 'scan.jpeg', 'image/jpeg'],
    ['jpeg', 'scan.jpg', 'image/jpeg'],
    ['gif', 'logo.gif', 'image/gif'],
    ['webp', 'photo.webp', 'image/webp'],
    ['docx', 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', 'budget.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['pptx', 'réunion.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['odt', 'lettre.odt', 'application/vnd.oasis.opendocument.text'],
    ['ods', 'tableau.ods', 'application/vnd.oasis.opendocument.spreadsheet'],
    ['ole', 'ancien.doc', 'application/msword'],
    ['ole', 'ancien.xls', 'application/vnd.ms-excel'],
    ['ole', 'ancien.ppt', 'application/vnd.ms-powerpoint'],
    ['text', 'liste.csv', 'text/csv'],
    ['text', 'notes.txt', 'text/plain'],
  ] as const)('accepts %s bytes named %s as %s', async (sample, name, contentType) => {
    expect(await verdict(SAMPLES[sample], name)).toEqual({ contentType });
  });

  it("gives a name without extension the content's first type", async () => {
    expect(await verdict(SAMPLES.pdf, 'scan')).toEqual({ contentType: 'application/pdf' });
    expect(await verdict(SAMPLES.text, 'LISEZMOI')).toEqual({ contentType: 'text/plain' });
  });

  it('refuses an executable, a plain zip, Latin-1 text, text with NUL and an empty file, whatever their names', async () => {
    for (const bytes of [SAMPLES.exe, SAMPLES.zip, SAMPLES.latin1, new TextEncoder().encode('a\u0000b'), new Uint8Array(0)]) {
      expect(await detect(bytes)).toBeNull();
      expect(await verdict(bytes, 'document.pdf')).toEqual({ refusal: M.refusedType });
    }
  });

  it('refuses bytes that are not what the extension says', async () => {
    expect(await verdict(SAMPLES.pdf, 'notes.txt')).toEqual({ refusal: mismatchMessage('PDF', 'txt') });
    expect(await verdict(SAMPLES.text, 'faux.pdf')).toEqual({ refusal: mismatchMessage('Texte', 'pdf') });
    expect(await verdict(SAMPLES.docx, 'cv.xlsx')).toEqual({ refusal: mismatchMessage('Document Word', 'xlsx') });
    expect(await verdict(SAMPLES.ole, 'ancien.docx')).toEqual({ refusal: mismatchMessage('Document Office 97-2003', 'docx') });
    expect(await verdict(SAMPLES.png, 'photo.exe')).toEqual({
      refusal: 'Le contenu du document (Image PNG) ne correspond pas à son extension (.exe)',
    });
  });

  it('reads text split anywhere, a character across two chunks included', async () => {
    const text = new TextEncoder().encode('é'.repeat(1000));
    for (const chunk of [1, 2, 3, 1024]) expect(await detectContent(memorySource(text, chunk))).not.toBeNull();
  });

  it('refuses zips whose directory is missing, truncated or names no office part', async () => {
    const docx = SAMPLES.docx;
    expect(await detect(docx.slice(0, docx.length - 22))).toBeNull();
    expect(await detect(zipOf([['[Content_Types].xml', '<Types/>']]))).toBeNull();
    expect(await detect(zipOf([['word/document.xml', '<w:document/>']]))).toBeNull();
    const lying = docx.slice();
    lying.set([0xff, 0xff, 0xff, 0x7f], docx.length - 6);
    expect(await detect(lying)).toBeNull();
  });

  it('refuses an OpenDocument of a type outside the list (a drawing)', async () => {
    expect(await detect(zipOf([['mimetype', 'application/vnd.oasis.opendocument.graphics']]))).toBeNull();
  });
});
