import { describe, it } from 'vitest';
import { recipientCreated } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { experienceKind } from '../work/experience';
import type { ExperienceFields } from '../work/fields';
import { WORK_MESSAGES as M } from '../work/rules';
import { recipients, workCtx } from '../work/testing';
import type { RecipientEvent } from './events';
import { replaceRecords, type ReplacedItem } from './recordReplace';
import type { RecipientState } from './state';

const plongeur: ExperienceFields = {
  name: 'Plongeur',
  company: 'Brasserie du Port',
  postal: null,
  city: null,
  tel: null,
  domain: 'dom-cuisine',
  duration: { years: 1, months: 6 },
  year: 2018,
  comment: null,
};
const macon = { ...plongeur, name: 'Maçon', company: null, domain: 'dom-batiment', year: 2015 };
const added = (id: string, record: ExperienceFields) => ({ type: 'ExperienceAdded', data: { record_id: id, record } }) as RecipientEvent;
const history = [recipientCreated(), added('e-1', plongeur), added('e-2', macon)];
const replace = (items: ReplacedItem<ExperienceFields>[]) => (state: RecipientState) =>
  replaceRecords(
    experienceKind,
    {
      items,
      newIds: items.map((item, index) => (item.recordId ? null : `new-${index}`)),
      list: 'experiences',
      message: M.experiencesMissing,
    },
    state,
    workCtx(),
  ) as RecipientEvent[];

describe('a list of experiences saved at once', () => {
  it('edits the items of the file, adds the new ones and deletes those left out, in one decision', () => {
    given(recipients, history)
      .when(
        replace([
          { recordId: 'e-1', form: { ...plongeur, duration: { years: 2, months: 0 } } },
          { recordId: null, form: { name: 'Agent de sécurité', duration: null } },
        ]),
      )
      .then([
        {
          type: 'ExperienceChanged',
          data: { record_id: 'e-1', changes: { 'duration.years': { from: 1, to: 2 }, 'duration.months': { from: 6, to: 0 } } },
        } as RecipientEvent,
        added('new-1', {
          name: 'Agent de sécurité',
          company: null,
          postal: null,
          city: null,
          tel: null,
          domain: null,
          duration: { years: null, months: null },
          year: null,
          comment: null,
        }),
        { type: 'ExperienceDeleted', data: { record_id: 'e-2' } } as RecipientEvent,
      ]);
  });

  it('records nothing when the list is as stored', () => {
    given(recipients, history)
      .when(
        replace([
          { recordId: 'e-2', form: macon },
          { recordId: 'e-1', form: plongeur },
        ]),
      )
      .thenNothing();
  });

  it('refuses the whole list for one invalid item, with errors by position', () => {
    given(recipients, history)
      .when(
        replace([
          { recordId: 'e-1', form: plongeur },
          { recordId: null, form: { name: 'Cariste' } },
          { recordId: null, form: { name: '', duration: { years: 1, months: 14 } } },
        ]),
      )
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.experiencesMissing, {
        'experiences.2.name': M.experienceNameRequired,
        'experiences.2.duration.months': M.badMonths,
      });
  });

  it('refuses an id the file does not have, or named twice', () => {
    given(recipients, history)
      .when(
        replace([
          { recordId: 'e-9', form: plongeur },
          { recordId: 'e-1', form: plongeur },
          { recordId: 'e-1', form: plongeur },
        ]),
      )
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.experiencesMissing, {
        'experiences.0._id': M.experienceNotFound,
        'experiences.2._id': M.experienceNotFound,
      });
  });

  it('refuses a domain of another list at its item, and a file of another antenna', () => {
    given(recipients, history)
      .when(replace([{ recordId: 'e-1', form: { ...plongeur, domain: 'type-caces' } }]))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', undefined, { 'experiences.0.domain': 'Valeur absente de la liste de référence' });
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when(replace([]))
      .thenRefuses('FORBIDDEN');
  });
});
