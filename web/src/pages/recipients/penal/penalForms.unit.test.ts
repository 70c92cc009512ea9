import { describe, expect, it } from 'vitest';
import { followErrors } from '@domain/penal/rules';
import type { Detention, Follow } from '../../../api/penal';
import {
  detentionFromValues,
  detentionValues,
  followFromValues,
  followValues,
  newFollowValues,
  shownDuration,
  validateDetention,
} from './penalForms';

const detention = (fields: Partial<Detention> = {}): Detention => ({
  _id: 'd-1',
  recipient_id: 'r-1',
  place: 'place-1',
  status: 'status-1',
  start_date: '2024-01-15',
  end_date: '2025-01-14',
  exit_date: null,
  duration: 11,
  duration_computed: true,
  contact_ids: ['c-1'],
  last: false,
  follow_id: null,
  place_label: 'Maison d’arrêt de Lyon-Corbas',
  status_label: 'Prévenu',
  organism: null,
  contacts: [],
  follow: null,
  abilities: { edit: true, delete: true, link_follow: true },
  ...fields,
});

describe('detention values', () => {
  it('leaves blank a duration the server computed, so that it keeps following the dates, and shows a typed one', () => {
    expect(detentionValues(detention()).duration).toBe('');
    expect(detentionValues(detention({ duration: 8, duration_computed: false })).duration).toBe('8');
    expect(detentionValues(detention({ duration: null, duration_computed: false })).duration).toBe('');
  });

  it('starts a new element blank, open (not the last of its path), without contacts', () => {
    expect(detentionFromValues(detentionValues(null))).toEqual({
      detention_number: null,
      place: null,
      status: null,
      organism_id: null,
      start_date: null,
      end_date: null,
      exit_date: null,
      duration: null,
      contact_ids: [],
      last: false,
    });
  });

  it('sends blanks as null and the number and duration trimmed', () => {
    const values = { ...detentionValues(detention()), detention_number: ' 12345 ', duration: ' 6 ' };
    expect(detentionFromValues(values)).toMatchObject({ detention_number: '12345', duration: '6', place: 'place-1', contact_ids: ['c-1'] });
  });

  it('judges the element with the server rules: place and status required, dates in order, a whole duration', () => {
    expect(validateDetention(detentionValues(null))).toEqual({
      place: 'Le lieu de détention est requis',
      status: 'Le status est requis',
    });
    expect(validateDetention({ ...detentionValues(detention()), end_date: '2023-12-31', duration: 'six' })).toEqual({
      end_date: 'La date de fin doit suivre la date de début',
      duration: 'La durée est un nombre entier de mois, de 0 à 600',
    });
    expect(validateDetention(detentionValues(detention()))).toEqual({});
  });

  it('shows the duration as typed, else computed from the start to the exit (else the end), else none (NR)', () => {
    const values = detentionValues(detention());
    expect(shownDuration(values)).toBe(11);
    expect(shownDuration({ ...values, exit_date: '2024-07-20' })).toBe(6);
    expect(shownDuration({ ...values, duration: '4' })).toBe(4);
    expect(shownDuration({ ...values, end_date: null })).toBeNull();
    expect(shownDuration({ ...values, duration: 'quatre' })).toBeNull();
  });
});

describe('follow-up values', () => {
  it('starts a new follow-up today, its organism and end to be chosen, which the rules require', () => {
    const values = newFollowValues('2026-03-02');
    expect(values).toEqual({ organism_id: null, start_date: '2026-03-02', end_date: null, contact_ids: [] });
    expect(followErrors(followFromValues(values))).toEqual({
      organism_id: "L'organisme de suivi est requis",
      end_date: 'La date de fin de suivi est requise',
    });
  });

  it('fills the modal with a follow-up as read and sends its own fields only', () => {
    const follow = {
      _id: 'f-1',
      recipient_id: 'r-1',
      organism_id: 'o-1',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      contact_ids: ['c-2'],
      organism: { _id: 'o-1', name: 'SPIP du Rhône' },
      contact: null,
      contacts: [],
      running: true,
      detention_ids: [],
      abilities: { edit: true, delete: true },
    } satisfies Follow;
    expect(followFromValues(followValues(follow))).toEqual({
      organism_id: 'o-1',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      contact_ids: ['c-2'],
    });
  });
});
