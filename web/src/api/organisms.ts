import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactFields,
  ContactRecord,
  ContactRow,
  OpenedContact,
  OpenedOrganism,
  OrganismFields,
  OrganismRecord,
  OrganismRow,
} from '../../../api/types';
import { callApi, get } from './client';

export type { ContactFields, ContactRecord, ContactRow, OpenedContact, OpenedOrganism, OrganismFields, OrganismRecord, OrganismRow };

const withSearch = (path: string, search: string) => (search ? `${path}?search=${encodeURIComponent(search)}` : path);

/** Rows of the organisms list (GET /organisms?search=). */
export const useOrganismRows = (search: string) =>
  useQuery({ queryKey: ['organisms', 'rows', search], queryFn: () => get<OrganismRow[]>(withSearch('/api/web/organisms', search)) });

/** Organism names for pickers, archived left out (GET /organisms/plain?search=). */
export const useOrganismNames = (search = '') =>
  useQuery({
    queryKey: ['organisms', 'plain', search],
    queryFn: () => get<Pick<OrganismRecord, '_id' | 'name' | 'domain_id' | 'address'>[]>(withSearch('/api/web/organisms/plain', search)),
  });

/** One organism (GET /organism/:id). */
export const useOrganism = (id: string | undefined) =>
  useQuery({
    queryKey: ['organisms', 'one', id],
    queryFn: () => get<OpenedOrganism>(`/api/web/organism/${id}`),
    enabled: !!id && id !== 'new',
    retry: false,
  });

/** The contacts of an organism (GET /organism/:id/contacts). */
export const useOrganismContacts = (id: string | undefined) =>
  useQuery({
    queryKey: ['contacts', 'organism', id],
    queryFn: () => get<ContactRow[]>(`/api/web/organism/${id}/contacts`),
    enabled: !!id && id !== 'new',
  });

/** Rows of the contacts list (GET /contacts?search=). */
export const useContactRows = (search: string) =>
  useQuery({ queryKey: ['contacts', 'rows', search], queryFn: () => get<ContactRow[]>(withSearch('/api/web/contacts', search)) });

/** One contact (GET /contact/:id). */
export const useContact = (id: string | undefined) =>
  useQuery({
    queryKey: ['contacts', 'one', id],
    queryFn: () => get<OpenedContact>(`/api/web/contact/${id}`),
    enabled: !!id && id !== 'new',
    retry: false,
  });

/** Creating and updating organisms and contacts; each refreshes both lists (contacts show organism names). */
export function useAddressBookMutations() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: ['organisms'] }), client.invalidateQueries({ queryKey: ['contacts'] })]);
  return {
    createOrganism: useMutation({
      mutationFn: async (organism: OrganismFields) =>
        (await callApi<{ organism_id: string }>('PUT', '/api/web/organism/new', { organism })).data.organism_id,
      onSuccess: refresh,
    }),
    updateOrganism: useMutation({
      mutationFn: async ({ origin, current }: { origin: OrganismRecord; current: OrganismRecord }) =>
        callApi('POST', `/api/web/organism/${origin._id}`, { origin, current, fail_on_concurrent: false }),
      onSuccess: refresh,
    }),
    createContact: useMutation({
      mutationFn: async (contact: ContactFields) =>
        (await callApi<{ contact_id: string }>('PUT', '/api/web/contact/new', { contact })).data.contact_id,
      onSuccess: refresh,
    }),
    updateContact: useMutation({
      mutationFn: async ({ origin, current }: { origin: ContactRecord; current: ContactRecord }) =>
        callApi('POST', `/api/web/contact/${origin._id}`, { origin, current, fail_on_concurrent: false }),
      onSuccess: refresh,
    }),
  };
}
