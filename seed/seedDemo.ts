import { SIEGE_ID } from '@domain/siege/siege';
import { createAntenna } from '../commands/antennas/createAntenna';
import { updateSiege } from '../commands/antennas/updateSiege';
import type { CommandDeps } from '../commands/context';
import { lastPosition } from '../commands/handle';
import { createUser } from '../commands/users/createUser';
import { DEMO_PASSWORD, demoAntennas, demoSiege, demoUsers } from './people/demoPeople';
import { seedAddressBook } from './addressBook/seedAddressBook';
import { seedDomiciliations } from './domiciliations/seedDomiciliations';
import { seedContacts } from './fileTabs/seedContacts';
import { seedWork } from './fileTabs/seedWork';
import { seedHousing } from './housing/seedHousing';
import { seedMails } from './mails/seedMails';
import { seedMeetings } from './meetings/seedMeetings';
import { seedPenal } from './penal/seedPenal';
import { seedRecipients } from './recipients/seedRecipients';
import type { ReferenceIds } from '../commands/setup/seedReference';
import { systemContext } from '../commands/setup/systemActor';

/** Seeds the demo data set through the ordinary commands, so it has a history like any data. */
export async function seedDemo(
  deps: CommandDeps,
  reference: ReferenceIds,
): Promise<{ logins: { login: string; habilitation: string; antenna: string }[]; position: bigint | null }> {
  const ctx = systemContext(deps, 'demo-seed');
  let position = (await updateSiege(ctx, { origin: {}, current: { ...demoSiege }, failOnConcurrent: false })).position;
  const antennaIds = new Map<string, string>([['siege', SIEGE_ID]]);
  const names = new Map<string, string>([['siege', 'Siège']]);
  for (const { key, ...antenna } of demoAntennas) {
    const created = await createAntenna(ctx, antenna);
    antennaIds.set(key, created.antennaId);
    names.set(key, antenna.name);
    position = lastPosition(position, created.position);
  }
  const logins = [];
  const userIds = new Map<string, string>();
  for (const { antennaKey, ...user } of demoUsers) {
    const created = await createUser(ctx, { ...user, antenna_id: antennaIds.get(antennaKey), password: DEMO_PASSWORD });
    position = lastPosition(position, created.position);
    userIds.set(String(user.login), created.userId);
    logins.push({ login: String(user.login), habilitation: String(user.habilitation), antenna: names.get(antennaKey) ?? '' });
  }
  const addressBook = await seedAddressBook(ctx, reference, antennaIds);
  position = lastPosition(position, addressBook.position);
  const recipients = await seedRecipients(ctx, { reference, antennaIds, userIds, organismIds: addressBook.organismIds });
  position = lastPosition(position, recipients.position);
  // Before the stays: a stay funded by the SPIP is refused without a follow-up over its days.
  position = lastPosition(position, await seedPenal(ctx, { reference, organismIds: addressBook.organismIds, files: recipients.files }));
  position = lastPosition(position, await seedHousing(ctx, { reference, antennaIds, files: recipients.files }));
  position = lastPosition(position, await seedDomiciliations(ctx, { files: recipients.files }));
  position = lastPosition(position, await seedMails(ctx, recipients.files));
  position = lastPosition(position, await seedWork(ctx, { reference, files: recipients.files }));
  const partners = { reference, files: recipients.files, antennaIds, ...addressBook };
  position = lastPosition(position, await seedContacts(ctx, partners));
  position = lastPosition(position, await seedMeetings(ctx, recipients.files));
  return { logins, position };
}
