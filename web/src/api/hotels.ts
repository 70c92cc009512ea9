import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarDay, HotelFields, HotelRecord, HotelRow, OpenedHotel, RoomFields, RoomOnDate, RoomView } from '../../../api/types';
import { callApi, get } from './client';

export type { CalendarDay, HotelFields, HotelRecord, HotelRow, OpenedHotel, RoomFields, RoomOnDate, RoomView };

/** A room as an update sends it: the price as typed ('412,50'), which the server parses. */
export type RoomCurrent = Omit<RoomView, 'price'> & { price: number | string | null };

/** Free-room search: a stay from `free` to `until` (the current stay's own room kept with excludeHousing). */
export interface FreeSearch {
  free?: string;
  until?: string;
  antenna?: string;
  archived?: boolean;
  excludeHousing?: string;
}

const query = (params: Record<string, string | boolean | undefined>) => {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined && v !== '' && v !== false) as [string, string | boolean][];
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
};
const freeParams = (search: FreeSearch) => ({
  free: search.free,
  until: search.until,
  antenna: search.antenna,
  archived: search.archived,
  exclude_housing: search.excludeHousing,
});

/** The hotels list (GET /hotels), searched, or only hotels with a free room for a stay. */
export const useHotels = (search: string, free: FreeSearch = {}) =>
  useQuery({
    queryKey: ['hotels', 'list', search, free],
    queryFn: () => get<HotelRow[]>(`/api/web/hotels${query({ search, ...freeParams(free) })}`),
  });

/** One hotel (GET /hotel/:id), with what the reader may do with it. */
export const useHotel = (id: string | undefined) =>
  useQuery({
    queryKey: ['hotels', 'one', id],
    queryFn: () => get<OpenedHotel>(`/api/web/hotel/${id}`),
    enabled: !!id && id !== 'new',
    retry: false,
  });

/** The rooms of a hotel (GET /hotel/:id/rooms), optionally only free ones. */
export const useHotelRooms = (hotelId: string | null | undefined, free: FreeSearch = {}) =>
  useQuery({
    queryKey: ['rooms', 'hotel', hotelId, free],
    queryFn: () => get<RoomView[]>(`/api/web/hotel/${hotelId}/rooms${query(freeParams(free))}`),
    enabled: !!hotelId && hotelId !== 'new',
  });

/** The room calendar of a month (GET /rooms/calendar/YYYY-M-01). */
export const useRoomCalendar = (month: string, filters: { antenna?: string; hotel_id?: string; room_id?: string }) =>
  useQuery({
    queryKey: ['rooms', 'calendar', month, filters],
    queryFn: () => get<CalendarDay[]>(`/api/web/rooms/calendar/${month}${query(filters)}`),
  });

/** The free rooms of a day (GET /rooms/on_date/:date). */
export const useRoomsOnDate = (date: string | null, filters: { hotel_id?: string; room_id?: string }) =>
  useQuery({
    queryKey: ['rooms', 'on_date', date, filters],
    queryFn: () => get<RoomOnDate[]>(`/api/web/rooms/on_date/${date}${query(filters)}`),
    enabled: !!date,
  });

/** Creating and updating hotels and rooms; each refreshes hotels and rooms. */
export function useHotelMutations() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: ['hotels'] }), client.invalidateQueries({ queryKey: ['rooms'] })]);
  return {
    createHotel: useMutation({
      mutationFn: async (hotel: HotelFields) => (await callApi<{ hotel_id: string }>('PUT', '/api/web/hotel/new', { hotel })).data.hotel_id,
      onSuccess: refresh,
    }),
    updateHotel: useMutation({
      mutationFn: ({ origin, current }: { origin: HotelRecord; current: HotelRecord }) =>
        callApi('POST', `/api/web/hotel/${origin._id}`, { origin, current, fail_on_concurrent: false }),
      onSuccess: refresh,
    }),
    createRoom: useMutation({
      mutationFn: async ({
        hotelId,
        room,
      }: {
        hotelId: string;
        room: Omit<RoomFields, 'hotel_id' | 'price'> & { price: number | string | null };
      }) => (await callApi<string>('PUT', `/api/web/hotel/${hotelId}/rooms`, { room })).data,
      onSuccess: refresh,
    }),
    updateRoom: useMutation({
      mutationFn: ({ origin, current }: { origin: RoomView; current: RoomCurrent }) =>
        callApi('POST', `/api/web/room/${origin._id}`, { origin, current, fail_on_concurrent: false }),
      onSuccess: refresh,
    }),
  };
}
