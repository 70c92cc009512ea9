import { describe, expect, it } from 'vitest';
import { CONCURRENT_CHANGE } from '../shared/errors';
import { antennaCreated, buildActor, buildAntenna } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import type { Actor } from '../users/actor';
import { canCreateAntenna, canEditAntenna, createAntenna, updateAntenna } from './decide';
import type { AntennaFields } from './events';
import { evolveAntenna, initialAntennaState, type AntennaState } from './state';

const antennas = { initialState: initialAntennaState, evolve: evolveAntenna };
const admin = buildActor('admin');
/** The head of the ant-nord antenna: antennas_management without antennas_absolute. */
const northHead = buildActor('antenna_admin', { antenna_id: 'ant-nord' });

const create =
  (antenna: AntennaFields, actor: Actor = admin) =>
  (state: AntennaState) =>
    createAntenna({ antenna }, state, { actor });

interface UpdateOptions {
  actor?: Actor;
  antennaId?: string;
  failOnConcurrent?: boolean;
  removeAbsent?: boolean;
}
const update =
  (origin: object, current: object, options: UpdateOptions = {}) =>
  (state: AntennaState) =>
    updateAntenna(
      {
        antennaId: options.antennaId ?? 'ant-nord',
        update: {
          origin: origin as Record<string, unknown>,
          current: current as Record<string, unknown>,
          failOnConcurrent: options.failOnConcurrent ?? false,
          removeAbsent: options.removeAbsent,
        },
      },
      state,
      { actor: options.actor ?? admin },
    );

describe('canCreateAntenna', () => {
  it('needs both antennas_management and antennas_absolute', () => {
    expect(canCreateAntenna(buildActor('siege', { rights: ['antennas_management', 'antennas_absolute'] }))).toBe(true);
    expect(canCreateAntenna(buildActor('siege', { rights: ['antennas_management'] }))).toBe(false);
    expect(canCreateAntenna(buildActor('siege', { rights: ['antennas_absolute'] }))).toBe(false);
  });
});

describe('canEditAntenna', () => {
  it('lets antennas_absolute edit any antenna', () => {
    expect(canEditAntenna(admin, 'ant-sud')).toBe(true);
  });

  it('lets antennas_management alone edit only the own antenna', () => {
    expect(canEditAntenna(northHead, 'ant-nord')).toBe(true);
    expect(canEditAntenna(northHead, 'ant-sud')).toBe(false);
  });

  it('refuses the own antenna without antennas_management', () => {
    expect(canEditAntenna(buildActor('volunteer', { antenna_id: 'ant-nord' }), 'ant-nord')).toBe(false);
  });
});

describe('createAntenna', () => {
  it('records the antenna with its name trimmed', () => {
    given(antennas)
      .when(create(buildAntenna({ name: '  Antenne Nord  ' })))
      .then([{ type: 'AntennaCreated', data: { antenna: buildAntenna({ name: 'Antenne Nord' }) } }]);
  });

  it('refuses an actor without antennas_absolute', () => {
    given(antennas).when(create(buildAntenna(), northHead)).thenRefuses('FORBIDDEN', "Vous n'avez pas les droits");
  });

  it('refuses an actor without antennas_management', () => {
    given(antennas)
      .when(create(buildAntenna(), buildActor('siege', { rights: ['antennas_absolute'] })))
      .thenRefuses('FORBIDDEN', "Vous n'avez pas les droits");
  });

  it('refuses an empty form, naming the name and each part of the address', () => {
    given(antennas)
      .when(create({ name: ' ', address: {} }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Tous les champs nécessaires ne sont pas remplis', {
        name: 'Le nom du centre est requis',
        'address.street': "L'adresse est requise",
        'address.postal_code': "L'adresse est requise",
        'address.city': "L'adresse est requise",
      });
  });

  it('refuses a name under 4 characters, spaces around not counted', () => {
    given(antennas)
      .when(create(buildAntenna({ name: ' Sud ' })))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', undefined, { name: 'Nom trop court' });
  });

  it('accepts a name of exactly 4 characters', () => {
    given(antennas)
      .when(create(buildAntenna({ name: 'Nord' })))
      .then([{ type: 'AntennaCreated', data: { antenna: buildAntenna({ name: 'Nord' }) } }]);
  });

  it('refuses an impossible agreement date', () => {
    given(antennas)
      .when(create(buildAntenna({ agreement_start: '2026-02-30' })))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', undefined, { agreement_start: 'Date invalide' });
  });

  it('records nothing when the antenna already exists', () => {
    given(antennas, [antennaCreated()])
      .when(create(buildAntenna({ name: 'Antenne Nord bis' })))
      .thenNothing();
  });
});

describe('updateAntenna', () => {
  const stored = buildAntenna();
  const past = [antennaCreated()];
  const moved = { ...stored, address: { ...stored.address, city: 'Roubaix', postal_code: '59100' } };

  it('records only the changed leaf fields, with their old and new values', () => {
    given(antennas, past)
      .when(update(stored, moved))
      .then([
        {
          type: 'AntennaChanged',
          data: { changes: { 'address.city': { from: 'Lille', to: 'Roubaix' }, 'address.postal_code': { from: '59000', to: '59100' } } },
        },
      ]);
  });

  it('lets an antenna administrator edit their own antenna', () => {
    given(antennas, past)
      .when(update(stored, { ...stored, tel: '0320111111' }, { actor: northHead }))
      .then([{ type: 'AntennaChanged', data: { changes: { tel: { from: '0320000000', to: '0320111111' } } } }]);
  });

  it('refuses an antenna administrator editing another antenna', () => {
    given(antennas, past)
      .when(update(stored, { ...stored, tel: '0320111111' }, { actor: northHead, antennaId: 'ant-sud' }))
      .thenRefuses('FORBIDDEN', "Vous n'avez pas les droits");
  });

  it("refuses the own antenna's acronym to antennas_management alone, setting or clearing it", () => {
    given(antennas, past)
      .when(update(stored, { ...stored, acr: 'ARCH' }, { actor: northHead }))
      .thenRefuses('FORBIDDEN', "Seule la gestion de toutes les antennes peut modifier l'acronyme d'une antenne");
    given(antennas, [...past, { type: 'AntennaChanged', data: { changes: { acr: { from: null, to: 'ARCH' } } } }])
      .when(update({ ...stored, acr: 'ARCH' }, { ...stored, acr: null }, { actor: northHead }))
      .thenRefuses('FORBIDDEN', "Seule la gestion de toutes les antennes peut modifier l'acronyme d'une antenne");
  });

  it('lets antennas_absolute set an acronym', () => {
    given(antennas, past)
      .when(update(stored, { ...stored, acr: 'ARCH' }))
      .then([{ type: 'AntennaChanged', data: { changes: { acr: { from: null, to: 'ARCH' } } } }]);
  });

  it('refuses a volunteer editing their own antenna', () => {
    given(antennas, past)
      .when(update(stored, { ...stored, tel: '0320111111' }, { actor: buildActor('volunteer', { antenna_id: 'ant-nord' }) }))
      .thenRefuses('FORBIDDEN', "Vous n'avez pas les droits");
  });

  it('records nothing when nothing changed', () => {
    given(antennas, past)
      .when(update(stored, { ...stored }))
      .thenNothing();
  });

  it('records nothing when the antenna already has the new values', () => {
    given(antennas, [...past, { type: 'AntennaChanged', data: { changes: { tel: { from: '0320000000', to: '0320111111' } } } }])
      .when(update(stored, { ...stored, tel: '0320111111' }))
      .thenNothing();
  });

  it('refuses an unknown antenna as not found', () => {
    given(antennas)
      .when(update(stored, { ...stored, tel: '0320111111' }))
      .thenRefuses('NOT_FOUND', 'Antenne introuvable');
  });

  it('refuses an edit that empties a part of the address', () => {
    given(antennas, past)
      .when(update(stored, { ...stored, address: { ...stored.address, city: ' ' } }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Tous les champs nécessaires ne sont pas remplis', {
        'address.city': "L'adresse est requise",
      });
  });

  it('refuses an edit that removes the street when absent fields are cleared', () => {
    const { street: _street, ...withoutStreet } = stored.address;
    given(antennas, past)
      .when(update(stored, { ...stored, address: withoutStreet }, { removeAbsent: true }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', undefined, { 'address.street': "L'adresse est requise" });
  });

  it('refuses a name shortened under 4 characters', () => {
    given(antennas, past)
      .when(update(stored, { ...stored, name: 'Nrd' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', undefined, { name: 'Nom trop court' });
  });

  it('refuses with CONFLICT_ERROR when someone changed the field since it was loaded and concurrency failure is asked', () => {
    given(antennas, [...past, { type: 'AntennaChanged', data: { changes: { tel: { from: '0320000000', to: '0320999999' } } } }])
      .when(update(stored, { ...stored, tel: '0320111111' }, { failOnConcurrent: true }))
      .thenRefuses('CONFLICT_ERROR', CONCURRENT_CHANGE);
  });

  it('keeps the last write when concurrency failure is not asked', () => {
    given(antennas, [...past, { type: 'AntennaChanged', data: { changes: { tel: { from: '0320000000', to: '0320999999' } } } }])
      .when(update(stored, { ...stored, tel: '0320111111' }))
      .then([{ type: 'AntennaChanged', data: { changes: { tel: { from: '0320999999', to: '0320111111' } } } }]);
  });
});
