import { describe, expect, it } from 'vitest';
import type { HelpView } from '../../api/helps';
import { currentHelp, helpFromValues, helpValues, validateHelp } from './helpForm';

const loaded: HelpView = {
  _id: 'help-1',
  label: 'Ticket de bus',
  category: 'Transport',
  price: 1.7,
  stock: 40,
  archived: false,
  last_update: '2026-03-02T10:00:00.000Z',
  meetings_count: 3,
  abilities: { edit: true, delete: false },
};

describe('helpValues', () => {
  it('shows a loaded price the French way to the cent, and the stock as digits', () => {
    expect(helpValues(loaded)).toEqual({ label: 'Ticket de bus', category: 'Transport', price: '1,70', stock: '40', archived: false });
  });

  it('starts a new aid in Divers, without price or stock, not archived', () => {
    expect(helpValues()).toEqual({ label: '', category: 'Divers', price: '', stock: '', archived: false });
  });

  it('leaves blank the price and stock an aid does not fix or track', () => {
    expect(helpValues({ ...loaded, price: null, stock: null })).toMatchObject({ price: '', stock: '' });
  });
});

describe('validateHelp', () => {
  it('takes a price typed with a comma', () => {
    expect(validateHelp({ ...helpValues(), label: 'Carte téléphonique', price: '12,50', stock: '5' })).toEqual({});
  });

  it('says the server messages for a missing label, an unreadable price and a stock that is no whole number', () => {
    expect(validateHelp({ ...helpValues(), label: '  ', price: 'douze', stock: '2,5' })).toEqual({
      label: 'Le libellé est requis',
      price: 'Montant invalide',
      stock: 'Le stock doit être un nombre entier de 0 à 1 000 000',
    });
    expect(validateHelp({ ...helpValues(), label: 'Colis', price: '-1', stock: '-3' })).toEqual({
      price: 'Le prix ne peut pas être négatif',
      stock: 'Le stock doit être un nombre entier de 0 à 1 000 000',
    });
  });
});

describe('helpFromValues', () => {
  it('sends the label trimmed, price and stock as typed, blanks as null', () => {
    expect(helpFromValues({ label: ' Colis repas ', category: 'Alimentaire', price: ' 3,50 ', stock: '', archived: false })).toEqual({
      label: 'Colis repas',
      category: 'Alimentaire',
      price: '3,50',
      stock: null,
      archived: false,
    });
  });
});

describe('currentHelp', () => {
  it('is nothing to send when price and stock are only written differently', () => {
    expect(currentHelp(loaded, { ...helpValues(loaded), price: '1,7', stock: ' 40' })).toBeNull();
  });

  it('sends the aid as loaded with the changed fields only, the stock kept as loaded when untouched', () => {
    expect(currentHelp(loaded, { ...helpValues(loaded), price: '1,80', archived: true })).toEqual({
      ...loaded,
      price: '1,80',
      archived: true,
    });
  });

  it('sends a cleared price or stock as null', () => {
    expect(currentHelp(loaded, { ...helpValues(loaded), price: '', stock: '' })).toEqual({ ...loaded, price: null, stock: null });
  });
});
