import { describe, it } from 'vitest';
import { buildActor } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import type { Actor } from '../users/actor';
import { evolveSiege, initialSiegeState, updateSiege, type SiegeEvent, type SiegeFields, type SiegeState } from './siege';

const siege = { initialState: initialSiegeState, evolve: evolveSiege };
const admin = buildActor('admin', { antenna_id: 'siege' });
const stored: SiegeFields = {
  acr: 'AAA',
  long_name: "Association d'accueil",
  tel: '0140000000',
  address: { street: '3 rue Réaumur', city: 'Paris' },
};
/** The head office as first filled in. */
const filledIn: SiegeEvent = {
  type: 'SiegeChanged',
  data: {
    changes: {
      acr: { from: null, to: 'AAA' },
      long_name: { from: null, to: "Association d'accueil" },
      tel: { from: null, to: '0140000000' },
      'address.street': { from: null, to: '3 rue Réaumur' },
      'address.city': { from: null, to: 'Paris' },
    },
  },
};

const update =
  (origin: object, current: object, actor: Actor = admin, removeAbsent = false) =>
  (state: SiegeState) =>
    updateSiege(
      {
        update: {
          origin: origin as Record<string, unknown>,
          current: current as Record<string, unknown>,
          failOnConcurrent: false,
          removeAbsent,
        },
      },
      state,
      { actor },
    );

describe('updateSiege', () => {
  it('records the changed fields of the head office', () => {
    given(siege, [filledIn])
      .when(update(stored, { ...stored, tel: '0140111111', address: { ...stored.address, city: 'Paris 3e' } }))
      .then([
        {
          type: 'SiegeChanged',
          data: { changes: { tel: { from: '0140000000', to: '0140111111' }, 'address.city': { from: 'Paris', to: 'Paris 3e' } } },
        },
      ]);
  });

  it('fills in an empty head office', () => {
    given(siege).when(update({}, stored)).then([filledIn]);
  });

  it('requires nothing: clearing every field is recorded', () => {
    given(siege, [filledIn])
      .when(update(stored, {}, admin, true))
      .then([
        {
          type: 'SiegeChanged',
          data: {
            changes: {
              acr: { from: 'AAA', to: null },
              long_name: { from: "Association d'accueil", to: null },
              tel: { from: '0140000000', to: null },
              'address.street': { from: '3 rue Réaumur', to: null },
              'address.city': { from: 'Paris', to: null },
            },
          },
        },
      ]);
  });

  it('refuses an actor without antennas_absolute', () => {
    given(siege, [filledIn])
      .when(update(stored, { ...stored, tel: '0140111111' }, buildActor('antenna_admin')))
      .thenRefuses('FORBIDDEN', "Vous n'avez pas les droits");
  });

  it('refuses an actor without antennas_management', () => {
    given(siege, [filledIn])
      .when(update(stored, { ...stored, tel: '0140111111' }, buildActor('siege', { rights: ['antennas_absolute'] })))
      .thenRefuses('FORBIDDEN', "Vous n'avez pas les droits");
  });

  it('records nothing when nothing changed', () => {
    given(siege, [filledIn])
      .when(update(stored, { ...stored }))
      .thenNothing();
  });
});
