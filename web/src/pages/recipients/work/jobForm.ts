// The job modal's values and what is sent from them, judged with the server's own rules (domain/work).
import { applicationKind } from '@domain/work/application';
import type { ApplicationStatus, ApplicationType, ContractType } from '@domain/work/fields';
import { applicationErrors } from '@domain/work/rules';
import type { Application, ApplicationInput } from '../../../api/work';
import { numberText, sentValues } from './formValues';

/** Values of the job modal; the salary as typed ('1450,50'). */
export interface JobFormValues {
  name: string;
  domain: string | null;
  type: ApplicationType | null;
  contract_type: ContractType | null;
  status: ApplicationStatus | null;
  company: string;
  postal: string;
  city: string;
  tel: string;
  salary: string;
  application_date: string | null;
  start_date: string | null;
  end_date: string | null;
  effective_end_date: string | null;
  terminated: boolean;
  in_detention: boolean;
  comment: string;
  contact_ids: string[];
}

/** The modal filled with a job as read, or blank for a new one. */
export const jobValues = (job: Application | null): JobFormValues => ({
  name: job?.name ?? '',
  domain: job?.domain ?? null,
  type: job?.type ?? null,
  contract_type: job?.contract_type ?? null,
  status: job?.status ?? null,
  company: job?.company ?? '',
  postal: job?.postal ?? '',
  city: job?.city ?? '',
  tel: job?.tel ?? '',
  salary: numberText(job?.salary),
  application_date: job?.application_date ?? null,
  start_date: job?.start_date ?? null,
  end_date: job?.end_date ?? null,
  effective_end_date: job?.effective_end_date ?? null,
  terminated: job?.terminated ?? false,
  in_detention: job?.in_detention ?? false,
  comment: job?.comment ?? '',
  contact_ids: job?.contact_ids ?? [],
});

/** The job as PUT and POST take it, read as the server reads it: blanks as null, the salary a number when it reads as one. */
export const jobFromValues = (values: JobFormValues): ApplicationInput => applicationKind.normalize(sentValues(values));

/** The server's rules (the start date once hired: Embauché, Rupture, Terminé), applied to the values. */
export const validateJob = (values: JobFormValues) => applicationErrors(jobFromValues(values));
