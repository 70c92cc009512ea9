// The form of a document (add or replace): its values, the server's rules on them, and the gallery's
// narrower choice of files.
import { ATTACHMENT_MESSAGES as M, attachmentErrors, extensionOf } from '@domain/attachments/rules';
import type { FieldErrors } from '@domain/shared/validation';
import type { AttachmentView, DocumentUpload } from '../../api/attachments';

/** What the modal holds; `attachment` is the file, named as the server names its field (and its errors). */
export interface DocumentValues {
  type: string | null;
  comment: string;
  attachment: File | null;
}

/** Files the picker offers in gallery mode (docs/recipient-file.md, 'Porte document'); other modes take any file. */
export const GALLERY_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;

/** The picker's `accept` of a mode: the gallery's images, or anything. */
export const acceptOf = (gallery: boolean) => (gallery ? GALLERY_EXTENSIONS.map((extension) => `.${extension}`).join(',') : undefined);

/** Why a dropped file cannot be taken in this mode (the picker filters, a drop does not), or null. */
export function refusedInMode(file: File, gallery: boolean): string | null {
  const wanted: readonly string[] = GALLERY_EXTENSIONS;
  return gallery && !wanted.includes(extensionOf(file.name))
    ? 'En mode galerie, seules les images .png, .jpg, .jpeg et .gif sont acceptées'
    : null;
}

/** The values of a new document, or of one being replaced: its type and comment kept, a new file to give. */
export const documentValues = (record: AttachmentView | null): DocumentValues => ({
  type: record?.type ?? null,
  comment: record?.comment ?? '',
  attachment: null,
});

/** The server's rules: a type, a file (also when replacing), a comment of reasonable length. */
export const validateDocument = (values: DocumentValues): FieldErrors =>
  attachmentErrors({ type: values.type, comment: values.comment }, values.attachment);

/** The toasts of a refused form (docs/recipient-file.md): 'Document inexistant' for a missing file, the form's for missing fields. */
export function refusalToasts(errors: Record<string, unknown>): string[] {
  const toasts: string[] = [];
  if (errors.attachment === M.missingFile) toasts.push(M.missingFile);
  if (Object.keys(errors).some((field) => field !== 'attachment' || errors.attachment !== M.missingFile)) toasts.push(M.missingFields);
  return toasts;
}

/** The upload the values make (once valid: a type and a file); the comment trimmed, blank sent as null. */
export function uploadOf(values: DocumentValues, record: AttachmentView | null): DocumentUpload {
  if (!values.type || !values.attachment) throw new Error('Document incomplet : le formulaire aurait dû le refuser');
  return { id: record?._id, type: values.type, comment: values.comment.trim() || null, file: values.attachment };
}
