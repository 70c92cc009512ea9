import Router from '@koa/router';
import { createHotel, createRoom, updateHotel, updateRoom } from '../../commands/hotels/hotelCommands';
import type { HotelFields } from '../../domain/hotels/hotels';
import { ROOM_MESSAGES, type RoomFields } from '../../domain/hotels/rooms';
import { frenchDay } from '../../domain/shared/dates';
import { notFound } from '../../domain/shared/errors';
import { offeredAntenna } from '../../domain/hotels/bookings';
import { findHotel, listHotels } from '../../projections/hotels';
import { listRooms, roomCalendar, roomsOnDate } from '../../projections/roomQueries';
import { requireAuth } from '../authenticate';
import { bodyOf, commandContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { idParams } from '../schemas';
import { updateRequest } from '../updateRequest';
import { validate } from '../validate';
import * as schemas from './hotels.schema';

type FreeQuery = { free?: string; until?: string; antenna?: string; archived?: boolean; exclude_housing?: string };

/** Hotels, their rooms, the free-room searches and the room calendar. */
export function hotelRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);
  const today = (ctx: { services: AppContext['services'] }) => frenchDay(ctx.services.deps.clock());

  router.get('/hotels', validate(schemas.listHotelsSchema), async (ctx) => {
    const query = ctx.state.query as FreeQuery & { search?: string };
    ok(ctx, await listHotels(ctx.services.docs, { search: query.search, free: query.free, until: query.until, antenna: offeredAntenna(ctx.state.actor, query), excludeHousing: query.exclude_housing, today: today(ctx) }));
  });

  router.put('/hotel/new', validate(schemas.createHotelSchema), async (ctx) => {
    const result = await createHotel(commandContext(ctx), bodyOf<{ hotel: HotelFields }>(ctx).hotel);
    await settle(ctx, result);
    ok(ctx, { hotel_id: result.hotelId });
  });

  router.get('/hotel/:id', validate({ params: idParams }), async (ctx) => {
    ok(ctx, await findHotel(ctx.services.docs, ctx.params.id));
  });

  router.post('/hotel/:id', validate(schemas.updateHotelSchema), async (ctx) => {
    await settle(ctx, await updateHotel(commandContext(ctx), ctx.params.id, updateRequest(bodyOf(ctx))));
    ok(ctx, ctx.params.id);
  });

  router.get('/hotel/:id/rooms', validate(schemas.hotelRoomsSchema), async (ctx) => {
    const query = ctx.state.query as FreeQuery;
    ok(ctx, await listRooms(ctx.services.docs, { ...query, hotelId: ctx.params.id, antenna: offeredAntenna(ctx.state.actor, query), excludeHousing: query.exclude_housing, today: today(ctx) }));
  });

  router.get('/rooms', validate(schemas.roomsSchema), async (ctx) => {
    const query = ctx.state.query as FreeQuery;
    ok(ctx, await listRooms(ctx.services.docs, { ...query, antenna: offeredAntenna(ctx.state.actor, query), excludeHousing: query.exclude_housing, today: today(ctx) }));
  });

  router.put('/hotel/:hotelId/rooms', validate(schemas.createRoomSchema), async (ctx) => {
    const room = bodyOf<{ room: Omit<RoomFields, 'price' | 'hotel_id'> & { price: unknown } }>(ctx).room;
    const result = await createRoom(commandContext(ctx), ctx.params.hotelId, room);
    await settle(ctx, result);
    ok(ctx, result.roomId);
  });

  router.get('/room/:id', validate({ params: idParams }), async (ctx) => {
    const [room] = await listRooms(ctx.services.docs, { roomId: ctx.params.id, archived: true, today: today(ctx) });
    if (!room) throw notFound(ROOM_MESSAGES.notFound);
    ok(ctx, room);
  });

  router.post('/room/:id', validate(schemas.updateRoomSchema), async (ctx) => {
    await settle(ctx, await updateRoom(commandContext(ctx), ctx.params.id, updateRequest(bodyOf(ctx))));
    ok(ctx, ctx.params.id);
  });

  router.get('/rooms/calendar/:month', validate(schemas.calendarSchema), async (ctx) => {
    const query = ctx.state.query as { antenna?: string; hotel_id?: string; room_id?: string };
    ok(ctx, await roomCalendar(ctx.services.docs, ctx.params.month, { antenna: query.antenna ?? ctx.state.actor.antenna_id, hotelId: query.hotel_id, roomId: query.room_id }));
  });

  router.get('/rooms/on_date/:date', validate(schemas.onDateSchema), async (ctx) => {
    const query = ctx.state.query as { hotel_id?: string; room_id?: string };
    ok(ctx, await roomsOnDate(ctx.services.docs, ctx.params.date, { hotelId: query.hotel_id, roomId: query.room_id }));
  });

  return router;
}
