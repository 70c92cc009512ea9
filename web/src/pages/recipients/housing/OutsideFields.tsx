import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '../../../components/DateField';
import { PhoneField } from '../../../components/PhoneField';
import { requiredLabel } from '../../../components/requiredLabel';
import type { HousingFormValues } from './housingForm';
import type { HousingOptions } from './useHousingOptions';

const LIST = { keepMounted: false };

/** The fields of a housing outside the scheme: its nature, address and the contacts who follow it. */
export function OutsideFields({ form, options }: { form: UseFormReturnType<HousingFormValues>; options: HousingOptions }) {
  const input = (path: keyof HousingFormValues) => ({ ...form.getInputProps(path) });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select {...requiredLabel("Nature de l'hébergement")} data={options.natures} searchable comboboxProps={LIST} {...input('nature')} />
      <Select
        label="Référent"
        data={options.referents(form.values.user_id)}
        clearable
        searchable
        comboboxProps={LIST}
        {...input('user_id')}
      />
      <DateField {...requiredLabel('Date de début')} {...input('start_date')} />
      <DateField label="Date de fin" {...input('end_date')} />
      <TextInput label="Adresse" {...input('address_street')} />
      <TextInput label="Code postal" {...input('address_postal_code')} />
      <TextInput label="Ville" {...input('address_city')} />
      <PhoneField label="Téléphone" {...input('tel')} />
      <MultiSelect label="Contacts" data={options.contacts} searchable comboboxProps={LIST} {...input('contact_ids')} />
      <Select label="Motif de sortie" data={options.leaveMotives} clearable searchable comboboxProps={LIST} {...input('leave_motive')} />
    </SimpleGrid>
  );
}
