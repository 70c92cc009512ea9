import type { Actor } from './actor';
import { hasRights } from './actor';
import { applyChanges, diffUpdate, noChanges, touchedFields, type UpdateRequest } from '../shared/changes';
import { DomainError, conflict, forbidden, invalid, notFound } from '../shared/errors';
import { admitForm, type FormOf } from '../shared/forms';
import { validate } from '../shared/validation';
import { NEW_ACCOUNT_RIGHTS, type Habilitation } from './habilitations';
import type { UserEvent, UserProfile } from './events';
import {
  canChooseAnyAntenna,
  canCreateUsers,
  canDeleteUsers,
  canGrantHabilitation,
  canOpenUser,
  defaultRightsFor,
  forbiddenRightChanges,
  isAbove,
  canMoveOwnAntenna,
  RESTRICTIONS,
  type UserTarget,
} from './permissions';
import { newUserRules, passwordRules, userRules, USER_MESSAGES as M } from './rules';
import type { UserState } from './state';

/** What every user decision knows besides the command: who acts, and whether a named antenna exists. */
export interface UserContext {
  actor: Actor;
  antennaExists: (antennaId: string) => boolean;
}

export type NewUserInput = Partial<UserProfile> & { login?: string; password?: string };

const target = (id: string, profile: UserProfile): UserTarget => ({
  _id: id,
  antenna_id: profile.antenna_id,
  habilitation: profile.habilitation,
});

/** Creates a user: valid form, rights to create, habilitation, antenna and rights within the creator's reach. */
export function createUser(
  command: { userId: string; user: FormOf<NewUserInput>; passwordHash: string },
  state: UserState,
  ctx: UserContext,
): UserEvent[] {
  const { actor } = ctx;
  if (!canCreateUsers(actor)) throw forbidden();
  if (state.exists) throw conflict('USER_ALREADY_EXISTS', M.loginTaken);
  const { login, password: _password, ...fields } = admitForm(command.user, validate(newUserRules, command.user));
  const habilitation = fields.habilitation as Habilitation;
  const profile: UserProfile = {
    ...fields,
    surname: String(fields.surname).trim(),
    name: String(fields.name).trim(),
    habilitation,
    antenna_id: fields.antenna_id ?? actor.antenna_id,
    actif: fields.actif ?? true,
    rights: fields.rights ?? defaultRightsFor(actor, habilitation),
  };
  checkHabilitation(actor, profile.habilitation);
  checkAntenna(actor, profile.antenna_id, ctx);
  checkRights(actor, NEW_ACCOUNT_RIGHTS, profile.rights);
  return [{ type: 'UserCreated', data: { user: profile, login: String(login).trim(), password_hash: command.passwordHash } }];
}

/** Applies an edit: only fields the editor may touch, on a user they may open and who is not above them. */
export function updateUser(command: { userId: string; update: UpdateRequest }, state: UserState, ctx: UserContext): UserEvent[] {
  const { actor } = ctx;
  const current = existing(state);
  const self = actor.id === command.userId;
  if (!canOpenUser(actor, target(command.userId, current))) throw forbidden(M.forbiddenOpen);
  if (!self && isAbove(actor, target(command.userId, current))) throw forbidden(M.superior);
  const changes = diffUpdate(current, command.update);
  if (noChanges(changes)) return [];
  const touched = touchedFields(changes);
  if (touched.has('login')) throw invalid({ login: M.loginReadOnly }, M.loginReadOnly);
  const next = applyChanges(current, changes);
  const guarded = ['habilitation', 'rights', 'actif', 'antenna_id'].filter((field) => touched.has(field));
  if (guarded.length > 0 && !hasRights(actor, 'user_management')) throw forbidden();
  if (self && guarded.some((field) => field !== 'antenna_id')) throw forbidden(M.ownAccount);
  if (self && touched.has('antenna_id') && !canMoveOwnAntenna(actor)) throw forbidden(M.ownAntenna);
  // Only what the edit changes is judged: a diff naming the rights alone says nothing of the antenna.
  if (touched.has('habilitation')) checkHabilitation(actor, next.habilitation);
  if (touched.has('antenna_id')) checkAntenna(actor, next.antenna_id, ctx);
  if (touched.has('rights')) checkRights(actor, current.rights, next.rights);
  const errors = validate(userRules, next);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return [{ type: 'UserChanged', data: { changes } }];
}

/** Deletes a user: administrators only, never oneself nor someone above. */
export function deleteUser(command: { userId: string }, state: UserState, ctx: { actor: Actor }): UserEvent[] {
  const { actor } = ctx;
  const current = existing(state);
  if (actor.id === command.userId) throw forbidden(M.deleteSelf);
  if (!canDeleteUsers(actor) || !canOpenUser(actor, target(command.userId, current))) throw forbidden();
  if (isAbove(actor, target(command.userId, current))) throw forbidden(M.superior);
  return [{ type: 'UserDeleted', data: {} }];
}

/** Changes a password: its owner only, knowing the old one, with a valid new one typed twice. */
/** The password form: the current password, the new one twice. */
export type PasswordForm = FormOf<{ old: string; new: string; newRepeated: string }>;

export function changePassword(
  command: { userId: string; password: PasswordForm; oldMatches: boolean; newHash: string },
  state: UserState,
  ctx: { actor: Actor },
): UserEvent[] {
  existing(state);
  if (ctx.actor.id !== command.userId) throw forbidden(M.ownerOnlyPassword);
  admitForm(command.password, validate(passwordRules, command.password));
  if (!command.oldMatches) throw new DomainError('validation', 'WRONG_PASSWORD', M.wrongPassword, { old: M.wrongPassword });
  return [{ type: 'UserPasswordChanged', data: { password_hash: command.newHash } }];
}

function existing(state: UserState): UserProfile {
  if (!state.exists || state.deleted) throw notFound(M.notFound);
  return state.profile;
}

/** A habilitation the actor may give: their own rank or below. */
function checkHabilitation(actor: Actor, habilitation: Habilitation): void {
  if (!canGrantHabilitation(actor, habilitation)) throw forbidden(M.habilitationTooHigh);
}

/** An antenna that exists and that the actor may choose. */
function checkAntenna(actor: Actor, antennaId: string | null, ctx: UserContext): void {
  if (antennaId !== actor.antenna_id && !canChooseAnyAntenna(actor)) throw forbidden(M.ownAntennaOnly);
  if (antennaId !== null && !ctx.antennaExists(antennaId)) throw invalid({ antenna_id: M.unknownAntenna }, M.unknownAntenna);
}

/** Rights moved from `before` to `after` only where the actor may: powers they hold, restrictions they may lift. */
function checkRights(actor: Actor, before: readonly string[], after: readonly string[]): void {
  const refused = forbiddenRightChanges(actor, before, after);
  if (refused.length === 0) return;
  throw forbidden(refused.some((right) => RESTRICTIONS.includes(right)) ? M.liftRestriction : M.rightsNotHeld);
}

/**
 * The first super administrator of a new data directory, made by the server itself. Its login is
 * ADMIN_LOGIN (default `admin`, shorter than the form allows: the form's rule binds people, not setup).
 */
export function createFirstAdministrator(
  command: { user: UserProfile; login: string; password: string; passwordHash: string },
  state: UserState,
): UserEvent[] {
  if (state.exists) return [];
  const errors = validate([...userRules, ...passwordOnly], { ...command.user, password: command.password });
  if (command.login.trim() === '') errors.login = 'Le login est requis';
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return [{ type: 'UserCreated', data: { user: command.user, login: command.login.trim(), password_hash: command.passwordHash } }];
}

const passwordOnly = newUserRules.filter((rule) => rule.path === 'password');
