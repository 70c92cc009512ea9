import { describe, expect, it } from 'vitest';
import { diffUpdate } from '@domain/shared/changes';
import { buildActor } from '@domain/testing/builders';
import type { OrganismRecord } from '../../api/organisms';
import { currentOrganism, organismFromValues, organismValues } from './organismForm';
import { newItemVisibility } from './visibility';

// An organism saved before the flags existed: the form shows them unticked without having changed them.
const loaded: OrganismRecord = {
  _id: 'org-1',
  name: 'CCAS de Lyon',
  domain_id: 'dom-social',
  antenna_id: 'ant-lyon',
  tel: '0478631900',
  address: { city: 'Lyon' },
};

describe('organismFromValues', () => {
  it('sends blanks as null, the flags as false and Tous as a null antenna', () => {
    const values = {
      ...organismValues({}),
      name: '  Foyer Essai ',
      domain_id: 'dom-asso',
      visibility: newItemVisibility(buildActor('admin', { rights: ['organism_management'] })),
    };
    expect(organismFromValues(values)).toEqual({
      name: 'Foyer Essai',
      domain_id: 'dom-asso',
      antenna_id: null,
      objet: null,
      address: { street: null, postal_code: null, city: null },
      tel: null,
      fax: null,
      email: null,
      archived: false,
      source: false,
      destination: false,
      remarque: null,
    });
  });

  it("keeps a volunteer's new organism to their antenna", () => {
    const values = {
      ...organismValues({ name: 'Foyer', domain_id: 'dom-asso' }),
      visibility: newItemVisibility(buildActor('volunteer', { antenna_id: 'ant-lyon' })),
    };
    expect(organismFromValues(values).antenna_id).toBe('ant-lyon');
  });
});

describe('currentOrganism', () => {
  it('changes nothing when the form is as loaded', () => {
    const current = currentOrganism(loaded, organismValues(loaded));
    expect(diffUpdate(loaded, { origin: { ...loaded }, current: { ...current }, failOnConcurrent: false })).toEqual({});
  });

  it('records only what the person edited', () => {
    const values = { ...organismValues(loaded), remarque: 'Accueil le mardi', address: { street: '', postal_code: '', city: 'Lyon 2e' } };
    const current = currentOrganism(loaded, values);
    expect(diffUpdate(loaded, { origin: { ...loaded }, current: { ...current }, failOnConcurrent: false })).toEqual({
      remarque: { from: null, to: 'Accueil le mardi' },
      'address.city': { from: 'Lyon', to: 'Lyon 2e' },
    });
    expect(current).not.toHaveProperty('archived');
  });

  it('clears a field emptied by the person', () => {
    const current = currentOrganism(loaded, { ...organismValues(loaded), tel: '' });
    expect(current.tel).toBeNull();
  });
});
