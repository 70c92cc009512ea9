import type { DocStore } from './docStore';
import { isAntennaScoped, type Actor } from '@domain/users/actor';
import { forbidden, notFound } from '@domain/shared/errors';
import { actorAbilities, type ActorAbilities } from '@domain/users/actorAbilities';
import { canOpenUser, userAbilities } from '@domain/users/permissions';
import { USER_MESSAGES } from '@domain/users/rules';
import { applyChanges } from '@domain/shared/changes';
import { deactivates } from '@domain/sessions/deactivation';
import { normalizeText } from '@domain/shared/text';
import type { UserEvent, UserProfile } from '@domain/users/events';
import { openedFile } from './openedFile';
import { handlers, type Projection } from './projection';
import type { ReadContext } from './readContext';
import { idOf } from './streamIds';

/** A user as lists and forms read it: the profile, the login, never a password. */
export interface UserDoc extends UserProfile {
  _id: string;
  login: string;
  created_on: string;
  sort_key: string;
  /** Global log position of the last password change (a decimal string): sessions opened earlier are ended... */
  password_changed_position?: string;
  /** ...except this one, the session the change was made from. */
  kept_session?: string | null;
  /** Global log position of the last deactivation: sessions opened earlier stay ended (docs/permissions.md). */
  deactivated_position?: string;
}

/** The light form of a user that pickers and filters use. */
export type UserSummary = Pick<UserDoc, '_id' | 'surname' | 'name' | 'initials' | 'antenna_id' | 'habilitation' | 'actif'>;

/** The columns of the users screen (no birth date, address or personal e-mail). */
export type UserRow = UserSummary & Pick<UserDoc, 'login' | 'role' | 'tel' | 'email'> & { abilities: { open: boolean } };

const USERS = 'users';
// Names outlive deletion: a file's history still names who did what.
const USER_NAMES = 'user_names';
type UserName = { _id: string; surname: string; name: string };
const sortKey = (p: UserProfile) => normalizeText(`${p.name} ${p.surname}`);

export const usersProjection: Projection = {
  name: 'users',
  version: 4,
  collections: [
    {
      name: USERS,
      indexes: ['antenna_id', 'habilitation', 'actif', 'sort_key'],
      search: ['surname', 'name', 'login', 'email'],
      cached: true,
    },
    { name: USER_NAMES, shared: true },
  ],
  handles: handlers<UserEvent>({
    async UserCreated(event, tx) {
      const { user, login } = event.data;
      await tx
        .collection<UserDoc>(USERS)
        .put({ ...user, _id: idOf(event.streamId), login, created_on: event.meta.at, sort_key: sortKey(user) });
      await tx.collection<UserName>(USER_NAMES).put({ _id: idOf(event.streamId), surname: user.surname, name: user.name });
    },
    async UserChanged(event, tx) {
      const users = tx.collection<UserDoc>(USERS);
      const doc = await users.get(idOf(event.streamId));
      if (!doc) return;
      const next = applyChanges(doc, event.data.changes);
      const deactivation = deactivates(event.data.changes) ? { deactivated_position: String(event.position) } : {};
      await users.put({ ...next, sort_key: sortKey(next), ...deactivation });
      await tx.collection<UserName>(USER_NAMES).put({ _id: doc._id, surname: next.surname, name: next.name });
    },
    async UserPasswordChanged(event, tx) {
      const changed = { password_changed_position: String(event.position), kept_session: event.data.kept_session ?? null };
      await tx.collection<UserDoc>(USERS).patch(idOf(event.streamId), changed);
    },
    async UserDeleted(event, tx) {
      await tx.collection(USERS).delete(idOf(event.streamId));
    },
  }),
};

/** A user as the API returns it: without the sort key nor what ends sessions on a password change. */
export type PublicUser = Omit<UserDoc, 'sort_key' | 'password_changed_position' | 'kept_session' | 'deactivated_position'>;

/** Drops read-model bookkeeping from a user. */
export function publicUser({
  sort_key: _sortKey,
  password_changed_position: _changed,
  kept_session: _kept,
  deactivated_position: _deactivated,
  ...user
}: UserDoc): PublicUser {
  return user;
}

/** A user the actor may open (oneself, or with user_management in reach), else 403 'Action interdite à votre profil'. */
export async function openUser(docs: DocStore, actor: Actor, id: string): Promise<OpenedUser> {
  const user = await findUser(docs, id);
  if (!user) throw notFound(USER_MESSAGES.notFound);
  if (!canOpenUser(actor, user)) throw forbidden(USER_MESSAGES.forbiddenOpen);
  return { ...publicUser(user), abilities: userAbilities(actor, user) };
}

/** A user as their form opens them, with what the reader may do with them. */
export type OpenedUser = PublicUser & { abilities: ReturnType<typeof userAbilities> };

/** One user, whatever the actor (permission checks belong to the caller). */
export function findUser(docs: DocStore, id: string): Promise<UserDoc | null> {
  return docs.collection<UserDoc>(USERS).get(id);
}

/** Users the actor may see, sorted by name: volunteers and antenna administrators only see their antenna. */
async function visibleUsers<K extends keyof UserDoc>(
  docs: DocStore,
  actor: Actor,
  opts: { search?: string; antennaId?: string },
  fields: readonly K[],
): Promise<Pick<UserDoc, K>[]> {
  if (isAntennaScoped(actor) && opts.antennaId !== undefined && opts.antennaId !== actor.antenna_id) return [];
  const antennaId = isAntennaScoped(actor) ? actor.antenna_id : opts.antennaId;
  // Only the listed fields are read, as columns: a user's whole document (rights and all) is never parsed for a list.
  const { items } = await docs.collection<UserDoc>(USERS).find({
    where: { ...(antennaId !== undefined ? { antenna_id: antennaId } : {}), ...(opts.search ? { $text: opts.search } : {}) },
    sort: [['sort_key', 1]],
    select: fields.filter((field) => field !== '_id'),
  });
  return items;
}

const SUMMARY_FIELDS = ['_id', 'surname', 'name', 'initials', 'antenna_id', 'habilitation', 'actif'] as const;
const ROW_FIELDS = [...SUMMARY_FIELDS, 'login', 'role', 'tel', 'email'] as const;

/** The named fields of a user, and only those. */
function pick<K extends keyof UserDoc>(user: UserDoc, fields: readonly K[]): Pick<UserDoc, K> {
  return Object.fromEntries(fields.map((field) => [field, user[field]])) as Pick<UserDoc, K>;
}

/** Light list for pickers and filters. */
export async function listUserSummaries(docs: DocStore, actor: Actor, opts: { antennaId?: string } = {}): Promise<UserSummary[]> {
  return visibleUsers(docs, actor, opts, SUMMARY_FIELDS);
}

/**
 * The active people of an antenna, the referents a file transferred there may get: to whoever may open the file, since
 * whoever may open it may transfer it, though their own lists of users may stop at their antenna.
 */
export async function transferReferents(read: ReadContext, recipientId: string, antennaId: string): Promise<UserSummary[]> {
  await openedFile(read, recipientId);
  const { items } = await read.docs.collection<UserDoc>(USERS).find({ where: { antenna_id: antennaId }, sort: [['sort_key', 1]] });
  return items.filter((user) => user.actif !== false).map((user) => pick(user, SUMMARY_FIELDS));
}

/** Rows of the users screen, with text search on names, login and e-mail. */
export async function listUserRows(docs: DocStore, actor: Actor, opts: { search?: string } = {}): Promise<UserRow[]> {
  const rows = await visibleUsers(docs, actor, opts, ROW_FIELDS);
  // A row opens the user's form only for a reader who may open it (oneself, or with user_management within reach).
  return rows.map((row) => ({ ...row, abilities: { open: canOpenUser(actor, row) } }));
}

/** The signed-in user as their session reads them: with what they may do with their own form and across the product. */
export type SelfUser = OpenedUser & { actor_abilities: ActorAbilities };

/** The signed-in user, as their session reads them. */
export async function openSelf(docs: DocStore, actor: Actor): Promise<SelfUser> {
  return { ...(await openUser(docs, actor, actor.id)), actor_abilities: actorAbilities(actor) };
}

/** The manager of an antenna: its active antenna administrator (the longest-serving one), if any. */
export async function antennaBoss(docs: DocStore, antennaId: string): Promise<{ surname: string; name: string } | null> {
  const { items } = await docs.collection<UserDoc>(USERS).find({
    where: { antenna_id: antennaId, habilitation: 'antenna_admin', actif: true },
    sort: [['created_on', 1]],
    limit: 1,
  });
  return items[0] ? { surname: items[0].surname, name: items[0].name } : null;
}

/** First names and names by user id, deleted users included. */
export async function userNames(
  docs: DocStore,
  ids: (string | null | undefined)[],
): Promise<Map<string, { surname: string; name: string }>> {
  const found = await docs.collection<UserName>(USER_NAMES).getMany(ids.filter((id): id is string => typeof id === 'string' && id !== ''));
  return new Map(found.map(({ _id, surname, name }) => [_id, { surname, name }]));
}
