import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpenedUser, PublicUser, SelfUser, UserProfile, UserRow, UserSummary } from '../../../api/types';
import { ONCE_PER_SESSION } from '../lib/referenceData';
import { callApi, get } from './client';

/** The user form's values: the profile plus login (and password in creation). */
export type UserInput = Partial<UserProfile> & { login?: string; password?: string };
export type { OpenedUser, PublicUser, UserRow };

/** The signed-in user (GET /user/me). */
export const useMe = (enabled: boolean) =>
  useQuery({ queryKey: ['me'], queryFn: () => get<SelfUser>('/api/web/user/me'), enabled, staleTime: 60_000 });

/** Users for pickers (GET /users), scoped by the server. */
export const useUserSummaries = () =>
  useQuery({ queryKey: ['users', 'summaries'], queryFn: () => get<UserSummary[]>('/api/web/users'), ...ONCE_PER_SESSION });

/** Rows of the users screen, searched (GET /users_full?search=). */
export const useUserRows = (search: string) =>
  useQuery({
    queryKey: ['users', 'rows', search],
    queryFn: () => get<UserRow[]>(`/api/web/users_full${search ? `?search=${encodeURIComponent(search)}` : ''}`),
  });

/** One user (GET /user/:id). */
export const useUser = (id: string | undefined) =>
  useQuery({
    queryKey: ['users', 'one', id],
    queryFn: () => get<OpenedUser>(`/api/web/user/${id}`),
    enabled: !!id && id !== 'new',
    retry: false,
  });

/** Creation, update, deletion and password change of users; each refreshes the user lists. */
export function useUserMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['users'] }).then(() => client.invalidateQueries({ queryKey: ['me'] }));
  return {
    create: useMutation({
      mutationFn: async (user: UserInput) => (await callApi<{ user_id: string }>('PUT', '/api/web/user/new', { user })).data.user_id,
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: async ({ id, origin, current }: { id: string; origin: PublicUser; current: PublicUser }) =>
        callApi('POST', `/api/web/user/${id}`, { origin, current, fail_on_concurrent: true, remove_absent_values: false }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: async (id: string) => callApi('DELETE', `/api/web/user/${id}`), onSuccess: refresh }),
    changePassword: useMutation({
      mutationFn: async ({ id, password }: { id: string; password: { old: string; new: string; newRepeated: string } }) =>
        callApi('POST', `/api/web/user/${id}/modify_password`, { password }),
    }),
  };
}
