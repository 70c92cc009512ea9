import { describe, expect, it } from 'vitest';
import { buildActor } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import type { UpdateRequest } from '../shared/changes';
import { createHelp, deleteHelp, updateHelp } from './decide';
import type { HelpEvent } from './events';
import type { HelpFields } from './fields';
import { helpAbilities } from './permissions';
import { HELP_MESSAGES as M, helpErrors } from './rules';
import { evolveHelp, initialHelpState } from './state';

const helps = { initialState: initialHelpState, evolve: evolveHelp };
const manager = buildActor('management');
const volunteer = buildActor('volunteer');
const bus: HelpFields = { label: 'Ticket de bus', category: 'Transport', price: 1.7, stock: 10, archived: false };
const created: HelpEvent = { type: 'HelpCreated', data: { help: bus } };
const edit = (current: Record<string, unknown>, origin: object = bus): UpdateRequest => ({
  origin: { ...origin },
  current: { ...origin, ...current },
  failOnConcurrent: false,
});

describe('an aid added to the catalogue', () => {
  it('is recorded with its price read from French text, not archived, in Divers without category', () => {
    given(helps)
      .when(() => createHelp({ label: ' Vestiaire ', price: '2,5', stock: '' }, manager))
      .then([
        { type: 'HelpCreated', data: { help: { label: 'Vestiaire', category: 'Divers', price: 2.5, stock: null, archived: false } } },
      ]);
  });

  it("is refused without label with the message of docs/screens.md, 'Aid catalogue', and with a stock that is not a whole number from 0", () => {
    given(helps)
      .when(() => createHelp({ label: '', category: 'Loisirs', stock: '2,5' }, manager))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, {
        label: 'Le libellé est requis',
        category: 'Catégorie inconnue',
        stock: 'Le stock doit être un nombre entier de 0 à 1 000 000',
      });
  });

  it("is refused without helps_management: 'Vous n'avez pas les droits'", () => {
    given(helps)
      .when(() => createHelp({ label: 'Bon' }, volunteer))
      .thenRefuses('FORBIDDEN', "Vous n'avez pas les droits");
  });

  it('is judged by the same rules in the web form, typed text and all', () => {
    expect(helpErrors({ label: 'Carte', price: '3,50', stock: '12' })).toEqual({});
    expect(helpErrors({ label: 'Carte', price: 'trois', stock: -1 })).toEqual({
      price: 'Montant invalide',
      stock: 'Le stock doit être un nombre entier de 0 à 1 000 000',
    });
  });
});

describe('an aid edited or deleted', () => {
  it('records the fields changed; a stock left as loaded stays what meetings drew meanwhile', () => {
    const drawn: HelpEvent = { type: 'HelpStockAllocated', data: { meeting_id: 'm', recipient_id: 'r', quantity: 3, drawn: 3, at: 'x' } };
    given(helps, [created, drawn])
      .when((state) => updateHelp(edit({ label: 'Ticket bus', price: '1,80' }), state, manager))
      .then([
        { type: 'HelpChanged', data: { changes: { label: { from: 'Ticket de bus', to: 'Ticket bus' }, price: { from: 1.7, to: 1.8 } } } },
      ]);
    given(helps, [created, drawn])
      .when((state) => updateHelp(edit({ stock: '20' }), state, manager))
      .then([{ type: 'HelpChanged', data: { changes: { stock: { from: 7, to: 20 } } } }]);
  });

  it('ignores what is not the aid (ids, counts, abilities), and records nothing when nothing changed', () => {
    given(helps, [created])
      .when((state) => updateHelp(edit({ meetings_count: 4, abilities: { edit: false } }), state, manager))
      .thenNothing();
  });

  it('refuses an edit without the right, of an aid that does not exist, or clearing the label', () => {
    given(helps, [created])
      .when((state) => updateHelp(edit({ label: 'x' }), state, volunteer))
      .thenRefuses('FORBIDDEN');
    given(helps)
      .when((state) => updateHelp(edit({ label: 'x' }), state, manager))
      .thenRefuses('NOT_FOUND', 'Aide introuvable');
    given(helps, [created])
      .when((state) => updateHelp(edit({ label: ' ' }), state, manager))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { label: 'Le libellé est requis' });
  });

  it('deletes an aid no meeting gave; one a meeting gave or holds stock of is kept (archive it)', () => {
    given(helps, [created])
      .when((state) => deleteHelp(state, manager, false))
      .then([{ type: 'HelpDeleted', data: {} }]);
    given(helps, [created])
      .when((state) => deleteHelp(state, manager, true))
      .thenRefuses('HELP_IN_USE', M.inUse);
    const held: HelpEvent = { type: 'HelpStockAllocated', data: { meeting_id: 'm', recipient_id: 'r', quantity: 1, drawn: 1, at: 'x' } };
    given(helps, [created, held])
      .when((state) => deleteHelp(state, manager, false))
      .thenRefuses('HELP_IN_USE');
    given(helps, [created])
      .when((state) => deleteHelp(state, volunteer, false))
      .thenRefuses('FORBIDDEN');
  });

  it('tells the reader what they may do', () => {
    expect(helpAbilities(manager, false)).toEqual({ edit: true, delete: true });
    expect(helpAbilities(manager, true)).toEqual({ edit: true, delete: false });
    expect(helpAbilities(volunteer, false)).toEqual({ edit: false, delete: false });
  });
});
