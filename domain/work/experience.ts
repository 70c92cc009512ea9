import { recordSlice, type RecordKind } from '../recipients/records';
import type { FormOf } from '../shared/forms';
import type { ExperienceDuration, ExperienceFields } from './fields';
import { readCount, withCounts } from './forms';
import { experienceErrors, WORK_MESSAGES as M } from './rules';

/** A duration as typed: years and months read as numbers, none as null. */
const readDuration = (duration: FormOf<ExperienceDuration> | null | undefined): FormOf<ExperienceDuration> => ({
  years: readCount(duration?.years) as FormOf<ExperienceDuration>['years'],
  months: readCount(duration?.months) as FormOf<ExperienceDuration>['months'],
});

/** Past jobs of the person (the CV of the Emplois sub-tab). */
export const experienceKind: RecordKind<ExperienceFields, 'Experience', 'experiences'> = {
  event: 'Experience',
  plural: 'experiences',
  singular: 'experience',
  labels: {
    name: 'Emploi',
    company: 'Entreprise',
    postal: 'Code postal',
    city: 'Ville',
    tel: 'Téléphone',
    domain: 'Domaine',
    duration: 'Durée',
    year: 'Année',
    comment: 'Commentaire',
  },
  subLabels: { 'duration.years': 'Durée (années)', 'duration.months': 'Durée (mois)' },
  kinds: { domain: 'choice' },
  references: { domain: { kind: 'choice', type: 'qualification_domain' } },
  messages: { missingFields: M.experienceMissing, notFound: M.experienceNotFound },
  normalize: (form) => withCounts({ ...form, duration: readDuration(form.duration) }, ['year']),
  errors: experienceErrors,
  sentences: {
    added: (experience) => `Ajout d'une expérience : ${experience.name}${experience.company ? ` chez ${experience.company}` : ''}`,
    changed: "Modification d'une expérience",
    deleted: "Suppression d'une expérience",
  },
  sortBy: 'year',
};

/** The experiences slice of the file. */
export const experienceSlice = recordSlice(experienceKind);
