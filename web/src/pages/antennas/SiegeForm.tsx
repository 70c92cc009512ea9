import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useAntennaMutations, type SiegeDoc } from '../../api/antennas';
import { useSession } from '../../auth/session';
import { blanksToNull } from '../../lib/forms';
import { addressValues, text, type AntennaFormValues } from './antennaForm';
import { AddressFields, PhoneFields } from './CommonFields';
import { SaveButton } from '../../components/SaveButton';
import { toastAntennaNotSaved, toastAntennaSaved } from './saveFeedback';

/** The head-office form's values; texts hold '' when empty so the inputs stay controlled. */
interface SiegeFormValues {
  acr: string;
  long_name: string;
  object: string;
  ape: string;
  siret: string;
  tel: string;
  tel2: string;
  fax: string;
  email: string;
  address: AntennaFormValues['address'];
  access: string;
  comment: string;
}

function siegeValues(siege: SiegeDoc): SiegeFormValues {
  return {
    acr: text(siege.acr),
    long_name: text(siege.long_name),
    object: text(siege.object),
    ape: text(siege.ape),
    siret: text(siege.siret),
    tel: text(siege.tel),
    tel2: text(siege.tel2),
    fax: text(siege.fax),
    email: text(siege.email),
    address: addressValues(siege.address),
    access: text(siege.access),
    comment: text(siege.comment),
  };
}

/** The head office's form: nothing required, saved only when changed, read-only without the right. */
export function SiegeForm({ siege }: { siege: SiegeDoc }) {
  const { abilities } = useSession();
  const editable = !!abilities?.edit_siege;
  const form = useForm<SiegeFormValues>({ initialValues: siegeValues(siege) });
  const { updateSiege } = useAntennaMutations();
  const { setInitialValues, reset } = form;
  const disabled = !editable;
  const field = form.getInputProps;

  // Same as the antenna form: show the stored head office once reloaded, keep edits across unrelated refreshes.
  useEffect(() => {
    setInitialValues(siegeValues(siege));
    reset();
  }, [siege, setInitialValues, reset]);

  const save = form.onSubmit(async (values) => {
    if (!form.isDirty()) return;
    try {
      await updateSiege.mutateAsync({ origin: siege, current: { ...blanksToNull(values), _id: siege._id } });
      form.resetDirty();
      toastAntennaSaved();
    } catch (error) {
      toastAntennaNotSaved(form, error);
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Acronyme" disabled={disabled} {...field('acr')} />
          <TextInput label="Nom complet" disabled={disabled} {...field('long_name')} />
          <TextInput label="Code APE" disabled={disabled} {...field('ape')} />
          <TextInput label="SIRET" disabled={disabled} {...field('siret')} />
        </SimpleGrid>
        <Textarea label="Objet" autosize minRows={2} disabled={disabled} {...field('object')} />
        <AddressFields field={field} disabled={disabled} />
        <PhoneFields field={field} disabled={disabled} />
        <Textarea label="Accès" autosize minRows={2} disabled={disabled} {...field('access')} />
        <Textarea label="Commentaire" autosize minRows={2} disabled={disabled} {...field('comment')} />
      </Stack>
      {editable && <SaveButton dirty={form.isDirty()} loading={form.submitting} />}
    </form>
  );
}
