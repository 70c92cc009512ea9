import { describe, expect, it } from 'vitest';
import type { ChoiceEvent } from '@domain/choices/choices';
import type { OrganismEvent, OrganismFields } from '@domain/organisms/organisms';
import type { FieldChanges } from '@domain/shared/changes';
import { antennaCreated, buildActor } from '@domain/testing/builders';
import { antennasProjection } from './antennas';
import { choicesProjection } from './choices';
import { listOrganismNames, listOrganisms, openOrganism, organismNames, organismsProjection } from './organisms';
import { givenEvents, on } from './testing/projectionSpec';

// Rows show their domain's label and their antenna's name, read from those projections.
const projections = [organismsProjection, choicesProjection, antennasProjection];
const admin = buildActor('admin', { id: 'u-admin', antenna_id: 'siege' });
const nordVolunteer = buildActor('volunteer', { id: 'u-nord', antenna_id: 'ant-nord' });

const organism = (id: string, fields: Partial<OrganismFields> = {}) =>
  on<OrganismEvent>(`organism-${id}`, {
    type: 'OrganismCreated',
    data: {
      organism: {
        name: 'SPIP du Rhône',
        domain_id: 'dom-justice',
        antenna_id: null,
        address: { city: 'Lyon', postal_code: '69003' },
        archived: false,
        ...fields,
      },
    },
  });
const changed = (id: string, changes: FieldChanges) => on<OrganismEvent>(`organism-${id}`, { type: 'OrganismChanged', data: { changes } });

const book = [
  on<ChoiceEvent>('choice-dom-justice', { type: 'ChoiceCreated', data: { type: 'organism_domain', label: 'Justice' } }),
  on<ChoiceEvent>('choice-dom-sante', { type: 'ChoiceCreated', data: { type: 'organism_domain', label: 'Santé' } }),
  on('antenna-ant-nord', antennaCreated()),
  on('antenna-ant-sud', antennaCreated({ name: 'Antenne Sud' })),
  organism('spip-69'),
  organism('caf-nord', {
    name: 'CAF du Nord',
    domain_id: 'dom-sante',
    antenna_id: 'ant-nord',
    address: { city: 'Lille', postal_code: '59000' },
  }),
  organism('ccas-sud', { name: 'CCAS de Marseille', domain_id: null, antenna_id: 'ant-sud', address: { city: 'Marseille' } }),
];

describe('organisms projection', () => {
  it('lists organisms by name with their domain and the antenna they are visible to', async () => {
    await givenEvents(projections, book).then(async (docs) => {
      expect((await listOrganisms(docs, admin)).map((o) => [o._id, o.name, o.domain, o.antenna_name])).toEqual([
        ['caf-nord', 'CAF du Nord', 'Santé', 'Antenne Nord'],
        ['ccas-sud', 'CCAS de Marseille', null, 'Antenne Sud'],
        ['spip-69', 'SPIP du Rhône', 'Justice', null],
      ]);
      expect((await listOrganisms(docs, admin, 'lyon')).map((o) => o._id)).toEqual(['spip-69']);
    });
  });

  it("shows a volunteer the organisms of all and of their antenna, and refuses another antenna's", async () => {
    await givenEvents(projections, book).then(async (docs) => {
      expect((await listOrganisms(docs, nordVolunteer)).map((o) => o._id)).toEqual(['caf-nord', 'spip-69']);
      await expect(openOrganism(docs, nordVolunteer, 'ccas-sud')).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(openOrganism(docs, nordVolunteer, 'nothing')).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Organisme introuvable',
      });
      expect(await openOrganism(docs, nordVolunteer, 'caf-nord')).not.toHaveProperty('sort_key');
    });
  });

  it('shows a renamed organism in its new place, found by the new name and no longer by the old one', async () => {
    await givenEvents(projections, book)
      .when([
        changed('spip-69', {
          name: { from: 'SPIP du Rhône', to: 'Antenne SPIP de Lyon' },
          domain_id: { from: 'dom-justice', to: 'dom-sante' },
        }),
      ])
      .then(async (docs) => {
        expect((await listOrganisms(docs, admin)).map((o) => [o.name, o.domain])).toEqual([
          ['Antenne SPIP de Lyon', 'Santé'],
          ['CAF du Nord', 'Santé'],
          ['CCAS de Marseille', null],
        ]);
        expect((await listOrganisms(docs, admin, 'antenne spip')).map((o) => o._id)).toEqual(['spip-69']);
        expect(await listOrganisms(docs, admin, 'rhone')).toEqual([]);
        expect(await organismNames(docs, ['spip-69', 'nothing', null])).toEqual(new Map([['spip-69', 'Antenne SPIP de Lyon']]));
      });
  });

  it('keeps archived organisms in the list but out of the pickers', async () => {
    await givenEvents(projections, book)
      .when([changed('caf-nord', { archived: { from: false, to: true } })])
      .then(async (docs) => {
        expect((await listOrganisms(docs, nordVolunteer)).map((o) => o._id)).toEqual(['caf-nord', 'spip-69']);
        expect(await listOrganismNames(docs, nordVolunteer)).toEqual([
          { _id: 'spip-69', name: 'SPIP du Rhône', domain_id: 'dom-justice', address: { city: 'Lyon', postal_code: '69003' } },
        ]);
      });
  });
});
