import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { HOTEL_MESSAGES } from '@domain/hotels/hotels';
import { useHotel } from '../../api/hotels';
import { useSession } from '../../auth/session';
import { ItemLoading, ItemRefusal, refusalOf } from '../../components/ItemStatus';
import { HotelForm } from './HotelForm';
import { HotelRooms } from './HotelRooms';

const BACK = { to: '/hotels', label: 'Retour à la liste des hôtels' };

/** /hotel/{id}: the hotel form (creation when id is 'new') and, once the hotel exists, its rooms. */
export default function HotelPage() {
  const { id = 'new' } = useParams();
  const { actor, abilities } = useSession();
  const hotel = useHotel(id);

  if (!actor || !abilities) return <ItemLoading />;
  if (id === 'new') {
    return (
      <Stack>
        <Title order={2}>Nouvel hôtel</Title>
        <HotelForm key="new" creatable={abilities.create_hotel} />
      </Stack>
    );
  }
  // Data already shown stays shown if a later refetch fails.
  if (!hotel.data)
    return hotel.isError ? (
      <ItemRefusal message={refusalOf(hotel.error, { notFound: HOTEL_MESSAGES.notFound })} back={BACK} />
    ) : (
      <ItemLoading />
    );
  return (
    <Stack>
      <Title order={2}>Hôtel : {hotel.data.name}</Title>
      <HotelForm key={id} creatable={abilities.create_hotel} hotel={hotel.data} />
      <HotelRooms actor={actor} hotelId={id} mayAddRoom={hotel.data.abilities.add_room} />
    </Stack>
  );
}
