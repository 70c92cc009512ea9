import { ActionIcon, Box, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconRefresh } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useAntennas } from '../../api/antennas';
import { useHotelRooms, useHotels, useRoomCalendar } from '../../api/hotels';
import { useSession } from '../../auth/session';
import { useListParams } from '../../lib/useListParams';
import { apiMonth, CALENDAR_LIST, resetPlanning, shiftMonth, today } from './calendarState';
import { FreeRoomsTable } from './FreeRoomsTable';
import { MonthGrid, useCompactGrid } from './MonthGrid';

// Mantine keeps a closed list in the page, labelled like its field: unmounted, the label names one element only.
const LIST = { keepMounted: false };

/** /room-calendar: free rooms day by day for the organisation and the user's antenna; the free rooms of a day, searched from the top bar. */
export default function RoomCalendarPage() {
  const [{ filters: state }, { setFilters: update }] = useListParams(CALENDAR_LIST, 'search');
  const { ref: gridRef, compact } = useCompactGrid();
  const { actor, abilities } = useSession();
  const antennas = useAntennas();
  const hotels = useHotels('');
  const rooms = useHotelRooms(state.hotel);
  // The head office holds no rooms: its staff count the free rooms of the antenna they choose (the first one at first).
  const mayChoose = !!abilities?.choose_any_antenna;
  const antenna = mayChoose
    ? (state.antenna ?? antennas.data?.find((a) => a._id === actor?.antenna_id)?._id ?? antennas.data?.[0]?._id)
    : undefined;
  const filters = { antenna, hotel_id: state.hotel ?? undefined, room_id: state.room ?? undefined };
  const calendar = useRoomCalendar(apiMonth(state.month), filters);
  const monthLabel = dayjs(`${state.month}-01`).format('MMMM YYYY');

  return (
    <Stack>
      <Title order={2}>Planning d'occupation des chambres</Title>
      <Group align="flex-end">
        {mayChoose && (
          <Select
            label="Antenne"
            data={(antennas.data ?? []).map((a) => ({ value: a._id, label: a.name }))}
            value={antenna ?? null}
            onChange={(value) => update({ antenna: value })}
            allowDeselect={false}
            comboboxProps={LIST}
            w={{ base: '100%', xs: 240 }}
          />
        )}
        <Select
          label="Hôtel"
          placeholder={hotels.isLoading ? 'Chargement…' : 'Tous les hôtels'}
          data={(hotels.data ?? []).map((hotel) => ({ value: hotel._id, label: hotel.name }))}
          value={state.hotel}
          // Another hotel's rooms are not this one's: the room choice goes with it.
          onChange={(hotel) => update({ hotel, room: null })}
          searchable
          clearable
          nothingFoundMessage="Aucun hôtel"
          comboboxProps={LIST}
          w={{ base: '100%', xs: 280 }}
        />
        <Select
          label="Chambre"
          placeholder={state.hotel ? 'Toutes les chambres' : "Choisissez d'abord un hôtel"}
          data={(rooms.data ?? []).map((room) => ({ value: room._id, label: room.number }))}
          value={state.room}
          onChange={(room) => update({ room })}
          disabled={!state.hotel}
          clearable
          comboboxProps={LIST}
          // Wide enough for "Choisissez d'abord un hôtel" whole, beside its arrow.
          w={{ base: '100%', xs: 260 }}
        />
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => update(resetPlanning(state.day))}>
          Réinitialiser
        </Button>
      </Group>
      <Group justify="space-between">
        <Group gap="xs">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Mois précédent"
            onClick={() => update({ month: shiftMonth(state.month, -1) })}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Title order={3} miw={180} ta="center" tt="capitalize" aria-live="polite">
            {monthLabel}
          </Title>
          <ActionIcon variant="default" size="lg" aria-label="Mois suivant" onClick={() => update({ month: shiftMonth(state.month, 1) })}>
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        <Text size="sm" c="dimmed">
          {compact ? 'En haut' : 'Org.'} : chambres libres de l'organisation · {compact ? 'en bas' : 'Ant.'} : chambres libres pour{' '}
          {mayChoose ? "l'antenne choisie" : 'votre antenne'}
        </Text>
      </Group>
      <Box ref={gridRef}>
        {calendar.isError ? (
          <Text c="red">Impossible de charger le planning.</Text>
        ) : (
          <MonthGrid
            month={state.month}
            days={calendar.data}
            loading={calendar.isLoading}
            selected={state.day}
            today={today()}
            compact={compact}
            onSelect={(day) => update({ day })}
          />
        )}
      </Box>
      {state.day && (
        <FreeRoomsTable
          date={state.day}
          hotelId={state.hotel}
          roomId={state.room}
          search={state.search}
          onPick={(room) => update({ hotel: room.hotel_id, room: room._id })}
        />
      )}
    </Stack>
  );
}
