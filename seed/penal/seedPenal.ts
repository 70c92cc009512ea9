import { frenchDay } from '@domain/shared/dates';
import type { Actor } from '@domain/users/actor';
import { actorOf } from '../../commands/auth/login';
import type { CommandContext } from '../../commands/context';
import { lastPosition, loadAggregate } from '../../commands/handle';
import { addDetention, linkDetentionToFollow } from '../../commands/penal/detentionCommands';
import { addFollow } from '../../commands/penal/followCommands';
import { setCondamnations, setSid } from '../../commands/penal/penalFacts';
import type { ReferenceIds } from '../../commands/setup/seedReference';
import { recipientAggregate, streams, userAggregate } from '../../commands/streams';
import { addDays } from '../recipients/demoRecipientPlan';
import { demoPenal } from './demoPenal';

/** Seeds the demo penal situations, each recorded by its file's referent; before the stays, which SPIP funding needs followed. */
export async function seedPenal(
  ctx: CommandContext,
  lookups: { reference: ReferenceIds; organismIds: Map<string, string>; files: Map<string, string> },
): Promise<bigint | null> {
  const today = frenchDay(ctx.clock());
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`Demo penal: no ${what}`);
    return value;
  };
  const referentOf = async (recipientId: string): Promise<Actor> => {
    const { state } = await loadAggregate(ctx, streams.recipient(recipientId), recipientAggregate);
    const id = state.civil.user_ref ?? ctx.actor.id;
    return actorOf(id, (await loadAggregate(ctx, streams.user(id), userAggregate)).state.profile);
  };
  let position: bigint | null = null;
  for (const [storyIndex, story] of demoPenal.entries()) {
    const recipientId = need(lookups.files.get(story.person), `file of ${story.person}`);
    const as = { ...ctx, actor: await referentOf(recipientId) };
    const organism_id = need(lookups.organismIds.get(story.spip), `organism ${story.spip}`);
    for (const [index, d] of story.detentions.entries()) {
      const added = await addDetention(as, recipientId, {
        // A made-up prison register number ('numéro d'écrou'), one per element.
        detention_number: String(41_200 + storyIndex * 37 + index),
        place: need(lookups.reference.get('detention_place')?.get(d.place), `place ${d.place}`),
        status: need(lookups.reference.get('detention_status')?.get(d.status), `status ${d.status}`),
        organism_id,
        start_date: addDays(today, d.from),
        end_date: addDays(today, d.to),
        exit_date: d.exit === undefined ? null : addDays(today, d.exit),
        last: d.last ?? false,
      });
      position = lastPosition(position, added.position);
      if (d.link) position = lastPosition(position, (await linkDetentionToFollow(as, recipientId, added.detentionId)).position);
    }
    for (const f of story.follows) {
      const follow = { organism_id, start_date: addDays(today, f.from), end_date: addDays(today, f.to) };
      position = lastPosition(position, (await addFollow(as, recipientId, follow)).position);
    }
    if (story.sid) position = lastPosition(position, (await setSid(as, recipientId, true)).position);
    if (story.condamnations) position = lastPosition(position, (await setCondamnations(as, recipientId, story.condamnations)).position);
  }
  return position;
}
