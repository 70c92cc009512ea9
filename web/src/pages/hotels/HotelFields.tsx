import { Checkbox, Fieldset, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PhoneField } from '../../components/PhoneField';
import { requiredLabel } from '../../components/requiredLabel';
import type { HotelFormValues } from './hotelForm';

const COLS = { base: 1, sm: 2, lg: 3 };
type Path = keyof HotelFormValues | `address.${keyof HotelFormValues['address']}`;

/** Every field of the hotel; all disabled for a user without hotel_management. */
export function HotelFields({ form, disabled }: { form: UseFormReturnType<HotelFormValues>; disabled: boolean }) {
  const input = (path: Path) => ({ ...form.getInputProps(path), disabled });
  const flag = (path: 'covention' | 'archived') => ({ ...form.getInputProps(path, { type: 'checkbox' }), disabled });

  return (
    <>
      <Fieldset legend="Hôtel">
        <SimpleGrid cols={COLS}>
          <TextInput {...requiredLabel('Nom')} {...input('name')} />
          <TextInput label="Responsable" {...input('responsible')} />
          <TextInput label="Bailleur" {...input('bailleur')} />
          <TextInput label="Catégorie" {...input('category')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Coordonnées">
        <SimpleGrid cols={COLS}>
          <TextInput {...requiredLabel('Adresse')} {...input('address.street')} />
          <TextInput {...requiredLabel('Code postal')} {...input('address.postal_code')} />
          <TextInput {...requiredLabel('Ville')} {...input('address.city')} />
          <PhoneField {...requiredLabel('Téléphone')} {...input('tel')} />
          <PhoneField label="Portable" {...input('mobile')} />
          <TextInput label="E-mail" type="email" {...input('email')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
          <Textarea label="Transports" autosize minRows={2} {...input('transport')} />
          <Textarea label="Horaires" autosize minRows={2} {...input('horaires')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Paiement">
        <SimpleGrid cols={COLS}>
          <TextInput label="Délai de paiement" {...input('paiement_delay')} />
          <TextInput label="Mode de paiement" {...input('paiement_mode')} />
          <TextInput label="IBAN" {...input('paiement_rib')} />
          <TextInput label="RCS" {...input('paiement_rcs')} />
          <TextInput label="N° de TVA" {...input('paiement_tva')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Suivi">
        <Group gap="xl">
          <Checkbox label="Convention signée" {...flag('covention')} />
          <Checkbox label="Archivé" {...flag('archived')} />
        </Group>
        <Textarea label="Remarque" autosize minRows={3} mt="md" {...input('remarque')} />
      </Fieldset>
    </>
  );
}
