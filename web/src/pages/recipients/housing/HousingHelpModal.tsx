import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { HOUSING_HELP_STATUSES, HOUSING_HELP_TYPES } from '@domain/housings/fields';
import { housingHelpRules } from '@domain/housings/rules';
import { validate } from '@domain/shared/validation';
import { useHousingMutations, type HousingHelpDoc, type HousingHelpFields } from '../../../api/housings';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { requiredLabel } from '../../../components/requiredLabel';
import { blanksToNull } from '../../../lib/forms';
import { toastInvalid, toastSuccess } from '../../../lib/toasts';
import { reportNotSaved } from '../../../lib/saveFeedback';
import { useContactOptions } from './useHousingOptions';

const LIST = { keepMounted: false };

type HelpValues = Required<{ [K in keyof HousingHelpFields]: Exclude<HousingHelpFields[K], undefined> }>;

const helpValues = (help: Partial<HousingHelpFields>): HelpValues => ({
  type: help.type ?? null,
  status: help.status ?? null,
  id_number: help.id_number ?? '',
  ask_date: help.ask_date ?? null,
  answer_date: help.answer_date ?? null,
  validity_start_date: help.validity_start_date ?? null,
  validity_end_date: help.validity_end_date ?? null,
  contact_ids: help.contact_ids ?? [],
});

/** A housing application (SIAO, DAHO, DALO…): only a SIAO one has a validity period. */
export function HousingHelpModal({
  recipientId,
  help,
  opened,
  onClose,
}: {
  recipientId: string;
  help: HousingHelpDoc | null;
  opened: boolean;
  onClose(): void;
}) {
  const contacts = useContactOptions();
  const { createHelp, updateHelp } = useHousingMutations();
  const form = useForm<HelpValues>({ initialValues: helpValues(help ?? {}), validate: (values) => validate(housingHelpRules, values) });
  const siao = form.values.type === 'SIAO';

  const save = async (values: HelpValues) => {
    const sent = blanksToNull(values);
    try {
      if (!help) await createHelp.mutateAsync({ recipientId, help: sent });
      else await updateHelp.mutateAsync({ origin: help, current: { ...help, ...sent } });
      toastSuccess('Élément enregistré');
      onClose();
    } catch (error) {
      reportNotSaved(form, error, 'Élément non enregistré');
    }
  };
  const submit = form.onSubmit(save, () => toastInvalid());
  const input = (path: keyof HelpValues) => form.getInputProps(path);

  return (
    <AppModal
      opened={opened}
      title={help ? "Demande d'aide au logement" : "Nouvelle demande d'aide au logement"}
      onCancel={onClose}
      onConfirm={() => submit()}
      confirmLabel="Enregistrer"
      loading={createHelp.isPending || updateHelp.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select {...requiredLabel('Type')} data={[...HOUSING_HELP_TYPES]} comboboxProps={LIST} {...input('type')} />
        <Select {...requiredLabel('Statut')} data={[...HOUSING_HELP_STATUSES]} comboboxProps={LIST} {...input('status')} />
        <TextInput label="Numéro" {...input('id_number')} />
        <DateField label="Date de demande" {...input('ask_date')} />
        <DateField label="Date de réponse" {...input('answer_date')} />
        {siao && <DateField label="Début de validité" {...input('validity_start_date')} />}
        {siao && <DateField label="Fin de validité" {...input('validity_end_date')} />}
        <MultiSelect label="Contacts" data={contacts} searchable comboboxProps={LIST} {...input('contact_ids')} />
      </SimpleGrid>
    </AppModal>
  );
}
