import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { RECIPIENT_CIVILITIES } from '@domain/recipients/fields';
import { CIVIL_FIELD_LABELS as L } from '@domain/recipients/labels';
import { DateField } from '../../../components/DateField';
import { requiredLabel } from '../../../components/requiredLabel';
import type { RecipientFormValues } from './recipientForm';
import type { RecipientOptions } from './useRecipientOptions';

/** Grid of the form's panels. */
export const COLS = { base: 1, sm: 2, lg: 3 };
// Mantine keeps a closed list in the page, labelled like its field: unmounted, the label names one element only.
export const LIST = { keepMounted: false };

type Form = UseFormReturnType<RecipientFormValues>;

/** Who the person is: civility, names, birth, nationality and papers. */
export function IdentityFields({ form, options, readOnly }: { form: Form; options: RecipientOptions; readOnly: boolean }) {
  const input = (path: string) => ({ ...form.getInputProps(path), readOnly });
  // A label without the asterisk on a read-only past state: nothing is asked there.
  const required = (label: string) => (readOnly ? { label } : requiredLabel(label));
  const list = (path: string, label: string, data: { value: string; label: string }[], nothing: string) => (
    <Select {...required(label)} data={data} searchable nothingFoundMessage={nothing} comboboxProps={LIST} {...input(path)} />
  );

  return (
    <Fieldset legend="Identité">
      <SimpleGrid cols={COLS}>
        <Select label={L.civility} data={[...RECIPIENT_CIVILITIES]} clearable comboboxProps={LIST} {...input('civility')} />
        <TextInput {...required(L.name)} {...input('name')} />
        <TextInput {...required(L.surname)} {...input('surname')} />
        <TextInput label={L.surname2} {...input('surname2')} />
        <DateField {...required(L.birth_date)} {...input('birth_date')} />
        <TextInput {...required(L['birth_place.city'])} {...input('birth_place.city')} />
        {list('birth_place.country', L['birth_place.country'], options.countries, 'Aucun pays')}
        {list('nationality', L.nationality, options.nationalities, 'Aucune nationalité')}
        {list('nationality_status', L.nationality_status, options.statuses, 'Aucun statut')}
        {/* Only some papers expire (STATUSES_WITH_VALIDITY): the date is asked for those only. */}
        {options.hasValidity(form.values.nationality_status) && <DateField label={L.validity_end_date} {...input('validity_end_date')} />}
        <DateField label={L.france_entry} {...input('france_entry')} />
      </SimpleGrid>
    </Fieldset>
  );
}
