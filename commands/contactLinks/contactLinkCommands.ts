import {
  changeContactLink as decideChange,
  CONTACT_LINK_REFERENCES,
  linkContact as decideLink,
  putContactFirst as decidePutFirst,
  unlinkContact as decideUnlink,
  type ContactLinkContext,
} from '@domain/contactLinks/decide';
import type { ContactRefInput } from '@domain/contactLinks/fields';
import { referencesIn } from '@domain/references/references';
import type { UpdateRequest } from '@domain/shared/changes';
import { frenchDay } from '@domain/shared/dates';
import type { FormOf } from '@domain/shared/forms';
import type { CommandContext, WriteResult } from '../context';
import { onFile } from '../fileStream';
import { lookUpReferences } from '../references';

// The links between a file and the contacts of the address book, all written on the file's stream.

/** What a link decision needs, the contacts of these values looked up. */
export async function linkContext(ctx: CommandContext, values: object): Promise<ContactLinkContext> {
  const references = await lookUpReferences(ctx, referencesIn(CONTACT_LINK_REFERENCES, values));
  return { actor: ctx.actor, references, today: frenchDay(ctx.clock()) };
}

/** Links a contact of the address book to a file. */
export async function linkContact(ctx: CommandContext, recipientId: string, link: FormOf<ContactRefInput>): Promise<WriteResult> {
  const decision = await linkContext(ctx, link);
  return onFile(ctx, 'linkContact', recipientId, (file) => decideLink({ link }, file, decision));
}

/** Changes a link's date or the contact it names. */
export async function changeContactLink(
  ctx: CommandContext,
  recipientId: string,
  contactId: string,
  update: UpdateRequest,
): Promise<WriteResult> {
  const decision = await linkContext(ctx, update.current);
  return onFile(ctx, 'changeContactLink', recipientId, (file) => decideChange({ contactId, update }, file, decision));
}

/** Removes a contact from a file. */
export async function unlinkContact(ctx: CommandContext, recipientId: string, contactId: string): Promise<WriteResult> {
  return onFile(ctx, 'unlinkContact', recipientId, (file) => decideUnlink({ contactId }, file, ctx));
}

/** Puts a contact first in the file's order. */
export async function putContactFirst(ctx: CommandContext, recipientId: string, contactId: string): Promise<WriteResult> {
  return onFile(ctx, 'putContactFirst', recipientId, (file) => decidePutFirst({ contactId }, file, ctx));
}
