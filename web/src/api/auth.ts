import type { PublicUser } from '../../../api/types';
import { callApi } from './client';

/** POST /api/auth/login */
export async function signIn(username: string, password: string): Promise<{ token: string; user: PublicUser }> {
  return (await callApi<{ token: string; user: PublicUser }>('POST', '/api/auth/login', { username, password })).data;
}

/** POST /api/auth/logout: revokes the token on the server. */
export async function signOut(token: string): Promise<void> {
  await callApi('POST', '/api/auth/logout', { token });
}

/** POST /api/auth/check */
export async function checkToken(token: string): Promise<{ valid: boolean; reason: string | null; message?: string }> {
  return (await callApi<{ valid: boolean; reason: string | null; message?: string }>('POST', '/api/auth/check', { token })).data;
}
