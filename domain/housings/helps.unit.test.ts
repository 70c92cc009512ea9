import { describe, it } from 'vitest';
import { buildActor, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { INVALID_FORM } from '../shared/errors';
import type { RecipientEvent } from '../recipients/events';
import { RECIPIENT_MESSAGES } from '../recipients/rules';
import { evolveRecipient, initialRecipientState, type RecipientState } from '../recipients/state';
import type { HousingHelpFields } from './fields';
import { addHousingHelp, deleteHousingHelp, updateHousingHelp } from './helps';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const actor = buildActor('volunteer');
const validity = { validity_start_date: '2026-11-01', validity_end_date: '2027-04-30' };
const siao: HousingHelpFields = {
  type: 'SIAO',
  status: 'En cours',
  id_number: 'SI-2026-118',
  ask_date: '2026-10-15',
  ...validity,
  contact_ids: [],
};
const siaoAdded: RecipientEvent = { type: 'HousingHelpAdded', data: { help_id: 'a-1', help: siao } };
const past = [recipientCreated(), siaoAdded];

describe('addHousingHelp', () => {
  const add = (help: HousingHelpFields) => (state: RecipientState) =>
    addHousingHelp({ helpId: 'a-2', help }, state, { actor, references: referenceFacts() });

  it('keeps the validity period of a SIAO application, with no contact by default', () => {
    const { contact_ids: _contacts, ...form } = siao;
    given(recipients, [recipientCreated()])
      .when(add(form))
      .then([{ type: 'HousingHelpAdded', data: { help_id: 'a-2', help: siao } }]);
  });

  it('drops the validity period of any other kind of application', () => {
    given(recipients, [recipientCreated()])
      .when(add({ type: 'DALO', status: 'En cours', ...validity, contact_ids: ['c-1'] }))
      .then([
        {
          type: 'HousingHelpAdded',
          data: {
            help_id: 'a-2',
            help: { type: 'DALO', status: 'En cours', validity_start_date: null, validity_end_date: null, contact_ids: ['c-1'] },
          },
        },
      ]);
  });

  it('refuses an application without type or status', () => {
    given(recipients, [recipientCreated()])
      .when(add({ type: null, status: null }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { type: 'Le type est requis', status: 'Le status est requis' });
  });

  it('refuses impossible dates', () => {
    given(recipients, [recipientCreated()])
      .when(add({ ...siao, ask_date: '2026-02-30', validity_end_date: 'fin avril' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, {
        ask_date: 'Date invalide',
        validity_end_date: 'Date invalide',
      });
  });

  it('refuses a file the user may not open', () => {
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when(add(siao))
      .thenRefuses('FORBIDDEN', RECIPIENT_MESSAGES.forbiddenFile);
  });
});

describe('updateHousingHelp', () => {
  const update =
    (current: Partial<HousingHelpFields>, helpId = 'a-1') =>
    (state: RecipientState) =>
      updateHousingHelp({ helpId, update: { origin: { ...siao }, current: { ...siao, ...current }, failOnConcurrent: false } }, state, {
        actor,
        references: referenceFacts(),
      });

  it('records the fields that changed', () => {
    given(recipients, past)
      .when(update({ status: 'Accepté', answer_date: '2026-12-05' }))
      .then([
        {
          type: 'HousingHelpChanged',
          data: { help_id: 'a-1', changes: { status: { from: 'En cours', to: 'Accepté' }, answer_date: { from: null, to: '2026-12-05' } } },
        },
      ]);
  });

  it('records nothing when nothing changed', () => {
    given(recipients, past).when(update({})).thenNothing();
  });

  it('drops the validity period when a SIAO application becomes another kind', () => {
    given(recipients, past)
      .when(update({ type: 'DALO' }))
      .then([
        {
          type: 'HousingHelpChanged',
          data: {
            help_id: 'a-1',
            changes: {
              type: { from: 'SIAO', to: 'DALO' },
              validity_start_date: { from: '2026-11-01', to: null },
              validity_end_date: { from: '2027-04-30', to: null },
            },
          },
        },
      ]);
  });

  it('refuses an edit that empties the type or the status', () => {
    given(recipients, past)
      .when(update({ type: null, status: null }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { type: 'Le type est requis', status: 'Le status est requis' });
  });

  it('refuses an application the file does not have', () => {
    given(recipients, past)
      .when(update({ status: 'Refusé' }, 'a-9'))
      .thenRefuses('NOT_FOUND', "Demande d'aide au logement introuvable");
  });
});

describe('deleteHousingHelp', () => {
  const remove = (helpId: string) => (state: RecipientState) => deleteHousingHelp({ helpId }, state, { actor });

  it('removes an application of the file', () => {
    given(recipients, past)
      .when(remove('a-1'))
      .then([{ type: 'HousingHelpDeleted', data: { help_id: 'a-1' } }]);
  });

  it('refuses an application the file does not have, or no longer has', () => {
    given(recipients, past).when(remove('a-9')).thenRefuses('NOT_FOUND', "Demande d'aide au logement introuvable");
    given(recipients, [...past, { type: 'HousingHelpDeleted', data: { help_id: 'a-1' } }])
      .when(remove('a-1'))
      .thenRefuses('NOT_FOUND', "Demande d'aide au logement introuvable");
  });
});

describe('updateHousingHelp and validity dates', () => {
  const dalo: HousingHelpFields = { type: 'DALO', status: 'En cours', validity_start_date: null, validity_end_date: null, contact_ids: [] };
  const daloAdded: RecipientEvent = { type: 'HousingHelpAdded', data: { help_id: 'a-3', help: dalo } };
  const edit = (current: object) => (state: RecipientState) =>
    updateHousingHelp(
      { helpId: 'a-3', update: { origin: { ...dalo }, current: current as Record<string, unknown>, failOnConcurrent: false } },
      state,
      { actor, references: referenceFacts() },
    );

  it('records no validity date on an application that is not a SIAO one', () => {
    given(recipients, [recipientCreated(), daloAdded])
      .when(edit({ ...dalo, validity_start_date: '2026-01-01' }))
      .thenNothing();
  });

  it('drops the validity dates when a SIAO application becomes another kind', () => {
    given(recipients, [recipientCreated(), { type: 'HousingHelpAdded', data: { help_id: 'a-3', help: siao } }])
      .when((state) =>
        updateHousingHelp(
          { helpId: 'a-3', update: { origin: { ...siao }, current: { ...siao, type: 'DAHO' }, failOnConcurrent: false } },
          state,
          { actor, references: referenceFacts() },
        ),
      )
      .then([
        {
          type: 'HousingHelpChanged',
          data: {
            help_id: 'a-3',
            changes: {
              type: { from: 'SIAO', to: 'DAHO' },
              validity_start_date: { from: '2026-11-01', to: null },
              validity_end_date: { from: '2027-04-30', to: null },
            },
          },
        },
      ]);
  });
});
