import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormOf } from '@domain/shared/forms';
import { applicationKind } from '@domain/work/application';
import { experienceKind } from '@domain/work/experience';
import { formationKind } from '@domain/work/formation';
import { poleEmploiGroup, schoolLevelGroup } from '@domain/work/groups';
import { qualificationKind } from '@domain/work/qualification';
import type {
  Application,
  ApplicationFields,
  Experience,
  ExperienceFields,
  Formation,
  FormationFields,
  PoleEmploiFields,
  Qualification,
  QualificationFields,
  SchoolLevelFields,
} from '../../../api/types';
import { callApi } from './client';
import { useFieldGroup, useFieldGroupSave, useFileRecords, useRecordMutations } from './records';

// The calls of the Formation/Emploi tab (docs/api.md 'Formation/Emploi'): four kinds of record, the
// archive of a job, and the levels and France Travail boxes. Every write reloads the tab and the file.

export type { Application, Experience, Formation, PoleEmploiFields, Qualification, SchoolLevelFields };
export type QualificationInput = FormOf<QualificationFields>;
export type FormationInput = FormOf<FormationFields>;
export type ExperienceInput = FormOf<ExperienceFields>;
export type ApplicationInput = FormOf<ApplicationFields>;

const TAB = 'work';

/** The qualifications of a file, latest year first. */
export const useQualifications = (recipientId: string) => useFileRecords<Qualification>(TAB, qualificationKind.plural, recipientId);
/** The formations of a file, latest start first, with their labels and duration. */
export const useFormations = (recipientId: string) => useFileRecords<Formation>(TAB, formationKind.plural, recipientId);
/** The past jobs (CV) of a file, latest year first, with their duration in words. */
export const useExperiences = (recipientId: string) => useFileRecords<Experience>(TAB, experienceKind.plural, recipientId);
/** The jobs applied for or held, latest start first, with their duration and whether they may be archived. */
export const useApplications = (recipientId: string) => useFileRecords<Application>(TAB, applicationKind.plural, recipientId);

/** Add, edit and delete of qualifications. */
export const useQualificationMutations = () => useRecordMutations<Qualification, QualificationInput>(TAB, qualificationKind);
/** Add, edit and delete of formations. */
export const useFormationMutations = () => useRecordMutations<Formation, FormationInput>(TAB, formationKind);
/** Add, edit and delete of experiences. */
export const useExperienceMutations = () => useRecordMutations<Experience, ExperienceInput>(TAB, experienceKind);
/** Add, edit and delete of jobs. */
export const useApplicationMutations = () => useRecordMutations<Application, ApplicationInput>(TAB, applicationKind);

/** Ends a job (POST /application/:id/archive): it becomes `terminated`; reloads the tab and the file. */
export function useApplicationArchive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('POST', `/api/web/application/${id}/archive`, {}),
    onSuccess: () => Promise.all([TAB, 'recipients'].map((key) => client.invalidateQueries({ queryKey: [key] }))),
  });
}

/** The school and French levels of a file. */
export const useSchoolLevel = (recipientId: string) => useFieldGroup<SchoolLevelFields>(TAB, schoolLevelGroup.key, recipientId);
/** Saves the levels box (every field sent). */
export const useSchoolLevelSave = () => useFieldGroupSave<SchoolLevelFields>(TAB, schoolLevelGroup.key);

/** The France Travail (ex Pôle emploi) registration of a file. */
export const usePoleEmploi = (recipientId: string) => useFieldGroup<PoleEmploiFields>(TAB, poleEmploiGroup.key, recipientId);
/** Saves the France Travail box (every field sent). */
export const usePoleEmploiSave = () => useFieldGroupSave<PoleEmploiFields>(TAB, poleEmploiGroup.key);
