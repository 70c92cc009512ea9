// What the user is told after a recipient contact is saved or refused (docs/recipient-file.md, 'Contacts').
import { notifications } from '@mantine/notifications';
import { CONTACT_LINK_MESSAGES as M, createdNotice } from '@domain/contactLinks/rules';
import { ORGANISM_MESSAGES } from '@domain/organisms/organisms';
import { ApiError } from '../../../api/client';
import { reportNotSaved, type ErrorsForm } from '../../../lib/saveFeedback';
import { toastError, TOAST_MS } from '../../../lib/toasts';

/** The failure's title when the fields do not explain it (a conflict, the rights, the network). */
const NOT_SAVED = 'Contact non enregistré';

/** How long the notice of what the address book gained stays (the longest of a success toast). */
const NOTICE_MS = 3000;

/** 'Nouveau contact enregistré en base' or 'Nouveaux contacts et organismes enregistrés en base', from what the server created. */
export function noticeCreated(created: { contact: boolean; organism: boolean }): void {
  const notice = createdNotice(created);
  if (notice) notifications.show({ message: notice, color: 'blue', autoClose: NOTICE_MS });
}

/** The name of the organism already holding the name, as the server spells it, else as typed. */
function holderName(error: ApiError, typed: string): string {
  const data = error.data;
  const name = data && typeof data === 'object' && 'name' in data ? data.name : null;
  return typeof name === 'string' ? name : typed;
}

/** True for the refusal of an organism name held already. */
export const isOrganismTaken = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'ORGANISM_ALREADY_EXISTS';

/**
 * A refused recipient contact: an organism name already used says so for 2.5 s ('L'organisme {name}
 * existe déjà.'), a contact the file has already says so beside the contact; otherwise the fields'
 * messages beside the fields and 'Des champs sont manquants', or the reason under 'Contact non enregistré'.
 */
export function reportLinkNotSaved(form: ErrorsForm, error: unknown, typedOrganism: string): void {
  if (isOrganismTaken(error)) {
    console.error(M.missingFields, error);
    const message = ORGANISM_MESSAGES.exists(holderName(error, typedOrganism));
    form.setErrors({ 'organism.name': message });
    toastError(message, { ms: TOAST_MS.organismExists });
    return;
  }
  if (error instanceof ApiError && error.code === 'CONTACT_ALREADY_LINKED') form.setErrors({ contact_id: error.message });
  reportNotSaved(form, error, error instanceof ApiError && error.status === 400 ? M.missingFields : NOT_SAVED);
}
