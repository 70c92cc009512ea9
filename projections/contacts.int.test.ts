import { describe, expect, it } from 'vitest';
import type { ChoiceEvent } from '@domain/choices/choices';
import type { ContactEvent, ContactFields } from '@domain/contacts/contacts';
import type { OrganismEvent } from '@domain/organisms/organisms';
import type { FieldChanges } from '@domain/shared/changes';
import { buildActor } from '@domain/testing/builders';
import { choicesProjection } from './choices';
import { contactsByIds, contactsProjection, listContacts, openContact } from './contacts';
import { givenEvents, on } from './testing/projectionSpec';

// Rows show the labels of their organism's domain and of their function, from the choices read model.
const projections = [contactsProjection, choicesProjection];
const admin = buildActor('admin', { id: 'u-admin', antenna_id: 'siege' });
const nordVolunteer = buildActor('volunteer', { id: 'u-nord', antenna_id: 'ant-nord' });

const choice = (id: string, type: 'organism_domain' | 'contact_fonction', label: string) =>
  on<ChoiceEvent>(`choice-${id}`, { type: 'ChoiceCreated', data: { type, label } });
const organism = (id: string, name: string, domainId: string | null) =>
  on<OrganismEvent>(`organism-${id}`, { type: 'OrganismCreated', data: { organism: { name, domain_id: domainId, antenna_id: null } } });
const organismChanged = (id: string, changes: FieldChanges) =>
  on<OrganismEvent>(`organism-${id}`, { type: 'OrganismChanged', data: { changes } });
const contact = (id: string, fields: Partial<ContactFields> = {}) =>
  on<ContactEvent>(`contact-${id}`, {
    type: 'ContactCreated',
    data: {
      contact: {
        surname: 'Sophie',
        name: 'Lambert',
        tel: '0478000000',
        organism_id: 'spip-69',
        fonction_id: 'fn-cpip',
        antenna_id: null,
        archived: false,
        ...fields,
      },
    },
  });
const contactChanged = (id: string, changes: FieldChanges) =>
  on<ContactEvent>(`contact-${id}`, { type: 'ContactChanged', data: { changes } });

const book = [
  choice('dom-justice', 'organism_domain', 'Justice'),
  choice('dom-social', 'organism_domain', 'Social'),
  choice('fn-cpip', 'contact_fonction', 'CPIP'),
  organism('spip-69', 'SPIP du Rhône', 'dom-justice'),
  organism('caf-69', 'CAF du Rhône', 'dom-social'),
  contact('c-lambert'),
  contact('c-nord', { surname: 'Marc', name: 'Dubois', organism_id: 'caf-69', fonction_id: null, antenna_id: 'ant-nord' }),
  contact('c-sud', { surname: 'Inès', name: 'Benoît', organism_id: null, fonction_id: null, antenna_id: 'ant-sud' }),
];

describe('contacts projection', () => {
  it('lists contacts by name with their organism, its domain and their function', async () => {
    await givenEvents(projections, book).then(async (docs) => {
      expect(await listContacts(docs, admin)).toEqual([
        {
          _id: 'c-sud',
          surname: 'Inès',
          name: 'Benoît',
          tel: '0478000000',
          organism_id: null,
          fonction_id: null,
          antenna_id: 'ant-sud',
          archived: false,
          organism_name: null,
          domain: null,
          fonction: null,
        },
        {
          _id: 'c-nord',
          surname: 'Marc',
          name: 'Dubois',
          tel: '0478000000',
          organism_id: 'caf-69',
          fonction_id: null,
          antenna_id: 'ant-nord',
          archived: false,
          organism_name: 'CAF du Rhône',
          domain: 'Social',
          fonction: null,
        },
        {
          _id: 'c-lambert',
          surname: 'Sophie',
          name: 'Lambert',
          tel: '0478000000',
          organism_id: 'spip-69',
          fonction_id: 'fn-cpip',
          antenna_id: null,
          archived: false,
          organism_name: 'SPIP du Rhône',
          domain: 'Justice',
          fonction: 'CPIP',
        },
      ]);
      expect((await listContacts(docs, admin, { organismId: 'caf-69' })).map((c) => c._id)).toEqual(['c-nord']);
    });
  });

  it('shows a renamed organism (and its new domain) on its contacts, searched by the new name', async () => {
    await givenEvents(projections, book)
      .when([
        organismChanged('spip-69', {
          name: { from: 'SPIP du Rhône', to: 'SPIP de Lyon' },
          domain_id: { from: 'dom-justice', to: 'dom-social' },
        }),
      ])
      .then(async (docs) => {
        expect((await listContacts(docs, admin)).map((c) => [c._id, c.organism_name, c.domain])).toEqual([
          ['c-sud', null, null],
          ['c-nord', 'CAF du Rhône', 'Social'],
          ['c-lambert', 'SPIP de Lyon', 'Social'],
        ]);
        expect((await listContacts(docs, admin, { search: 'spip lyon' })).map((c) => c._id)).toEqual(['c-lambert']);
        expect(await listContacts(docs, admin, { search: 'spip rhone' })).toEqual([]);
      });
  });

  it('follows a contact moved to another organism, and renamed', async () => {
    await givenEvents(projections, book)
      .when([contactChanged('c-lambert', { organism_id: { from: 'spip-69', to: 'caf-69' }, name: { from: 'Lambert', to: 'Aubry' } })])
      .then(async (docs) => {
        expect((await listContacts(docs, admin)).map((c) => [c._id, c.name, c.organism_name])).toEqual([
          ['c-lambert', 'Aubry', 'CAF du Rhône'],
          ['c-sud', 'Benoît', null],
          ['c-nord', 'Dubois', 'CAF du Rhône'],
        ]);
      });
    // The old organism's later renaming no longer reaches the contact.
    await givenEvents(projections, [...book, contactChanged('c-lambert', { organism_id: { from: 'spip-69', to: 'caf-69' } })])
      .when([organismChanged('spip-69', { name: { from: 'SPIP du Rhône', to: 'SPIP de Lyon' } })])
      .then(async (docs) => {
        expect((await contactsByIds(docs, admin, ['c-lambert']))[0].organism_name).toBe('CAF du Rhône');
      });
  });

  it('shows a volunteer the contacts of all and of their antenna only', async () => {
    await givenEvents(projections, book).then(async (docs) => {
      expect((await listContacts(docs, nordVolunteer)).map((c) => c._id)).toEqual(['c-nord', 'c-lambert']);
      expect((await contactsByIds(docs, nordVolunteer, ['c-sud', 'c-lambert', 'c-nord'])).map((c) => c._id)).toEqual([
        'c-lambert',
        'c-nord',
      ]);
      await expect(openContact(docs, nordVolunteer, 'c-sud')).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(openContact(docs, nordVolunteer, 'nothing')).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Contact introuvable',
      });
      expect(await openContact(docs, nordVolunteer, 'c-nord')).toEqual({
        _id: 'c-nord',
        surname: 'Marc',
        name: 'Dubois',
        tel: '0478000000',
        organism_id: 'caf-69',
        fonction_id: null,
        antenna_id: 'ant-nord',
        archived: false,
        abilities: { edit: true, change_visibility: false },
      });
    });
  });
});
