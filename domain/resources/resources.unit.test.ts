import { describe, expect, it } from 'vitest';
import { buildActor, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { changeFieldGroup } from '../recipients/fieldGroups';
import { describeEvent, displayPlain, type Display } from '../recipients/history';
import { addRecord, deleteRecord, updateRecord } from '../recipients/recordDecisions';
import { evolveRecipient, initialRecipientState, type RecipientState } from '../recipients/state';
import type { RecipientEvent } from '../recipients/events';
import { RECIPIENT_MESSAGES } from '../recipients/rules';
import type { UpdateRequest } from '../shared/changes';
import { AMOUNT_MESSAGES } from '../shared/amounts';
import type { Actor } from '../users/actor';
import { cafGroup } from './caf';
import type { ResourceFields } from './fields';
import { resourceKind } from './kind';
import { RESOURCE_MESSAGES as M } from './rules';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const volunteer = buildActor('volunteer', { id: 'u-nord' });
const ctx = (actor: Actor = volunteer) => ({ actor, references: referenceFacts() });
const rsa: ResourceFields = { label: 'RSA', status: 'Oui', amount: 607.75, date: '2026-10-01', comment: null, contact_ids: ['c-1'] };
const added = { type: 'ResourceAdded', data: { record_id: 'r-1', record: rsa } } as RecipientEvent;
const add = (form: Record<string, unknown>, actor?: Actor) => (state: RecipientState) =>
  addRecord(resourceKind, { recordId: 'r-2', form }, state, ctx(actor)) as RecipientEvent[];
const edit = (current: Record<string, unknown>): UpdateRequest => ({
  origin: { ...rsa },
  current: { ...rsa, ...current },
  failOnConcurrent: false,
});

describe('a resource added to a file', () => {
  it('is recorded with its amount read from French text and blanks as null', () => {
    given(recipients, [recipientCreated()])
      .when(add({ label: 'ARE', status: 'En cours de demande', amount: '1 234,5'.replace(' ', ''), date: '', comment: '  ' }))
      .then([
        {
          type: 'ResourceAdded',
          data: {
            record_id: 'r-2',
            record: { label: 'ARE', status: 'En cours de demande', amount: 1234.5, date: null, comment: null, contact_ids: [] },
          },
        } as RecipientEvent,
      ]);
  });

  it('is refused without label and status, with the messages of docs/recipient-file.md', () => {
    given(recipients, [recipientCreated()])
      .when(add({ label: '', status: null }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { label: M.labelRequired, status: M.statusRequired });
  });

  it('is refused with a negative, unreadable or unknown value', () => {
    given(recipients, [recipientCreated()])
      .when(add({ label: 'Loto', status: 'Peut-être', amount: '-3', date: '2026-02-30' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, {
        label: M.unknownLabel,
        status: M.unknownStatus,
        amount: AMOUNT_MESSAGES.negativeAmount,
        date: M.badDate,
      });
    given(recipients, [recipientCreated()])
      .when(add({ label: 'RSA', status: 'Oui', amount: '12abc' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { amount: AMOUNT_MESSAGES.unreadable });
  });

  it('is refused when it names a contact of another antenna, as one that does not exist', () => {
    given(recipients, [recipientCreated()])
      .when(add({ label: 'RSA', status: 'Oui', contact_ids: ['c-sud'] }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.unknownContact, { contact_ids: M.unknownContact });
  });

  it('keeps only the fields of a resource: anything else sent is not recorded', () => {
    given(recipients, [recipientCreated()])
      .when(add({ label: 'AAH', status: 'Non', contact_ids: [], recipient_id: 'other', seq: 9 }))
      .then([
        {
          type: 'ResourceAdded',
          data: { record_id: 'r-2', record: { label: 'AAH', status: 'Non', amount: null, date: null, comment: null, contact_ids: [] } },
        } as RecipientEvent,
      ]);
  });

  it('is refused on a file of another antenna', () => {
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when(add({ label: 'RSA', status: 'Oui' }))
      .thenRefuses('FORBIDDEN');
  });
});

describe('a resource edited or deleted', () => {
  it('records only the fields that changed, the amount as a number', () => {
    given(recipients, [recipientCreated(), added])
      .when(
        (state) =>
          updateRecord(
            resourceKind,
            { recordId: 'r-1', update: edit({ amount: '610,2', status: 'Oui' }) },
            state,
            ctx(),
          ) as RecipientEvent[],
      )
      .then([{ type: 'ResourceChanged', data: { record_id: 'r-1', changes: { amount: { from: 607.75, to: 610.2 } } } } as RecipientEvent]);
  });

  it('refuses an edit that clears the label, and answers 404 for a resource the file does not have', () => {
    given(recipients, [recipientCreated(), added])
      .when((state) => updateRecord(resourceKind, { recordId: 'r-1', update: edit({ label: '' }) }, state, ctx()) as RecipientEvent[])
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { label: M.labelRequired });
    given(recipients, [recipientCreated()])
      .when((state) => deleteRecord(resourceKind, { recordId: 'r-1' }, state, ctx()) as RecipientEvent[])
      .thenRefuses('NOT_FOUND', M.notFound);
  });

  it('deletes a resource of the file', () => {
    given(recipients, [recipientCreated(), added])
      .when((state) => deleteRecord(resourceKind, { recordId: 'r-1' }, state, ctx()) as RecipientEvent[])
      .then([{ type: 'ResourceDeleted', data: { record_id: 'r-1' } } as RecipientEvent]);
  });

  it('answers 404 for a deleted file', () => {
    given(recipients, [recipientCreated(), { type: 'RecipientDeleted', data: {} } as RecipientEvent])
      .when(add({ label: 'RSA', status: 'Oui' }))
      .thenRefuses('NOT_FOUND', RECIPIENT_MESSAGES.notFound);
  });
});

describe('the CAF box', () => {
  const save = (form: Record<string, unknown>) => (state: RecipientState) =>
    changeFieldGroup(cafGroup, form, state, ctx()) as RecipientEvent[];

  it('records the number and date that changed, and nothing when they did not', () => {
    const saved = {
      type: 'CafChanged',
      data: { changes: { caf_number: { from: null, to: '1234567' }, caf_date: { from: null, to: '2026-01-15' } } },
    };
    given(recipients, [recipientCreated()])
      .when(save({ caf_number: '1234567', caf_date: '2026-01-15' }))
      .then([saved as RecipientEvent]);
    given(recipients, [recipientCreated(), saved as RecipientEvent])
      .when(save({ caf_number: '1234567', caf_date: '2026-01-15' }))
      .thenNothing();
  });

  it('clears a field left out, and refuses an impossible date', () => {
    const saved = { type: 'CafChanged', data: { changes: { caf_number: { from: null, to: '1234567' } } } } as RecipientEvent;
    given(recipients, [recipientCreated(), saved])
      .when(save({ caf_date: null }))
      .then([{ type: 'CafChanged', data: { changes: { caf_number: { from: '1234567', to: null } } } } as RecipientEvent]);
    given(recipients, [recipientCreated()])
      .when(save({ caf_date: '2026-13-01' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', undefined, { caf_date: 'Date invalide' });
  });
});

describe('the history of resources', () => {
  const display: Display = (kind, value) => (kind === 'contact' ? `Contact ${String(value)}` : displayPlain(kind, value));

  it('tells an addition in a sentence and an edit field by field, contacts by their names', () => {
    expect(describeEvent(added, display).summary).toBe("Ajout d'une ressource : RSA (Oui) au 01/10/2026");
    const changed = {
      type: 'ResourceChanged',
      data: { record_id: 'r-1', changes: { contact_ids: { from: ['c-1'], to: ['c-1', 'c-nord'] } } },
    } as RecipientEvent;
    expect(describeEvent(changed, display)).toEqual({
      summary: "Modification d'une ressource",
      changes: [{ field: 'contact_ids', label: 'Contacts', from: 'Contact c-1', to: 'Contact c-1, Contact c-nord' }],
    });
  });
});
