import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { FieldErrors } from '@domain/shared/validation';
import { ApiError } from '../api/client';
import { currentOf } from '../lib/forms';
import { reportNotSaved, UNKNOWN_ERROR } from '../lib/saveFeedback';
import { toastInvalid, toastSuccess } from '../lib/toasts';

/** The add and edit calls of a kind of record (useRecordMutations). */
interface Writes<T, I> {
  create: { mutateAsync(variables: { recipientId: string; record: I }): Promise<unknown>; isPending: boolean };
  update: { mutateAsync(variables: { origin: T; current: T }): Promise<unknown>; isPending: boolean };
}

/** What a modal of a file's tab says of its record. */
interface RecordFormSpec<T, V, I> {
  recipientId: string;
  /** The record opened, or null for a new one. */
  record: T | null;
  opened: boolean;
  /** The modal's title: the record's ('Formation'), or a new one's ('Nouvelle formation'). */
  title: string;
  values(record: T | null): V;
  /** The record as sent, from the values. */
  sent(values: V): I;
  /** The server's rules on the values. */
  validate(values: V): FieldErrors;
  /** The toast of a refused save, naming the record ('Emploi non mis à jour. Des champs sont manquants'). */
  missing: string;
  /** The toast of a save (by default 'Élément enregistré'; 'Ressources mises à jour'...). */
  saved?: string;
  writes: Writes<T, I>;
  onClose(): void;
}

/**
 * The title of a refused save: the record's own for its fields (400), 'Modifications non enregistrées'
 * over a conflict the server explains (the last units of an aid taken meanwhile), else 'Erreur inconnue'
 * (docs/screens.md, 'When a save is refused').
 */
function failureTitle(error: unknown, missing: string): string {
  if (!(error instanceof ApiError)) return UNKNOWN_ERROR;
  if (error.status === 400) return missing;
  return error.status === 409 ? 'Modifications non enregistrées' : UNKNOWN_ERROR;
}

/**
 * The form of a record's modal: filled from the record (or blank), judged by the server's rules; a
 * failed check keeps the modal open with every error shown and the record's toast; a save adds the
 * record or sends the fields the person changed, says so ('Élément enregistré' unless told) and closes.
 */
export function useRecordForm<T extends object, V extends object, I>(spec: RecordFormSpec<T, V, I>) {
  const { recipientId, record, writes } = spec;
  const [loaded] = useState(() => spec.values(record));
  const form = useForm<V>({ initialValues: loaded, validate: spec.validate });

  const save = async (values: V) => {
    try {
      if (!record) await writes.create.mutateAsync({ recipientId, record: spec.sent(values) });
      else
        await writes.update.mutateAsync({
          origin: record,
          current: currentOf(record, spec.sent(values) as object, spec.sent(loaded) as object),
        });
      toastSuccess(spec.saved ?? 'Élément enregistré');
      spec.onClose();
    } catch (error) {
      reportNotSaved(form, error, failureTitle(error, spec.missing));
    }
  };
  const submit = form.onSubmit(save, () => toastInvalid(spec.missing));
  return {
    form,
    /** The props of the modal: its title, 'Enregistrer' submitting the form, the backdrop and 'Annuler' closing it. */
    modal: {
      opened: spec.opened,
      title: spec.title,
      onCancel: spec.onClose,
      onConfirm: () => submit(),
      confirmLabel: 'Enregistrer',
      loading: writes.create.isPending || writes.update.isPending,
    },
  };
}
