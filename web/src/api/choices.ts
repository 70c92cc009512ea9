import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChoiceItem } from '../../../api/types';
import type { ChoiceType } from '@domain/choices/types';
import { ONCE_PER_SESSION } from '../lib/referenceData';
import { callApi, get } from './client';

export type { ChoiceItem, ChoiceType };

/** The reference lists with their French names (GET /choices). */
export const useChoiceTypes = () =>
  useQuery({
    queryKey: ['choices', 'types'],
    queryFn: () => get<{ key: ChoiceType; label: string }[]>('/api/web/choices'),
    ...ONCE_PER_SESSION,
  });

/** The entries of one list (GET /choices/:type), alphabetically; forms of records ask for the deleted ones too, to show a value they still hold. */
export const useChoices = (type: ChoiceType | null | undefined, withDeleted = false) =>
  useQuery({
    queryKey: ['choices', 'list', type, withDeleted],
    queryFn: () => get<ChoiceItem[]>(`/api/web/choices/${type}${withDeleted ? '?with_deleted=true' : ''}`),
    enabled: !!type,
    ...ONCE_PER_SESSION,
  });

/** Options of a Select from a list: a deleted entry shows as such and cannot be picked again. */
export const choiceOptions = (items: ChoiceItem[] | undefined) =>
  (items ?? []).map((item) => ({
    value: item._id,
    label: item.deleted ? `${item.label} (supprimé)` : item.label,
    disabled: item.deleted === true,
  }));

/** Adding, renaming and deleting entries; each refreshes the lists. */
export function useChoiceMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['choices', 'list'] });
  return {
    create: useMutation({
      mutationFn: async ({ type, label }: { type: ChoiceType; label: string }) =>
        (await callApi<string>('PUT', `/api/web/choices/${type}`, { [type]: { label } })).data,
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: async ({ origin, current }: { origin: ChoiceItem; current: ChoiceItem }) =>
        callApi('POST', `/api/web/choice/${origin._id}`, { origin, current, fail_on_concurrent: false }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: async (id: string) => callApi('DELETE', `/api/web/choice/${id}`), onSuccess: refresh }),
  };
}
