import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseFrenchDate } from '../lib/format';

/** A date shown and typed as DD/MM/YYYY, held as YYYY-MM-DD (or null); its clear button is named for screen readers. */
export function DateField(props: Omit<DateInputProps, 'valueFormat' | 'dateParser'>) {
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      dateParser={(text) => parseFrenchDate(text)}
      placeholder="JJ/MM/AAAA"
      clearable
      clearButtonProps={{ 'aria-label': 'Effacer la date' }}
      {...props}
    />
  );
}
