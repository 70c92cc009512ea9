import { Alert, Fieldset, MultiSelect, Select, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { ALCOOL_VALUES, MEDICAL_FOLLOWINGS, PSY_FOLLOWINGS, TOXICO_VALUES } from '@domain/health/fields';
import { medicalGroup } from '@domain/health/medical';
import { MEDICAL_MESSAGES as M, medicalErrors } from '@domain/health/rules';
import { useMedical, useMedicalSave, type MedicalFields } from '../../../api/health';
import { SaveButton } from '../../../components/SaveButton';
import { reportNotSaved } from '../../../lib/saveFeedback';
import { toastSuccess } from '../../../lib/toasts';
import { CommentsPanel } from '../comments/CommentsPanel';
import type { TabProps } from '../file/tabProps';
import { useContactOptions } from '../housing/useHousingOptions';

const LABELS = medicalGroup.labels;
const LIST = { keepMounted: false };

/** The four selects, each with its list (docs/recipient-file.md, 'Santé'). */
const SELECTS = [
  { field: 'medical_following', values: MEDICAL_FOLLOWINGS },
  { field: 'psy_following', values: PSY_FOLLOWINGS },
  { field: 'toxico', values: TOXICO_VALUES },
  { field: 'alcool', values: ALCOOL_VALUES },
] as const;

/** The server names a field under the body's key ('medical.toxico'): the form under its own name. */
const withoutPrefix = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^medical\./, ''), message]));

/** The address book's contacts, with those of the file the reader cannot see kept (saving must not drop them). */
function useHealthContacts(stored: string[]) {
  const contacts = useContactOptions();
  return useMemo(() => {
    const hidden = stored.filter((id) => !contacts.some((option) => option.value === id));
    return [...contacts, ...hidden.map((id) => ({ value: id, label: 'Contact non visible' }))];
  }, [contacts, stored]);
}

/** The medical box, saved as a whole with 'Enregistrer'; keyed on what the file holds, it starts again from it once saved. */
function MedicalForm({ recipientId, stored }: { recipientId: string; stored: MedicalFields }) {
  const form = useForm<MedicalFields>({ initialValues: stored, validate: medicalErrors });
  const contacts = useHealthContacts(stored.contact_ids);
  const save = useMedicalSave();
  const submit = async (values: MedicalFields) => {
    try {
      await save.mutateAsync({ recipientId, values });
      toastSuccess(M.saved);
    } catch (error) {
      reportNotSaved({ setErrors: (errors) => form.setErrors(withoutPrefix(errors)) }, error, M.notSaved);
    }
  };
  return (
    <form onSubmit={form.onSubmit(submit)} aria-label="Données médicales">
      <Fieldset legend="Santé">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {SELECTS.map(({ field, values }) => (
              <Select key={field} label={LABELS[field]} data={[...values]} clearable comboboxProps={LIST} {...form.getInputProps(field)} />
            ))}
          </SimpleGrid>
          <MultiSelect
            label={LABELS.contact_ids}
            description="Les contacts du carnet d'adresses qui suivent la santé de la personne"
            data={contacts}
            searchable
            nothingFoundMessage="Aucun contact"
            comboboxProps={LIST}
            {...form.getInputProps('contact_ids')}
          />
          <SaveButton dirty={form.isDirty()} loading={save.isPending} />
        </Stack>
      </Fieldset>
    </form>
  );
}

/** 'Santé': the medical and psychological following, drugs and alcohol, the contacts, and the comments. */
export function HealthTab({ file }: TabProps) {
  const medical = useMedical(file._id);
  let box;
  if (medical.isLoading) box = <Skeleton height={160} />;
  // Never a blank form over data that could not be read: saving it would erase them.
  else if (!medical.data) box = <Alert color="red" title="Impossible de charger les données médicales." />;
  else box = <MedicalForm key={JSON.stringify(medical.data)} recipientId={file._id} stored={medical.data} />;
  return (
    <Stack>
      {box}
      <CommentsPanel recipientId={file._id} field="health" />
    </Stack>
  );
}
