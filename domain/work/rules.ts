import { amountError, parseCount } from '../shared/amounts';
import { isBlank, oneOf, required, validate, validDate, when, type FieldErrors, type Rule } from '../shared/validation';
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  CONTRACT_TYPES,
  FORMATION_STATUSES,
  FRENCH_LEVELS,
  HIRED_STATUSES,
  LEVELS,
  type ApplicationStatus,
} from './fields';

// The rules of the Formation/Emploi modals, shared by the server and the web forms: the required fields
// (docs/recipient-file.md, 'Formation/Emploi') and the others (docs/api.md, 'Formation/Emploi': real dates in
// order, plausible years, months 0 to 11, sums of money that are sums of money).

/** The years a qualification or an experience may be dated: before, after, it is a typing error. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
/** The longest experience, in years: a working life. */
export const MAX_EXPERIENCE_YEARS = 60;

export const WORK_MESSAGES = {
  // Qualification.
  qualificationDomainRequired: 'La Domaine de la qualification est requis',
  levelRequired: 'Le niveau est requis',
  // Formation (the name's own message; the others are the job's).
  formationNameRequired: 'Le nom de la formation est requis',
  // Experience.
  experienceNameRequired: "La nom de l'emploi est requis",
  // Application: 'Le type est requis' is the message of type and of contract_type.
  applicationNameRequired: "Le nom de l'emploi est requis",
  domainRequired: 'Le Domaine est requis',
  typeRequired: 'Le type est requis',
  statusRequired: 'Le status est requis',
  startDateRequired: 'La date de début est requise',
  // The toast of a refused save names the record.
  qualificationMissing: 'Qualification non mise à jour. Des champs sont manquants',
  formationMissing: 'Formation non mise à jour. Des champs sont manquants',
  experienceMissing: 'Expérience non mise à jour. Des champs sont manquants',
  experiencesMissing: 'Expériences non mises à jour. Des champs sont manquants',
  applicationMissing: 'Emploi non mis à jour. Des champs sont manquants',
  groupMissing: 'Modifications non enregistrées',
  // The other rules (docs/api.md, 'Formation/Emploi').
  unknownLevel: 'Niveau inconnu',
  unknownFrenchLevel: 'Niveau de français inconnu',
  unknownStatus: 'Statut inconnu',
  unknownType: 'Type inconnu',
  unknownContractType: 'Type de contrat inconnu',
  badDate: 'Date invalide',
  endBeforeStart: 'La date de fin doit suivre la date de début',
  effectiveEndBeforeStart: 'La date de fin effective doit suivre la date de début',
  badYear: `L'année doit être un nombre entier de ${MIN_YEAR} à ${MAX_YEAR}`,
  badYears: `Le nombre d'années doit être un nombre entier de 0 à ${MAX_EXPERIENCE_YEARS}`,
  badMonths: 'Le nombre de mois doit être un nombre entier de 0 à 11',
  unknownContact: 'Contact inconnu',
  qualificationNotFound: 'Qualification introuvable',
  formationNotFound: 'Formation introuvable',
  experienceNotFound: 'Expérience introuvable',
  applicationNotFound: 'Emploi introuvable',
  // The archive's toast, and a duration without end (kept as written in docs/screens.md, 'Spellings kept as written').
  archived: 'Emploi archivé',
  undetermined: 'Indeterminée',
} as const;

const M = WORK_MESSAGES;

/** When present, a whole number from min to max, given as a number or typed as digits. */
const wholeWithin = (path: string, min: number, max: number, message: string): Rule => ({
  path,
  message,
  test: (value) => {
    if (isBlank(value)) return true;
    const count = parseCount(value);
    return count !== null && count >= min && count <= max;
  },
});

/** When present, a year a person may have obtained a diploma or held a job. */
const plausibleYear = (path: string): Rule => wholeWithin(path, MIN_YEAR, MAX_YEAR, M.badYear);

/** A date after another one of the form, when both are real dates. */
const notBefore = (path: string, start: string, message: string): Rule => ({
  path,
  message,
  test: (value, values) => {
    const from = values[start];
    return typeof value !== 'string' || typeof from !== 'string' || value === '' || from === '' || value >= from;
  },
});

/** The dates of a formation or a job: real, and the ends not before the start. */
const periodRules: Rule[] = [
  validDate('application_date', M.badDate),
  validDate('end_date', M.badDate),
  notBefore('end_date', 'start_date', M.endBeforeStart),
  validDate('effective_end_date', M.badDate),
  notBefore('effective_end_date', 'start_date', M.effectiveEndBeforeStart),
];

/** The sums of money of a form that are not sums of money (blank is unknown, hence fine). */
function amountErrors(form: Record<string, unknown>, fields: string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const error = amountError(form[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Rules of the qualification modal. */
export const qualificationRules: Rule[] = [
  required('domain', M.qualificationDomainRequired),
  required('level', M.levelRequired),
  oneOf('level', LEVELS, M.unknownLevel),
  plausibleYear('year'),
];

/** Rules of the formation modal: name, status, domain and a real start date. */
export const formationRules: Rule[] = [
  required('name', M.formationNameRequired),
  required('status', M.statusRequired),
  oneOf('status', FORMATION_STATUSES, M.unknownStatus),
  required('domain', M.domainRequired),
  required('start_date', M.startDateRequired),
  validDate('start_date', M.startDateRequired),
  ...periodRules,
];

/** Rules of the experience modal (also of each line of the CV saved at once). */
export const experienceRules: Rule[] = [
  required('name', M.experienceNameRequired),
  wholeWithin('duration.years', 0, MAX_EXPERIENCE_YEARS, M.badYears),
  wholeWithin('duration.months', 0, 11, M.badMonths),
  plausibleYear('year'),
];

/** Whether a job's status means the person was hired (then it has a start date). */
export const isHired = (status: unknown): boolean => HIRED_STATUSES.includes(status as ApplicationStatus);

/** Rules of the job modal: the start date is required once hired (Embauché, Rupture, Terminé). */
export const applicationRules: Rule[] = [
  required('name', M.applicationNameRequired),
  required('domain', M.domainRequired),
  required('type', M.typeRequired),
  oneOf('type', APPLICATION_TYPES, M.unknownType),
  required('contract_type', M.typeRequired),
  oneOf('contract_type', CONTRACT_TYPES, M.unknownContractType),
  required('status', M.statusRequired),
  oneOf('status', APPLICATION_STATUSES, M.unknownStatus),
  ...when((form) => isHired(form.status), [required('start_date', M.startDateRequired)]),
  validDate('start_date', M.startDateRequired),
  ...periodRules,
];

/** Rules of the school levels box. */
export const schoolLevelRules: Rule[] = [
  oneOf('school_level', LEVELS, M.unknownLevel),
  oneOf('actual_school_level', LEVELS, M.unknownLevel),
  oneOf('french_level', FRENCH_LEVELS, M.unknownFrenchLevel),
];

/** Rules of the France Travail box. */
export const poleEmploiRules: Rule[] = [validDate('pole_emploi_date', M.badDate)];

/** What is wrong with a qualification, field by field. */
export const qualificationErrors = (form: Record<string, unknown>): FieldErrors => validate(qualificationRules, form);

/** What is wrong with a formation, field by field (the participation is a sum of money). */
export const formationErrors = (form: Record<string, unknown>): FieldErrors => ({
  ...amountErrors(form, ['participation']),
  ...validate(formationRules, form),
});

/** What is wrong with an experience, field by field. */
export const experienceErrors = (form: Record<string, unknown>): FieldErrors => validate(experienceRules, form);

/** What is wrong with a job, field by field (the salary is a sum of money). */
export const applicationErrors = (form: Record<string, unknown>): FieldErrors => ({
  ...amountErrors(form, ['salary']),
  ...validate(applicationRules, form),
});
