import { describe, it } from 'vitest';
import { buildActor, buildHotel } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { INVALID_FORM } from '../shared/errors';
import type { Actor } from '../users/actor';
import { createHotel, evolveHotel, initialHotelState, updateHotel, type HotelEvent, type HotelFields, type HotelState } from './hotels';

const hotels = { initialState: initialHotelState, evolve: evolveHotel };
const manager = buildActor('management');
const created: HotelEvent = { type: 'HotelCreated', data: { hotel: { ...buildHotel(), covention: false, archived: false } } };

describe('createHotel', () => {
  const create =
    (hotel: HotelFields, actor: Actor = manager) =>
    (state: HotelState) =>
      createHotel({ hotel }, state, { actor });

  it('records the hotel, without agreement and not archived by default, its name trimmed', () => {
    given(hotels)
      .when(create(buildHotel({ name: '  Hôtel du Nord ' })))
      .then([created]);
  });

  it('keeps the agreement and archive flags given', () => {
    given(hotels)
      .when(create(buildHotel({ covention: true, archived: true })))
      .then([{ type: 'HotelCreated', data: { hotel: buildHotel({ covention: true, archived: true }) } }]);
  });

  it('refuses a user without hotel_management', () => {
    for (const habilitation of ['volunteer', 'antenna_admin'] as const) {
      given(hotels)
        .when(create(buildHotel(), buildActor(habilitation)))
        .thenRefuses('FORBIDDEN', "Vous n'avez pas les droits nécessaires");
    }
  });

  it('refuses a form without name, address or phone, naming each field', () => {
    given(hotels)
      .when(create({ name: ' ', address: {}, tel: null }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, {
        name: 'Le nom est requis',
        'address.street': "L'adresse est requise",
        'address.postal_code': "L'adresse est requise",
        'address.city': "L'adresse est requise",
        tel: 'Le téléphone est requise',
      });
  });

  it('records nothing when the hotel already exists', () => {
    given(hotels, [created]).when(create(buildHotel())).thenNothing();
  });
});

describe('updateHotel', () => {
  const hotel = { ...buildHotel(), covention: false, archived: false };
  const update =
    (current: object, actor: Actor = manager) =>
    (state: HotelState) =>
      updateHotel(
        {
          update: {
            origin: { ...hotel, _id: 'hotel-1' },
            current: { ...current, _id: 'hotel-1' } as Record<string, unknown>,
            failOnConcurrent: false,
          },
        },
        state,
        { actor },
      );

  it('records the fields that changed', () => {
    given(hotels, [created])
      .when(update({ ...hotel, covention: true, address: { ...hotel.address, street: '104 quai de Jemmapes' } }))
      .then([
        {
          type: 'HotelChanged',
          data: {
            changes: {
              covention: { from: false, to: true },
              'address.street': { from: '102 quai de Jemmapes', to: '104 quai de Jemmapes' },
            },
          },
        },
      ]);
  });

  it('records nothing when nothing changed, nor the abilities sent back', () => {
    given(hotels, [created])
      .when(update({ ...hotel }))
      .thenNothing();
    given(hotels, [created])
      .when(update({ ...hotel, abilities: { edit: false, add_room: true } }))
      .thenNothing();
  });

  it('refuses a user without hotel_management', () => {
    given(hotels, [created])
      .when(update({ ...hotel, tel: '01' }, buildActor('antenna_admin')))
      .thenRefuses('FORBIDDEN', "Vous n'avez pas les droits nécessaires");
  });

  it('refuses an edit that empties a required field', () => {
    given(hotels, [created])
      .when(update({ ...hotel, tel: '', address: { ...hotel.address, city: ' ' } }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, {
        tel: 'Le téléphone est requise',
        'address.city': "L'adresse est requise",
      });
  });

  it('refuses an unknown hotel', () => {
    given(hotels)
      .when(update({ ...hotel, tel: '01' }))
      .thenRefuses('NOT_FOUND', 'Hôtel introuvable');
  });
});
