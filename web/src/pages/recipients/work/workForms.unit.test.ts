import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES } from '@domain/shared/amounts';
import { WORK_MESSAGES as M } from '@domain/work/rules';
import { changedFields } from '../../../lib/forms';
import type { Application, Experience, Formation, Qualification } from '../../../api/work';
import {
  experienceFromValues,
  experienceValues,
  qualificationFromValues,
  qualificationValues,
  validateExperience,
  validateQualification,
} from './cvForms';
import { formationFromValues, formationValues, validateFormation } from './formationForm';
import { jobFromValues, jobValues, validateJob } from './jobForm';

const read = { _id: 'r-1', recipient_id: 'f-1', seq: 3, abilities: { edit: true, delete: true }, domain_label: 'Propreté' };
const job: Application = {
  ...read,
  abilities: { edit: true, delete: true, archive: true },
  name: 'Agent de propreté',
  domain: 'd-1',
  type: 'IAE',
  contract_type: 'CDDI (insertion)',
  status: 'Embauché',
  company: 'Lyon Net',
  postal: '69007',
  city: 'Lyon',
  tel: '0472000000',
  salary: 1450.5,
  application_date: null,
  start_date: '2026-03-02',
  end_date: '2026-08-31',
  effective_end_date: null,
  terminated: false,
  in_detention: false,
  comment: null,
  contact_ids: ['c-1'],
  computed_end_date: '2026-08-31',
  duration_weeks: 27,
  duration_label: '27 semaines',
};

describe('the job modal', () => {
  it('shows the stored salary the French way and blanks as empty texts', () => {
    expect(jobValues(job)).toMatchObject({ salary: '1450,5', comment: '', effective_end_date: null, contact_ids: ['c-1'] });
    expect(jobValues(null)).toMatchObject({ name: '', status: null, salary: '', terminated: false, contact_ids: [] });
  });

  it('sends texts trimmed, blanks as null and a salary typed with a comma as a number', () => {
    const sent = jobFromValues({ ...jobValues(job), name: '  Plongeur ', company: ' ', salary: ' 1300,75 ' });
    expect(sent).toMatchObject({ name: 'Plongeur', company: null, salary: 1300.75, comment: null, terminated: false });
  });

  it('changes nothing when the modal is saved untouched', () => {
    const loaded = jobFromValues(jobValues(job));
    expect(changedFields(loaded, job as unknown as typeof loaded)).toEqual({});
  });

  it("says the server's messages, the start date once hired", () => {
    expect(validateJob(jobValues(null))).toEqual({
      name: M.applicationNameRequired,
      domain: M.domainRequired,
      type: M.typeRequired,
      contract_type: M.typeRequired,
      status: M.statusRequired,
    });
    const hired = { ...jobValues(job), start_date: null };
    expect(validateJob(hired)).toEqual({ start_date: M.startDateRequired });
    expect(validateJob({ ...hired, status: 'En cours de candidature' })).toEqual({});
    expect(validateJob({ ...jobValues(job), salary: '12abc' })).toEqual({ salary: AMOUNT_MESSAGES.unreadable });
  });
});

describe('the formation modal', () => {
  const formation: Formation = {
    ...read,
    type_label: 'Formation qualifiante',
    type: 't-1',
    domain: 'd-1',
    name: 'CACES R489',
    status: 'Prévue',
    application_date: null,
    start_date: '2026-05-04',
    end_date: null,
    effective_end_date: null,
    participation: 150.5,
    terminated: false,
    in_detention: false,
    drive_license: true,
    comment: 'Financée par la Région',
    contact_ids: [],
    computed_end_date: null,
    duration_weeks: null,
    duration_label: 'Indeterminée',
  };

  it('reads the participation with a comma and sends it as a number', () => {
    expect(formationValues(formation)).toMatchObject({ participation: '150,5', drive_license: true });
    expect(formationFromValues({ ...formationValues(formation), participation: '80,25' })).toMatchObject({ participation: 80.25 });
    expect(formationFromValues({ ...formationValues(formation), participation: '' })).toMatchObject({ participation: null });
  });

  it("says the server's messages for a blank formation", () => {
    expect(validateFormation(formationValues(null))).toEqual({
      name: M.formationNameRequired,
      status: M.statusRequired,
      domain: M.domainRequired,
      start_date: M.startDateRequired,
    });
    expect(validateFormation(formationValues(formation))).toEqual({});
  });
});

describe('the qualification and experience modals', () => {
  it('send the year and the duration typed as digits as numbers', () => {
    const qualification: Qualification = { ...read, domain: 'd-1', level: 'CAP', year: 2019, professionnal: true, comment: null };
    expect(qualificationValues(qualification)).toMatchObject({ year: '2019', professionnal: true, comment: '' });
    expect(qualificationFromValues({ ...qualificationValues(qualification), year: ' 2021 ' })).toMatchObject({ year: 2021 });
    const experience = experienceFromValues({ ...experienceValues(null), name: 'Serveur', duration: { years: '2', months: '3' } });
    expect(experience).toMatchObject({ name: 'Serveur', duration: { years: 2, months: 3 }, year: null, company: null });
  });

  it('shows a stored duration in years and months, none as blanks', () => {
    const experience = { ...read, name: 'Maçon', duration: { years: 1, months: null }, duration_label: '1 an' } as Experience;
    expect(experienceValues(experience).duration).toEqual({ years: '1', months: '' });
  });

  it("say the server's messages", () => {
    expect(validateQualification(qualificationValues(null))).toEqual({ domain: M.qualificationDomainRequired, level: M.levelRequired });
    expect(validateExperience({ ...experienceValues(null), duration: { years: '', months: '12' } })).toEqual({
      name: M.experienceNameRequired,
      'duration.months': M.badMonths,
    });
  });
});
