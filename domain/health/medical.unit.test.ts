import { describe, expect, it } from 'vitest';
import { buildActor, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { changeFieldGroup } from '../recipients/fieldGroups';
import { describeEvent, displayPlain, type Display } from '../recipients/history';
import type { RecipientEvent } from '../recipients/events';
import { evolveRecipient, initialRecipientState, type RecipientState } from '../recipients/state';
import type { Actor } from '../users/actor';
import { ALCOOL_VALUES, MEDICAL_FOLLOWINGS, PSY_FOLLOWINGS, TOXICO_VALUES } from './fields';
import { medicalGroup } from './medical';
import { MEDICAL_MESSAGES as M } from './rules';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const volunteer = buildActor('volunteer', { id: 'u-nord' });
const save =
  (form: Record<string, unknown>, actor: Actor = volunteer) =>
  (state: RecipientState) =>
    changeFieldGroup(medicalGroup, form, state, { actor, references: referenceFacts() }) as RecipientEvent[];
const saved = {
  type: 'MedicalChanged',
  data: {
    changes: {
      medical_following: { from: null, to: 'En cours' },
      toxico: { from: null, to: 'Substitution' },
      contact_ids: { from: [], to: ['c-1', 'c-nord'] },
    },
  },
} as RecipientEvent;

describe('the Santé tab', () => {
  it('offers the four lists of docs/recipient-file.md', () => {
    expect(MEDICAL_FOLLOWINGS).toEqual(['NSP', 'Aucun', 'En cours', 'Souhaité']);
    expect(PSY_FOLLOWINGS).toEqual(['NSP', 'Aucun', 'En cours', 'Souhaité', 'Ancien']);
    expect(TOXICO_VALUES).toEqual(['NSP', 'Oui', 'Non', 'Substitution', 'Ancien']);
    expect(ALCOOL_VALUES).toEqual(['NSP', 'Oui', 'Non', 'Ancien']);
  });

  it('records what changed, and nothing when saved again unchanged', () => {
    const form = { medical_following: 'En cours', toxico: 'Substitution', contact_ids: ['c-1', 'c-nord'] };
    given(recipients, [recipientCreated()]).when(save(form)).then([saved]);
    given(recipients, [recipientCreated(), saved]).when(save(form)).thenNothing();
  });

  it('clears a field left out', () => {
    given(recipients, [recipientCreated(), saved])
      .when(save({ medical_following: 'En cours', toxico: 'Substitution' }))
      .then([{ type: 'MedicalChanged', data: { changes: { contact_ids: { from: ['c-1', 'c-nord'], to: [] } } } } as RecipientEvent]);
  });

  it("refuses a value outside its list and a contact out of the writer's sight", () => {
    given(recipients, [recipientCreated()])
      .when(save({ medical_following: 'Ancien', alcool: 'Substitution' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.notSaved, { medical_following: M.unknownValue, alcool: M.unknownValue });
    given(recipients, [recipientCreated()])
      .when(save({ contact_ids: ['c-sud'] }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.unknownContact, { contact_ids: M.unknownContact });
  });

  it('is refused on a file of another antenna', () => {
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when(save({ alcool: 'Non' }))
      .thenRefuses('FORBIDDEN');
  });

  it('tells the change in the history, field by field, contacts by their names', () => {
    const display: Display = (kind, value) =>
      kind === 'contact' && typeof value === 'string' ? `Contact ${value}` : displayPlain(kind, value);
    expect(describeEvent(saved, display)).toEqual({
      summary: 'Modification des données médicales',
      changes: [
        { field: 'medical_following', label: 'Suivi médical', from: '—', to: 'En cours' },
        { field: 'toxico', label: 'Toxicomanie', from: '—', to: 'Substitution' },
        { field: 'contact_ids', label: 'Contacts', from: '—', to: 'Contact c-1, Contact c-nord' },
      ],
    });
  });
});
