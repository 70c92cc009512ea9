import { Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import { CAUTION_STATUSES, FOUNDINGS, OWN_SCHEME_TYPES } from '@domain/housings/fields';
import { HOUSING_MESSAGES } from '@domain/housings/rules';
import { useHotelRooms, useHotels } from '../../../api/hotels';
import type { Housing } from '../../../api/housings';
import { DateField } from '../../../components/DateField';
import { requiredLabel } from '../../../components/requiredLabel';
import type { HousingFormValues } from './housingForm';
import type { HousingOptions } from './useHousingOptions';

// A closed list is unmounted, so a label names one element only.
const LIST = { keepMounted: false };

/** Hotels and rooms free for the stay's dates (the edited stay's own room kept, tagged when archived). */
function useFreeRooms(values: HousingFormValues, housing: Housing | null) {
  const search = { free: values.start_date ?? undefined, until: values.end_date ?? undefined, excludeHousing: housing?._id };
  const hotels = useHotels('', search);
  const rooms = useHotelRooms(values.hotel_id, search);
  const hotelOptions = (hotels.data ?? []).map((hotel) => ({ value: hotel._id, label: hotel.name }));
  if (housing?.hotel_id && housing.hotel && !hotelOptions.some((o) => o.value === housing.hotel_id))
    hotelOptions.push({ value: housing.hotel_id, label: housing.hotel.name });
  const roomOptions = (rooms.data ?? []).map((room) => ({
    value: room._id,
    label: `${room.number}${room.type ? ` (${room.type})` : ''}${room.archived ? ' (archivée)' : ''}`,
  }));
  // Settled: the server's answer for the dates now typed, not an older one being refreshed.
  const freeRoomIds = rooms.isSuccess && !rooms.isFetching ? rooms.data.map((room) => room._id) : null;
  return { hotelOptions, roomOptions, freeRoomIds, loadingRooms: rooms.isLoading && !!values.hotel_id };
}

/**
 * Once the dates have changed, a room the server no longer offers as free on them is unselected, with a word beside
 * the field saying why (a stay opened as it was keeps its room: the server offers it its own room).
 */
function useRoomKeptFree(form: UseFormReturnType<HousingFormValues>, freeRoomIds: string[] | null) {
  const roomId = form.values.room_id;
  const datesChanged = form.isDirty('start_date') || form.isDirty('end_date');
  useEffect(() => {
    if (!roomId || !freeRoomIds || !datesChanged || freeRoomIds.includes(roomId)) return;
    form.setFieldValue('room_id', null);
    form.setFieldError('room_id', HOUSING_MESSAGES.roomNoLongerFree);
  }, [form, roomId, freeRoomIds, datesChanged]);
}

/** The fields of a stay in the charity's own rooms. */
export function OwnSchemeFields({
  form,
  options,
  housing,
}: {
  form: UseFormReturnType<HousingFormValues>;
  options: HousingOptions;
  housing: Housing | null;
}) {
  const { hotelOptions, roomOptions, freeRoomIds, loadingRooms } = useFreeRooms(form.values, housing);
  useRoomKeptFree(form, freeRoomIds);
  const input = (path: keyof HousingFormValues) => ({ ...form.getInputProps(path) });
  const flag = (path: 'meeting' | 'signin' | 'signout') => ({ ...form.getInputProps(path, { type: 'checkbox' }) });
  const hotel = form.getInputProps('hotel_id');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField {...requiredLabel('Date de début')} {...input('start_date')} />
        <DateField {...requiredLabel('Date de fin')} {...input('end_date')} />
        <Select
          {...requiredLabel('Hôtel')}
          description="Hôtels ayant une chambre libre sur ces dates"
          data={hotelOptions}
          searchable
          comboboxProps={LIST}
          {...hotel}
          onChange={(value) => {
            // Another hotel: its rooms are not this one's.
            hotel.onChange(value);
            form.setFieldValue('room_id', null);
          }}
        />
        <Select
          {...requiredLabel('Chambre')}
          description={form.values.hotel_id ? 'Chambres libres sur ces dates' : "Choisissez d'abord l'hôtel"}
          data={roomOptions}
          comboboxProps={LIST}
          nothingFoundMessage="Aucune chambre libre"
          {...input('room_id')}
          disabled={!form.values.hotel_id || loadingRooms}
        />
        <Select
          {...requiredLabel('Référent')}
          data={options.referents(form.values.user_id)}
          searchable
          comboboxProps={LIST}
          {...input('user_id')}
        />
        <Select label="Type" data={[...OWN_SCHEME_TYPES]} clearable comboboxProps={LIST} {...input('type')} />
        <TextInput
          {...requiredLabel('Quote-part par nuit')}
          description="En euros (3,50)"
          inputMode="decimal"
          rightSection="€"
          {...input('price')}
        />
        <Select label="Caution" data={[...CAUTION_STATUSES]} clearable comboboxProps={LIST} {...input('caution')} />
        <Select label="Financement" data={[...FOUNDINGS]} clearable comboboxProps={LIST} {...input('founding')} />
        <TextInput label="Nuits hors contrat" inputMode="numeric" {...input('nights_out_contracts')} />
        <DateField label="Fin estimée" {...input('estimated_end_date')} />
        <DateField label="Date de libération" {...input('free_end_date')} />
        <Select label="Motif de sortie" data={options.leaveMotives} clearable searchable comboboxProps={LIST} {...input('leave_motive')} />
      </SimpleGrid>
      <Group mt="md">
        <Checkbox label="Entretien de pré-admission" {...flag('meeting')} />
        <Checkbox label="Signature d'entrée" {...flag('signin')} />
        <Checkbox label="Signature de sortie" {...flag('signout')} />
      </Group>
    </>
  );
}
