import { Button, Group, Stack, Switch, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { GALLERY_CONTENT_TYPES } from '@domain/attachments/fields';
import { downloadDocument, useDocumentRemoval, useDocuments, type AttachmentView, type DocumentOwner } from '../../api/attachments';
import { reportFailure } from '../../lib/saveFeedback';
import { DataTable } from '../DataTable';
import { useRecordModal } from '../useRecordModal';
import { DocumentGallery } from './DocumentGallery';
import { DocumentModal } from './DocumentModal';
import { documentColumns, type DocumentActions } from './documentColumns';
import { useUndoableRemoval } from './useUndoableRemoval';

const isImage = (attachment: AttachmentView) => GALLERY_CONTENT_TYPES.includes(attachment.content_type);

/**
 * The documents of a file or of an antenna: a table (or, with 'Galerie', the images as thumbnails), adding
 * and replacing through the document modal, downloading, and removal with its 2-second way back. `title`
 * names the section and its table, and heads it unless the page's own title says the same (`headed` false).
 */
export function DocumentsPanel({ owner, title, headed = true }: { owner: DocumentOwner; title: string; headed?: boolean }) {
  const documents = useDocuments(owner);
  const removal = useDocumentRemoval();
  const { hidden, removeLater } = useUndoableRemoval(removal.mutateAsync);
  const { modal, open, close } = useRecordModal<AttachmentView>();
  const [gallery, setGallery] = useState(false);

  const actions: DocumentActions = {
    download: (attachment) =>
      void downloadDocument(attachment).catch((error: unknown) => reportFailure('Téléchargement impossible', error)),
    edit: open,
    remove: (attachment) => removeLater(attachment._id),
  };
  const shown = documents.data?.attachments.filter((attachment) => !hidden.has(attachment._id));

  return (
    <Stack component="section" aria-label={title} gap="xs">
      <Group justify={headed ? 'space-between' : 'flex-end'}>
        {/* Under a page title saying the same, the title would only be said twice. */}
        {headed && <Title order={4}>{title}</Title>}
        <Group>
          <Switch label="Galerie" checked={gallery} onChange={(event) => setGallery(event.currentTarget.checked)} />
          {documents.data?.abilities.add && (
            <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
              Ajouter un document
            </Button>
          )}
        </Group>
      </Group>
      {gallery && shown ? (
        <DocumentGallery images={shown.filter(isImage)} actions={actions} />
      ) : (
        <DataTable
          label={title}
          columns={documentColumns(actions)}
          rows={shown}
          loading={documents.isLoading}
          error={documents.error}
          errorMessage="Impossible de charger les documents."
          empty="Aucun document."
          minWidth={800}
        />
      )}
      {modal && (
        <Fragment key={modal.opening}>
          <DocumentModal owner={owner} record={modal.record} opened={modal.opened} onClose={close} gallery={gallery} />
        </Fragment>
      )}
    </Stack>
  );
}
