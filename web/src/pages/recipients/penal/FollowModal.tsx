import { MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { PENAL_MESSAGES } from '@domain/penal/rules';
import { PENAL_FIELD_LABELS as LABELS } from '@domain/penal/slice';
import { frenchDay } from '@domain/shared/dates';
import { usePenalMutations, type Follow } from '../../../api/penal';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { requiredLabel } from '../../../components/requiredLabel';
import { currentOf } from '../../../lib/forms';
import { toastInvalid, toastSuccess } from '../../../lib/toasts';
import { reportFollowNotSaved } from './penalFeedback';
import { followFromValues, followValues, newFollowValues, useFollowForm, type FollowFormValues } from './penalForms';
import { usePenalOptions, withCurrent } from './usePenalOptions';

const LIST = { keepMounted: false };

interface Props {
  recipientId: string;
  /** The follow-up opened, or null for a new one. */
  follow: Follow | null;
  opened: boolean;
  onClose(): void;
}

/** The modal of a follow-up ('suivi') by a SPIP: only SPIP organisms are offered; a new one starts today. */
export function FollowModal({ recipientId, follow, opened, onClose }: Props) {
  const [loaded] = useState(() => (follow ? followValues(follow) : newFollowValues(frenchDay(new Date()))));
  const form = useFollowForm(loaded);
  const options = usePenalOptions();
  const { createFollow, updateFollow } = usePenalMutations();

  const save = async (values: FollowFormValues) => {
    try {
      if (!follow) {
        await createFollow.mutateAsync({ recipientId, follow: followFromValues(values) });
        toastSuccess(PENAL_MESSAGES.followCreated);
      } else {
        const current = currentOf(follow, followFromValues(values), followFromValues(loaded));
        await updateFollow.mutateAsync({ origin: follow, current: current as Follow });
        toastSuccess(PENAL_MESSAGES.followsUpdated);
      }
      onClose();
    } catch (error) {
      reportFollowNotSaved(form, error);
    }
  };
  const submit = form.onSubmit(save, () => toastInvalid(PENAL_MESSAGES.followInvalid));
  const input = (path: keyof FollowFormValues) => form.getInputProps(path);

  return (
    <AppModal
      opened={opened}
      title={follow ? 'Suivi' : 'Nouveau suivi'}
      onCancel={onClose}
      onConfirm={() => submit()}
      confirmLabel="Enregistrer"
      loading={createFollow.isPending || updateFollow.isPending}
    >
      <Stack>
        <Select
          {...requiredLabel(LABELS.organism_id)}
          description="Seul un SPIP assure un suivi"
          data={withCurrent(options.spips, { value: follow?.organism_id, label: follow?.organism?.name })}
          searchable
          nothingFoundMessage="Aucun SPIP"
          comboboxProps={LIST}
          {...input('organism_id')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField {...requiredLabel(LABELS.start_date)} {...input('start_date')} />
          <DateField {...requiredLabel(LABELS.end_date)} {...input('end_date')} />
        </SimpleGrid>
        <MultiSelect label={LABELS.contact_ids} data={options.contacts} searchable comboboxProps={LIST} {...input('contact_ids')} />
      </Stack>
    </AppModal>
  );
}
