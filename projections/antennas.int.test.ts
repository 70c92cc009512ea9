import { describe, expect, it } from 'vitest';
import type { AntennaEvent } from '@domain/antennas/events';
import type { SiegeEvent } from '@domain/siege/siege';
import type { FieldChanges } from '@domain/shared/changes';
import { antennaCreated } from '@domain/testing/builders';
import { antennaNames, antennasProjection, findAntenna, findSiege, listAntennas } from './antennas';
import { givenEvents, on } from './testing/projectionSpec';

const antenna = (id: string, event: AntennaEvent) => on(`antenna-${id}`, event);
const siegeChanged = (changes: FieldChanges) => on<SiegeEvent>('siege', { type: 'SiegeChanged', data: { changes } });

const antennas = [
  antenna('ant-sud', antennaCreated({ name: 'Antenne Sud', acr: '  ' })),
  antenna('ant-nord', antennaCreated()),
  // An acronym marks a structure that is not an antenna proper.
  antenna('pole-69', antennaCreated({ name: 'Pôle Rhône', acr: 'PR69' })),
];

describe('antennas projection', () => {
  it('lists antennas proper by name, a blank acronym counting as none', async () => {
    await givenEvents(antennasProjection, antennas).then(async (docs) => {
      expect((await listAntennas(docs)).map((a) => [a._id, a.name, a.acr])).toEqual([
        ['ant-nord', 'Antenne Nord', null],
        ['ant-sud', 'Antenne Sud', null],
      ]);
      expect(await findAntenna(docs, 'pole-69')).toMatchObject({ name: 'Pôle Rhône', acr: 'PR69' });
    });
  });

  it('shows a renamed antenna in the lists and wherever its name is looked up', async () => {
    await givenEvents(antennasProjection, antennas)
      .when([
        antenna('ant-nord', {
          type: 'AntennaChanged',
          data: { changes: { name: { from: 'Antenne Nord', to: 'Antenne Lille' }, 'address.city': { from: 'Lille', to: 'Roubaix' } } },
        }),
      ])
      .then(async (docs) => {
        expect((await listAntennas(docs)).map((a) => a.name)).toEqual(['Antenne Lille', 'Antenne Sud']);
        expect((await findAntenna(docs, 'ant-nord'))?.address).toEqual({
          street: '12 rue des Lilas',
          postal_code: '59000',
          city: 'Roubaix',
        });
        expect(await antennaNames(docs, ['ant-nord', 'pole-69', 'nowhere', null])).toEqual(
          new Map([
            ['ant-nord', 'Antenne Lille'],
            ['pole-69', 'Pôle Rhône'],
          ]),
        );
      });
  });

  it('leaves an antenna given an acronym out of the list', async () => {
    await givenEvents(antennasProjection, antennas)
      .when([antenna('ant-sud', { type: 'AntennaChanged', data: { changes: { acr: { from: null, to: 'SUD' } } } })])
      .then(async (docs) => {
        expect((await listAntennas(docs)).map((a) => a._id)).toEqual(['ant-nord']);
      });
  });

  it('keeps the head office out of the list, named after its long name, then its acronym', async () => {
    await givenEvents(antennasProjection, antennas).then(async (docs) => {
      expect(await findSiege(docs)).toEqual({ _id: 'siege' });
    });
    await givenEvents(antennasProjection, [
      ...antennas,
      siegeChanged({ acr: { from: null, to: 'ACC' }, siret: { from: null, to: '12345678900011' } }),
    ])
      .when([siegeChanged({ long_name: { from: null, to: 'Accueil et Accompagnement' } })])
      .then(async (docs) => {
        expect(await findSiege(docs)).toEqual({
          _id: 'siege',
          acr: 'ACC',
          siret: '12345678900011',
          long_name: 'Accueil et Accompagnement',
        });
        expect(await antennaNames(docs, ['siege'])).toEqual(new Map([['siege', 'Accueil et Accompagnement']]));
        expect((await listAntennas(docs)).map((a) => a._id)).toEqual(['ant-nord', 'ant-sud']);
      });
    await givenEvents(antennasProjection, [siegeChanged({ acr: { from: null, to: 'ACC' } })]).then(async (docs) => {
      expect(await findAntenna(docs, 'siege')).toMatchObject({ name: 'ACC', is_siege: true });
    });
  });
});
