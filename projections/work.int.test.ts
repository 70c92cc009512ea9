import { describe, expect, it } from 'vitest';
import type { RecipientEvent } from '@domain/recipients/events';
import { recipientCreated } from '@domain/testing/builders';
import { applicationKind } from '@domain/work/application';
import { experienceKind } from '@domain/work/experience';
import { schoolLevelGroup } from '@domain/work/groups';
import { buildApplication, buildFormation } from '@domain/work/testing';
import { formationKind } from '@domain/work/formation';
import { choicesProjection } from './choices';
import { recipientsProjection } from './recipients';
import { groupOfFile, recordCollection, recordsOfFile } from './records';
import { readAs } from './testing/readAs';
import { givenEvents, on } from './testing/projectionSpec';
import { presentApplications, presentExperiences, presentFormations, workProjection } from './work';

// The labels of list ids come from the choices read model, and the records are read by whoever may open their file (the
// recipients list): both run too.
const projections = [workProjection, choicesProjection, recipientsProjection];
const file = (id: string, event: object) => on(`recipient-${id}`, event as RecipientEvent);
const history = [
  on('choice-dom-batiment', { type: 'ChoiceCreated', data: { type: 'qualification_domain', label: 'Bâtiment et travaux publics' } }),
  on('choice-type-caces', { type: 'ChoiceCreated', data: { type: 'formation_type', label: 'CACES' } }),
  file('r1', recipientCreated()),
  file('r1', { type: 'FormationAdded', data: { record_id: 'f-1', record: buildFormation() } }),
  file('r1', { type: 'ApplicationAdded', data: { record_id: 'a-1', record: buildApplication() } }),
  file('r1', {
    type: 'ExperienceAdded',
    data: { record_id: 'e-1', record: { name: 'Plongeur', duration: { years: 1, months: 2 }, year: 2018, domain: null } },
  }),
  file('r1', { type: 'SchoolLevelChanged', data: { changes: { french_level: { from: null, to: 'Courant' } } } }),
];

describe('work projection', () => {
  it('keeps the records of each file, with the labels of their list ids and the figures computed when read', async () => {
    await givenEvents(projections, history).then(async (docs) => {
      const [formation] = await presentFormations(docs, await recordsOfFile(readAs(docs), formationKind, 'r1'));
      expect(formation).toMatchObject({ _id: 'f-1', recipient_id: 'r1', duration_weeks: 2, duration_label: '2 semaines' });
      expect(formation).toMatchObject({ domain_label: 'Bâtiment et travaux publics', type_label: 'CACES' });
      const [experience] = await presentExperiences(docs, await recordsOfFile(readAs(docs), experienceKind, 'r1'));
      expect(experience).toMatchObject({ _id: 'e-1', duration_label: '1 an et 2 mois' });
      expect(await groupOfFile(readAs(docs), schoolLevelGroup, 'r1')).toEqual({
        school_level: null,
        actual_school_level: null,
        french_level: 'Courant',
      });
    });
  });

  it('marks an archived job terminated, no longer to be archived', async () => {
    await givenEvents(projections, history)
      .when([file('r1', { type: 'ApplicationArchived', data: { record_id: 'a-1' } })])
      .then(async (docs) => {
        const [job] = await presentApplications(docs, await recordsOfFile(readAs(docs), applicationKind, 'r1'));
        expect(job).toMatchObject({
          terminated: true,
          abilities: { edit: true, delete: true, archive: false },
          duration_label: 'Indeterminée',
        });
      });
  });

  it("removes a deleted file's records and boxes", async () => {
    await givenEvents(projections, [...history, file('r1', { type: 'RecipientDeleted', data: {} })]).then(async (docs) => {
      await expect(recordsOfFile(readAs(docs), formationKind, 'r1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      for (const kind of [formationKind, applicationKind])
        expect((await docs.collection(recordCollection(kind)).find({ where: { recipient_id: 'r1' } })).items).toEqual([]);
      expect(await docs.collection('file_school_level').get('r1')).toBeNull();
    });
  });
});
