import { DocumentsPanel } from '../../../components/documents/DocumentsPanel';
import type { TabProps } from '../file/tabProps';

/** 'Porte document': the person's documents (this tab has no comments panel: docs/recipient-file.md, 'Porte document'). */
export function AttachmentsTab({ file }: TabProps) {
  return <DocumentsPanel owner={{ owner: 'recipient', id: file._id }} title="Documents de l'accueilli" />;
}
