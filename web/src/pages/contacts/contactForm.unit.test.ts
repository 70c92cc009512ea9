import { describe, expect, it } from 'vitest';
import { contactRules } from '@domain/contacts/contacts';
import { diffUpdate } from '@domain/shared/changes';
import { validate } from '@domain/shared/validation';
import type { Actor } from '@domain/users/actor';
import type { ContactRecord } from '../../api/organisms';
import { contactFromValues, contactValues, currentContact, newContactVisibility } from './contactForm';

const loaded: ContactRecord = {
  _id: 'c-1',
  civility: 'Dr',
  surname: 'Marc',
  name: 'Thévenet',
  organism_id: 'org-1',
  tel: '0437915120',
  antenna_id: null,
};

describe('contactValues', () => {
  it('asks for the first name, the name and the phone of a blank contact', () => {
    expect(validate(contactRules, contactValues({ organism_id: 'org-1' }))).toEqual({
      surname: 'Le prénom est requis',
      name: 'Le nom est requis',
      tel: 'Le Téléphone est requis',
    });
  });
});

describe('contactFromValues', () => {
  it('sends the flags as false, blanks as null and Tous as a null antenna', () => {
    const contact = contactFromValues({ ...contactValues({ organism_id: 'org-1' }), surname: 'Inès', name: 'Garcia', tel: '0478000002' });
    expect(contact).toMatchObject({
      surname: 'Inès',
      organism_id: 'org-1',
      civility: null,
      mobile: null,
      archived: false,
      etiquette: false,
      antenna_id: null,
    });
  });
});

describe('currentContact', () => {
  it('records only what the person edited', () => {
    const current = currentContact(loaded, { ...contactValues(loaded), etiquette: true });
    expect(diffUpdate(loaded, { origin: { ...loaded }, current: { ...current }, failOnConcurrent: false })).toEqual({
      etiquette: { from: null, to: true },
    });
  });
});

describe('newContactVisibility', () => {
  const manager: Actor = { id: 'u-1', habilitation: 'admin', rights: ['organism_management'], antenna_id: 'ant-lyon' };
  const volunteer: Actor = { id: 'u-2', habilitation: 'volunteer', rights: [], antenna_id: 'ant-lyon' };

  it("starts an organism manager from the organism's visibility", () => {
    expect(newContactVisibility(manager, { antenna_id: 'ant-marseille' })).toBe('ant-marseille');
    expect(newContactVisibility(manager, { antenna_id: null })).toBe('tous');
    expect(newContactVisibility(manager)).toBe('tous');
  });

  it('starts anyone else from their own antenna, whatever the organism', () => {
    expect(newContactVisibility(volunteer, { antenna_id: null })).toBe('ant-lyon');
    expect(newContactVisibility(volunteer, { antenna_id: 'ant-lyon' })).toBe('ant-lyon');
  });
});
