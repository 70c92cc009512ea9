// The formation modal's values and what is sent from them, judged with the server's own rules (domain/work).
import type { FormationStatus } from '@domain/work/fields';
import { formationKind } from '@domain/work/formation';
import { formationErrors } from '@domain/work/rules';
import type { Formation, FormationInput } from '../../../api/work';
import { numberText, sentValues } from './formValues';

/** Values of the formation modal; the participation as typed ('150,50'). */
export interface FormationFormValues {
  type: string | null;
  domain: string | null;
  name: string;
  status: FormationStatus | null;
  application_date: string | null;
  start_date: string | null;
  end_date: string | null;
  effective_end_date: string | null;
  participation: string;
  terminated: boolean;
  in_detention: boolean;
  drive_license: boolean;
  comment: string;
  contact_ids: string[];
}

/** The modal filled with a formation as read, or blank for a new one. */
export const formationValues = (formation: Formation | null): FormationFormValues => ({
  type: formation?.type ?? null,
  domain: formation?.domain ?? null,
  name: formation?.name ?? '',
  status: formation?.status ?? null,
  application_date: formation?.application_date ?? null,
  start_date: formation?.start_date ?? null,
  end_date: formation?.end_date ?? null,
  effective_end_date: formation?.effective_end_date ?? null,
  participation: numberText(formation?.participation),
  terminated: formation?.terminated ?? false,
  in_detention: formation?.in_detention ?? false,
  drive_license: formation?.drive_license ?? false,
  comment: formation?.comment ?? '',
  contact_ids: formation?.contact_ids ?? [],
});

/** The formation as PUT and POST take it, read as the server reads it (the participation a number when it reads as one). */
export const formationFromValues = (values: FormationFormValues): FormationInput => formationKind.normalize(sentValues(values));

/** The server's rules, applied to the values. */
export const validateFormation = (values: FormationFormValues) => formationErrors(formationFromValues(values));
