import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PhoneField } from '../../components/PhoneField';

/** form.getInputProps of either form: both hold these fields under the same paths. */
export type FieldProps = (path: string) => GetInputPropsReturnType;

/** Street, complement, postal code and city (address.*). */
export function AddressFields({ field, disabled, required = false }: { field: FieldProps; disabled: boolean; required?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Adresse" withAsterisk={required} disabled={disabled} {...field('address.street')} />
      <TextInput label="Complément d'adresse" disabled={disabled} {...field('address.street2')} />
      <TextInput label="Code postal" withAsterisk={required} disabled={disabled} {...field('address.postal_code')} />
      <TextInput label="Ville" withAsterisk={required} disabled={disabled} {...field('address.city')} />
    </SimpleGrid>
  );
}

/** Two phones, fax and e-mail. */
export function PhoneFields({ field, disabled }: { field: FieldProps; disabled: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <PhoneField label="Téléphone" disabled={disabled} {...field('tel')} />
      <PhoneField label="Téléphone 2" disabled={disabled} {...field('tel2')} />
      <PhoneField label="Fax" disabled={disabled} {...field('fax')} />
      <TextInput label="E-mail" type="email" disabled={disabled} {...field('email')} />
    </SimpleGrid>
  );
}
