// The qualification and experience modals' values and what is sent from them, judged with the
// server's own rules (domain/work). Years and durations are typed as digits.
import { experienceKind } from '@domain/work/experience';
import type { Level } from '@domain/work/fields';
import { qualificationKind } from '@domain/work/qualification';
import { experienceErrors, qualificationErrors } from '@domain/work/rules';
import type { Experience, ExperienceInput, Qualification, QualificationInput } from '../../../api/work';
import { numberText, sentValues } from './formValues';

/** Values of the qualification modal. */
export interface QualificationFormValues {
  domain: string | null;
  level: Level | null;
  year: string;
  professionnal: boolean;
  comment: string;
}

/** The modal filled with a qualification as read, or blank for a new one. */
export const qualificationValues = (qualification: Qualification | null): QualificationFormValues => ({
  domain: qualification?.domain ?? null,
  level: qualification?.level ?? null,
  year: numberText(qualification?.year),
  professionnal: qualification?.professionnal ?? false,
  comment: qualification?.comment ?? '',
});

/** The qualification as PUT and POST take it: the year a number when it reads as one. */
export const qualificationFromValues = (values: QualificationFormValues): QualificationInput =>
  qualificationKind.normalize(sentValues(values));

/** The server's rules, applied to the values. */
export const validateQualification = (values: QualificationFormValues) => qualificationErrors(qualificationFromValues(values));

/** Values of the experience modal; the duration in years and months. */
export interface ExperienceFormValues {
  name: string;
  company: string;
  postal: string;
  city: string;
  tel: string;
  domain: string | null;
  duration: { years: string; months: string };
  year: string;
  comment: string;
}

/** The modal filled with an experience as read, or blank for a new one. */
export const experienceValues = (experience: Experience | null): ExperienceFormValues => ({
  name: experience?.name ?? '',
  company: experience?.company ?? '',
  postal: experience?.postal ?? '',
  city: experience?.city ?? '',
  tel: experience?.tel ?? '',
  domain: experience?.domain ?? null,
  duration: { years: numberText(experience?.duration?.years), months: numberText(experience?.duration?.months) },
  year: numberText(experience?.year),
  comment: experience?.comment ?? '',
});

/** The experience as PUT and POST take it: years, months and year numbers when they read as such. */
export const experienceFromValues = (values: ExperienceFormValues): ExperienceInput => experienceKind.normalize(sentValues(values));

/** The server's rules, applied to the values. */
export const validateExperience = (values: ExperienceFormValues) => experienceErrors(experienceFromValues(values));
