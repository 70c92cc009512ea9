import { frenchDay } from '@domain/shared/dates';
import type { HelpLineInput } from '@domain/meetings/fields';
import type { CommandContext } from '../../commands/context';
import { lastPosition } from '../../commands/handle';
import { createHelp } from '../../commands/helps/helpCommands';
import { addMeeting } from '../../commands/meetings/meetingCommands';
import { fileAndReferent } from '../recipients/fileReferent';
import { DEMO_HELPS, demoMeetingsOf, meetingDays } from './demoMeetings';

/** The seed writes in order and never fails half-way: no allocation is ever left over to give back. */
const noLeftovers = async () => [];

const DAY_MS = 86_400_000;

/**
 * Seeds the aid catalogue, then the meetings of every file through the ordinary commands, as each
 * file's referent on the day of each meeting (the aids drawn from their stock as they would be).
 */
export async function seedMeetings(ctx: CommandContext, files: Map<string, string>): Promise<bigint | null> {
  const now = ctx.clock();
  const today = frenchDay(now);
  let position: bigint | null = null;
  const helpIds = new Map<string, { id: string; price: number | null }>();
  for (const help of DEMO_HELPS) {
    const created = await createHelp(ctx, help);
    helpIds.set(help.label, { id: created.helpId, price: help.price });
    position = lastPosition(position, created.position);
  }
  const lineOf = (aid: { label: string; quantity: number; u_price?: number }): HelpLineInput => {
    const help = helpIds.get(aid.label);
    if (!help) throw new Error(`Demo meetings: no aid '${aid.label}'`);
    return { help_id: help.id, quantity: aid.quantity, u_price: aid.u_price ?? help.price };
  };
  for (const recipientId of files.values()) {
    const { state, actor } = await fileAndReferent(ctx, recipientId);
    if (state.deleted) continue;
    const first = state.civil.first_meeting ?? today;
    const firstAgo = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS);
    for (const planned of demoMeetingsOf(state.file_number, firstAgo)) {
      const days = meetingDays(today, planned);
      // Each meeting is recorded mid-morning of its day, never after the seed's own instant.
      const at = new Date(Math.min(Date.parse(`${days.date}T10:00:00.000Z`), now.getTime()));
      const helps = [...planned.aids.map(lineOf), ...(planned.free ? [planned.free] : [])];
      const meeting = { ...planned.meeting, ...days, user_id: actor.id, helps };
      const added = await addMeeting({ ...ctx, actor, clock: () => at }, recipientId, meeting, noLeftovers);
      position = lastPosition(position, added.position);
    }
  }
  return position;
}
