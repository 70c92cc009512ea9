import { changeContactLink as decideChange } from '@domain/contactLinks/decide';
import type { ContactOtherInput } from '@domain/contactLinks/fields';
import { judgeOrganism, organismIdOf, refuseHeldName, type OrganismPlan } from '@domain/contactLinks/freeEntry';
import { CONTACT_LINK_MESSAGES as M } from '@domain/contactLinks/rules';
import { CONTACT_REFERENCES, updateContact as decideUpdateContact } from '@domain/contacts/contacts';
import { ORGANISM_REFERENCES, organismExists, updateOrganism as decideUpdateOrganism } from '@domain/organisms/organisms';
import { referencesIn } from '@domain/references/references';
import { canEditItem, canSeeItem } from '@domain/organisms/sharedItems';
import type { UpdateRequest } from '@domain/shared/changes';
import { DomainError, forbidden, invalid } from '@domain/shared/errors';
import type { FormOf } from '@domain/shared/forms';
import { sameValue } from '@domain/shared/paths';
import { updateContact } from '../contacts/contactCommands';
import type { CommandContext, WriteResult } from '../context';
import { lastPosition, loadAggregate } from '../handle';
import { createOrganism, updateOrganism } from '../organisms/organismCommands';
import { lookUpReferences } from '../references';
import { contactAggregate, organismAggregate, streams } from '../streams';
import { loadFile } from '../fileStream';
import { changeContactLink, linkContext } from './contactLinkCommands';
import { organismHoldingName } from './nameHolder';

// POST /recipient/:id/contact/:contactId {contact_other}: the contact linked to the file edited in the
// address book, by the address book's own commands and rules (who may edit it, unique organism names),
// with its organism and the link's date. Every part is judged before the first write.

type Entry = FormOf<ContactOtherInput>;

/** What happens to the contact's organism. */
type OrganismStep = { kind: 'none' } | { kind: 'edit'; organismId: string; update: UpdateRequest } | { kind: 'plan'; plan: OrganismPlan };

/** A refusal of the address book, its field errors moved under the part of the entry they judge. */
function underPart<T>(prefix: string, decide: () => T): T {
  try {
    return decide();
  } catch (error) {
    if (!(error instanceof DomainError) || !error.errors) throw error;
    const errors = Object.entries(error.errors).map(([path, message]) => [path === 'organism_id' ? path : `${prefix}.${path}`, message]);
    throw new DomainError(error.kind, error.code, error.message, Object.fromEntries(errors), error.data);
  }
}

/** The contact's part of the edit: its fields, and its organism_id when the form sends one. */
const contactSide = (entry: Entry): Record<string, unknown> => ({
  ...entry.contact,
  ...('organism_id' in entry ? { organism_id: entry.organism_id ?? null } : {}),
});

/** The organism's part of the edit, judged: its fields edited, or one typed in for a contact that had none. */
async function organismStep(ctx: CommandContext, storedId: string | null, update: UpdateRequest): Promise<OrganismStep> {
  const origin = update.origin as Entry;
  const current = update.current as Entry;
  const movedTo = 'organism_id' in current && !sameValue(origin.organism_id, current.organism_id);
  if (movedTo || sameValue(origin.organism ?? null, current.organism ?? null)) return { kind: 'none' };
  if (storedId === null) {
    const holder = await organismHoldingName(ctx, current.organism?.name ?? '');
    const references = await lookUpReferences(ctx, referencesIn({ 'organism.domain_id': ORGANISM_REFERENCES.domain_id }, current));
    const { plan, errors } = judgeOrganism({ organism: current.organism }, { actor: ctx.actor, references, holder });
    if (Object.keys(errors).length > 0) throw invalid(errors, M.missingFields);
    refuseHeldName(plan, holder, ctx.actor);
    return { kind: 'plan', plan };
  }
  const edit = { ...update, origin: { ...origin.organism }, current: { ...current.organism } };
  const { state } = await loadAggregate(ctx, streams.organism(storedId), organismAggregate);
  const decision = { actor: ctx.actor, references: await lookUpReferences(ctx, referencesIn(ORGANISM_REFERENCES, edit.current)) };
  const [change] = underPart('organism', () => decideUpdateOrganism({ update: edit }, state, decision));
  const renamed = change?.type === 'OrganismChanged' ? change.data.changes.name?.to : undefined;
  const holder = typeof renamed === 'string' ? await organismHoldingName(ctx, renamed) : null;
  if (holder && holder.organism_id !== storedId) throw organismExists(holder.name);
  return { kind: 'edit', organismId: storedId, update: edit };
}

/** Writes the organism step: the organism edited or created; the id of a new organism for the contact. */
async function writeOrganism(ctx: CommandContext, step: OrganismStep): Promise<{ organismId: string | null; position: bigint | null }> {
  if (step.kind === 'edit') return { organismId: null, position: (await updateOrganism(ctx, step.organismId, step.update)).position };
  if (step.kind === 'none' || step.plan.kind === 'none') return { organismId: null, position: null };
  if (step.plan.kind !== 'created') return { organismId: organismIdOf(step.plan), position: null };
  return createOrganism(ctx, step.plan.organism);
}

/** Edits the contact linked to a file in the address book, its organism and the link's date. */
export async function editLinkedContact(
  ctx: CommandContext,
  recipientId: string,
  contactId: string,
  update: UpdateRequest,
): Promise<WriteResult> {
  const origin = update.origin as Entry;
  const current = update.current as Entry;
  const dateOf = (entry: Entry) => ('date' in entry ? { date: entry.date } : {});
  const link = { ...update, origin: { contact_id: contactId, ...dateOf(origin) }, current: { contact_id: contactId, ...dateOf(current) } };
  // The file first: opened by the writer, linked to this contact, the date valid.
  decideChange({ contactId, update: link }, await loadFile(ctx, recipientId), await linkContext(ctx, {}));
  const { state: contact } = await loadAggregate(ctx, streams.contact(contactId), contactAggregate);
  const contactUpdate = { ...update, origin: contactSide(origin), current: contactSide(current) };
  const contactChanged = !sameValue(contactUpdate.origin, contactUpdate.current);
  if (contactChanged) {
    const references = await lookUpReferences(ctx, referencesIn(CONTACT_REFERENCES, contactUpdate.current));
    underPart('contact', () => decideUpdateContact({ update: contactUpdate }, contact, { actor: ctx.actor, references }));
  }
  const step = await organismStep(ctx, contact.contact.organism_id ?? null, update);
  // An organism given to a contact that had none is an edit of the contact: the address book's rule applies.
  const attaches = step.kind === 'plan' && step.plan.kind !== 'none';
  if (attaches && !(canSeeItem(ctx.actor, contact.contact) && canEditItem(ctx.actor, contact.contact))) throw forbidden();
  const organism = await writeOrganism(ctx, step);
  if (organism.organismId) {
    contactUpdate.origin = { ...contactUpdate.origin, organism_id: null };
    contactUpdate.current = { ...contactUpdate.current, organism_id: organism.organismId };
  }
  const contactWritten = contactChanged || organism.organismId ? await updateContact(ctx, contactId, contactUpdate) : { position: null };
  const linkWritten = await changeContactLink(ctx, recipientId, contactId, link);
  return { position: lastPosition(organism.position, contactWritten.position, linkWritten.position) };
}
