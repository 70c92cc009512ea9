import type { DocSession, DocStore } from './docStore';
import type { HelpEvent } from '@domain/helps/events';
import type { HelpFields } from '@domain/helps/fields';
import { helpAbilities } from '@domain/helps/permissions';
import { HELP_MESSAGES } from '@domain/helps/rules';
import type { HelpLine } from '@domain/meetings/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import { applyChanges } from '@domain/shared/changes';
import { notFound } from '@domain/shared/errors';
import { extended } from '@domain/shared/paths';
import { normalizeText } from '@domain/shared/text';
import type { Actor } from '@domain/users/actor';
import type { HelpView } from './helpViews';
import { handlers, type Projection } from './projection';
import { idOf } from './streamIds';

// The aid catalogue, and per aid and meeting what the aid's stream allocated (held) beside what the
// meeting records: the stock shown is the stream's corrected by what allocations hold beyond (or
// short of) their meetings, so it counts only what meetings record, even after a write failed half-way.

/** An aid as stored: its fields, the stream's stock, and what its allocations and meetings add up to. */
interface HelpDoc extends HelpFields {
  _id: string;
  last_update: string;
  label_key: string;
  /** Units allocations hold beyond what their meetings record (negative: short of it). */
  gap: number;
  meetings_count: number;
}

/** One aid in one meeting: what the aid's stream allocated (null: never, or not tracked since) and what the meeting records. */
interface HelpLineDoc {
  _id: string;
  help_id: string;
  meeting_id: string;
  recipient_id: string;
  held: number | null;
  recorded: number;
  /** held beyond recorded: a write under way, or one that failed half-way. */
  unmatched: boolean;
}

const HELPS = 'helps';
const LINES = 'help_lines';

const gapOf = (line: Pick<HelpLineDoc, 'held' | 'recorded'>) => (line.held === null ? 0 : line.held - line.recorded);

/** Sets what a meeting holds or records of an aid, and moves the aid's totals by the difference. */
async function setLine(
  tx: DocSession,
  key: { help_id: string; meeting_id: string; recipient_id: string },
  set: Partial<Pick<HelpLineDoc, 'held' | 'recorded'>>,
): Promise<void> {
  const lines = tx.collection<HelpLineDoc>(LINES);
  const _id = `${key.meeting_id}:${key.help_id}`;
  const before = (await lines.get(_id)) ?? extended(key, { _id, held: null, recorded: 0, unmatched: false });
  const after = { ...before, ...set };
  after.unmatched = after.held !== null && after.held > after.recorded;
  if (after.recorded === 0 && !after.held) await lines.delete(_id);
  else await lines.put(after);
  const helps = tx.collection<HelpDoc>(HELPS);
  const help = await helps.get(key.help_id);
  if (!help) return;
  const counted = (line: HelpLineDoc) => (line.recorded > 0 ? 1 : 0);
  await helps.patch(key.help_id, {
    gap: help.gap + gapOf(after) - gapOf(before),
    meetings_count: help.meetings_count + counted(after) - counted(before),
  });
}

/** Units of each aid a meeting's lines record. */
const unitsByAid = (lines: readonly HelpLine[] | null | undefined) => {
  const units = new Map<string, number>();
  for (const line of lines ?? []) if (line.help_id) units.set(line.help_id, (units.get(line.help_id) ?? 0) + line.quantity);
  return units;
};

/** Records what a meeting's lines hand out of each aid, the aids it no longer names at 0. */
async function recordLines(tx: DocSession, meeting: { meeting_id: string; recipient_id: string }, before: HelpLine[], after: HelpLine[]) {
  const units = unitsByAid(after);
  for (const helpId of new Set([...unitsByAid(before).keys(), ...units.keys()]))
    await setLine(tx, extended(meeting, { help_id: helpId }), { recorded: units.get(helpId) ?? 0 });
}

export const helpsProjection: Projection = {
  name: 'helps',
  version: 1,
  collections: [
    { name: HELPS, indexes: ['label_key', 'archived'], search: ['label', 'category'] },
    { name: LINES, indexes: [['help_id', 'unmatched'], 'meeting_id'] },
  ],
  handles: {
    ...handlers<HelpEvent>({
      async HelpCreated(event, tx) {
        const { help } = event.data;
        await tx.collection<HelpDoc>(HELPS).put({
          ...help,
          _id: idOf(event.streamId),
          last_update: event.meta.at,
          label_key: normalizeText(help.label),
          gap: 0,
          meetings_count: 0,
        });
      },
      async HelpChanged(event, tx) {
        const helps = tx.collection<HelpDoc>(HELPS);
        const help = await helps.get(idOf(event.streamId));
        if (!help) return;
        const next = applyChanges(help, event.data.changes);
        await helps.put({ ...next, last_update: event.meta.at, label_key: normalizeText(next.label) });
        // An aid that stops tracking its stock forgets its allocations, as its stream does.
        if (next.stock !== null) return;
        for (const line of (await tx.collection<HelpLineDoc>(LINES).find({ where: { help_id: help._id } })).items)
          await setLine(tx, line, { held: null });
      },
      async HelpDeleted(event, tx) {
        await tx.collection(HELPS).delete(idOf(event.streamId));
      },
      async HelpStockAllocated(event, tx) {
        const { meeting_id, recipient_id, quantity, drawn } = event.data;
        const helps = tx.collection<HelpDoc>(HELPS);
        const help = await helps.get(idOf(event.streamId));
        if (help) await helps.patch(help._id, { stock: help.stock === null ? null : help.stock - drawn, last_update: event.meta.at });
        await setLine(tx, { help_id: idOf(event.streamId), meeting_id, recipient_id }, { held: quantity });
      },
    }),
    ...handlers<RecipientEvent>({
      async MeetingAdded(event, tx) {
        await recordLines(tx, { meeting_id: event.data.meeting_id, recipient_id: idOf(event.streamId) }, [], event.data.meeting.helps);
      },
      async MeetingChanged(event, tx) {
        const helps = event.data.changes.helps;
        if (!helps) return;
        const meeting = { meeting_id: event.data.meeting_id, recipient_id: idOf(event.streamId) };
        await recordLines(tx, meeting, (helps.from ?? []) as HelpLine[], (helps.to ?? []) as HelpLine[]);
      },
      async MeetingDeleted(event, tx) {
        for (const line of (await tx.collection<HelpLineDoc>(LINES).find({ where: { meeting_id: event.data.meeting_id } })).items)
          await setLine(tx, line, { recorded: 0 });
      },
    }),
  },
};

/** An aid as the catalogue shows it: the stock as the meetings record it, and what the reader may do. */
const present =
  (actor: Actor) =>
  ({ label_key: _key, gap, ...help }: HelpDoc): HelpView => ({
    ...help,
    stock: help.stock === null ? null : Math.max(0, help.stock + gap),
    abilities: helpAbilities(actor, help.meetings_count > 0),
  });

/** Which aids the list shows: those still offered (default), the archived ones, or all. */
export type ArchivedFilter = 'false' | 'true' | 'all';

/** The catalogue, by label, searched on label and category (every word, accents and case aside). */
export async function listHelps(docs: DocStore, actor: Actor, filter: { search?: string; archived?: ArchivedFilter }): Promise<HelpView[]> {
  const archived = filter.archived ?? 'false';
  const where = { ...(archived === 'all' ? {} : { archived: archived === 'true' }), ...(filter.search ? { $text: filter.search } : {}) };
  const { items } = await docs.collection<HelpDoc>(HELPS).find({ where, sort: [['label_key', 1]] });
  return items.map(present(actor));
}

/** One aid of the catalogue, or 404. */
export async function findHelp(docs: DocStore, actor: Actor, id: string): Promise<HelpView> {
  const help = await docs.collection<HelpDoc>(HELPS).get(id);
  if (!help) throw notFound(HELP_MESSAGES.notFound);
  return present(actor)(help);
}

/** True when some meeting records the aid (an aid unknown here is left to its stream to refuse). */
export async function helpHandedOut(docs: DocStore, id: string): Promise<boolean> {
  const help = await docs.collection<HelpDoc>(HELPS).get(id);
  return (help?.meetings_count ?? 0) > 0;
}

/** Meetings whose allocation of an aid its meeting does not record (the candidates the aid's stream judges again when short). */
export async function unmatchedAllocations(docs: DocStore, helpId: string): Promise<{ meetingId: string; recipientId: string }[]> {
  const { items } = await docs.collection<HelpLineDoc>(LINES).find({ where: { help_id: helpId, unmatched: true } });
  return items.map((line) => ({ meetingId: line.meeting_id, recipientId: line.recipient_id }));
}
