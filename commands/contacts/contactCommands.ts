import type { FormOf } from '@domain/shared/forms';
import type { UpdateRequest } from '@domain/shared/changes';
import {
  CONTACT_REFERENCES,
  createContact as decideCreateContact,
  updateContact as decideUpdateContact,
  type ContactFields,
} from '@domain/contacts/contacts';
import { referencesIn } from '@domain/references/references';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { lookUpReferences } from '../references';
import { contactAggregate, streams } from '../streams';

/** Creates a contact of the shared address book. */
export async function createContact(ctx: CommandContext, contact: FormOf<ContactFields>): Promise<WriteResult & { contactId: string }> {
  const decision = { actor: ctx.actor, references: await lookUpReferences(ctx, referencesIn(CONTACT_REFERENCES, contact)) };
  const contactId = ctx.newId();
  const { position } = await runCommand(ctx, {
    command: 'createContact',
    streamId: streams.contact(contactId),
    aggregate: contactAggregate,
    decide: (state) => decideCreateContact({ contact }, state, decision),
  });
  return { contactId, position };
}

/** Records an edit of a contact. */
export async function updateContact(ctx: CommandContext, contactId: string, update: UpdateRequest): Promise<WriteResult> {
  const decision = { actor: ctx.actor, references: await lookUpReferences(ctx, referencesIn(CONTACT_REFERENCES, update.current)) };
  const { position } = await runCommand(ctx, {
    command: 'updateContact',
    streamId: streams.contact(contactId),
    aggregate: contactAggregate,
    decide: (state) => decideUpdateContact({ update }, state, decision),
  });
  return { position };
}
