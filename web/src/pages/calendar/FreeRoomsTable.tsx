import { ActionIcon, Badge, Stack, Title, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { useRoomsOnDate, type RoomOnDate } from '../../api/hotels';
import { useAntennaNames } from '../../components/antennaChoices';
import { DataTable, type Column } from '../../components/DataTable';
import { formatDate } from '../../lib/format';
import { searchFreeRooms } from './freeRoomsSearch';

interface Props {
  date: string;
  hotelId: string | null;
  roomId: string | null;
  /** The top-bar search: only the rooms it matches are listed. */
  search: string;
  /** A row click: that room's hotel and the room become the planning's selection. */
  onPick(room: RoomOnDate): void;
}

/** The rooms free on a day (for the chosen hotel and room, if any, and as searched), with the way to each hotel's sheet. */
export function FreeRoomsTable({ date, hotelId, roomId, search, onPick }: Props) {
  const navigate = useNavigate();
  const { names } = useAntennaNames();
  const rooms = useRoomsOnDate(date, { hotel_id: hotelId ?? undefined, room_id: roomId ?? undefined });
  const antenna = (id: string | null | undefined) => (id ? (names.get(id) ?? 'Antenne inconnue') : '');

  const columns: Column<RoomOnDate>[] = [
    { label: 'Hôtel', cell: (room) => room.hotel?.name ?? '' },
    { label: 'Chambre', cell: (room) => room.number },
    { label: 'Adresse', cell: (room) => room.hotel?.address.street ?? '' },
    { label: 'Code postal', cell: (room) => room.hotel?.address.postal_code ?? '' },
    { label: 'Ville', cell: (room) => room.hotel?.address.city ?? '' },
    { label: 'Antenne', cell: (room) => antenna(room.antenna_id) },
    { label: 'Prêtée à', cell: (room) => antenna(room.borrow_antenna_id) },
    {
      label: 'Archivée',
      cell: (room) =>
        room.archived ? (
          <Badge color="yellow" variant="light">
            Archivée
          </Badge>
        ) : null,
    },
    {
      label: 'Actions',
      cell: (room) => (
        <Tooltip label="Voir l'hôtel">
          <ActionIcon
            variant="subtle"
            aria-label="Voir l'hôtel"
            // The row itself selects the room; the eye leaves the planning for the hotel's sheet.
            onClick={(event) => {
              event.stopPropagation();
              void navigate(`/hotel/${room.hotel_id}`);
            }}
            onKeyDown={(event) => event.stopPropagation()}
          >
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <Stack component="section" aria-labelledby="free-rooms-title" gap="xs">
      <Title order={3} id="free-rooms-title">
        Chambres libres le {formatDate(date)}
      </Title>
      <DataTable
        label={`Chambres libres le ${formatDate(date)}`}
        columns={columns}
        rows={rooms.data && searchFreeRooms(rooms.data, search, antenna)}
        loading={rooms.isLoading}
        error={rooms.error}
        errorMessage="Impossible de charger les chambres libres de ce jour."
        empty={search.trim() ? `Aucune chambre libre ce jour-là ne correspond à « ${search.trim()} ».` : 'Aucune chambre libre ce jour-là.'}
        onOpen={onPick}
      />
    </Stack>
  );
}
