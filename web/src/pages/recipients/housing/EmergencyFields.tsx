import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '../../../components/DateField';
import { requiredLabel } from '../../../components/requiredLabel';
import type { HousingFormValues } from './housingForm';
import type { HousingOptions } from './useHousingOptions';

const LIST = { keepMounted: false };

/** The fields of an emergency-hotel stay: the hotel is named freely, the price is per night. */
export function EmergencyFields({ form, options }: { form: UseFormReturnType<HousingFormValues>; options: HousingOptions }) {
  const input = (path: keyof HousingFormValues) => ({ ...form.getInputProps(path) });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput {...requiredLabel('Hôtel')} description="Nom et adresse de l'hôtel" {...input('hotel_info')} />
      <Select
        {...requiredLabel('Référent')}
        data={options.referents(form.values.user_id)}
        searchable
        comboboxProps={LIST}
        {...input('user_id')}
      />
      <DateField {...requiredLabel('Date de début')} {...input('start_date')} />
      <DateField {...requiredLabel('Date de fin')} {...input('end_date')} />
      <TextInput
        {...requiredLabel('Prix par nuit')}
        description="En euros (45,00)"
        inputMode="decimal"
        rightSection="€"
        {...input('price')}
      />
      <DateField label="Date de libération" {...input('free_end_date')} />
      <Select label="Motif de sortie" data={options.leaveMotives} clearable searchable comboboxProps={LIST} {...input('leave_motive')} />
    </SimpleGrid>
  );
}
