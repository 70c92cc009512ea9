import type { DocStore } from './docStore';
import type { Actor } from '@domain/users/actor';
import { detentionAbilities, followAbilities } from '@domain/penal/decide';
import { detentionDuration, followOn, groupPaths } from '@domain/penal/periods';
import { PENAL_MESSAGES } from '@domain/penal/rules';
import { choiceLabels } from './choices';
import { contactsByIds } from './contacts';
import { fileOfRecord, openedFile, openedRecord } from './openedFile';
import { organismNames } from './organisms';
import { DETENTIONS, FOLLOWS, type DetentionDoc, type FollowDoc } from './penal';
import type { Detention, Follow, FollowSummary, PenalContact, PenalPath } from './penalViews';
import type { ReadContext } from './readContext';

/** The contacts named, in their order, with their organism's name; those the reader may not see or deleted are left out. */
async function contactsOf(docs: DocStore, actor: Actor, ids: string[]): Promise<Map<string, PenalContact>> {
  const rows = await contactsByIds(docs, actor, [...new Set(ids)]);
  return new Map(
    rows.map((c) => [
      c._id,
      {
        _id: c._id,
        civility: c.civility ?? null,
        surname: c.surname,
        name: c.name,
        organism_id: c.organism_id ?? null,
        organism: c.organism_name,
      },
    ]),
  );
}

const named = (id: string | null | undefined, names: Map<string, string>) => (id ? { _id: id, name: names.get(id) ?? '' } : null);
const ordered = (ids: string[] | undefined, contacts: Map<string, PenalContact>) =>
  (ids ?? []).flatMap((id) => (contacts.has(id) ? [contacts.get(id) as PenalContact] : []));

/** Follow-ups as read: organism and contacts named, running today, the elements linked to them. */
async function asFollows(docs: DocStore, actor: Actor, items: FollowDoc[], today: string): Promise<Follow[]> {
  const [names, contacts, linked] = await Promise.all([
    organismNames(
      docs,
      items.map((f) => f.organism_id),
    ),
    contactsOf(
      docs,
      actor,
      items.flatMap((f) => f.contact_ids ?? []),
    ),
    docs
      .collection<DetentionDoc>(DETENTIONS)
      .find({ where: { follow_id: { $in: items.map((f) => f._id) } }, select: ['_id', 'follow_id'] }),
  ]);
  return items.map((follow) => {
    const list = ordered(follow.contact_ids, contacts);
    return {
      ...follow,
      contact_ids: follow.contact_ids ?? [],
      organism: named(follow.organism_id, names),
      contact: list[0] ?? null,
      contacts: list,
      running: follow.start_date <= today && today <= follow.end_date,
      detention_ids: linked.items.filter((d) => d.follow_id === follow._id).map((d) => d._id),
      abilities: followAbilities(),
    };
  });
}

/** Detention elements as read: labels, organism, contacts, the duration typed or computed, the linked follow-up. */
async function asDetentions(docs: DocStore, actor: Actor, items: DetentionDoc[]): Promise<Detention[]> {
  const followIds = items.flatMap((d) => (d.follow_id ? [d.follow_id] : []));
  const follows = await docs.collection<FollowDoc>(FOLLOWS).getMany(followIds);
  const [labels, names, contacts] = await Promise.all([
    choiceLabels(
      docs,
      items.flatMap((d) => [d.place, d.status]),
    ),
    organismNames(docs, [...items.map((d) => d.organism_id), ...follows.map((f) => f.organism_id)]),
    contactsOf(
      docs,
      actor,
      items.flatMap((d) => d.contact_ids ?? []),
    ),
  ]);
  const summaries = new Map<string, FollowSummary>(
    follows.map((f) => [f._id, { _id: f._id, organism: names.get(f.organism_id) ?? null, start_date: f.start_date, end_date: f.end_date }]),
  );
  return items.map(({ seq: _seq, ...detention }) => {
    const { duration, computed } = detentionDuration(detention);
    return {
      ...detention,
      contact_ids: detention.contact_ids ?? [],
      place_label: labels.get(detention.place) ?? null,
      status_label: labels.get(detention.status) ?? null,
      organism: named(detention.organism_id, names),
      contacts: ordered(detention.contact_ids, contacts),
      duration,
      duration_computed: computed,
      follow: (detention.follow_id && summaries.get(detention.follow_id)) || null,
      abilities: detentionAbilities(),
    };
  });
}

/** The penal paths of a file the reader may open, by the grouping rule of domain/penal/periods.ts. */
export async function penalPathsOfFile(read: ReadContext, recipientId: string): Promise<PenalPath[]> {
  await openedFile(read, recipientId);
  const { items } = await read.docs.collection<DetentionDoc>(DETENTIONS).find({ where: { recipient_id: recipientId }, sort: [['seq', 1]] });
  const detentions = await asDetentions(read.docs, read.actor, items);
  return groupPaths(detentions).map(({ elements, ...path }) => ({ ...path, detentions: elements }));
}

/** The file a detention element belongs to (404 when there is none), for a write on it. */
export const fileOfDetention = (docs: DocStore, id: string) => fileOfRecord(docs, DETENTIONS, id, PENAL_MESSAGES.detentionNotFound);

/** One detention element as its modal reads it, to a reader who may open its file. */
export async function readDetention(read: ReadContext, id: string): Promise<Detention> {
  const doc = await openedRecord<DetentionDoc>(read, DETENTIONS, id, PENAL_MESSAGES.detentionNotFound);
  const [detention] = await asDetentions(read.docs, read.actor, [doc]);
  return detention;
}

/** The follow-ups of a file the reader may open, latest start first. */
export async function followsOfFile(read: ReadContext, recipientId: string): Promise<Follow[]> {
  await openedFile(read, recipientId);
  const { items } = await read.docs
    .collection<FollowDoc>(FOLLOWS)
    .find({ where: { recipient_id: recipientId }, sort: [['start_date', -1]] });
  return asFollows(read.docs, read.actor, items, read.today);
}

/** The follow-up of a file the reader may open covering a day, or null. */
export async function followOfFileOn(read: ReadContext, recipientId: string, day: string): Promise<Follow | null> {
  await openedFile(read, recipientId);
  const { items } = await read.docs.collection<FollowDoc>(FOLLOWS).find({ where: { recipient_id: recipientId } });
  const covering = followOn(items, day);
  return covering ? (await asFollows(read.docs, read.actor, [covering], read.today))[0] : null;
}

/** The file a follow-up belongs to (404 when there is none), for a write on it. */
export const fileOfFollow = (docs: DocStore, id: string) => fileOfRecord(docs, FOLLOWS, id, PENAL_MESSAGES.followNotFound);

/** One follow-up as its modal reads it, to a reader who may open its file. */
export async function readFollow(read: ReadContext, id: string): Promise<Follow> {
  const doc = await openedRecord<FollowDoc>(read, FOLLOWS, id, PENAL_MESSAGES.followNotFound);
  const [follow] = await asFollows(read.docs, read.actor, [doc], read.today);
  return follow;
}
