import { SHARED_MESSAGES } from '@domain/organisms/sharedItems';
import type { Actor } from '@domain/users/actor';
import { useHotelMutations, type RoomView } from '../../api/hotels';
import { AppModal } from '../../components/AppModal';
import { toastInvalid, toastSuccess } from '../../lib/toasts';
import { reportNotSaved } from '../../lib/saveFeedback';
import { currentRoom, newRoomValues, roomFromValues, roomValues, useRoomForm, type RoomFormValues } from './roomForm';
import { RoomFields } from './RoomFields';

interface Props {
  actor: Actor;
  hotelId: string;
  /** The room opened, or null for a new one. */
  room: RoomView | null;
  opened: boolean;
  onClose(): void;
}

/** The room modal: creation or edit, with fields and a save footer only for whom the room's abilities let save it. */
export function RoomModal({ actor, hotelId, room, opened, onClose }: Props) {
  const { createRoom, updateRoom } = useHotelMutations();
  const form = useRoomForm(room ? roomValues(room) : newRoomValues(actor));
  // A new room is opened only by someone the hotel lets add one.
  const editable = room ? room.abilities.edit : true;

  const save = async (values: RoomFormValues) => {
    try {
      if (!room) {
        await createRoom.mutateAsync({ hotelId, room: roomFromValues(values) });
        toastSuccess('Chambre créée');
      } else {
        const current = currentRoom(room, values);
        // Nothing changed: nothing to record.
        if (current) {
          await updateRoom.mutateAsync({ origin: room, current });
          toastSuccess('Chambre mise à jour');
        }
      }
      onClose();
    } catch (error) {
      reportNotSaved(form, error, 'Élément non enregistré');
    }
  };
  const submit = form.onSubmit(save, () => toastInvalid(SHARED_MESSAGES.missingFields));

  return (
    <AppModal
      opened={opened}
      title={room ? `Chambre ${room.number}` : 'Nouvelle chambre'}
      onCancel={onClose}
      onConfirm={editable ? () => submit() : undefined}
      confirmLabel="Enregistrer"
      loading={createRoom.isPending || updateRoom.isPending}
    >
      <RoomFields form={form} actor={actor} disabled={!editable} />
    </AppModal>
  );
}
