import { describe, expect, it } from 'vitest';
import { recipientCreated } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import type { RecipientEvent } from '../recipients/events';
import { changeFieldGroup } from '../recipients/fieldGroups';
import { describeEvent, displayPlain } from '../recipients/history';
import { addRecord, updateRecord } from '../recipients/recordDecisions';
import { evolveRecipient, type RecipientState } from '../recipients/state';
import { AMOUNT_MESSAGES } from '../shared/amounts';
import { applicationKind } from './application';
import { archiveApplication } from './archive';
import { experienceKind } from './experience';
import { poleEmploiGroup, schoolLevelGroup } from './groups';
import { WORK_MESSAGES as M } from './rules';
import { buildApplication, recipients, workCtx } from './testing';

const job = buildApplication();
const jobAdded = { type: 'ApplicationAdded', data: { record_id: 'a-1', record: job } } as RecipientEvent;
const addJob = (form: Record<string, unknown>) => (state: RecipientState) =>
  addRecord(applicationKind, { recordId: 'a-2', form }, state, workCtx()) as RecipientEvent[];
const addExperience = (form: Record<string, unknown>) => (state: RecipientState) =>
  addRecord(experienceKind, { recordId: 'e-1', form }, state, workCtx()) as RecipientEvent[];

describe('a job added to a file', () => {
  it('is recorded with its salary read from French text and its boxes as false', () => {
    const { terminated: _t, in_detention: _d, contact_ids: _c, ...form } = job;
    given(recipients, [recipientCreated()])
      .when(addJob({ ...form, salary: '1250,00' }))
      .then([{ type: 'ApplicationAdded', data: { record_id: 'a-2', record: job } } as RecipientEvent]);
  });

  it('is refused without name, domain, type, contract and status, with the messages of docs/recipient-file.md', () => {
    given(recipients, [recipientCreated()])
      .when(addJob({ name: null, domain: '', type: null, contract_type: '', status: null }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.applicationMissing, {
        name: "Le nom de l'emploi est requis",
        domain: 'Le Domaine est requis',
        type: 'Le type est requis',
        contract_type: 'Le type est requis',
        status: 'Le status est requis',
      });
  });

  it('requires a start date once hired (Embauché, Rupture, Terminé), not before', () => {
    for (const status of ['Embauché', 'Rupture', 'Terminé'])
      given(recipients, [recipientCreated()])
        .when(addJob({ ...job, status, start_date: null }))
        .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.applicationMissing, { start_date: 'La date de début est requise' });
    given(recipients, [recipientCreated()])
      .when(addJob({ ...job, status: 'Embauché', start_date: '2026-02-31' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.applicationMissing, { start_date: 'La date de début est requise' });
    const applied = addJob({ ...job, status: 'En cours de candidature', start_date: null })(
      [recipientCreated()].reduce(evolveRecipient, recipients.initialState),
    );
    expect(applied[0].data).toMatchObject({ record: { status: 'En cours de candidature', start_date: null } });
  });

  it('is refused with unknown values, an end before the start, or a salary that is no sum of money', () => {
    given(recipients, [recipientCreated()])
      .when(addJob({ ...job, type: 'Intérim', contract_type: 'CDI (temps plein)', end_date: '2026-01-31', salary: '12abc' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.applicationMissing, {
        type: M.unknownType,
        contract_type: M.unknownContractType,
        end_date: M.endBeforeStart,
        salary: AMOUNT_MESSAGES.unreadable,
      });
  });

  it('keeps an edit that makes the job hired without a start date from being recorded', () => {
    const applied = buildApplication({ status: 'En cours de candidature', start_date: null });
    const added = { type: 'ApplicationAdded', data: { record_id: 'a-1', record: applied } } as RecipientEvent;
    given(recipients, [recipientCreated(), added])
      .when(
        (state) =>
          updateRecord(
            applicationKind,
            { recordId: 'a-1', update: { origin: { ...applied }, current: { ...applied, status: 'Embauché' }, failOnConcurrent: false } },
            state,
            workCtx(),
          ) as RecipientEvent[],
      )
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.applicationMissing, { start_date: M.startDateRequired });
  });
});

describe('a job archived', () => {
  const archive = (state: RecipientState) => archiveApplication({ recordId: 'a-1' }, state, workCtx()) as RecipientEvent[];
  const archived = { type: 'ApplicationArchived', data: { record_id: 'a-1' } } as RecipientEvent;

  it('is terminated, the history saying so; archiving it again records nothing', () => {
    given(recipients, [recipientCreated(), jobAdded]).when(archive).then([archived]);
    given(recipients, [recipientCreated(), jobAdded, archived]).when(archive).thenNothing();
    const state = [recipientCreated(), jobAdded, archived].reduce(evolveRecipient, recipients.initialState);
    expect(state.applications['a-1'].terminated).toBe(true);
    expect(applicationKind.abilities?.(state.applications['a-1'])).toEqual({ archive: false });
    expect(applicationKind.abilities?.(job)).toEqual({ archive: true });
    expect(describeEvent(archived, displayPlain).summary).toBe('Emploi archivé');
  });

  it('answers 404 for a job the file does not have, 403 on a file of another antenna', () => {
    given(recipients, [recipientCreated()]).when(archive).thenRefuses('NOT_FOUND', M.applicationNotFound);
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' }), jobAdded])
      .when(archive)
      .thenRefuses('FORBIDDEN');
  });
});

describe('an experience added to a file', () => {
  it('is recorded with years, months and year read from text', () => {
    given(recipients, [recipientCreated()])
      .when(addExperience({ name: 'Plongeur', company: 'Brasserie du Port', duration: { years: '1', months: 6 }, year: '2018' }))
      .then([
        {
          type: 'ExperienceAdded',
          data: {
            record_id: 'e-1',
            record: {
              name: 'Plongeur',
              company: 'Brasserie du Port',
              postal: null,
              city: null,
              tel: null,
              domain: null,
              duration: { years: 1, months: 6 },
              year: 2018,
              comment: null,
            },
          },
        } as RecipientEvent,
      ]);
  });

  it('is refused without a name (the message of docs/recipient-file.md), with months above 11 or negative years', () => {
    given(recipients, [recipientCreated()])
      .when(addExperience({ name: '', duration: { years: -1, months: 12 }, year: 3000 }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.experienceMissing, {
        name: "La nom de l'emploi est requis",
        'duration.years': M.badYears,
        'duration.months': M.badMonths,
        year: M.badYear,
      });
  });

  it('tells an edit of its duration with the label of each part', () => {
    const changed = {
      type: 'ExperienceChanged',
      data: { record_id: 'e-1', changes: { 'duration.months': { from: 6, to: 8 } } },
    } as RecipientEvent;
    expect(describeEvent(changed, displayPlain).changes).toEqual([{ field: 'duration.months', label: 'Durée (mois)', from: '6', to: '8' }]);
  });
});

describe('the levels and France Travail boxes', () => {
  const save = (group: typeof schoolLevelGroup | typeof poleEmploiGroup, form: Record<string, unknown>) => (state: RecipientState) =>
    changeFieldGroup(group as typeof schoolLevelGroup, form, state, workCtx()) as RecipientEvent[];

  it('records the levels that changed, a left-out one cleared', () => {
    given(recipients, [recipientCreated()])
      .when(save(schoolLevelGroup, { school_level: 'CAP', actual_school_level: '', french_level: 'Courant' }))
      .then([
        {
          type: 'SchoolLevelChanged',
          data: { changes: { school_level: { from: null, to: 'CAP' }, french_level: { from: null, to: 'Courant' } } },
        } as RecipientEvent,
      ]);
  });

  it('refuses a level of no list and an unreal date', () => {
    given(recipients, [recipientCreated()])
      .when(save(schoolLevelGroup, { school_level: 'Licence', french_level: 'Courant' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.groupMissing, { school_level: M.unknownLevel });
    given(recipients, [recipientCreated()])
      .when(save(poleEmploiGroup, { pole_emploi_number: '1234567A', pole_emploi_date: '2026-02-30' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.groupMissing, { pole_emploi_date: M.badDate });
  });
});
