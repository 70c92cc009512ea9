import { oneOf, validate, type FieldErrors, type Rule } from '../shared/validation';
import { ALCOOL_VALUES, MEDICAL_FOLLOWINGS, PSY_FOLLOWINGS, TOXICO_VALUES } from './fields';

/** The messages of the Santé tab (docs/recipient-file.md and docs/api.md, 'Santé'). */
export const MEDICAL_MESSAGES = {
  saved: 'Données médicales enregistrées',
  notSaved: 'Modifications non enregistrées',
  unknownValue: 'Valeur absente de la liste',
  unknownContact: 'Contact inconnu',
} as const;

const M = MEDICAL_MESSAGES;

/** Rules of the Santé tab: each select holds one of its list's values, or nothing. */
export const medicalRules: Rule[] = [
  oneOf('medical_following', MEDICAL_FOLLOWINGS, M.unknownValue),
  oneOf('psy_following', PSY_FOLLOWINGS, M.unknownValue),
  oneOf('toxico', TOXICO_VALUES, M.unknownValue),
  oneOf('alcool', ALCOOL_VALUES, M.unknownValue),
];

/** What is wrong with the medical box, field by field. */
export const medicalErrors = (values: object): FieldErrors => validate(medicalRules, values);
