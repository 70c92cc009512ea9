import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Actor } from '@domain/users/actor';
import { useHotelRooms, type RoomView } from '../../api/hotels';
import { useAntennaNames } from '../../components/antennaChoices';
import { DataTable, type Column } from '../../components/DataTable';
import { useRecordModal } from '../../components/useRecordModal';
import { formatDate, formatMoney } from '../../lib/format';
import { RoomModal } from './RoomModal';

/** Free today, or from when it will be. */
function FreeToday({ room }: { room: RoomView }) {
  if (room.free)
    return (
      <Badge color="green" variant="light">
        Libre
      </Badge>
    );
  return (
    <Badge color="gray" variant="light" style={{ textTransform: 'none' }}>
      {room.free_date ? `Occupée jusqu'au ${formatDate(room.free_date)}` : 'Indisponible'}
    </Badge>
  );
}

function columns(names: Map<string, string>): Column<RoomView>[] {
  const antenna = (id: string | null | undefined) => (id ? (names.get(id) ?? 'Antenne inconnue') : '');
  return [
    { label: 'Numéro', cell: (room) => room.number },
    { label: 'Type', cell: (room) => room.type ?? '' },
    { label: 'Antenne', cell: (room) => antenna(room.antenna_id) },
    { label: 'Prêtée à', cell: (room) => antenna(room.borrow_antenna_id) },
    { label: 'Prix', cell: (room) => formatMoney(room.price), nowrap: true },
    {
      label: 'Archivée',
      cell: (room) =>
        room.archived ? (
          <Badge color="yellow" variant="light">
            Archivée
          </Badge>
        ) : null,
    },
    { label: "Libre aujourd'hui", cell: (room) => <FreeToday room={room} /> },
  ];
}

/** The hotel's rooms, archived ones included, each opening the room modal; 'Ajouter une chambre' for those who may (the hotel's abilities). */
export function HotelRooms({ actor, hotelId, mayAddRoom }: { actor: Actor; hotelId: string; mayAddRoom: boolean }) {
  const rooms = useHotelRooms(hotelId, { archived: true });
  const { names } = useAntennaNames();
  const { modal, open, close } = useRecordModal<RoomView>();

  return (
    <Stack component="section" aria-label="Chambres de l'hôtel" mt="lg">
      <Group justify="space-between">
        <Title order={3}>Chambres</Title>
        {mayAddRoom && (
          <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
            Ajouter une chambre
          </Button>
        )}
      </Group>
      <DataTable
        label="Chambres"
        columns={columns(names)}
        rows={rooms.data}
        loading={rooms.isLoading}
        error={rooms.error}
        errorMessage="Impossible de charger les chambres de l'hôtel."
        empty="Aucune chambre dans cet hôtel."
        onOpen={(room: RoomView) => open(room)}
      />
      {modal && <RoomModal key={modal.opening} actor={actor} hotelId={hotelId} room={modal.record} opened={modal.opened} onClose={close} />}
    </Stack>
  );
}
