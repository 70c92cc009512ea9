import Router from '@koa/router';
import { createHotel, createRoom, updateHotel, updateRoom } from '../../commands/hotels/hotelCommands';
import { ROOM_MESSAGES } from '@domain/hotels/rooms';
import { notFound } from '@domain/shared/errors';
import { offeredAntenna } from '@domain/hotels/bookings';
import { listHotels, openHotel } from '../../projections/hotels';
import { listRooms, roomCalendar, roomsOnDate } from '../../projections/roomQueries';
import { requireAuth } from '../authenticate';
import { commandContext, settle, todayOf, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { route } from '../route';
import { idParams } from '../schemas';
import { updateRequest } from '../updateRequest';
import * as schemas from './hotels.schema';

// The room as createRoom takes it: the hotel comes from the path, the price as typed.

/** Hotels, their rooms, the free-room searches and the room calendar. */
export function hotelRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get(
    '/hotels',
    route(schemas.listHotelsSchema, async (ctx, { query }) => {
      ok(
        ctx,
        await listHotels(ctx.services.docs, {
          search: query.search,
          free: query.free,
          until: query.until,
          antenna: offeredAntenna(ctx.state.actor, query),
          excludeHousing: query.exclude_housing,
          today: todayOf(ctx),
        }),
      );
    }),
  );

  router.put(
    '/hotel/new',
    route(schemas.createHotelSchema, async (ctx, { body }) => {
      const result = await createHotel(commandContext(ctx), body.hotel);
      await settle(ctx, result);
      ok(ctx, { hotel_id: result.hotelId });
    }),
  );

  router.get(
    '/hotel/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await openHotel(ctx.services.docs, ctx.state.actor, params.id));
    }),
  );

  router.post(
    '/hotel/:id',
    route(schemas.updateHotelSchema, async (ctx, { body, params }) => {
      await settle(ctx, await updateHotel(commandContext(ctx), params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  router.get(
    '/hotel/:id/rooms',
    route(schemas.hotelRoomsSchema, async (ctx, { params, query }) => {
      ok(
        ctx,
        await listRooms(ctx.services.docs, ctx.state.actor, {
          ...query,
          hotelId: params.id,
          antenna: offeredAntenna(ctx.state.actor, query),
          excludeHousing: query.exclude_housing,
          today: todayOf(ctx),
        }),
      );
    }),
  );

  router.get(
    '/rooms',
    route(schemas.roomsSchema, async (ctx, { query }) => {
      ok(
        ctx,
        await listRooms(ctx.services.docs, ctx.state.actor, {
          ...query,
          antenna: offeredAntenna(ctx.state.actor, query),
          excludeHousing: query.exclude_housing,
          today: todayOf(ctx),
        }),
      );
    }),
  );

  router.put(
    '/hotel/:hotelId/rooms',
    route(schemas.createRoomSchema, async (ctx, { body, params }) => {
      const result = await createRoom(commandContext(ctx), params.hotelId, body.room);
      await settle(ctx, result);
      ok(ctx, result.roomId);
    }),
  );

  router.get(
    '/room/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const [room] = await listRooms(ctx.services.docs, ctx.state.actor, { roomId: params.id, archived: true, today: todayOf(ctx) });
      if (!room) throw notFound(ROOM_MESSAGES.notFound);
      ok(ctx, room);
    }),
  );

  router.post(
    '/room/:id',
    route(schemas.updateRoomSchema, async (ctx, { body, params }) => {
      await settle(ctx, await updateRoom(commandContext(ctx), params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  router.get(
    '/rooms/calendar/:month',
    route(schemas.calendarSchema, async (ctx, { params, query }) => {
      ok(
        ctx,
        await roomCalendar(ctx.services.docs, params.month, {
          antenna: query.antenna ?? ctx.state.actor.antenna_id,
          hotelId: query.hotel_id,
          roomId: query.room_id,
        }),
      );
    }),
  );

  router.get(
    '/rooms/on_date/:date',
    route(schemas.onDateSchema, async (ctx, { params, query }) => {
      ok(ctx, await roomsOnDate(ctx.services.docs, params.date, { hotelId: query.hotel_id, roomId: query.room_id }));
    }),
  );

  return router;
}
