import { Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HOUSING_KIND_LABELS, type HousingKind } from '@domain/housings/fields';
import { HOUSING_MESSAGES } from '@domain/housings/rules';
import { frenchDay } from '@domain/shared/dates';
import type { Actor } from '@domain/users/actor';
import { useHousingMutations, type Housing } from '../../../api/housings';
import { useLoadedRecipient } from '../../../api/recipients';
import { AppModal } from '../../../components/AppModal';
import { toastInvalid, toastSuccess } from '../../../lib/toasts';
import { EmergencyFields } from './EmergencyFields';
import { HousingFiguresBox } from './HousingFiguresBox';
import { reportHousingNotSaved } from './housingFeedback';
import { housingFromValues, housingValues, liveFigures, newHousingValues, useHousingForm, type HousingFormValues } from './housingForm';
import { OutsideFields } from './OutsideFields';
import { OwnSchemeFields } from './OwnSchemeFields';
import { PaymentsField } from './PaymentsField';
import { useHousingOptions } from './useHousingOptions';

interface Props {
  actor: Actor;
  recipientId: string;
  kind: HousingKind;
  /** The stay opened, or null for a new one. */
  housing: Housing | null;
  opened: boolean;
  onClose(): void;
}

/** The housing modal of one kind: its fields, the payments and the figures computed as typed. */
export function HousingModal({ actor, recipientId, kind, housing, opened, onClose }: Props) {
  const options = useHousingOptions(actor);
  // The day the modal opened: its rules and figures stay those of one day while it is open.
  const [today] = useState(() => frenchDay(new Date()));
  const { create, update } = useHousingMutations();
  const navigate = useNavigate();
  const file = useLoadedRecipient(recipientId);
  const form = useHousingForm(kind, housing ? housingValues(housing) : newHousingValues(actor, today, file), today);
  const paid = kind !== 'hors';

  const save = async (values: HousingFormValues) => {
    try {
      if (!housing) {
        await create.mutateAsync({ recipientId, kind, housing: housingFromValues(values) });
        toastSuccess('Hébergements mis à jour');
      } else {
        await update.mutateAsync({ origin: housing, current: { ...housing, ...housingFromValues(values) } as Housing });
        toastSuccess('Hébergement mis à jour');
      }
      onClose();
    } catch (error) {
      reportHousingNotSaved(form, error, (path) => void navigate(path));
    }
  };
  const submit = form.onSubmit(save, () => toastInvalid(HOUSING_MESSAGES.missingFields));

  return (
    <AppModal
      opened={opened}
      title={`${housing ? 'Hébergement' : 'Nouvel hébergement'} : ${HOUSING_KIND_LABELS[kind]}`}
      onCancel={onClose}
      onConfirm={() => submit()}
      confirmLabel="Enregistrer"
      loading={create.isPending || update.isPending}
    >
      <Stack>
        {kind === 'hebergement' && <OwnSchemeFields form={form} options={options} housing={housing} />}
        {kind === 'urgence' && <EmergencyFields form={form} options={options} />}
        {kind === 'hors' && <OutsideFields form={form} options={options} />}
        {paid && (
          <>
            <Divider />
            <PaymentsField form={form} today={today} />
            <HousingFiguresBox figures={liveFigures(kind, form.values, today)} withOutContract={kind === 'hebergement'} />
          </>
        )}
      </Stack>
    </AppModal>
  );
}
