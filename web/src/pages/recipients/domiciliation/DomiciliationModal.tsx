import { SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PROOF_PAPERS, type DomiciliationKind } from '@domain/domiciliations/fields';
import { DOMICILIATION_MESSAGES } from '@domain/domiciliations/rules';
import { DOMICILIATION_FIELD_LABELS as LABELS } from '@domain/domiciliations/slice';
import { frenchDay } from '@domain/shared/dates';
import type { Actor } from '@domain/users/actor';
import { useDomiciliationMutations, type Domiciliation } from '../../../api/domiciliations';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { requiredLabel } from '../../../components/requiredLabel';
import { currentOf } from '../../../lib/forms';
import { formatDate, formatPersonName } from '../../../lib/format';
import { toastInvalid, toastSuccess } from '../../../lib/toasts';
import { reportDomiciliationNotSaved } from './domiciliationFeedback';
import {
  computedEnd,
  domiciliationFromValues,
  domiciliationValues,
  newDomiciliationValues,
  useDomiciliationForm,
  type DomiciliationFormValues,
} from './domiciliationForm';
import { useReferentOptions } from './useReferentOptions';

// A closed list is unmounted, so a label names one element only.
const LIST = { keepMounted: false };

const KIND_LABELS: Record<DomiciliationKind, string> = { own: "À l'antenne", external: 'Extérieure' };

interface Props {
  actor: Actor;
  recipientId: string;
  /** The domiciliation opened, or null for a new one. */
  domiciliation: Domiciliation | null;
  opened: boolean;
  onClose(): void;
}

/** The domiciliation modal: the antenna's own (referent, proof, dates, end computed as typed) or one held elsewhere. */
export function DomiciliationModal({ actor, recipientId, domiciliation, opened, onClose }: Props) {
  // The day the modal opened: a new domiciliation starts then.
  const [today] = useState(() => frenchDay(new Date()));
  const [loaded] = useState(() => (domiciliation ? domiciliationValues(domiciliation) : newDomiciliationValues('own', actor.id, today)));
  const form = useDomiciliationForm(loaded);
  const referents = useReferentOptions(actor);
  const { create, update } = useDomiciliationMutations();
  const own = form.values.kind === 'own';

  const referentOptions = referents(form.values.user_id);
  // A referent out of the user's reach (another antenna) is still shown by name.
  if (domiciliation?.user_id && domiciliation.user && !referentOptions.some((o) => o.value === domiciliation.user_id))
    referentOptions.push({ value: domiciliation.user_id, label: formatPersonName(domiciliation.user) });

  const save = async (values: DomiciliationFormValues) => {
    try {
      if (!domiciliation) {
        await create.mutateAsync({ recipientId, domiciliation: domiciliationFromValues(values) });
        toastSuccess(DOMICILIATION_MESSAGES.created);
      } else {
        const current = currentOf(domiciliation, domiciliationFromValues(values), domiciliationFromValues(loaded));
        await update.mutateAsync({ origin: domiciliation, current: current as Domiciliation });
        toastSuccess(DOMICILIATION_MESSAGES.updated);
      }
      onClose();
    } catch (error) {
      reportDomiciliationNotSaved(form, error);
    }
  };
  const submit = form.onSubmit(save, () => toastInvalid(DOMICILIATION_MESSAGES.missingFields));
  const input = (path: keyof DomiciliationFormValues) => form.getInputProps(path);
  const end = computedEnd(form.values);

  return (
    <AppModal
      opened={opened}
      title={domiciliation ? 'Domiciliation' : 'Nouvelle domiciliation'}
      onCancel={onClose}
      onConfirm={() => submit()}
      confirmLabel="Enregistrer"
      loading={create.isPending || update.isPending}
    >
      <Stack>
        {domiciliation ? (
          <Text size="sm" c="dimmed">
            {LABELS.kind} : {KIND_LABELS[form.values.kind]}
          </Text>
        ) : (
          <SegmentedControl
            aria-label={LABELS.kind}
            data={(['own', 'external'] as const).map((value) => ({ value, label: KIND_LABELS[value] }))}
            value={form.values.kind}
            // Another kind starts from its own defaults: the fields of the two kinds are not the same.
            onChange={(value) => form.setValues(newDomiciliationValues(value as DomiciliationKind, actor.id, today))}
          />
        )}
        {own ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select {...requiredLabel(LABELS.user_id)} data={referentOptions} searchable comboboxProps={LIST} {...input('user_id')} />
            <Select {...requiredLabel(LABELS.paper)} data={[...PROOF_PAPERS]} comboboxProps={LIST} {...input('paper')} />
            <DateField {...requiredLabel(LABELS.start_date)} {...input('start_date')} />
            <DateField {...requiredLabel(LABELS.last_meeting)} {...input('last_meeting')} />
            <TextInput label={LABELS.duration} inputMode="numeric" {...input('duration')} />
            <TextInput label={LABELS.end_date} description="Début + durée − 1 jour" value={formatDate(end)} readOnly variant="filled" />
            <TextInput label={LABELS.origin} {...input('origin')} />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={LABELS.name_dom} {...input('name_dom')} />
            <TextInput label={LABELS.address} {...input('address')} />
            <DateField label={LABELS.start_date} {...input('start_date')} />
            <DateField label={LABELS.end_date} {...input('end_date')} />
          </SimpleGrid>
        )}
        {own && <Textarea label={LABELS.remarque} rows={3} {...input('remarque')} />}
      </Stack>
    </AppModal>
  );
}
