import { normalizeText, searchWords } from '@domain/shared/text';
import type { RoomOnDate } from '../../api/hotels';

/**
 * The free rooms holding every word of the top-bar search in their hotel's name, street, postal code
 * or city, their number or their antennas' names, case and accents aside. The server sends a day's
 * free rooms whole (there are no pages), so they are filtered here rather than asked for again.
 */
export function searchFreeRooms(rooms: RoomOnDate[], search: string, antennaName: (id: string) => string): RoomOnDate[] {
  const words = searchWords(search);
  if (words.length === 0) return rooms;
  return rooms.filter((room) => {
    const address = room.hotel?.address;
    const text = normalizeText(
      [
        room.hotel?.name,
        address?.street,
        address?.postal_code,
        address?.city,
        room.number,
        room.antenna_id && antennaName(room.antenna_id),
        room.borrow_antenna_id && antennaName(room.borrow_antenna_id),
      ]
        .filter(Boolean)
        .join(' '),
    );
    return words.every((word) => text.includes(word));
  });
}
