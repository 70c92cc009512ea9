import { describe, expect, it } from 'vitest';
import type { AttachmentView } from '../../api/attachments';
import { acceptOf, documentValues, refusalToasts, refusedInMode, uploadOf, validateDocument } from './documentForm';

const pdf = new File(['%PDF-1.4'], 'bail.pdf', { type: 'application/pdf' });
const photo = new File(['GIF89a'], 'Photo.JPEG', { type: 'image/jpeg' });
const stored = { _id: 'a-1', type: 'choice-cv', comment: 'Version de mars', name: 'cv.pdf' } as AttachmentView;

describe('validateDocument', () => {
  it("asks for a type and a file, with the messages of docs/recipient-file.md, 'Porte document'", () => {
    expect(validateDocument({ type: null, comment: '', attachment: null })).toEqual({
      type: 'Le type de document est requis',
      attachment: 'Document inexistant',
    });
    expect(validateDocument({ type: 'choice-cv', comment: '', attachment: pdf })).toEqual({});
  });

  it('asks for a new file when a document is replaced', () => {
    expect(validateDocument(documentValues(stored))).toEqual({ attachment: 'Document inexistant' });
  });

  it('refuses an empty file', () => {
    expect(validateDocument({ type: 'choice-cv', comment: '', attachment: new File([], 'vide.pdf') })).toEqual({
      attachment: 'Le document est vide',
    });
  });
});

describe('refusalToasts', () => {
  it("says 'Document inexistant' for a missing file, and the missing fields for the rest", () => {
    expect(refusalToasts({ attachment: 'Document inexistant' })).toEqual(['Document inexistant']);
    expect(refusalToasts({ type: 'Le type de document est requis' })).toEqual(['Documents non mis à jour. Des champs sont manquants']);
    expect(refusalToasts({ type: 'Le type de document est requis', attachment: 'Document inexistant' })).toEqual([
      'Document inexistant',
      'Documents non mis à jour. Des champs sont manquants',
    ]);
    expect(refusalToasts({ attachment: 'Le document est vide' })).toEqual(['Documents non mis à jour. Des champs sont manquants']);
  });
});

describe('gallery mode', () => {
  it('offers only .png, .jpg, .jpeg and .gif, and any file otherwise', () => {
    expect(acceptOf(true)).toBe('.png,.jpg,.jpeg,.gif');
    expect(acceptOf(false)).toBeUndefined();
  });

  it('refuses a dropped file of another kind in gallery mode only, whatever the case of its extension', () => {
    expect(refusedInMode(pdf, true)).toBe('En mode galerie, seules les images .png, .jpg, .jpeg et .gif sont acceptées');
    expect(refusedInMode(photo, true)).toBeNull();
    expect(refusedInMode(pdf, false)).toBeNull();
  });
});

describe('uploadOf', () => {
  it('keeps the type and comment of a replaced document, and sends a blank comment as null', () => {
    expect(uploadOf({ ...documentValues(stored), attachment: pdf }, stored)).toEqual({
      id: 'a-1',
      type: 'choice-cv',
      comment: 'Version de mars',
      file: pdf,
    });
    expect(uploadOf({ type: 'choice-cv', comment: '  ', attachment: pdf }, null)).toEqual({
      id: undefined,
      type: 'choice-cv',
      comment: null,
      file: pdf,
    });
  });
});
