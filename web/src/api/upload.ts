import { ApiError, apiRefusal, tokenStore, type Envelope } from './client';

// A file sent as a multipart form. fetch() cannot tell how much of a request body has gone, so the
// upload goes through XMLHttpRequest, whose upload.onprogress can feed a progress bar; the token, the
// envelope and the end of a refused session are those of callApi.

/** Sends a multipart form (PUT or POST); `onProgress` hears the share sent (0 to 1); resolves with data, rejects with an ApiError. */
export function uploadFile<T>(method: 'PUT' | 'POST', path: string, form: FormData, onProgress?: (sent: number) => void): Promise<T> {
  const token = tokenStore.get();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const envelope = readEnvelope<T>(request.responseText);
      const ok = request.status >= 200 && request.status < 300 && envelope.success;
      if (ok) resolve(envelope.data as T);
      else reject(apiRefusal(request.status, envelope, !!token));
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK', 'Le serveur ne répond pas. Vérifiez votre connexion.'));
    request.send(form);
  });
}

/** The envelope of an answer; a body that is not one (a proxy's page) reads as empty. */
function readEnvelope<T>(body: string): Envelope<T> {
  try {
    return JSON.parse(body) as Envelope<T>;
  } catch {
    return {};
  }
}
