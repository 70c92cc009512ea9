import type { UpdateRequest } from '../../domain/shared/changes';
import { CONTACT_MESSAGES, createContact as decideCreateContact, updateContact as decideUpdateContact, type ContactFields } from '../../domain/contacts/contacts';
import { invalid } from '../../domain/shared/errors';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { contactAggregate, streams } from '../streams';

/** Refuses an organism id that names no organism. */
async function checkOrganism(ctx: CommandContext, organismId: unknown): Promise<void> {
  if (typeof organismId !== 'string' || organismId === '') return;
  if ((await ctx.store.readStream(streams.organism(organismId))).length === 0) {
    throw invalid({ organism_id: CONTACT_MESSAGES.unknownOrganism }, CONTACT_MESSAGES.unknownOrganism);
  }
}

/** Creates a contact of the shared address book. */
export async function createContact(ctx: CommandContext, contact: ContactFields): Promise<WriteResult & { contactId: string }> {
  await checkOrganism(ctx, contact.organism_id);
  const contactId = ctx.newId();
  const { position } = await runCommand(ctx, {
    command: 'createContact',
    streamId: streams.contact(contactId),
    aggregate: contactAggregate,
    decide: (state) => decideCreateContact({ contact }, state, ctx),
  });
  return { contactId, position };
}

/** Records an edit of a contact. */
export async function updateContact(ctx: CommandContext, contactId: string, update: UpdateRequest): Promise<WriteResult> {
  if (update.current.organism_id !== update.origin.organism_id) await checkOrganism(ctx, update.current.organism_id);
  const { position } = await runCommand(ctx, {
    command: 'updateContact',
    streamId: streams.contact(contactId),
    aggregate: contactAggregate,
    decide: (state) => decideUpdateContact({ update }, state, ctx),
  });
  return { position };
}
