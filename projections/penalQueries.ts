import type { DocStore } from './docStore';
import { notFound } from '@domain/shared/errors';
import type { Actor } from '@domain/users/actor';
import { detentionAbilities, followAbilities } from '@domain/penal/decide';
import { detentionDuration, followOn, groupPaths } from '@domain/penal/periods';
import { PENAL_MESSAGES } from '@domain/penal/rules';
import { choiceLabels } from './choices';
import { contactsByIds } from './contacts';
import { organismNames } from './organisms';
import { DETENTIONS, FOLLOWS, type DetentionDoc, type FollowDoc } from './penal';
import type { Detention, Follow, FollowSummary, PenalContact, PenalPath } from './penalViews';

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

/** The penal paths of a file (the caller checks access to it), by the grouping rule of domain/penal/periods.ts. */
export async function penalPathsOfRecipient(docs: DocStore, actor: Actor, recipientId: string): Promise<PenalPath[]> {
  const { items } = await docs.collection<DetentionDoc>(DETENTIONS).find({ where: { recipient_id: recipientId }, sort: [['seq', 1]] });
  const detentions = await asDetentions(docs, actor, items);
  return groupPaths(detentions).map(({ elements, ...path }) => ({ ...path, detentions: elements }));
}

/** One detention element as stored (the caller checks access to its file), or 404. */
export async function findDetention(docs: DocStore, id: string): Promise<DetentionDoc> {
  const doc = await docs.collection<DetentionDoc>(DETENTIONS).get(id);
  if (!doc) throw notFound(PENAL_MESSAGES.detentionNotFound);
  return doc;
}

/** One detention element as its modal reads it (the caller checks access to its file). */
export async function openDetention(docs: DocStore, actor: Actor, doc: DetentionDoc): Promise<Detention> {
  const [detention] = await asDetentions(docs, actor, [doc]);
  return detention;
}

/** The follow-ups of a file (the caller checks access to it), latest start first. */
export async function followsOfRecipient(docs: DocStore, actor: Actor, recipientId: string, today: string): Promise<Follow[]> {
  const { items } = await docs.collection<FollowDoc>(FOLLOWS).find({ where: { recipient_id: recipientId }, sort: [['start_date', -1]] });
  return asFollows(docs, actor, items, today);
}

/** The follow-up of a file covering a day, or null. */
export async function followOfRecipientOn(
  docs: DocStore,
  actor: Actor,
  recipientId: string,
  day: string,
  today: string,
): Promise<Follow | null> {
  const { items } = await docs.collection<FollowDoc>(FOLLOWS).find({ where: { recipient_id: recipientId } });
  const covering = followOn(items, day);
  return covering ? (await asFollows(docs, actor, [covering], today))[0] : null;
}

/** One follow-up as stored (the caller checks access to its file), or 404. */
export async function findFollow(docs: DocStore, id: string): Promise<FollowDoc> {
  const doc = await docs.collection<FollowDoc>(FOLLOWS).get(id);
  if (!doc) throw notFound(PENAL_MESSAGES.followNotFound);
  return doc;
}

/** One follow-up as its modal reads it (the caller checks access to its file). */
export async function openFollow(docs: DocStore, actor: Actor, doc: FollowDoc, today: string): Promise<Follow> {
  const [follow] = await asFollows(docs, actor, [doc], today);
  return follow;
}
