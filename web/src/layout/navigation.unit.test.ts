import { describe, expect, it } from 'vitest';
import { NAV_ENTRIES, screenTitle } from './navigation';
import { documentTitle } from './documentTitle';
import { fileTitle } from './pageTitle';

describe('NAV_ENTRIES', () => {
  it('gives every entry an icon of its own, so that the reduced menu tells them apart', () => {
    const icons = new Set(NAV_ENTRIES.map((entry) => entry.icon));
    expect(icons.size).toBe(NAV_ENTRIES.length);
  });
});

describe('screenTitle', () => {
  it('names the screen of a path as its heading does, a creation apart from a record', () => {
    expect(screenTitle('/')).toBe('Accueil');
    expect(screenTitle('/recipients')).toBe('Liste des Accueillis');
    expect(screenTitle('/recipient/new')).toBe('Nouveau dossier');
    expect(screenTitle('/recipient/r-12')).toBe('Dossier');
    expect(screenTitle('/contact/new')).toBe('Nouveau contact');
  });

  it('knows no screen for a path outside the route table', () => {
    expect(screenTitle('/nulle-part/ici')).toBeNull();
  });
});

describe('documentTitle', () => {
  it('puts the screen before the product, or the product alone', () => {
    expect(documentTitle('Liste des Accueillis')).toBe('Liste des Accueillis — Passerelles');
    expect(documentTitle(null)).toBe('Passerelles');
  });
});

describe('fileTitle', () => {
  it('names a recipient file by its number and the person', () => {
    expect(fileTitle({ file_id: 12, surname: 'Camille', name: 'Moreau' })).toBe('Dossier n°12 — Camille MOREAU');
  });
});
