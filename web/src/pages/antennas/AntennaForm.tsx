import { Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '../../components/DateField';
import type { AntennaFormValues } from './antennaForm';
import { AddressFields, PhoneFields } from './CommonFields';
import { OpeningHoursFields } from './OpeningHoursFields';

/** The inputs of an antenna, shared by the edit section and the creation modal. */
export function AntennaForm({
  form,
  disabled,
  acrDisabled = disabled,
}: {
  form: UseFormReturnType<AntennaFormValues>;
  disabled: boolean;
  /** The acronym hides the antenna from every list: only antennas_absolute sets it (canSetAntennaAcr). */
  acrDisabled?: boolean;
}) {
  const field = form.getInputProps;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nom du centre" withAsterisk disabled={disabled} {...field('name')} />
        <TextInput
          label="Acronyme"
          description="Une antenne avec un acronyme n'est plus proposée comme antenne"
          disabled={acrDisabled}
          {...field('acr')}
        />
      </SimpleGrid>
      <AddressFields field={field} disabled={disabled} required />
      <PhoneFields field={field} disabled={disabled} />
      <TextInput label="SIRET" disabled={disabled} {...field('siret')} />
      <Textarea label="Accès" autosize minRows={2} disabled={disabled} {...field('access')} />
      <Textarea label="Commentaire" autosize minRows={2} disabled={disabled} {...field('comment')} />
      <OpeningHoursFields field={field} disabled={disabled} />
      <Fieldset legend="Agrément">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Numéro d'agrément" disabled={disabled} {...field('agreement_num')} />
          <TextInput label="Préfecture" disabled={disabled} {...field('agreement_pref')} />
          <DateField label="Début de l'agrément" disabled={disabled} {...field('agreement_start')} />
          <DateField label="Fin de l'agrément" disabled={disabled} {...field('agreement_end')} />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
