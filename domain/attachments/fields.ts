// Documents ('Porte document' of a file, /attachments of an antenna): docs/recipient-file.md, 'Porte document', and
// docs/api.md, 'Documents'.

/** Whom a document belongs to (the API's meta_type: docs/api.md, 'Documents'): a person's file or an antenna. */
export const ATTACHMENT_OWNERS = ['recipient', 'antenna'] as const;
export type AttachmentOwner = (typeof ATTACHMENT_OWNERS)[number];

/** The reference list a document's type is chosen from, by owner. */
export const ATTACHMENT_TYPE_LISTS = {
  recipient: 'attachment_types_for_recipient',
  antenna: 'attachment_types_for_antenna',
} as const satisfies Record<AttachmentOwner, string>;

/** The largest document accepted when ATTACHMENT_MAX_BYTES is not set: 20 Mo (20 × 1024 × 1024 bytes). */
export const DEFAULT_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

/** Longest name kept for a document (characters, extension included); a longer one is shortened, its extension kept. */
export const ATTACHMENT_NAME_MAX_LENGTH = 150;

/** Longest comment of a document (characters). */
export const ATTACHMENT_COMMENT_MAX_LENGTH = 2000;

/** A kind of content the server accepts, recognised from the bytes themselves (never from the name or the browser's say). */
export interface AcceptedContent {
  /** The Content-Type it is stored and served with. */
  contentType: string;
  /** Its name for people. */
  label: string;
  /** The extensions a name may end with for this content (lower case, without the dot). */
  extensions: readonly string[];
}

/** The allow-list: PDF, images, office documents (Office Open XML, OpenDocument, legacy Office) and plain text. */
export const ACCEPTED_CONTENTS = [
  { contentType: 'application/pdf', label: 'PDF', extensions: ['pdf'] },
  { contentType: 'image/png', label: 'Image PNG', extensions: ['png'] },
  { contentType: 'image/jpeg', label: 'Image JPEG', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  { contentType: 'image/gif', label: 'Image GIF', extensions: ['gif'] },
  { contentType: 'image/webp', label: 'Image WebP', extensions: ['webp'] },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Document Word',
    extensions: ['docx'],
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'Classeur Excel',
    extensions: ['xlsx'],
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'Présentation PowerPoint',
    extensions: ['pptx'],
  },
  { contentType: 'application/vnd.oasis.opendocument.text', label: 'Texte OpenDocument', extensions: ['odt'] },
  { contentType: 'application/vnd.oasis.opendocument.spreadsheet', label: 'Classeur OpenDocument', extensions: ['ods'] },
  { contentType: 'application/vnd.oasis.opendocument.presentation', label: 'Présentation OpenDocument', extensions: ['odp'] },
  { contentType: 'application/msword', label: 'Document Word 97-2003', extensions: ['doc'] },
  { contentType: 'application/vnd.ms-excel', label: 'Classeur Excel 97-2003', extensions: ['xls'] },
  { contentType: 'application/vnd.ms-powerpoint', label: 'Présentation PowerPoint 97-2003', extensions: ['ppt'] },
  { contentType: 'text/csv', label: 'Tableau CSV', extensions: ['csv'] },
  { contentType: 'text/plain', label: 'Texte', extensions: ['txt', 'text', 'log', 'md'] },
] as const satisfies readonly AcceptedContent[];

/** A Content-Type of the allow-list. */
export type AcceptedContentType = (typeof ACCEPTED_CONTENTS)[number]['contentType'];

/** Images the gallery mode shows (.png, .jpg, .jpeg, .gif: docs/recipient-file.md, 'Porte document'). */
export const GALLERY_CONTENT_TYPES: readonly AcceptedContentType[] = ['image/png', 'image/jpeg', 'image/gif'];

/** What the form sends besides the file: the multipart fields `type` and `metadata` (JSON text). */
export interface AttachmentForm {
  /** An entry of the owner's list (ATTACHMENT_TYPE_LISTS). */
  type: string | null;
  /** From `metadata`: a comment, and a name replacing the file's own (sanitised either way). */
  comment?: string | null;
  name?: string | null;
}

/** The stored bytes of a document, as its event records them. */
export interface AttachmentFile {
  /** The file store's id of the bytes (their SHA-256, hex). */
  file: string;
  sha256: string;
  /** Bytes. */
  content_length: number;
  /** Recognised from the bytes: one of ACCEPTED_CONTENTS. */
  content_type: AcceptedContentType;
  /** The document's name as shown and downloaded (sanitised, original UTF-8 kept). */
  name: string;
}

/** A document as its owner's stream records it (the API's AttachmentView, without its owner and what is read). */
export interface AttachmentRecord extends AttachmentFile {
  type: string;
  comment: string | null;
  /** When and by whom its current file was loaded (an edit loads a new one). */
  loaded_on: string;
  loaded_by: string;
}

/** What a reader may do with a document. */
export interface AttachmentAbilities {
  edit: boolean;
  delete: boolean;
  download: boolean;
}
