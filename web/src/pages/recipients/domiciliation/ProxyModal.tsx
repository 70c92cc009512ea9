import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PROXY_MESSAGES, proxyErrors } from '@domain/mails/rules';
import { MAIL_FIELD_LABELS as LABELS } from '@domain/mails/slice';
import { frenchDay } from '@domain/shared/dates';
import { useMailMutations, type MailProxy } from '../../../api/mails';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { requiredLabel } from '../../../components/requiredLabel';
import { blanksToNull, currentOf } from '../../../lib/forms';
import { reportNotSaved } from '../../../lib/saveFeedback';
import { toastInvalid, toastSuccess } from '../../../lib/toasts';

interface ProxyValues {
  name: string;
  identity_document: string;
  start_date: string | null;
  end_date: string | null;
}

const sent = (values: ProxyValues) =>
  blanksToNull({ ...values, name: values.name.trim(), identity_document: values.identity_document.trim() });

/** A proxy ('procuration'): who may collect the person's mail, the identity document they show, and for when (no end: until withdrawn). */
export function ProxyModal({
  recipientId,
  proxy,
  opened,
  onClose,
}: {
  recipientId: string;
  proxy: MailProxy | null;
  opened: boolean;
  onClose(): void;
}) {
  const [loaded] = useState<ProxyValues>(() => ({
    name: proxy?.name ?? '',
    identity_document: proxy?.identity_document ?? '',
    start_date: proxy?.start_date ?? frenchDay(new Date()),
    end_date: proxy?.end_date ?? null,
  }));
  const form = useForm<ProxyValues>({ initialValues: loaded, validate: (values) => proxyErrors(sent(values)) });
  const { createProxy, updateProxy } = useMailMutations();

  const save = async (values: ProxyValues) => {
    try {
      if (!proxy) await createProxy.mutateAsync({ recipientId, procuration: sent(values) });
      else await updateProxy.mutateAsync({ origin: proxy, current: currentOf(proxy, sent(values), sent(loaded)) });
      toastSuccess('Procuration enregistrée');
      onClose();
    } catch (error) {
      reportNotSaved(form, error, 'Procuration non enregistrée');
    }
  };
  const submit = form.onSubmit(save, () => toastInvalid(PROXY_MESSAGES.missingFields));
  const input = (path: keyof ProxyValues) => form.getInputProps(path);

  return (
    <AppModal
      opened={opened}
      title={proxy ? 'Procuration' : 'Nouvelle procuration'}
      onCancel={onClose}
      onConfirm={() => submit()}
      confirmLabel="Enregistrer"
      loading={createProxy.isPending || updateProxy.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...requiredLabel(LABELS.name)} {...input('name')} />
        <TextInput {...requiredLabel(LABELS.identity_document)} description="Nature et numéro" {...input('identity_document')} />
        <DateField {...requiredLabel(LABELS.start_date)} {...input('start_date')} />
        <DateField label={LABELS.end_date} description="Vide : jusqu'à révocation" {...input('end_date')} />
      </SimpleGrid>
    </AppModal>
  );
}
