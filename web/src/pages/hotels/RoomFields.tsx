import { Checkbox, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ALT_FUNDERS, ROOM_TYPES } from '@domain/hotels/rooms';
import type { Actor } from '@domain/users/actor';
import { useAntennas } from '../../api/antennas';
import { useSession } from '../../auth/session';
import { DateField } from '../../components/DateField';
import { requiredLabel } from '../../components/requiredLabel';
import { NO_BORROWER, type RoomFormValues } from './roomForm';

// Mantine keeps a closed list in the page, labelled like its field: unmounted, the label names one element only.
const LIST = { keepMounted: false };

/** Antennas a room may be put in: any with room_management, otherwise the user's own (the room's stays listed). */
function useAntennaChoices(actor: Actor, current: string | null) {
  const { abilities } = useSession();
  const antennas = useAntennas();
  const all = (antennas.data ?? []).map((antenna) => ({ value: antenna._id, label: antenna.name }));
  const allowed = abilities?.choose_room_antenna
    ? all
    : all.filter((option) => option.value === actor.antenna_id || option.value === current);
  return { all, allowed };
}

/** Every field of a room; all disabled for a user who may not edit it. */
export function RoomFields({ form, actor, disabled }: { form: UseFormReturnType<RoomFormValues>; actor: Actor; disabled: boolean }) {
  const { abilities } = useSession();
  const { all, allowed } = useAntennaChoices(actor, form.values.antenna_id);
  const input = (path: keyof RoomFormValues) => ({ ...form.getInputProps(path), disabled });
  const flag = (path: 'alt' | 'archived') => ({ ...form.getInputProps(path, { type: 'checkbox' }), disabled });
  // ALT details mean nothing for a room outside ALT financing.
  const altInput = (path: keyof RoomFormValues) => ({ ...input(path), disabled: disabled || !form.values.alt });

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...requiredLabel('Numéro')} {...input('number')} />
        <Select label="Type" data={[...ROOM_TYPES]} clearable comboboxProps={LIST} {...input('type')} />
        <Select {...requiredLabel('Antenne')} data={allowed} comboboxProps={LIST} allowDeselect={false} {...input('antenna_id')} />
        <Select
          label="Prêtée à"
          data={[{ value: NO_BORROWER, label: 'Aucune' }, ...all]}
          comboboxProps={LIST}
          allowDeselect={false}
          {...input('borrow_antenna_id')}
          disabled={disabled || !abilities?.lend_rooms}
        />
        <TextInput {...requiredLabel('Prix')} description="Loyer mensuel en euros (412,50)" inputMode="decimal" {...input('price')} />
        <div />
        <DateField label="Début" {...input('start_date')} />
        <DateField label="Fin" {...input('end_date')} />
      </SimpleGrid>
      <Checkbox label="ALT" description="Financement par l'allocation de logement temporaire" mt="md" {...flag('alt')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
        <Select label="Financeur ALT" data={[...ALT_FUNDERS]} clearable comboboxProps={LIST} {...altInput('alt_drihl')} />
        <DateField label="Début ALT" {...altInput('alt_start_date')} />
        <DateField label="Fin ALT" {...altInput('alt_end_date')} />
      </SimpleGrid>
      <Group mt="md">
        <Checkbox label="Archivée" {...flag('archived')} />
      </Group>
      <Textarea label="Commentaire" autosize minRows={3} mt="md" {...input('comment')} />
    </>
  );
}
