import { followingGroup, orientationGroup } from '@domain/contactLinks/orientation';
import { medicalGroup } from '@domain/health/medical';
import { frenchDay } from '@domain/shared/dates';
import { linkContact } from '../../commands/contactLinks/contactLinkCommands';
import { linkFreeContact } from '../../commands/contactLinks/linkFreeContact';
import type { CommandContext } from '../../commands/context';
import { lastPosition } from '../../commands/handle';
import { saveFieldGroup } from '../../commands/records';
import type { ReferenceIds } from '../../commands/setup/seedReference';
import { addDays } from '../recipients/demoRecipientPlan';
import type { DemoAntenna } from '../recipients/demoRecipients';
import { fileAndReferent } from '../recipients/fileReferent';
import { contactsProfileOf, entersMissionLocale, LOCAL_PARTNERS, MISSION_LOCALE_ADVISER, type Partner } from './demoContacts';

interface Lookups {
  reference: ReferenceIds;
  files: Map<string, string>;
  antennaIds: Map<string, string>;
  organismIds: Map<string, string>;
  contactIds: Map<string, string[]>;
}

/**
 * Seeds the Contacts and Santé tabs of most demo files through the ordinary commands, as each file's
 * referent: the antenna's partners linked, who oriented and follows the person, the health follow-up;
 * the Mission locale adviser is typed in once per antenna (she and her organism join the address book),
 * then linked from the address book.
 */
export async function seedContacts(ctx: CommandContext, lookups: Lookups): Promise<bigint | null> {
  const today = frenchDay(ctx.clock());
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`Demo contacts: no ${what}`);
    return value;
  };
  const antennaKeys = new Map([...lookups.antennaIds].map(([key, id]) => [id, key as DemoAntenna]));
  const adviserOf = new Map<DemoAntenna, string>();
  let position: bigint | null = null;
  for (const recipientId of lookups.files.values()) {
    const { state, actor } = await fileAndReferent(ctx, recipientId);
    const profile = contactsProfileOf(state.file_number);
    const antenna = antennaKeys.get(state.civil.antenna_id ?? '');
    if (state.deleted || !profile || !antenna) continue;
    const as = { ...ctx, actor };
    const partners = LOCAL_PARTNERS[antenna];
    const contactOf = (partner: Partner) => need(lookups.contactIds.get(partners[partner])?.[0], `contact of ${partners[partner]}`);
    const organismOf = (partner: Partner) => need(lookups.organismIds.get(partners[partner]), partners[partner]);
    for (const [index, partner] of [...new Set(profile.linked)].entries()) {
      const link = { contact_id: contactOf(partner), date: addDays(today, -200 + index * 30) };
      position = lastPosition(position, (await linkContact(as, recipientId, link)).position);
    }
    if (entersMissionLocale(state.file_number)) {
      const adviser = adviserOf.get(antenna);
      if (adviser) position = lastPosition(position, (await linkContact(as, recipientId, { contact_id: adviser })).position);
      else {
        const { name, ...address } = partners.missionLocale;
        const domain_id = need(lookups.reference.get('organism_domain')?.get('Emploi et insertion'), 'organism domain Emploi et insertion');
        const typed = await linkFreeContact(as, recipientId, {
          contact: { ...MISSION_LOCALE_ADVISER, email: null, fonction_id: null },
          organism: { name, domain_id, address },
        });
        adviserOf.set(antenna, typed.contact_id);
        position = lastPosition(position, typed.position);
      }
    }
    const orientation = { oriented_by: profile.orientedBy && organismOf(profile.orientedBy) };
    const following = { followed_by: profile.followedBy && organismOf(profile.followedBy) };
    const medical = { ...profile.medical, contact_ids: [...new Set(profile.careContacts.map(contactOf))] };
    position = lastPosition(position, (await saveFieldGroup(as, orientationGroup, recipientId, orientation)).position);
    position = lastPosition(position, (await saveFieldGroup(as, followingGroup, recipientId, following)).position);
    position = lastPosition(position, (await saveFieldGroup(as, medicalGroup, recipientId, medical)).position);
  }
  return position;
}
