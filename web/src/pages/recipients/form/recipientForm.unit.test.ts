import { describe, expect, it } from 'vitest';
import { recipientRules } from '@domain/recipients/rules';
import { diffUpdate } from '@domain/shared/changes';
import { validate } from '@domain/shared/validation';
import type { RecipientView } from '../../../api/recipients';
import { civilDiffers, currentRecipient, idOfLabel, newRecipientValues, recipientValues, toCivil, validityTest } from './recipientForm';

const STATUSES = [
  { _id: 'st-fr', label: 'Nationalité Fr', last_update: '' },
  { _id: 'st-ts', label: 'Titre de séjour', last_update: '' },
  { _id: 'st-res', label: 'Résident', last_update: '' },
];
const hasValidity = validityTest(STATUSES);

const loaded = {
  _id: 'r-1',
  file_number: 12,
  file_id: 12,
  created_on: '2026-03-12T09:15:00.000Z',
  civility: 'M.',
  name: 'Benali',
  surname: 'Karim',
  surname2: null,
  birth_date: '1988-04-12',
  birth_place: { city: 'Oran', country: 'c-ma' },
  email: null,
  tel: null,
  nationality: 'n-fr',
  nationality_status: 'st-ts',
  validity_end_date: '2027-01-31',
  france_entry: null,
  family_status: 'f-cel',
  children: 0,
  children_charge: 0,
  actif: true,
  user_ref: null,
  antenna_id: 'a-lyon',
  first_meeting: '2026-03-12',
  radiated: false,
  radiated_on: null,
  radiation_reason: null,
  radiation_status: null,
  transfered_from_antenna: null,
  tranfered_from: null,
  tranfered_on: null,
  justice_start_date: null,
  justice_end_date: null,
  mail_redirection: null,
} as RecipientView;

describe('newRecipientValues', () => {
  it('starts French, single, without children, active, met today, in the given antenna', () => {
    const values = newRecipientValues({ antennaId: 'a-lyon', nationality: 'n-fr', familyStatus: 'f-cel', today: '2026-03-12' });
    expect(toCivil(values, hasValidity)).toMatchObject({
      nationality: 'n-fr',
      family_status: 'f-cel',
      children: 0,
      children_charge: 0,
      actif: true,
      first_meeting: '2026-03-12',
      antenna_id: 'a-lyon',
    });
  });

  it('is refused without birth date, with the message shown beside the field', () => {
    const values = {
      ...newRecipientValues({ antennaId: 'a-lyon', nationality: 'n-fr', familyStatus: 'f-cel', today: '2026-03-12' }),
      name: 'Benali',
      surname: 'Karim',
    };
    expect(validate(recipientRules, values)).toMatchObject({
      birth_date: 'La date de naissance est requise',
      'birth_place.city': 'La ville de naissance est requise',
    });
  });
});

describe('idOfLabel and validityTest', () => {
  it('finds reference entries by label and the statuses with a validity end date', () => {
    expect(idOfLabel(STATUSES, 'Résident')).toBe('st-res');
    expect(idOfLabel(STATUSES, 'Inconnu')).toBeNull();
    expect([hasValidity('st-ts'), hasValidity('st-res'), hasValidity('st-fr'), hasValidity(null)]).toEqual([true, true, false, false]);
  });
});

describe('toCivil', () => {
  it('sends whole numbers of children, blanks as null and trimmed names', () => {
    const civil = toCivil({ ...recipientValues(loaded), children: '2', children_charge: 1.7, surname: ' Karim ', tel: '  ' }, hasValidity);
    expect(civil).toMatchObject({ children: 2, children_charge: 1, surname: 'Karim', tel: null });
    expect(toCivil({ ...recipientValues(loaded), children: '' }, hasValidity).children).toBe(0);
  });

  it('drops the validity end date of a status that has none', () => {
    expect(toCivil({ ...recipientValues(loaded), nationality_status: 'st-fr' }, hasValidity).validity_end_date).toBeNull();
    expect(toCivil(recipientValues(loaded), hasValidity).validity_end_date).toBe('2027-01-31');
  });
});

describe('civilDiffers and currentRecipient', () => {
  it('sees no change in a form only filled in from the file', () => {
    expect(civilDiffers(recipientValues(loaded), recipientValues(loaded), hasValidity)).toBe(false);
    expect(currentRecipient(loaded, recipientValues(loaded), hasValidity)).toEqual(loaded);
  });

  it('records only what the person edited, never the antenna', () => {
    const values = { ...recipientValues(loaded), tel: '0611223344', children_charge: '3', antenna_id: 'a-lille' };
    expect(civilDiffers(values, recipientValues(loaded), hasValidity)).toBe(true);
    const current = currentRecipient(loaded, values, hasValidity);
    expect(diffUpdate(loaded, { origin: { ...loaded }, current: { ...current }, failOnConcurrent: false })).toEqual({
      tel: { from: null, to: '0611223344' },
      children_charge: { from: 0, to: 3 },
    });
  });

  it('clears the validity end date when the status no longer has one', () => {
    const current = currentRecipient(loaded, { ...recipientValues(loaded), nationality_status: 'st-fr' }, hasValidity);
    expect(current).toMatchObject({ nationality_status: 'st-fr', validity_end_date: null });
  });
});
