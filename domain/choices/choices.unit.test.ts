import { describe, expect, it } from 'vitest';
import { buildActor } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { choiceLabelKey, createChoice, deleteChoice, evolveChoice, initialChoiceState, updateChoice, type ChoiceEvent } from './choices';

const choices = { initialState: initialChoiceState, evolve: evolveChoice };
const manager = { actor: buildActor('admin') };
const created: ChoiceEvent = { type: 'ChoiceCreated', data: { type: 'family_status', label: 'Pacsé(e)' } };
const rename = (from: string, to: string) => ({
  origin: { _id: 'c', label: from },
  current: { _id: 'c', label: to },
  failOnConcurrent: false,
});

describe('createChoice', () => {
  it('records the label, trimmed, in its list', () => {
    given(choices)
      .when((s) => createChoice({ type: 'family_status', label: ' Pacsé(e) ' }, s, manager))
      .then([created]);
  });

  it('refuses without ref_management and without a label', () => {
    given(choices)
      .when((s) => createChoice({ type: 'family_status', label: 'x' }, s, { actor: buildActor('antenna_admin') }))
      .thenRefuses('FORBIDDEN');
    given(choices)
      .when((s) => createChoice({ type: 'family_status', label: ' ' }, s, manager))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', undefined, { label: 'Le libellé est requis' });
  });
});

describe('updateChoice', () => {
  it('records the new label', () => {
    given(choices, [created])
      .when((s) => updateChoice({ update: rename('Pacsé(e)', 'Pacsé') }, s, manager))
      .then([{ type: 'ChoiceChanged', data: { changes: { label: { from: 'Pacsé(e)', to: 'Pacsé' } } } }]);
  });

  it('records nothing when the label did not change, and refuses a deleted entry', () => {
    given(choices, [created])
      .when((s) => updateChoice({ update: rename('Pacsé(e)', 'Pacsé(e)') }, s, manager))
      .thenNothing();
    given(choices, [created, { type: 'ChoiceDeleted', data: {} }])
      .when((s) => updateChoice({ update: rename('Pacsé(e)', 'Autre') }, s, manager))
      .thenRefuses('NOT_FOUND');
  });
});

describe('deleteChoice', () => {
  it('deletes once', () => {
    given(choices, [created])
      .when((s) => deleteChoice(s, manager))
      .then([{ type: 'ChoiceDeleted', data: {} }]);
    given(choices, [created, { type: 'ChoiceDeleted', data: {} }])
      .when((s) => deleteChoice(s, manager))
      .thenRefuses('NOT_FOUND', 'Élément de liste introuvable');
  });
});

describe('choiceLabelKey', () => {
  it('keys a label within its list, without case, accents nor spaces', () => {
    expect(choiceLabelKey('country', ' Pays-Bas ')).toBe(choiceLabelKey('country', 'pays bas'));
    expect(choiceLabelKey('country', 'Côte d’Ivoire')).toBe(choiceLabelKey('country', 'COTE D IVOIRE'));
    expect(choiceLabelKey('country', 'Guinée')).not.toBe(choiceLabelKey('nationality', 'Guinée'));
  });
});
