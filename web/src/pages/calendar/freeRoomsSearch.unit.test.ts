import { describe, expect, it } from 'vitest';
import type { RoomOnDate } from '../../api/hotels';
import { searchFreeRooms } from './freeRoomsSearch';

const room = (id: string, number: string, hotel: string, city: string, antenna = 'ant-lyon'): RoomOnDate => ({
  _id: id,
  number,
  hotel_id: `h-${hotel}`,
  antenna_id: antenna,
  counted_antenna_id: antenna,
  price: 400,
  hotel: { _id: `h-${hotel}`, name: hotel, address: { street: '3 quai Perrache', postal_code: '69002', city } },
});
const rooms = [room('r1', '12', 'Hôtel Bellecour', 'Lyon'), room('r2', '7', 'Hôtel du Vieux-Port', 'Marseille', 'ant-marseille')];
const names = (id: string) => (id === 'ant-lyon' ? 'Antenne de Lyon' : 'Antenne de Marseille');
const ids = (search: string) => searchFreeRooms(rooms, search, names).map((r) => r._id);

describe('searchFreeRooms', () => {
  it('keeps every room for an empty search', () => {
    expect(ids('  ')).toEqual(['r1', 'r2']);
  });

  it("matches every word in the hotel's name or city, the room number or the antenna, case and accents aside", () => {
    expect(ids('hotel bellecour')).toEqual(['r1']);
    expect(ids('MARSEILLE')).toEqual(['r2']);
    expect(ids('vieux 7')).toEqual(['r2']);
    expect(ids('antenne lyon')).toEqual(['r1']);
    expect(ids('bellecour marseille')).toEqual([]);
  });
});
