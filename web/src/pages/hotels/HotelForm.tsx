import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { HOTEL_MESSAGES } from '@domain/hotels/hotels';
import { useHotelMutations, type OpenedHotel } from '../../api/hotels';
import { SaveButton } from '../../components/SaveButton';
import { toastError, toastInvalid, toastSuccess } from '../../lib/toasts';
import { reportNotSaved } from '../../lib/saveFeedback';
import { currentHotel, hotelFromValues, hotelValues, useHotelForm, type HotelFormValues } from './hotelForm';
import { HotelFields } from './HotelFields';

const NOT_SAVED = 'Hotel non enregistré';

/** The hotel form: creation when `hotel` is absent, otherwise the edit of the hotel as loaded. */
export function HotelForm({ creatable, hotel }: { creatable: boolean; hotel?: OpenedHotel }) {
  const navigate = useNavigate();
  const { createHotel, updateHotel } = useHotelMutations();
  // A stored hotel says what its reader may do; a new one is created with the right to save hotels.
  const editable = hotel ? hotel.abilities.edit : creatable;
  const form = useHotelForm(hotelValues(hotel ?? {}));
  const { setInitialValues, reset } = form;

  // The stored hotel is shown again once reloaded after a save. React Query keeps the same object
  // while the data is unchanged, so a refresh caused by a room save does not wipe edits in progress.
  useEffect(() => {
    if (!hotel) return;
    setInitialValues(hotelValues(hotel));
    reset();
  }, [hotel, setInitialValues, reset]);

  const save = async (values: HotelFormValues) => {
    try {
      if (!hotel) {
        const id = await createHotel.mutateAsync(hotelFromValues(values));
        toastSuccess('Hotel enregistré');
        await navigate(`/hotel/${id}`);
        return;
      }
      await updateHotel.mutateAsync({ origin: hotel, current: currentHotel(hotel, values) });
      form.resetDirty(values);
      toastSuccess('Hotel enregistré');
    } catch (error) {
      reportNotSaved(form, error, NOT_SAVED);
    }
  };
  const submit = form.onSubmit(save, () => toastInvalid());

  return (
    <form
      noValidate
      aria-label="Fiche de l'hôtel"
      onSubmit={(event) => {
        // Without the right nothing is sent: the server would refuse it anyway.
        if (!editable) {
          event.preventDefault();
          toastError(HOTEL_MESSAGES.noRights);
          return;
        }
        // An edit without change is not sent at all: nothing to record, nothing to refuse.
        if (hotel && !form.isDirty()) {
          event.preventDefault();
          return;
        }
        submit(event);
      }}
    >
      <Stack>
        <HotelFields form={form} disabled={!editable} />
        {editable && <SaveButton dirty={form.isDirty()} loading={createHotel.isPending || updateHotel.isPending} />}
      </Stack>
    </form>
  );
}
