import { describe, expect, it } from 'vitest';
import { buildActor, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { describeEvent, displayPlain } from '../recipients/history';
import { addRecord, deleteRecord, updateRecord } from '../recipients/recordDecisions';
import { evolveRecipient, initialRecipientState, type RecipientState } from '../recipients/state';
import type { RecipientEvent } from '../recipients/events';
import { RECIPIENT_MESSAGES } from '../recipients/rules';
import type { UpdateRequest } from '../shared/changes';
import type { Actor } from '../users/actor';
import { refusalKindOn } from './refusals';
import type { DomiciliationRefusalFields } from './refusalsFields';
import { REFUSAL_MESSAGES as M } from './refusalsRules';

const TODAY = '2026-11-22';
const kind = refusalKindOn(TODAY);
const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const volunteer = buildActor('volunteer', { id: 'u-nord' });
const ctx = (actor: Actor = volunteer) => ({ actor, references: referenceFacts() });
const full: DomiciliationRefusalFields = { date: '2026-11-02', reason: "Capacité d'accueil atteinte", comment: 'Liste pleine' };
const added = { type: 'DomiciliationRefusalAdded', data: { record_id: 'f-1', record: full } } as RecipientEvent;
const radiated = {
  type: 'RecipientRadiated',
  data: { on: '2026-10-01', radiation_reason: null, radiation_status: null },
} as RecipientEvent;

const add = (form: Record<string, unknown>, actor?: Actor) => (state: RecipientState) =>
  addRecord(kind, { recordId: 'f-2', form }, state, ctx(actor)) as RecipientEvent[];
const edit = (current: Record<string, unknown>) => (state: RecipientState) => {
  const update: UpdateRequest = { origin: { ...full }, current: { ...full, ...current }, failOnConcurrent: false };
  return updateRecord(kind, { recordId: 'f-1', update }, state, ctx()) as RecipientEvent[];
};
const remove = (recordId: string) => (state: RecipientState) => deleteRecord(kind, { recordId }, state, ctx()) as RecipientEvent[];

describe('a refusal of domiciliation added to a file', () => {
  it('is recorded with its date and motive, a blank comment as null, and nothing else sent', () => {
    given(recipients, [recipientCreated()])
      .when(add({ date: TODAY, reason: 'Dossier incomplet', comment: '  ', recipient_id: 'other' }))
      .then([
        {
          type: 'DomiciliationRefusalAdded',
          data: { record_id: 'f-2', record: { date: TODAY, reason: 'Dossier incomplet', comment: null } },
        } as RecipientEvent,
      ]);
  });

  it('is recorded on a radiated file', () => {
    given(recipients, [recipientCreated(), radiated])
      .when(add({ date: '2026-11-20', reason: 'Absence de lien avec la commune' }))
      .then([
        {
          type: 'DomiciliationRefusalAdded',
          data: { record_id: 'f-2', record: { date: '2026-11-20', reason: 'Absence de lien avec la commune', comment: null } },
        } as RecipientEvent,
      ]);
  });

  it('is refused without date and motive, with their messages', () => {
    given(recipients, [recipientCreated()])
      .when(add({ date: '', reason: null }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { date: 'La date est requise', reason: 'Le motif est requis' });
  });

  it('is refused dated after today, on an impossible day, or with a motive not in the list', () => {
    given(recipients, [recipientCreated()])
      .when(add({ date: '2026-11-23', reason: 'Autre' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { date: 'Un refus ne peut pas être daté dans le futur' });
    given(recipients, [recipientCreated()])
      .when(add({ date: '2026-02-30', reason: 'Pas envie' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { date: 'Date invalide', reason: 'Motif inconnu' });
  });

  it('is refused on a file of another antenna, and answers 404 for a deleted file', () => {
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when(add({ ...full }))
      .thenRefuses('FORBIDDEN');
    given(recipients, [recipientCreated(), { type: 'RecipientDeleted', data: {} } as RecipientEvent])
      .when(add({ ...full }))
      .thenRefuses('NOT_FOUND', RECIPIENT_MESSAGES.notFound);
  });
});

describe('a refusal of domiciliation edited or deleted', () => {
  it('records only the fields that changed', () => {
    given(recipients, [recipientCreated(), added])
      .when(edit({ reason: 'Autre', comment: 'Liste pleine' }))
      .then([
        {
          type: 'DomiciliationRefusalChanged',
          data: { record_id: 'f-1', changes: { reason: { from: "Capacité d'accueil atteinte", to: 'Autre' } } },
        } as RecipientEvent,
      ]);
  });

  it('records nothing when nothing changed', () => {
    given(recipients, [recipientCreated(), added]).when(edit({})).thenNothing();
  });

  it('refuses an edit that clears the motive or moves the date after today, and answers 404 for a refusal the file does not have', () => {
    given(recipients, [recipientCreated(), added])
      .when(edit({ reason: '' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { reason: 'Le motif est requis' });
    given(recipients, [recipientCreated(), added])
      .when(edit({ date: '2027-01-05' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { date: 'Un refus ne peut pas être daté dans le futur' });
    given(recipients, [recipientCreated()]).when(remove('f-1')).thenRefuses('NOT_FOUND', 'Refus de domiciliation introuvable');
  });

  it('deletes a refusal of the file, radiated or not', () => {
    given(recipients, [recipientCreated(), added, radiated])
      .when(remove('f-1'))
      .then([{ type: 'DomiciliationRefusalDeleted', data: { record_id: 'f-1' } } as RecipientEvent]);
  });
});

describe('the history of refusals of domiciliation', () => {
  it('tells an addition with its motive and day, an edit field by field, and a deletion', () => {
    expect(describeEvent(added, displayPlain).summary).toBe("Refus de domiciliation : Capacité d'accueil atteinte le 02/11/2026");
    const changed = {
      type: 'DomiciliationRefusalChanged',
      data: { record_id: 'f-1', changes: { date: { from: '2026-11-02', to: '2026-11-03' } } },
    } as RecipientEvent;
    expect(describeEvent(changed, displayPlain)).toEqual({
      summary: "Modification d'un refus de domiciliation",
      changes: [{ field: 'date', label: 'Date', from: '02/11/2026', to: '03/11/2026' }],
    });
    const deleted = { type: 'DomiciliationRefusalDeleted', data: { record_id: 'f-1' } } as RecipientEvent;
    expect(describeEvent(deleted, displayPlain).summary).toBe("Suppression d'un refus de domiciliation");
  });
});
