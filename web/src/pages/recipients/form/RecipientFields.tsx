import { Checkbox, Fieldset, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CIVIL_FIELD_LABELS as L } from '@domain/recipients/labels';
import type { Actor } from '@domain/users/actor';
import { DateField } from '../../../components/DateField';
import { PhoneField } from '../../../components/PhoneField';
import { requiredLabel } from '../../../components/requiredLabel';
import { COLS, IdentityFields, LIST } from './IdentityFields';
import type { RecipientFormValues } from './recipientForm';
import type { RecipientOptions } from './useRecipientOptions';

type Form = UseFormReturnType<RecipientFormValues>;

/** 'create': the antenna is chosen here; 'edit': it changes by transfer only; 'past': a state of the history, read only. */
export type FieldsMode = 'create' | 'edit' | 'past';

interface Props {
  form: Form;
  actor: Actor;
  options: RecipientOptions;
  mode: FieldsMode;
}

/** The antenna: a choice when filing, afterwards a fact that only a transfer changes. */
function AntennaField({ form, options, mode }: Props) {
  const { values } = form;
  if (mode !== 'create') {
    return (
      <TextInput
        label={L.antenna_id}
        readOnly
        variant="filled"
        value={options.antennaNames.get(values.antenna_id ?? '') ?? ''}
        description={mode === 'edit' ? 'Se change par un transfert (plus bas)' : undefined}
      />
    );
  }
  const choose = (antennaId: string | null) => {
    form.setFieldValue('antenna_id', antennaId);
    // A referent limited to the file's antenna does not follow the file to another one.
    if (values.user_ref && options.referentsLimited && options.referentAntenna(values.user_ref) !== antennaId)
      form.setFieldValue('user_ref', null);
  };
  return (
    <Select
      {...requiredLabel(L.antenna_id)}
      data={options.antennas}
      allowDeselect={false}
      disabled={options.antennas.length <= 1 && !!values.antenna_id}
      comboboxProps={LIST}
      {...form.getInputProps('antenna_id')}
      onChange={choose}
    />
  );
}

/** Every field of the civil tab, in its panels: referent, antenna, identity, family, contact. */
export function RecipientFields(props: Props) {
  const { form, options, mode } = props;
  const readOnly = mode === 'past';
  const input = (path: string) => ({ ...form.getInputProps(path), readOnly });
  const count = (path: 'children' | 'children_charge') => (
    <NumberInput label={L[path]} min={0} max={99} allowDecimal={false} allowNegative={false} {...input(path)} />
  );

  return (
    <>
      <Fieldset legend="Référent">
        <SimpleGrid cols={COLS}>
          <Select
            label={L.user_ref}
            data={options.referents(form.values.antenna_id, form.values.user_ref)}
            searchable
            clearable
            nothingFoundMessage="Aucun accueillant"
            comboboxProps={LIST}
            {...input('user_ref')}
          />
          <DateField label={L.first_meeting} {...input('first_meeting')} />
          <Checkbox label={L.actif} mt={{ sm: 'xl' }} disabled={readOnly} {...form.getInputProps('actif', { type: 'checkbox' })} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Antenne">
        <SimpleGrid cols={COLS}>
          <AntennaField {...props} />
        </SimpleGrid>
      </Fieldset>
      <IdentityFields form={form} options={options} readOnly={readOnly} />
      <Fieldset legend="Famille">
        <SimpleGrid cols={COLS}>
          <Select
            {...(readOnly ? { label: L.family_status } : requiredLabel(L.family_status))}
            data={options.familyStatuses}
            comboboxProps={LIST}
            {...input('family_status')}
          />
          {count('children')}
          {count('children_charge')}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Contact">
        <SimpleGrid cols={COLS}>
          <TextInput label={L.email} type="email" {...input('email')} />
          <PhoneField label={L.tel} {...input('tel')} />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
