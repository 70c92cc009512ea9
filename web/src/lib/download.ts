// Files the server answers (a report, a document): fetched with the session's token as a blob, then
// handed to the browser's downloads under the name the server gives.
import { apiRefusal, tokenStore, type Envelope } from '../api/client';
import { fileNameOf } from './contentDisposition';

/** A file as the server answered it: its bytes and the name its headers give (Content-Disposition, else `filename`), or null. */
export interface FetchedFile {
  blob: Blob;
  name: string | null;
}

/** GET a file with the token; a refusal rejects with the envelope's ApiError (a 401 ends the session, as callApi does). */
export async function fetchFile(path: string, signal?: AbortSignal): Promise<FetchedFile> {
  const token = tokenStore.get();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw apiRefusal(0, { code: 'NETWORK', message: 'Le serveur ne répond pas. Vérifiez votre connexion.' }, false);
  }
  if (!response.ok) throw apiRefusal(response.status, (await response.json().catch(() => ({}))) as Envelope<unknown>, !!token);
  const name = fileNameOf(response.headers.get('Content-Disposition')) ?? response.headers.get('filename');
  return { blob: await response.blob(), name };
}

/** Hands bytes to the browser's downloads under a name. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  // The click has handed the blob to the download; the URL can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads a file the server answers, saved under the name it gives (else the fallback). */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const { blob, name } = await fetchFile(path);
  saveFile(blob, name ?? fallbackName);
}
