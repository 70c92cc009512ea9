import { Type } from '@sinclair/typebox';
import { ALT_FUNDERS, ROOM_TYPES } from '@domain/hotels/rooms';
import {
  abilities,
  bool,
  date,
  editSchema,
  email,
  figure,
  id,
  idParams,
  longText,
  nullableId,
  nullableObject,
  object,
  oneOfOrNull,
  queryDate,
  text,
} from '../schemas';

const hotelFields = {
  name: text,
  responsible: text,
  bailleur: text,
  address: nullableObject(object({ street: text, postal_code: text, city: text })),
  transport: longText,
  horaires: longText,
  tel: text,
  mobile: text,
  email,
  paiement_delay: text,
  paiement_mode: text,
  paiement_rib: text,
  paiement_rcs: text,
  paiement_tva: text,
  category: text,
  covention: bool,
  archived: bool,
  remarque: longText,
};

/** PUT /hotel/new */
export const createHotelSchema = { body: object({ hotel: object(hotelFields) }, ['hotel']), unwrap: ['hotel'] };
/** POST /hotel/:id: the hotel as GET returns it (its abilities are read-only). */
export const updateHotelSchema = editSchema(object({ ...hotelFields, _id: id, abilities }));

const price = figure('number', { maxLength: 20 });
const roomFields = {
  number: text,
  antenna_id: nullableId,
  borrow_antenna_id: nullableId,
  type: oneOfOrNull(ROOM_TYPES),
  price,
  start_date: date,
  end_date: date,
  alt: bool,
  alt_drihl: oneOfOrNull(ALT_FUNDERS),
  alt_start_date: date,
  alt_end_date: date,
  archived: bool,
  comment: longText,
};

/** PUT /hotel/:hotelId/rooms (a room carries hotel_id: it must be the path's, docs/api.md 'Requests') */
export const createRoomSchema = {
  params: object({ hotelId: id }, ['hotelId']),
  body: object({ room: object({ ...roomFields, hotel_id: nullableId }) }, ['room']),
  unwrap: ['room'],
  echoes: { 'room.hotel_id': 'hotelId' },
};
/** POST /room/:id: the room as GET returns it (hotel, counting antenna, the free flags and abilities are read-only). */
export const updateRoomSchema = editSchema(
  object({
    ...roomFields,
    _id: id,
    hotel_id: id,
    counted_antenna_id: nullableId,
    free: bool,
    free_date: date,
    hotel_name: text,
    abilities,
  }),
);

const freeQuery = {
  free: queryDate,
  until: queryDate,
  antenna: Type.String({ maxLength: 100 }),
  archived: Type.Boolean(),
  exclude_housing: Type.String({ maxLength: 100 }),
};
/** GET /hotels */
export const listHotelsSchema = { query: object({ search: Type.String({ maxLength: 200 }), ...freeQuery }) };
/** GET /hotel/:id/rooms */
export const hotelRoomsSchema = { params: idParams, query: object(freeQuery) };
/** GET /rooms */
export const roomsSchema = { query: object(freeQuery) };
/** GET /rooms/calendar/:month */
export const calendarSchema = {
  params: object({ month: Type.String({ pattern: '^\\d{4}-(0?[1-9]|1[0-2])-0?1$' }) }, ['month']),
  query: object({
    antenna: Type.String({ maxLength: 100 }),
    hotel_id: Type.String({ maxLength: 100 }),
    room_id: Type.String({ maxLength: 100 }),
  }),
};
/** GET /rooms/on_date/:date */
export const onDateSchema = {
  params: object({ date: Type.String({ format: 'iso-date', minLength: 10 }) }, ['date']),
  query: object({ hotel_id: Type.String({ maxLength: 100 }), room_id: Type.String({ maxLength: 100 }) }),
};
