import { referenceErrors, type ReferenceFacts, type ReferenceSpecs } from '../references/references';
import { applyChanges, diffUpdate, noChanges, type UpdateRequest } from '../shared/changes';
import { conflict, invalid, notFound } from '../shared/errors';
import type { FormOf } from '../shared/forms';
import { isBlank, validate } from '../shared/validation';
import { openFile } from '../recipients/permissions';
import type { RecipientState } from '../recipients/slices';
import type { Actor } from '../users/actor';
import type { ContactLinkEvent } from './events';
import type { ContactLink, ContactRefInput } from './fields';
import { CONTACT_LINK_MESSAGES as M, contactLinkRules } from './rules';

// Whoever may open a file links contacts of the address book to it, edits, orders and removes those
// links (docs/permissions.md, 'Contacts, Santé, Formation/Emploi, Ressources'); a contact is linked once per file, and one the
// writer may not see is refused exactly as an unknown one.

/** What a decision on a link knows besides the file: who acts, today, and the contacts named. */
export interface ContactLinkContext {
  actor: Actor;
  references: ReferenceFacts;
  today: string;
}

/** What a link names. */
export const CONTACT_LINK_REFERENCES: ReferenceSpecs = {
  contact_id: { kind: 'contact', message: M.unknownContact },
  organism_id: { kind: 'organism', message: M.unknownOrganism },
};

/** The link of the file to that contact, or 404. */
export function existingLink(state: RecipientState, contactId: string): ContactLink {
  const link = state.contact_links.find((item) => item.contact_id === contactId);
  if (!link) throw notFound(M.notLinked);
  return link;
}

const alreadyLinked = (contactId: string) => conflict('CONTACT_ALREADY_LINKED', M.alreadyLinked, { contact_id: contactId });

/** A link as sent, blanks read: no contact is null, no date is today, no organism is the contact's own (null). */
const linkOf = (form: FormOf<ContactRefInput>, today: string) => ({
  contact_id: isBlank(form.contact_id) ? null : (form.contact_id ?? null),
  date: isBlank(form.date) ? today : (form.date ?? today),
  ...('organism_id' in form && { organism_id: isBlank(form.organism_id) ? null : (form.organism_id ?? null) }),
});

/** Which of the link's contact and organism to judge: those it newly names. */
interface Judged {
  contact: boolean;
  organism: boolean;
}

/**
 * The organism a link names must be its contact's own or one the writer sees: an invisible one is refused as an
 * unknown one (docs/permissions.md, address book).
 */
function organismErrors(link: { contact_id: string | null; organism_id?: string | null }, ctx: ContactLinkContext) {
  if (!link.organism_id || !link.contact_id) return {};
  if (ctx.references.contact(link.contact_id)?.organism_id === link.organism_id) return {};
  return referenceErrors(
    [{ path: 'organism_id', id: link.organism_id, spec: CONTACT_LINK_REFERENCES.organism_id }],
    ctx.references,
    ctx.actor,
  );
}

/** A link judged: its rules, then whether the writer may name the contact and the organism it newly names. */
function admitLink(form: FormOf<ContactRefInput>, ctx: ContactLinkContext, judged: Judged): ContactLink {
  const link = linkOf(form, ctx.today);
  const errors = validate(contactLinkRules, link);
  if (!errors.contact_id && judged.contact && link.contact_id) {
    Object.assign(
      errors,
      referenceErrors([{ path: 'contact_id', id: link.contact_id, spec: CONTACT_LINK_REFERENCES.contact_id }], ctx.references, ctx.actor),
    );
  }
  if (!errors.contact_id && judged.organism) Object.assign(errors, organismErrors(link, ctx));
  if (Object.keys(errors).length > 0) throw invalid(errors, M.missingFields);
  return link as ContactLink;
}

/**
 * Links a contact to the file, last in its order. justCreated: the writer has just entered it freely
 * (created in the address book by this very request, so within their sight).
 */
export function linkContact(
  command: { link: FormOf<ContactRefInput>; justCreated?: boolean },
  state: RecipientState,
  ctx: ContactLinkContext,
): ContactLinkEvent[] {
  openFile(state, ctx.actor);
  const link = admitLink(command.link, ctx, { contact: !command.justCreated, organism: true });
  if (state.contact_links.some((item) => item.contact_id === link.contact_id)) throw alreadyLinked(link.contact_id);
  return [{ type: 'RecipientContactLinked', data: link }];
}

/** The fields of a link an edit sends, blanks read as for a new link; a field left out is left as it is. */
const linkFields = (values: Record<string, unknown>, today: string) => {
  const read = linkOf(values as FormOf<ContactRefInput>, today);
  return Object.fromEntries(Object.entries(read).filter(([field]) => field in values));
};

/** Changes a link's date, or the contact it names (kept in its place); only what differs is judged and recorded. */
export function changeContactLink(
  command: { contactId: string; update: UpdateRequest },
  state: RecipientState,
  ctx: ContactLinkContext,
): ContactLinkEvent[] {
  openFile(state, ctx.actor);
  const stored = existingLink(state, command.contactId);
  const { origin, current } = command.update;
  const asked = diffUpdate(stored, { ...command.update, origin: linkFields(origin, ctx.today), current: linkFields(current, ctx.today) });
  if (noChanges(asked)) return [];
  // Only a contact or organism newly named is judged: one linked by someone of another antenna keeps its place.
  const next = admitLink(applyChanges(stored, asked), ctx, {
    contact: 'contact_id' in asked,
    organism: 'contact_id' in asked || 'organism_id' in asked,
  });
  if (asked.contact_id && state.contact_links.some((item) => item.contact_id === next.contact_id)) throw alreadyLinked(next.contact_id);
  return [{ type: 'RecipientContactLinkChanged', data: { contact_id: command.contactId, changes: asked } }];
}

/** Removes a contact from the file (the address book keeps it). */
export function unlinkContact(command: { contactId: string }, state: RecipientState, ctx: { actor: Actor }): ContactLinkEvent[] {
  openFile(state, ctx.actor);
  existingLink(state, command.contactId);
  return [{ type: 'RecipientContactUnlinked', data: { contact_id: command.contactId } }];
}

/** Puts a contact first in the file's order; nothing to record when it is first already. */
export function putContactFirst(command: { contactId: string }, state: RecipientState, ctx: { actor: Actor }): ContactLinkEvent[] {
  openFile(state, ctx.actor);
  existingLink(state, command.contactId);
  if (state.contact_links[0]?.contact_id === command.contactId) return [];
  return [{ type: 'RecipientContactPutFirst', data: { contact_id: command.contactId } }];
}
