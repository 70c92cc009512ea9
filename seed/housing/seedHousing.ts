import { frenchDay } from '@domain/shared/dates';
import type { Actor } from '@domain/users/actor';
import type { CommandContext } from '../../commands/context';
import { createHotel, createRoom } from '../../commands/hotels/hotelCommands';
import { addHousingHelp } from '../../commands/housings/helpCommands';
import { addHousing } from '../../commands/housings/housingCommands';
import { lastPosition, loadAggregate } from '../../commands/handle';
import { recipientAggregate, streams, userAggregate } from '../../commands/streams';
import { actorOf } from '../../commands/auth/login';
import { addDays } from '../recipients/demoRecipientPlan';
import { demoHotels, demoHousingHelps, demoStays } from './demoHousing';
import { normalizeText } from '@domain/shared/text';
import { referenceId } from '../addressBook/seedAddressBook';
import type { ReferenceIds } from '../../commands/setup/seedReference';

/** Seeds the demo hotels and rooms (as the server), then the stays and applications (as each file's referent). */
export async function seedHousing(
  ctx: CommandContext,
  lookups: { reference: ReferenceIds; antennaIds: Map<string, string>; files: Map<string, string> },
): Promise<bigint | null> {
  const today = frenchDay(ctx.clock());
  let position: bigint | null = null;
  const rooms = new Map<string, { hotelId: string; roomId: string }>();
  for (const { rooms: hotelRooms, street, postal_code, city, ...hotel } of demoHotels) {
    const created = await createHotel(ctx, { ...hotel, address: { street, postal_code, city }, archived: false });
    position = lastPosition(position, created.position);
    for (const room of hotelRooms) {
      const antenna_id = lookups.antennaIds.get(room.antenna) ?? '';
      const made = await createRoom(ctx, created.hotelId, {
        number: room.number,
        type: room.type,
        price: room.price,
        antenna_id,
        borrow_antenna_id: room.lentTo ? lookups.antennaIds.get(room.lentTo) : null,
        archived: room.archived ?? false,
        start_date: addDays(today, -800),
      });
      rooms.set(`${hotel.name}|${room.number}`, { hotelId: created.hotelId, roomId: made.roomId });
      position = lastPosition(position, made.position);
    }
  }
  const referentOf = async (recipientId: string): Promise<{ id: string; actor: Actor }> => {
    const { state } = await loadAggregate(ctx, streams.recipient(recipientId), recipientAggregate);
    const id = state.civil.user_ref ?? ctx.actor.id;
    return { id, actor: actorOf(id, (await loadAggregate(ctx, streams.user(id), userAggregate)).state.profile) };
  };
  const fileOf = (person: string) => {
    const id = lookups.files.get(person);
    if (!id) throw new Error(`Demo housing: no file for ${person}`);
    return id;
  };
  for (const stay of demoStays) {
    const recipientId = fileOf(stay.person);
    const referent = await referentOf(recipientId);
    const as = { ...ctx, actor: referent.actor };
    const base = { user_id: referent.id, start_date: addDays(today, stay.from) };
    const housing =
      stay.kind === 'hebergement'
        ? {
            ...base,
            hotel_id: rooms.get(`${stay.hotel}|${stay.room}`)?.hotelId,
            room_id: rooms.get(`${stay.hotel}|${stay.room}`)?.roomId,
            end_date: addDays(today, stay.to),
            free_end_date: stay.freed === undefined ? null : addDays(today, stay.freed),
            price: stay.price,
            type: stay.type,
            founding: stay.founding,
            caution: stay.caution,
            signin: true,
            payments: stay.paid.map((amount, i) => ({ amount, date: addDays(today, stay.from + 7 * i) })),
          }
        : stay.kind === 'urgence'
          ? {
              ...base,
              hotel_info: stay.hotel_info,
              end_date: addDays(today, stay.to),
              price: stay.price,
              payments: stay.paid.map((amount) => ({ amount, date: base.start_date })),
            }
          : {
              ...base,
              nature: referenceId(lookups.reference, 'housing_nature', normalizeText(stay.nature)),
              address_street: stay.street ?? null,
              address_postal_code: stay.postal_code ?? null,
              address_city: stay.city ?? null,
            };
    position = lastPosition(position, (await addHousing(as, recipientId, stay.kind, housing)).position);
  }
  for (const help of demoHousingHelps) {
    const recipientId = fileOf(help.person);
    const { actor } = await referentOf(recipientId);
    const application = {
      type: help.type,
      status: help.status,
      id_number: help.id_number ?? null,
      ask_date: addDays(today, help.asked),
      answer_date: help.answered === undefined ? null : addDays(today, help.answered),
      validity_start_date: help.validity ? addDays(today, help.validity[0]) : null,
      validity_end_date: help.validity ? addDays(today, help.validity[1]) : null,
    };
    position = lastPosition(position, (await addHousingHelp({ ...ctx, actor }, recipientId, application)).position);
  }
  return position;
}
