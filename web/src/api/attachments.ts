import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttachmentList, AttachmentOwner, AttachmentView } from '../../../api/types';
import { fetchFile, saveFile } from '../lib/download';
import { callApi, get } from './client';
import { uploadFile } from './upload';

export type { AttachmentList, AttachmentOwner, AttachmentView };

// Documents of a file ('Porte document') and of an antenna (/attachments): lists, uploads as multipart
// forms with their progress, downloads with the token, deletion.

/** Whose documents: a file's or an antenna's, by id. */
export interface DocumentOwner {
  owner: AttachmentOwner;
  id: string;
}

/** A document as the form sends it: its type, comment and file; `id` for a replacement. */
export interface DocumentUpload {
  id?: string;
  type: string;
  comment: string | null;
  file: File;
}

const KEY = 'attachments';
const listPath = ({ owner, id }: DocumentOwner) => `/api/web/${owner}/${id}/attachments`;

/** A file's or an antenna's documents, newest first, and whether the reader may add one. */
export const useDocuments = (owner: DocumentOwner | null) =>
  useQuery({
    queryKey: [KEY, owner?.owner, owner?.id],
    queryFn: () => get<AttachmentList>(listPath(owner as DocumentOwner)),
    enabled: !!owner,
  });

/** Reloads the lists of documents, and the files (their history tells of their documents). */
function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([KEY, 'recipients'].map((key) => client.invalidateQueries({ queryKey: [key] })));
}

/** The multipart form of an upload: type, the file as `attachment`, the comment in `metadata`, the owner for a new one. */
function uploadForm(owner: DocumentOwner, upload: DocumentUpload): FormData {
  const form = new FormData();
  form.append('type', upload.type);
  // The name goes in the JSON too: multipart parsers differ on non-ASCII file names, JSON text does not.
  form.append('metadata', JSON.stringify({ comment: upload.comment, name: upload.file.name }));
  if (!upload.id) form.append(owner.owner === 'recipient' ? 'recipient_id' : 'antenna_id', owner.id);
  // Last: the server reads the fields before the bytes.
  form.append('attachment', upload.file, upload.file.name);
  return form;
}

/**
 * Adds (PUT /attachment/new) or replaces (POST /attachment/{id}) a document, `onProgress` hearing the
 * share of the file sent; the lists reload once it is saved.
 */
export function useDocumentUpload(owner: DocumentOwner) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ upload, onProgress }: { upload: DocumentUpload; onProgress(sent: number): void }) =>
      upload.id
        ? uploadFile<unknown>('POST', `/api/web/attachment/${upload.id}`, uploadForm(owner, upload), onProgress)
        : uploadFile<unknown>('PUT', '/api/web/attachment/new', uploadForm(owner, upload), onProgress),
    onSuccess: refresh,
  });
}

/** Deletes a document (DELETE /attachment/{id}); the lists reload. */
export function useDocumentRemoval() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => callApi('DELETE', `/api/web/attachment/${id}`), onSuccess: refresh });
}

/** A document's bytes and its original name (from Content-Disposition, else the listed one). */
export async function fetchDocument(attachment: Pick<AttachmentView, '_id' | 'name'>): Promise<{ blob: Blob; name: string }> {
  const { blob, name } = await fetchFile(`/api/web/attachment/${attachment._id}/download`);
  return { blob, name: name ?? attachment.name };
}

/** Downloads a document: saved by the browser under the name the server gives it. */
export async function downloadDocument(attachment: AttachmentView): Promise<void> {
  const { blob, name } = await fetchDocument(attachment);
  saveFile(blob, name);
}
