import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { WEEK_DAYS } from '@domain/antennas/rules';
import type { FieldProps } from './CommonFields';

/** Opening hours, free text for each day from Monday to Sunday (opening.*). */
export function OpeningHoursFields({ field, disabled }: { field: FieldProps; disabled: boolean }) {
  return (
    <Fieldset legend="Horaires d'ouverture">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {WEEK_DAYS.map(([day, label]) => (
          <TextInput key={day} label={label} placeholder="ex. 9h-12h30 / 14h-17h" disabled={disabled} {...field(`opening.${day}`)} />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
