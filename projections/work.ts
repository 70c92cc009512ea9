import type { DocStore } from './docStore';
import { applicationKind } from '@domain/work/application';
import type { ApplicationArchived } from '@domain/work/archive';
import { experienceKind } from '@domain/work/experience';
import type { ApplicationFields, ExperienceFields, FormationFields, QualificationFields } from '@domain/work/fields';
import { experienceDurationLabel, periodDuration } from '@domain/work/durations';
import { formationKind } from '@domain/work/formation';
import { poleEmploiGroup, schoolLevelGroup } from '@domain/work/groups';
import { qualificationKind } from '@domain/work/qualification';
import { choiceLabels } from './choices';
import { handlers } from './projection';
import { recordCollection, recordsOfFile, recordsProjection } from './records';

// The Formation/Emploi tab: qualifications, formations, experiences and jobs of each file, its levels
// and France Travail boxes; and what the tables show beside the fields, computed when read (labels of
// the reference-list ids, durations in weeks or years and months), so that the client never computes them.

const records = recordsProjection({
  name: 'work',
  version: 1,
  kinds: [qualificationKind, formationKind, experienceKind, applicationKind],
  groups: [schoolLevelGroup, poleEmploiGroup],
});

/** The read model of the tab; archiving a job sets its `terminated`. */
export const workProjection = {
  ...records,
  handles: {
    ...records.handles,
    ...handlers<ApplicationArchived>({
      async ApplicationArchived(event, tx) {
        await tx.collection(recordCollection(applicationKind)).patch(event.data.record_id, { terminated: true });
      },
    }),
  },
};

type Row<F extends object> = Awaited<ReturnType<typeof recordsOfFile<F>>>[number];

/** The label of a reference-list id, or null (none chosen). */
const labelIn = (labels: Map<string, string>, id: string | null | undefined) => (id ? (labels.get(id) ?? null) : null);

/** Qualifications with the label of their domain. */
export async function presentQualifications(docs: DocStore, rows: Row<QualificationFields>[]) {
  const labels = await choiceLabels(
    docs,
    rows.map((row) => row.domain),
  );
  return rows.map((row) => ({ ...row, domain_label: labelIn(labels, row.domain) }));
}

/** Formations with the labels of their type and domain, their end (effective, else planned) and duration in weeks. */
export async function presentFormations(docs: DocStore, rows: Row<FormationFields>[]) {
  const labels = await choiceLabels(
    docs,
    rows.flatMap((row) => [row.domain, row.type]),
  );
  return rows.map((row) => ({
    ...row,
    domain_label: labelIn(labels, row.domain),
    type_label: labelIn(labels, row.type),
    ...periodDuration(row),
  }));
}

/** Experiences with the label of their domain and their duration in words ('2 ans et 3 mois'). */
export async function presentExperiences(docs: DocStore, rows: Row<ExperienceFields>[]) {
  const labels = await choiceLabels(
    docs,
    rows.map((row) => row.domain),
  );
  return rows.map((row) => ({ ...row, domain_label: labelIn(labels, row.domain), duration_label: experienceDurationLabel(row.duration) }));
}

/** Jobs with the label of their domain, their end (effective, else planned) and duration in weeks. */
export async function presentApplications(docs: DocStore, rows: Row<ApplicationFields>[]) {
  const labels = await choiceLabels(
    docs,
    rows.map((row) => row.domain),
  );
  return rows.map((row) => ({ ...row, domain_label: labelIn(labels, row.domain), ...periodDuration(row) }));
}
