import { linkContact as decideLink } from '@domain/contactLinks/decide';
import type { ContactLinkCreated, ContactOtherInput } from '@domain/contactLinks/fields';
import { FREE_ENTRY_REFERENCES, planFreeEntry, type FreeEntryPlan } from '@domain/contactLinks/freeEntry';
import { referencesIn } from '@domain/references/references';
import { DomainError } from '@domain/shared/errors';
import type { FormOf } from '@domain/shared/forms';
import { createContact } from '../contacts/contactCommands';
import type { CommandContext, WriteResult } from '../context';
import { lastPosition } from '../handle';
import { createOrganism } from '../organisms/organismCommands';
import { lookUpReferences } from '../references';
import { loadFile, onFile } from '../fileStream';
import { linkContext } from './contactLinkCommands';
import { organismHoldingName } from './nameHolder';

// PUT /recipient/:id/contacts {contact_other}: the contact (and its organism, when typed in and not
// already in the address book) is created by the address book's own commands, then linked. All of it
// is judged first, so a refused entry creates nothing; the file refusing the link after the contact
// was created (deleted or moved out of reach meanwhile) leaves a valid contact in the address book.

/** The entry judged against the file and the address book as they are now. */
async function judge(ctx: CommandContext, recipientId: string, input: FormOf<ContactOtherInput>): Promise<FreeEntryPlan> {
  const typedName = input.organism_id ? '' : (input.organism?.name ?? '');
  const [references, holder, file] = await Promise.all([
    lookUpReferences(ctx, referencesIn(FREE_ENTRY_REFERENCES, input)),
    organismHoldingName(ctx, typedName),
    loadFile(ctx, recipientId),
  ]);
  return planFreeEntry(input, file, { actor: ctx.actor, references, holder });
}

const alreadyExists = (error: unknown) => error instanceof DomainError && error.code === 'ORGANISM_ALREADY_EXISTS';

/** The new contact's organism: the one chosen, or the one created now. */
async function organismOf(
  ctx: CommandContext,
  recipientId: string,
  input: FormOf<ContactOtherInput>,
  plan: FreeEntryPlan,
): Promise<{ organismId: string | null; created: boolean; position: bigint | null }> {
  if (plan.organism.kind !== 'created') return { organismId: plan.contact.organism_id ?? null, created: false, position: null };
  try {
    const { organismId, position } = await createOrganism(ctx, plan.organism.organism);
    return { organismId, created: true, position };
  } catch (error) {
    if (!alreadyExists(error)) throw error;
    // Someone created that name meanwhile: judged again, the refusal names their organism when the writer sees it.
    await judge(ctx, recipientId, input);
    throw error;
  }
}

/** Creates a contact entered freely (and its organism when needed) in the address book, and links it to the file. */
export async function linkFreeContact(
  ctx: CommandContext,
  recipientId: string,
  input: FormOf<ContactOtherInput>,
): Promise<WriteResult & ContactLinkCreated> {
  const plan = await judge(ctx, recipientId, input);
  const organism = await organismOf(ctx, recipientId, input, plan);
  const contact = await createContact(ctx, { ...plan.contact, organism_id: organism.organismId });
  const decision = await linkContext(ctx, {});
  const link = { contact_id: contact.contactId, date: input.date };
  const linked = await onFile(ctx, 'linkContact', recipientId, (file) => decideLink({ link, justCreated: true }, file, decision));
  return {
    contact_id: contact.contactId,
    created: { contact: true, organism: organism.created },
    position: lastPosition(organism.position, contact.position, linked.position),
  };
}
