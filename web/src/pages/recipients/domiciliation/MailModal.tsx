import { Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { HANDED_TO, HANDED_TO_LABELS, MAIL_KINDS } from '@domain/mails/fields';
import { MAIL_MESSAGES } from '@domain/mails/rules';
import { MAIL_FIELD_LABELS as LABELS } from '@domain/mails/slice';
import { frenchDay } from '@domain/shared/dates';
import type { Actor } from '@domain/users/actor';
import { useMailMutations, useRecipientProxies, type Mail } from '../../../api/mails';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { requiredLabel } from '../../../components/requiredLabel';
import { currentOf } from '../../../lib/forms';
import { formatDate, formatPersonName } from '../../../lib/format';
import { reportNotSaved } from '../../../lib/saveFeedback';
import { toastInvalid, toastSuccess } from '../../../lib/toasts';
import { mailFromValues, mailValues, newMailValues, proxiesOn, useMailForm, type MailFormValues } from './mailForm';
import { useReferentOptions } from './useReferentOptions';

const LIST = { keepMounted: false };

interface Props {
  actor: Actor;
  recipientId: string;
  /** The mail opened, or null for a new one. */
  mail: Mail | null;
  opened: boolean;
  onClose(): void;
}

/** The mail modal: its arrival, and how it left once handed over (to the person, to a proxy valid that day, or back to the sender). */
export function MailModal({ actor, recipientId, mail, opened, onClose }: Props) {
  const [today] = useState(() => frenchDay(new Date()));
  const [loaded] = useState(() => (mail ? mailValues(mail) : newMailValues(actor.id, today)));
  const proxies = useRecipientProxies(recipientId);
  const form = useMailForm(loaded, today, proxies.data);
  const users = useReferentOptions(actor);
  const { create, update } = useMailMutations();
  const { received_date: left, handed_to: handedTo, proxy_id: proxyId } = form.values;

  const userOptions = users(form.values.user_id);
  if (mail?.user && !userOptions.some((o) => o.value === mail.user_id))
    userOptions.push({ value: mail.user_id, label: formatPersonName(mail.user) });
  const proxyOptions = proxiesOn(proxies.data, left ?? today, proxyId).map((proxy) => ({
    value: proxy._id,
    label: `${proxy.name} (${proxy.identity_document})`,
  }));

  const save = async (values: MailFormValues) => {
    try {
      if (!mail) await create.mutateAsync({ recipientId, mail: mailFromValues(values) });
      else {
        const current = currentOf(mail, mailFromValues(values), mailFromValues(loaded));
        await update.mutateAsync({ origin: mail, current: current as Mail });
      }
      toastSuccess('Courrier mis à jour');
      onClose();
    } catch (error) {
      reportNotSaved(form, error, 'Courrier non mis à jour');
    }
  };
  const submit = form.onSubmit(save, () => toastInvalid(MAIL_MESSAGES.missingFields));
  const input = (path: keyof MailFormValues) => form.getInputProps(path);

  return (
    <AppModal
      opened={opened}
      title={mail ? 'Courrier' : 'Nouveau courrier'}
      onCancel={onClose}
      onConfirm={() => submit()}
      confirmLabel="Enregistrer"
      loading={create.isPending || update.isPending}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select {...requiredLabel(LABELS.user_id)} data={userOptions} searchable comboboxProps={LIST} {...input('user_id')} />
          <DateField {...requiredLabel(LABELS.date)} maxDate={today} {...input('date')} />
          <TextInput label={LABELS.number} inputMode="numeric" {...input('number')} />
          <Select label={LABELS.kind} data={[...MAIL_KINDS]} allowDeselect={false} comboboxProps={LIST} {...input('kind')} />
        </SimpleGrid>
        <Fieldset legend="Remise du courrier">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label={LABELS.received_date}
              description={left ? undefined : 'Vide tant que le courrier attend'}
              maxDate={today}
              {...input('received_date')}
            />
            {left && (
              <Select
                label={LABELS.handed_to}
                data={HANDED_TO.map((value) => ({ value, label: HANDED_TO_LABELS[value] }))}
                comboboxProps={LIST}
                {...input('handed_to')}
                value={handedTo ?? 'recipient'}
                allowDeselect={false}
              />
            )}
            {left && handedTo === 'proxy' && (
              <Select
                {...requiredLabel(LABELS.proxy_id)}
                description={`Procurations valables le ${formatDate(left)}`}
                data={proxyOptions}
                nothingFoundMessage="Aucune procuration valable ce jour"
                comboboxProps={LIST}
                {...input('proxy_id')}
              />
            )}
          </SimpleGrid>
        </Fieldset>
        <Textarea label={LABELS.comment} rows={3} {...input('comment')} />
      </Stack>
    </AppModal>
  );
}
