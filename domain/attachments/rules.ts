import { isBlank, type FieldErrors } from '../shared/validation';
import { ACCEPTED_CONTENTS, ATTACHMENT_COMMENT_MAX_LENGTH, ATTACHMENT_NAME_MAX_LENGTH, type AcceptedContentType } from './fields';

/** The messages of the documents (docs/recipient-file.md, 'Porte document', and docs/api.md, 'Documents'). */
export const ATTACHMENT_MESSAGES = {
  missingFields: 'Documents non mis à jour. Des champs sont manquants',
  typeRequired: 'Le type de document est requis',
  missingFile: 'Document inexistant',
  cannotDelete: 'Vous ne pouvez pas supprimer des documents',
  updated: 'Documents mis à jour',
  deleted: "L'élément a été supprimé",
  emptyFile: 'Le document est vide',
  oneFileOnly: 'Un seul document à la fois',
  refusedType:
    "Ce type de document n'est pas accepté : PDF, images (PNG, JPEG, GIF, WebP), documents Word, Excel, PowerPoint, OpenDocument ou texte",
  commentTooLong: 'Le commentaire est trop long',
  badMetadata: 'Les métadonnées du document sont mal formées',
  ownerRequired: 'Le document doit être rattaché à un dossier ou à une antenne',
  twoOwners: 'Un document est rattaché à un dossier ou à une antenne, pas aux deux',
  notMultipart: 'Le document doit être envoyé dans un formulaire (multipart/form-data)',
  notFound: 'Document introuvable',
  bytesMissing: 'Le fichier de ce document est introuvable',
} as const;

const M = ATTACHMENT_MESSAGES;

/** A size for people, base 1024, in French: '20 Mo', '1,5 Ko', '512 octets'. */
export function frenchSize(bytes: number): string {
  const units = ['octets', 'Ko', 'Mo', 'Go'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? String(value) : String(Math.round(value * 10) / 10).replace('.', ',');
  return `${rounded} ${units[unit]}`;
}

/** The refusal of a document over the limit (413): 'Le document dépasse la taille maximale (20 Mo)'. */
export const tooLargeMessage = (maxBytes: number) => `Le document dépasse la taille maximale (${frenchSize(maxBytes)})`;

/** The refusal of bytes that are not what the name says (415): 'Le contenu du document (PDF) ne correspond pas à son extension (.txt)'. */
export const mismatchMessage = (detectedLabel: string, extension: string) =>
  `Le contenu du document (${detectedLabel}) ne correspond pas à son extension (.${extension})`;

// C0 and C1 controls, DEL, and the bidirectional overrides that make 'fdp.exe' read as 'exe.pdf'.
// oxlint-disable-next-line no-control-regex -- removing control characters is this expression's purpose
const UNSAFE_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// Characters no Windows file name may hold: a downloaded document must be savable as named.
const RESERVED_CHARACTERS = /[<>:"|?*]/g;

const GRAPHEMES = new Intl.Segmenter('fr', { granularity: 'grapheme' });

/** The extension of a name, lower case without its dot ('' when none). */
export function extensionOf(name: string): string {
  const match = /\.([^.]{1,10})$/.exec(name);
  return match && match.index > 0 ? match[1].toLowerCase() : '';
}

/**
 * A document's name as kept and shown: the last part of a path only, no control or bidirectional characters,
 * no character Windows forbids, no leading dot, spaces collapsed, at most ATTACHMENT_NAME_MAX_LENGTH characters
 * (as people count them; its extension kept); 'document' when nothing is left.
 */
export function sanitizeAttachmentName(raw: string): string {
  const lastPart = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = lastPart
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(RESERVED_CHARACTERS, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  // Counted in characters as people see them, so that shortening never cuts an accent or an emoji in two.
  const characters = Array.from(GRAPHEMES.segment(cleaned), (part) => part.segment);
  if (characters.length === 0) return 'document';
  if (characters.length <= ATTACHMENT_NAME_MAX_LENGTH) return cleaned;
  const extension = extensionOf(cleaned);
  const suffix = extension ? `.${extension}` : '';
  return (
    characters
      .slice(0, ATTACHMENT_NAME_MAX_LENGTH - suffix.length)
      .join('')
      .trimEnd() + suffix
  );
}

/** What the form must hold, the file included (an edit too): type and a file, a comment of reasonable length. */
export function attachmentErrors(form: { type?: unknown; comment?: unknown }, file: { size: number } | null): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(form.type)) errors.type = M.typeRequired;
  if (!file) errors.attachment = M.missingFile;
  else if (file.size === 0) errors.attachment = M.emptyFile;
  if (typeof form.comment === 'string' && form.comment.length > ATTACHMENT_COMMENT_MAX_LENGTH) errors.comment = M.commentTooLong;
  return errors;
}

/** What the bytes were recognised as: a family ('Texte', 'PDF', 'Document Office 97-2003') and the types it may be. */
export interface DetectedContent {
  label: string;
  /** The first is taken when the name has no extension. */
  candidates: readonly AcceptedContentType[];
}

/** What a document is stored as, or why it is refused (415). */
export type ContentVerdict = { contentType: AcceptedContentType } | { refusal: string };

/**
 * Judges what the bytes are against the name: unknown bytes are refused; a name's extension picks among the
 * family's types ('.csv' text is CSV, '.xls' Office 97-2003 is Excel) and must be one of them; a name without
 * extension takes the family's first type.
 */
export function judgeContent(detected: DetectedContent | null, name: string): ContentVerdict {
  if (!detected) return { refusal: M.refusedType };
  const extension = extensionOf(name);
  if (!extension) return { contentType: detected.candidates[0] };
  const matching = detected.candidates.find((candidate) =>
    ACCEPTED_CONTENTS.some((content) => content.contentType === candidate && (content.extensions as readonly string[]).includes(extension)),
  );
  return matching ? { contentType: matching } : { refusal: mismatchMessage(detected.label, extension) };
}
