import { describe, expect, it } from 'vitest';
import { hotelRules } from '@domain/hotels/hotels';
import { diffUpdate } from '@domain/shared/changes';
import { validate } from '@domain/shared/validation';
import type { HotelRecord } from '../../api/hotels';
import { currentHotel, hotelFromValues, hotelValues } from './hotelForm';

// A hotel saved before the flags existed: the form shows them unticked without having changed them.
const loaded: HotelRecord = {
  _id: 'hotel-1',
  name: 'Hôtel du Parc',
  address: { street: '1 rue Neuve', postal_code: '69002', city: 'Lyon' },
  tel: '0478000000',
};

describe('hotel form', () => {
  it('sends a new hotel with blanks as null, the name trimmed and the flags as false', () => {
    const hotel = hotelFromValues({ ...hotelValues({}), name: ' Hôtel Essai ', tel: '0478000001' });
    expect(hotel).toMatchObject({
      name: 'Hôtel Essai',
      tel: '0478000001',
      mobile: null,
      paiement_rib: null,
      covention: false,
      archived: false,
      address: { street: null },
    });
  });

  it('names each missing required field with the server’s message', () => {
    expect(validate(hotelRules, hotelValues({}))).toEqual({
      name: 'Le nom est requis',
      'address.street': "L'adresse est requise",
      'address.postal_code': "L'adresse est requise",
      'address.city': "L'adresse est requise",
      tel: 'Le téléphone est requise',
    });
  });

  it('updates only what the person changed', () => {
    const values = { ...hotelValues(loaded), covention: true, address: { ...hotelValues(loaded).address, city: 'Villeurbanne' } };
    const changes = diffUpdate(loaded, { origin: { ...loaded }, current: { ...currentHotel(loaded, values) }, failOnConcurrent: false });
    expect(changes).toEqual({ covention: { from: null, to: true }, 'address.city': { from: 'Lyon', to: 'Villeurbanne' } });
  });
});
