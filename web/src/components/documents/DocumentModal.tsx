import { Progress, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ATTACHMENT_TYPE_LISTS } from '@domain/attachments/fields';
import { ATTACHMENT_MESSAGES as M } from '@domain/attachments/rules';
import { ApiError } from '../../api/client';
import { useDocumentUpload, type AttachmentView, type DocumentOwner } from '../../api/attachments';
import { choiceOptions, useChoices } from '../../api/choices';
import { formatFileSize } from '../../lib/format';
import { reportNotSaved } from '../../lib/saveFeedback';
import { toastInvalid, toastSuccess } from '../../lib/toasts';
import { AppModal } from '../AppModal';
import type { RecordModalProps } from '../RecordList';
import { requiredLabel } from '../requiredLabel';
import { DropZone } from './DropZone';
import { acceptOf, documentValues, refusalToasts, refusedInMode, uploadOf, validateDocument, type DocumentValues } from './documentForm';

const LIST = { keepMounted: false };

interface Props extends RecordModalProps<AttachmentView> {
  owner: DocumentOwner;
  /** In gallery mode only images are offered. */
  gallery: boolean;
}

/**
 * The modal of a document: its type, its file (dropped or chosen; a replaced document needs a new one) and a
 * comment; 'Enregistrer' sends it with a progress bar, then says 'Documents mis à jour'.
 */
export function DocumentModal({ owner, record, opened, onClose, gallery }: Props) {
  const types = useChoices(ATTACHMENT_TYPE_LISTS[owner.owner], true);
  const upload = useDocumentUpload(owner);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<DocumentValues>({ initialValues: documentValues(record), validate: validateDocument });

  const save = async (values: DocumentValues) => {
    setProgress(0);
    try {
      await upload.mutateAsync({ upload: uploadOf(values, record), onProgress: (sent) => setProgress(Math.round(sent * 100)) });
      toastSuccess(M.updated);
      onClose();
    } catch (error) {
      setProgress(null);
      // A refused field is the form's missing fields (docs/recipient-file.md); a size or a kind refused, the server says why.
      reportNotSaved(form, error, error instanceof ApiError && error.status === 400 ? M.missingFields : 'Élément non enregistré');
    }
  };
  const submit = form.onSubmit(save, (errors) => refusalToasts(errors).forEach((message) => toastInvalid(message)));
  const choose = (file: File) => {
    const refusal = refusedInMode(file, gallery);
    form.setFieldValue('attachment', refusal ? null : file);
    form.setFieldError('attachment', refusal);
  };
  const busy = progress !== null;

  return (
    <AppModal
      opened={opened}
      title={record ? 'Document' : 'Nouveau document'}
      onCancel={onClose}
      onConfirm={() => submit()}
      confirmLabel="Enregistrer"
      loading={upload.isPending}
    >
      <Stack>
        <Select
          {...requiredLabel('Type de document')}
          data={choiceOptions(types.data)}
          searchable
          disabled={busy}
          comboboxProps={LIST}
          {...form.getInputProps('type')}
        />
        {record && (
          <Text size="sm" c="dimmed">
            Fichier actuel : {record.name} ({formatFileSize(record.content_length)}). Donnez le fichier qui le remplace.
          </Text>
        )}
        <DropZone
          label={gallery ? 'Image (.png, .jpg, .jpeg, .gif)' : 'Fichier'}
          required
          accept={acceptOf(gallery)}
          file={form.values.attachment}
          onFile={choose}
          error={typeof form.errors.attachment === 'string' ? form.errors.attachment : null}
          disabled={busy}
        />
        <Textarea label="Commentaire" rows={3} maxRows={6} autosize disabled={busy} {...form.getInputProps('comment')} />
        {busy && <Progress value={progress} aria-label="Envoi du document" striped animated />}
      </Stack>
    </AppModal>
  );
}
