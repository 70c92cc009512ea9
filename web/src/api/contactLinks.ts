import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactLinkCreated,
  ContactLinkRow,
  ContactOtherInput,
  ContactRefInput,
  FollowingFields,
  OrientationFields,
} from '../../../api/types';
import { callApi, get } from './client';
import { useFieldGroup, useFieldGroupSave } from './records';

export type { ContactLinkRow, ContactOtherInput, ContactRefInput };

// The Contacts tab of a file (docs/api.md 'Contacts'): the contacts linked to the file, in its order,
// and the two organisms 'Orienté par' and 'Suivi par'.

/** The name of the tab's queries, reloaded by its writes. */
const TAB = 'contact-links';

/** The contacts linked to a file, in the file's order, the priority contact first (GET /recipient/:id/contacts). */
export const useContactLinks = (recipientId: string) =>
  useQuery({ queryKey: [TAB, 'links', recipientId], queryFn: () => get<ContactLinkRow[]>(`/api/web/recipient/${recipientId}/contacts`) });

/** A new link: a contact of the address book, or a contact (and organism) entered freely. */
export type ContactLinkInput = { contact_ref: ContactRefInput } | { contact_other: ContactOtherInput };

/** An edit of a link: its date or contact (contact_ref), or the contact itself in the address book (contact_other). */
export type ContactLinkUpdate =
  | { contact_ref: { origin: ContactRefInput; current: ContactRefInput } }
  | { contact_other: { origin: ContactOtherInput; current: ContactOtherInput } };

/** The update body: each side's copies, concurrency failure switched off as for every update. */
const updateBody = (update: ContactLinkUpdate) =>
  'contact_ref' in update
    ? { contact_ref: { ...update.contact_ref, fail_on_concurrent: false } }
    : { contact_other: { ...update.contact_other, fail_on_concurrent: false } };

/** A link of a file: the file and the contact. */
type LinkId = { recipientId: string; contactId: string };

/** Every write on the file's contacts; each reloads the tab, the file (its history) and the address book, which a free entry adds to. */
export function useContactLinkMutations() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([TAB, 'recipients', 'contacts', 'organisms'].map((key) => client.invalidateQueries({ queryKey: [key] })));
  return {
    /** Answers the contact linked and what the address book gained. */
    link: useMutation({
      mutationFn: async ({ recipientId, input }: { recipientId: string; input: ContactLinkInput }) =>
        (await callApi<ContactLinkCreated>('PUT', `/api/web/recipient/${recipientId}/contacts`, input)).data,
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ recipientId, contactId, update }: LinkId & { update: ContactLinkUpdate }) =>
        callApi('POST', `/api/web/recipient/${recipientId}/contact/${contactId}`, updateBody(update)),
      onSuccess: refresh,
    }),
    /** Removes the contact from the file (the address book keeps it). */
    unlink: useMutation({
      mutationFn: ({ recipientId, contactId }: LinkId) => callApi('DELETE', `/api/web/recipient/${recipientId}/contact/${contactId}`),
      onSuccess: refresh,
    }),
    putFirst: useMutation({
      mutationFn: ({ recipientId, contactId }: LinkId) =>
        callApi('POST', `/api/web/recipient/${recipientId}/contact/${contactId}/first`, {}),
      onSuccess: refresh,
    }),
  };
}

/** 'Orienté par' of the file (GET /recipient/:id/orientation). */
export const useOrientation = (recipientId: string) => useFieldGroup<OrientationFields>(TAB, 'orientation', recipientId);
/** 'Suivi par' of the file (GET /recipient/:id/following). */
export const useFollowing = (recipientId: string) => useFieldGroup<FollowingFields>(TAB, 'following', recipientId);
/** Saves 'Orienté par' (POST /recipient/:id/orientation {oriented_by}). */
export const useOrientationSave = () => useFieldGroupSave<OrientationFields>(TAB, 'orientation');
/** Saves 'Suivi par' (POST /recipient/:id/following {followed_by}). */
export const useFollowingSave = () => useFieldGroupSave<FollowingFields>(TAB, 'following');
