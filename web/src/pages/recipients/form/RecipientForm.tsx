import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { recipientRules } from '@domain/recipients/rules';
import { sameValue } from '@domain/shared/paths';
import { validate } from '@domain/shared/validation';
import type { Actor } from '@domain/users/actor';
import { useRecipientMutations, type RecipientView } from '../../../api/recipients';
import { SaveButton } from '../../../components/SaveButton';
import { reportKnownRefusal, reportNotSaved, type ErrorsForm } from '../../../lib/saveFeedback';
import { TOAST_MS, toastInvalid, toastSuccess } from '../../../lib/toasts';
import { civilDiffers, currentRecipient, recipientValues, toCivil, type RecipientFormValues } from './recipientForm';
import { RecipientFields } from './RecipientFields';
import type { RecipientOptions } from './useRecipientOptions';

/** A refused save: the same person already filed is said with the server's words (naming the antenna), then the failure. */
function reportRecipientNotSaved(form: ErrorsForm, error: unknown, failure: string): void {
  if (!reportKnownRefusal(error, 'SIMILAR_RECIPIENT_EXISTS', failure)) reportNotSaved(form, error, failure);
}

interface Props {
  actor: Actor;
  options: RecipientOptions;
  /** The file as loaded; absent when filing a new one. */
  file?: RecipientView;
  /** The values a new file starts with. */
  initial?: RecipientFormValues;
  fileNumber?: number;
}

/** The recipient form: creation of a file, or the edit of the civil tab of the file as loaded. */
export function RecipientForm({ actor, options, file, initial, fileNumber }: Props) {
  const navigate = useNavigate();
  const { create, update } = useRecipientMutations();
  const baseline = useMemo(() => (file ? recipientValues(file) : (initial ?? recipientValues({}))), [file, initial]);
  const form = useForm<RecipientFormValues>({ initialValues: baseline, validate: (values) => validate(recipientRules, values) });
  const { setInitialValues, reset } = form;
  const dirty = !file || civilDiffers(form.values, baseline, options.hasValidity);

  // The stored file is shown again once reloaded after a save. A reload for another reason (a
  // radiation, a comment) leaves the civil data as it was, and so the edits in progress.
  const shown = useRef(baseline);
  useEffect(() => {
    if (!file || sameValue(recipientValues(file), shown.current)) return;
    shown.current = recipientValues(file);
    setInitialValues(shown.current);
    reset();
  }, [file, setInitialValues, reset]);

  const save = async (values: RecipientFormValues) => {
    if (!file) {
      try {
        const id = await create.mutateAsync({ ...toCivil(values, options.hasValidity), file_number: fileNumber });
        toastSuccess('Nouvel accueilli enregistré');
        await navigate(`/recipient/${id}#id`);
      } catch (error) {
        reportRecipientNotSaved(form, error, 'Accueilli non enregistré');
      }
      return;
    }
    try {
      await update.mutateAsync({ origin: file, current: currentRecipient(file, values, options.hasValidity) });
      toastSuccess('Modification enregistrées');
      // The Cerfa of a domiciliation carries the civil data: an edit may call for a new one.
      notifications.show({ color: 'blue', message: 'Pensez à renouveler le Cerfa si nécessaire', autoClose: TOAST_MS.error });
    } catch (error) {
      reportRecipientNotSaved(form, error, 'Modifications non enregistrées');
    }
  };
  const submit = form.onSubmit(save, () => toastInvalid());

  return (
    <form
      noValidate
      aria-label={file ? 'Identité' : 'Nouveau dossier'}
      onSubmit={(event) => {
        // An edit without change is not sent at all: nothing to record, nothing to refuse.
        if (!dirty) {
          event.preventDefault();
          return;
        }
        submit(event);
      }}
    >
      <Stack>
        <RecipientFields form={form} actor={actor} options={options} mode={file ? 'edit' : 'create'} />
        <SaveButton dirty={dirty} loading={create.isPending || update.isPending} />
      </Stack>
    </form>
  );
}
