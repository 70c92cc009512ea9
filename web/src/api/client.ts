import type { Pagination } from '../../../api/types';
// The typed HTTP client: the API envelope in, typed data or an ApiError out.

const TOKEN_KEY = 'token';

/** The stored session token. */
export const tokenStore = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

/** A refused or failed call, with the server's code, French message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: Record<string, string> = {},
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type { Pagination };

type Unauthorized = (error: ApiError) => void;
let onUnauthorized: Unauthorized = () => undefined;

/** The session provider registers what a 401 does: forget the token and go to the sign-in page. */
export function setUnauthorizedHandler(handler: Unauthorized): void {
  onUnauthorized = handler;
}

/** Calls the API; resolves with data (and pagination), rejects with an ApiError. */
export async function callApi<T>(method: string, path: string, body?: unknown): Promise<{ data: T; pagination?: Pagination }> {
  const token = tokenStore.get();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Le serveur ne répond pas. Vérifiez votre connexion.');
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope<T>;
  if (response.ok && envelope.success) return { data: envelope.data as T, pagination: envelope.pagination };
  throw apiRefusal(response.status, envelope, !!token);
}

/** What the API answers (JSON) to any call. */
export interface Envelope<T> {
  success?: boolean;
  data?: T;
  pagination?: Pagination;
  code?: string;
  message?: string;
  errors?: Record<string, string>;
}

/** The ApiError of a refused call; a 401 to a signed-in user ends the session (the handler above). */
export function apiRefusal(status: number, envelope: Envelope<unknown>, signedIn: boolean): ApiError {
  const error = new ApiError(
    status,
    envelope.code ?? 'SOMETHING_WRONG',
    envelope.message ?? 'Erreur inconnue',
    envelope.errors,
    envelope.data,
  );
  if (status === 401 && signedIn) onUnauthorized(error);
  return error;
}

/** GET, answering data only. */
export const get = async <T>(path: string) => (await callApi<T>('GET', path)).data;
