import { describe, expect, it } from 'vitest';
import {
  computedEnd,
  domiciliationFromValues,
  domiciliationValues,
  newDomiciliationValues,
  validateDomiciliation,
} from './domiciliationForm';

const today = '2026-01-31';
const own = (values: Partial<ReturnType<typeof domiciliationValues>> = {}) => ({
  ...newDomiciliationValues('own', 'u-1', today),
  paper: 'CNI' as const,
  ...values,
});

describe('domiciliation values', () => {
  it('starts an own domiciliation today, with a meeting today, for twelve months, followed by the user', () => {
    expect(newDomiciliationValues('own', 'u-1', today)).toMatchObject({
      kind: 'own',
      user_id: 'u-1',
      start_date: today,
      last_meeting: today,
      duration: '12',
      paper: null,
    });
    expect(newDomiciliationValues('external', 'u-1', today)).toMatchObject({ kind: 'external', user_id: null, start_date: null });
  });

  it('shows the end as the server computes it, following the start and the duration, and none while the start is missing', () => {
    expect(computedEnd(own())).toBe('2027-01-30');
    expect(computedEnd(own({ start_date: '2026-03-10', duration: '6' }))).toBe('2026-09-09');
    // 31 January + 1 month has no 31 February: the domiciliation runs to the end of February.
    expect(computedEnd(own({ duration: '1' }))).toBe('2026-02-28');
    expect(computedEnd(own({ duration: '' }))).toBe('2027-01-30');
    expect(computedEnd(own({ start_date: null }))).toBeNull();
    expect(computedEnd(own({ duration: 'six' }))).toBeNull();
  });

  it("sends only the kind's fields, blanks as null and the duration as typed", () => {
    expect(domiciliationFromValues(own({ origin: ' SPIP ', name_dom: 'CCAS', remarque: '' }))).toEqual({
      kind: 'own',
      user_id: 'u-1',
      paper: 'CNI',
      origin: 'SPIP',
      start_date: today,
      last_meeting: today,
      duration: '12',
      remarque: null,
    });
    const external = {
      ...newDomiciliationValues('external', 'u-1', today),
      name_dom: 'CCAS de Lyon',
      start_date: '2025-01-01',
      paper: 'CNI' as const,
    };
    expect(domiciliationFromValues(external)).toEqual({
      kind: 'external',
      name_dom: 'CCAS de Lyon',
      address: null,
      start_date: '2025-01-01',
      end_date: null,
    });
  });

  it('judges the form with the rules of its kind and their French messages', () => {
    expect(validateDomiciliation(own({ user_id: null, paper: null, last_meeting: null }))).toEqual({
      user_id: 'Un référent est requis',
      paper: 'La pièce justificative est requise',
      last_meeting: "La date de l'entretien est requise",
    });
    expect(validateDomiciliation(own({ duration: '0' }))).toEqual({ duration: 'La durée est un nombre entier de mois, de 1 à 120' });
    expect(validateDomiciliation(newDomiciliationValues('external', 'u-1', today))).toEqual({});
    expect(
      validateDomiciliation({ ...newDomiciliationValues('external', 'u-1', today), start_date: '2026-02-01', end_date: '2026-01-01' }),
    ).toEqual({ end_date: 'La date de fin doit suivre la date de début' });
  });
});
