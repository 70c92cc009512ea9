import { describe, expect, it } from 'vitest';
import { recipientCreated } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import type { RecipientEvent } from '../recipients/events';
import { describeEvent, displayPlain, type Display } from '../recipients/history';
import { addRecord, updateRecord } from '../recipients/recordDecisions';
import type { RecipientState } from '../recipients/state';
import { AMOUNT_MESSAGES } from '../shared/amounts';
import { REFERENCE_MESSAGES } from '../references/references';
import { textOf } from '../shared/text';
import { formationKind } from './formation';
import { qualificationKind } from './qualification';
import { WORK_MESSAGES as M } from './rules';
import { buildFormation, recipients, workCtx } from './testing';

const addFormation = (form: Record<string, unknown>) => (state: RecipientState) =>
  addRecord(formationKind, { recordId: 'f-2', form }, state, workCtx()) as RecipientEvent[];
const addQualification = (form: Record<string, unknown>) => (state: RecipientState) =>
  addRecord(qualificationKind, { recordId: 'q-1', form }, state, workCtx()) as RecipientEvent[];
const caces = buildFormation();
const formationAdded = { type: 'FormationAdded', data: { record_id: 'f-1', record: caces } } as RecipientEvent;

describe('a qualification added to a file', () => {
  it('is recorded with its year read from text and an unticked box as false', () => {
    given(recipients, [recipientCreated()])
      .when(addQualification({ domain: 'dom-cuisine', level: 'CAP', year: '2019', comment: ' ' }))
      .then([
        {
          type: 'QualificationAdded',
          data: { record_id: 'q-1', record: { domain: 'dom-cuisine', level: 'CAP', year: 2019, professionnal: false, comment: null } },
        } as RecipientEvent,
      ]);
  });

  it('is refused without domain and level, with the messages of docs/recipient-file.md', () => {
    given(recipients, [recipientCreated()])
      .when(addQualification({ domain: '', level: null }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.qualificationMissing, {
        domain: 'La Domaine de la qualification est requis',
        level: 'Le niveau est requis',
      });
  });

  it('is refused with an unknown level or an implausible year', () => {
    given(recipients, [recipientCreated()])
      .when(addQualification({ domain: 'dom-cuisine', level: 'Doctorat', year: 1850 }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.qualificationMissing, { level: M.unknownLevel, year: M.badYear });
    given(recipients, [recipientCreated()])
      .when(addQualification({ domain: 'dom-cuisine', level: 'CAP', year: '20x9' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.qualificationMissing, { year: M.badYear });
  });

  it('is refused with a domain of another list or deleted', () => {
    given(recipients, [recipientCreated()])
      .when(addQualification({ domain: 'type-caces', level: 'CAP' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', REFERENCE_MESSAGES.unknownChoice, { domain: REFERENCE_MESSAGES.unknownChoice });
    given(recipients, [recipientCreated()])
      .when(addQualification({ domain: 'dom-supprime', level: 'CAP' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', REFERENCE_MESSAGES.unknownChoice, { domain: REFERENCE_MESSAGES.unknownChoice });
  });
});

describe('a formation added to a file', () => {
  it('is recorded with its participation read from French text and its boxes as false', () => {
    given(recipients, [recipientCreated()])
      .when(
        addFormation({
          domain: 'dom-batiment',
          type: 'type-caces',
          name: 'CACES R489',
          status: 'Prévue',
          start_date: '2026-03-02',
          participation: '150,5',
        }),
      )
      .then([
        {
          type: 'FormationAdded',
          data: { record_id: 'f-2', record: buildFormation({ end_date: null }) },
        } as RecipientEvent,
      ]);
  });

  it('is refused without name, status, domain and start date, with the messages of docs/recipient-file.md', () => {
    given(recipients, [recipientCreated()])
      .when(addFormation({ name: ' ', status: '', domain: null }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.formationMissing, {
        name: 'Le nom de la formation est requis',
        status: 'Le status est requis',
        domain: 'Le Domaine est requis',
        start_date: 'La date de début est requise',
      });
  });

  it('is refused with an unreal start date, an end before the start, or a negative participation', () => {
    given(recipients, [recipientCreated()])
      .when(addFormation({ ...caces, start_date: '2026-02-30' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.formationMissing, { start_date: M.startDateRequired });
    given(recipients, [recipientCreated()])
      .when(addFormation({ ...caces, end_date: '2026-03-01', effective_end_date: '2026-02-01', participation: '-5' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.formationMissing, {
        end_date: M.endBeforeStart,
        effective_end_date: M.effectiveEndBeforeStart,
        participation: AMOUNT_MESSAGES.negativeAmount,
      });
    given(recipients, [recipientCreated()])
      .when(addFormation({ ...caces, status: 'Abandonnée', application_date: '2026-13-01', participation: 1e9 }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.formationMissing, {
        status: M.unknownStatus,
        application_date: M.badDate,
        participation: AMOUNT_MESSAGES.tooLarge,
      });
  });

  it('is refused when it names a contact of another antenna or a type of another list', () => {
    given(recipients, [recipientCreated()])
      .when(addFormation({ ...caces, contact_ids: ['c-sud'] }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.unknownContact, { contact_ids: M.unknownContact });
    given(recipients, [recipientCreated()])
      .when(addFormation({ ...caces, type: 'dom-batiment' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', REFERENCE_MESSAGES.unknownChoice, { type: REFERENCE_MESSAGES.unknownChoice });
  });

  it('is refused on a file of another antenna', () => {
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when(addFormation(caces as unknown as Record<string, unknown>))
      .thenRefuses('FORBIDDEN');
  });
});

describe('a formation edited', () => {
  const edit = (current: Record<string, unknown>) => (state: RecipientState) =>
    updateRecord(
      formationKind,
      { recordId: 'f-1', update: { origin: { ...caces }, current: { ...caces, ...current }, failOnConcurrent: false } },
      state,
      workCtx(),
    ) as RecipientEvent[];

  it('records only what changed, and nothing when nothing did', () => {
    given(recipients, [recipientCreated(), formationAdded])
      .when(edit({ status: 'Réussie', terminated: true, effective_end_date: '2026-03-12' }))
      .then([
        {
          type: 'FormationChanged',
          data: {
            record_id: 'f-1',
            changes: {
              status: { from: 'Prévue', to: 'Réussie' },
              terminated: { from: false, to: true },
              effective_end_date: { from: null, to: '2026-03-12' },
            },
          },
        } as RecipientEvent,
      ]);
    given(recipients, [recipientCreated(), formationAdded])
      .when(edit({ participation: '150,50' }))
      .thenNothing();
  });

  it('refuses an end moved before the start', () => {
    given(recipients, [recipientCreated(), formationAdded])
      .when(edit({ end_date: '2026-01-01' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.formationMissing, { end_date: M.endBeforeStart });
  });
});

describe('the history of qualifications and formations', () => {
  const display: Display = (kind, value) => (kind === 'choice' && value ? `Liste ${textOf(value)}` : displayPlain(kind, value));

  it('tells additions in a sentence, the domain by its label, and edits field by field', () => {
    expect(describeEvent(formationAdded, display).summary).toBe("Ajout d'une formation : CACES R489 (Prévue) au 02/03/2026");
    const qualification = {
      type: 'QualificationAdded',
      data: { record_id: 'q-1', record: { domain: 'dom-cuisine', level: 'CAP', year: 2019, professionnal: true, comment: null } },
    } as RecipientEvent;
    expect(describeEvent(qualification, display).summary).toBe("Ajout d'une qualification : Liste dom-cuisine (CAP) en 2019");
    const changed = {
      type: 'FormationChanged',
      data: { record_id: 'f-1', changes: { type: { from: 'type-caces', to: null }, drive_license: { from: false, to: true } } },
    } as RecipientEvent;
    expect(describeEvent(changed, display)).toEqual({
      summary: "Modification d'une formation",
      changes: [
        { field: 'type', label: 'Type', from: 'Liste type-caces', to: '—' },
        { field: 'drive_license', label: 'Permis de conduire', from: 'Non', to: 'Oui' },
      ],
    });
  });
});
