import type { DocStore } from './docStore';
import { displayPlain } from '@domain/recipients/history';
import type { HousingDoc } from './housings';
import type { ConventionInput } from '@domain/housings/convention';
import { findAntenna, findSiege } from './antennas';
import { findHotel } from './hotels';
import type { RecipientView } from './recipientFile';
import { ROOMS, type RoomDoc } from './rooms';

type Address = { street?: string | null; street2?: string | null; postal_code?: string | null; city?: string | null } | undefined;

/** An address on one line: street, complement, postal code and city. */
export const addressLine = (address: Address) =>
  [address?.street, address?.street2, [address?.postal_code, address?.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
const euros = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;

/** What the occupancy agreement of a stay in one of the charity's rooms says, gathered from the read models. */
export async function conventionData(docs: DocStore, file: RecipientView, housing: HousingDoc, today: string): Promise<ConventionInput> {
  const siege = await findSiege(docs);
  const antenna = await findAntenna(docs, file.antenna_id);
  const hotel = housing.hotel_id ? await findHotel(docs, housing.hotel_id) : null;
  const room = housing.room_id ? await docs.collection<RoomDoc>(ROOMS).get(housing.room_id) : null;
  return {
    charity: { name: siege.long_name || siege.acr || 'Association', address: addressLine(siege.address), siret: siege.siret ?? null },
    antenna: antenna && !antenna.is_siege ? { name: antenna.name, address: addressLine(antenna.address) } : null,
    recipient: {
      civility: file.civility ?? null,
      surname: file.surname,
      name: file.name,
      birth_date: displayPlain('date', file.birth_date),
      file_number: file.file_number,
    },
    hotel: { name: hotel?.name ?? housing.hotel_info ?? '—', address: addressLine(hotel?.address) },
    room: { number: room?.number ?? '—', type: room?.type ?? null },
    stay: {
      start: displayPlain('date', housing.start_date),
      end: displayPlain('date', housing.end_date),
      nights: housing.nights,
      price_per_night: euros(housing.price ?? 0),
      total: euros(housing.total_price),
      caution: housing.caution ?? null,
      type: housing.type ?? null,
      founding: housing.founding ?? null,
    },
    made_on: displayPlain('date', today),
  };
}
