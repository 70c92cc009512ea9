import { Group } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import type { AttachmentView } from '../../api/attachments';
import { formatDate, formatFileSize, formatPersonName } from '../../lib/format';
import type { Column } from '../DataTable';
import { ownClick, RowAction } from '../rowActions';

/** What a document's actions do. */
export interface DocumentActions {
  download(attachment: AttachmentView): void;
  edit(attachment: AttachmentView): void;
  remove(attachment: AttachmentView): void;
}

/** A document's buttons, each named with the document, shown as its abilities allow. */
export function DocumentButtons({ attachment, actions }: { attachment: AttachmentView; actions: DocumentActions }) {
  const { abilities, name } = attachment;
  return (
    <Group gap={4} wrap="nowrap" {...ownClick}>
      {abilities.download && (
        <RowAction label={`Télécharger ${name}`} icon={<IconDownload size={18} />} onClick={() => actions.download(attachment)} />
      )}
      {abilities.edit && <RowAction label={`Remplacer ${name}`} icon={<IconPencil size={18} />} onClick={() => actions.edit(attachment)} />}
      {abilities.delete && (
        <RowAction label={`Supprimer ${name}`} icon={<IconTrash size={18} />} color="red" onClick={() => actions.remove(attachment)} />
      )}
    </Group>
  );
}

/** The table's columns: type, name, size, loaded on, by, comment, then the actions. */
export const documentColumns = (actions: DocumentActions): Column<AttachmentView>[] => [
  { label: 'Type', cell: (row) => row.type_label ?? '' },
  { label: 'Nom', cell: (row) => row.name, minWidth: 160 },
  { label: 'Taille', cell: (row) => formatFileSize(row.content_length), nowrap: true },
  { label: 'Chargé le', cell: (row) => formatDate(row.loaded_on), nowrap: true },
  { label: 'Par', cell: (row) => formatPersonName(row.loaded_by_user) },
  { label: 'Commentaire', cell: (row) => row.comment ?? '' },
  { label: 'Actions', cell: (row) => <DocumentButtons attachment={row} actions={actions} /> },
];
