import type { ChoiceType } from '@domain/choices/types';
import { normalizeText } from '@domain/shared/text';
import { createContact } from '../../commands/contacts/contactCommands';
import type { CommandContext } from '../../commands/context';
import { lastPosition } from '../../commands/handle';
import { createOrganism } from '../../commands/organisms/organismCommands';
import { demoContacts, demoOrganisms } from './demoAddressBook';
import type { ReferenceIds } from '../../commands/setup/seedReference';

/** The id of the first entry of a reference list whose label starts with the given words (accents and case aside). */
export function referenceId(reference: ReferenceIds, type: ChoiceType, start: string): string {
  for (const [label, id] of reference.get(type) ?? []) if (normalizeText(label).startsWith(start)) return id;
  throw new Error(`No entry of ${type} starts with "${start}"`);
}

/** Seeds the demo organisms and their contacts, visible to all or to one antenna. */
export async function seedAddressBook(
  ctx: CommandContext,
  reference: ReferenceIds,
  antennaIds: Map<string, string>,
): Promise<{ position: bigint | null; organismIds: Map<string, string>; contactIds: Map<string, string[]> }> {
  let position: bigint | null = null;
  const organismIds = new Map<string, string>();
  // The contacts of each organism, by the organism's name: the demo files link them.
  const contactIds = new Map<string, string[]>();
  for (const { domain, antenna, street, postal_code, city, ...organism } of demoOrganisms) {
    const created = await createOrganism(ctx, {
      ...organism,
      domain_id: referenceId(reference, 'organism_domain', domain),
      antenna_id: antenna ? (antennaIds.get(antenna) ?? null) : null,
      address: { street, postal_code, city },
    });
    organismIds.set(organism.name, created.organismId);
    position = lastPosition(position, created.position);
  }
  for (const { organism, fonction, ...contact } of demoContacts) {
    const visibility = demoOrganisms.find((o) => o.name === organism)?.antenna;
    const created = await createContact(ctx, {
      ...contact,
      organism_id: organismIds.get(organism) ?? null,
      fonction_id: referenceId(reference, 'contact_fonction', fonction),
      antenna_id: visibility ? (antennaIds.get(visibility) ?? null) : null,
    });
    contactIds.set(organism, [...(contactIds.get(organism) ?? []), created.contactId]);
    position = lastPosition(position, created.position);
  }
  return { position, organismIds, contactIds };
}
