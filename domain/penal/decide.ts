import type { Actor } from '../users/actor';
import {
  changedReferences,
  referencesIn,
  refuseUnknownReferences,
  type ReferenceFacts,
  type ReferenceSpecs,
} from '../references/references';
import { parseCount } from '../shared/amounts';
import { applyChanges, diffUpdate, noChanges, type FieldChanges, type UpdateRequest } from '../shared/changes';
import { conflict, invalid, notFound } from '../shared/errors';
import { admitForm, type FormOf } from '../shared/forms';
import { sameValue } from '../shared/paths';
import { isBlank, isIsoDate } from '../shared/validation';
import type { RecipientEvent } from '../recipients/events';
import { openFile } from '../recipients/permissions';
import type { RecipientState } from '../recipients/state';
import {
  DETENTION_FORM_FIELDS,
  FOLLOW_FORM_FIELDS,
  SID_INFO_FIELDS,
  type DetentionFields,
  type FollowFields,
  type SidInfos,
} from './fields';
import { periodsOverlap } from './periods';
import { PENAL_MESSAGES as M, detentionErrors, followErrors, isSpip } from './rules';

/** A detention element as the modal sends it: any field blank, the duration as text. */
export type DetentionInput = FormOf<DetentionFields>;
/** A follow-up as the modal sends it. */
export type FollowInput = FormOf<FollowFields>;

/** What a penal decision knows besides the file: who acts, the ids named, organisms' names and contacts' organisms. */
export interface PenalContext {
  actor: Actor;
  references: ReferenceFacts;
  /** The name of an organism named (directly or by a contact); undefined when unknown. */
  organismName(id: string): string | undefined;
  /** The organism of a contact named; undefined when unknown. */
  contactOrganism(id: string): string | null | undefined;
}

/** What a detention element names: reference-list entries, its following organism and contacts. */
export const DETENTION_REFERENCES: ReferenceSpecs = {
  place: { kind: 'choice', type: 'detention_place' },
  status: { kind: 'choice', type: 'detention_status' },
  organism_id: { kind: 'organism', message: M.unknownOrganism },
  contact_ids: { kind: 'contact', message: M.unknownContact },
};
/** What a follow-up names. */
export const FOLLOW_REFERENCES: ReferenceSpecs = {
  organism_id: { kind: 'organism', message: M.unknownOrganism },
  contact_ids: { kind: 'contact', message: M.unknownContact },
};
/** What the sid infos name (paths as recorded: under sid_infos). */
export const SID_INFO_REFERENCES: ReferenceSpecs = {
  'sid_infos.place': { kind: 'choice', type: 'detention_place' },
  'sid_infos.contact_ids': { kind: 'contact', message: M.unknownContact },
};

/** Whoever opens the file edits, deletes and links its penal records (the client confirms deletions). */
export const detentionAbilities = () => ({ edit: true, delete: true, link_follow: true });
/** The abilities of a follow-up for a reader who opened its file. */
export const followAbilities = () => ({ edit: true, delete: true });

const pick = <F extends string>(fields: readonly F[], values: Record<string, unknown>) =>
  Object.fromEntries(fields.filter((f) => values[f] !== undefined).map((f) => [f, values[f]]));

/** The form's own fields only; a typed duration read as whole months (NaN when unreadable, for the rules to name), blank as null. */
export function normalizeDetention(input: Record<string, unknown>): DetentionInput {
  const kept: Record<string, unknown> = pick(DETENTION_FORM_FIELDS, input);
  if ('duration' in kept) kept.duration = isBlank(kept.duration) ? null : (parseCount(kept.duration) ?? NaN);
  if ('last' in kept) kept.last = kept.last === true;
  return kept as DetentionInput;
}

/** Adds a detention element to a file. */
export function addDetention(
  command: { detentionId: string; detention: DetentionInput },
  state: RecipientState,
  ctx: PenalContext,
): RecipientEvent[] {
  openFile(state, ctx.actor);
  const form = { contact_ids: [], last: false, ...normalizeDetention(command.detention) };
  const detention = admitForm<DetentionFields>(form, detentionErrors(form), M.detentionMissing);
  refuseUnknownReferences(referencesIn(DETENTION_REFERENCES, detention), ctx);
  return [{ type: 'DetentionAdded', data: { detention_id: command.detentionId, detention } }];
}

/** The detention element of a file, or 404. */
export function existingDetention(state: RecipientState, detentionId: string): DetentionFields {
  const detention = state.detentions[detentionId];
  if (!detention) throw notFound(M.detentionNotFound);
  return detention;
}

/** Records what an edit of a detention element changed (its link to a follow-up is not the form's). */
export function updateDetention(
  command: { detentionId: string; update: UpdateRequest },
  state: RecipientState,
  ctx: PenalContext,
): RecipientEvent[] {
  openFile(state, ctx.actor);
  const stored = existingDetention(state, command.detentionId);
  const changes = diffUpdate(stored, {
    ...command.update,
    origin: normalizeDetention(command.update.origin),
    current: normalizeDetention(command.update.current),
  });
  if (noChanges(changes)) return [];
  const edited = applyChanges(stored, changes);
  admitForm<DetentionFields>(edited, detentionErrors(edited), M.detentionMissing);
  refuseUnknownReferences(changedReferences(DETENTION_REFERENCES, changes), ctx);
  return [{ type: 'DetentionChanged', data: { detention_id: command.detentionId, changes } }];
}

/** Removes a detention element from a file. */
export function deleteDetention(command: { detentionId: string }, state: RecipientState, ctx: { actor: Actor }): RecipientEvent[] {
  openFile(state, ctx.actor);
  existingDetention(state, command.detentionId);
  return [{ type: 'DetentionDeleted', data: { detention_id: command.detentionId } }];
}

/** A follow-up's organism must be a SPIP: 400 on organism_id otherwise. */
function refuseNonSpip(organismId: string, ctx: PenalContext): void {
  if (!isSpip(ctx.organismName(organismId))) throw invalid({ organism_id: M.notSpip }, M.followInvalid);
}

/**
 * Refuses a follow-up sharing a day with another of the file: 409 CONFLICT_ERROR. The file's stream is
 * appended with its expected revision, so two overlapping follow-ups sent at once meet here: the second
 * is decided again on the first's result and refused.
 */
function refuseOverlap(state: RecipientState, followId: string, follow: FollowFields): void {
  const taken = Object.entries(state.follows).some(([otherId, other]) => otherId !== followId && periodsOverlap(other, follow));
  if (taken) throw conflict('CONFLICT_ERROR', M.followConflict);
}

/** The form's own fields only. */
const normalizeFollow = (input: Record<string, unknown>): FollowInput => pick(FOLLOW_FORM_FIELDS, input);

function admitFollow(form: FollowInput): FollowFields {
  return admitForm<FollowFields>(form, followErrors(form), M.followInvalid);
}

/** Adds a follow-up by a SPIP to a file. */
export function addFollow(command: { followId: string; follow: FollowInput }, state: RecipientState, ctx: PenalContext): RecipientEvent[] {
  openFile(state, ctx.actor);
  const follow = admitFollow({ contact_ids: [], ...normalizeFollow(command.follow) });
  refuseUnknownReferences(referencesIn(FOLLOW_REFERENCES, follow), ctx);
  refuseNonSpip(follow.organism_id, ctx);
  refuseOverlap(state, command.followId, follow);
  return [{ type: 'FollowAdded', data: { follow_id: command.followId, follow } }];
}

/** The follow-up of a file, or 404. */
export function existingFollow(state: RecipientState, followId: string): FollowFields {
  const follow = state.follows[followId];
  if (!follow) throw notFound(M.followNotFound);
  return follow;
}

/** Records what an edit of a follow-up changed; a new organism must be a SPIP, new dates must not overlap another. */
export function updateFollow(
  command: { followId: string; update: UpdateRequest },
  state: RecipientState,
  ctx: PenalContext,
): RecipientEvent[] {
  openFile(state, ctx.actor);
  const stored = existingFollow(state, command.followId);
  const changes = diffUpdate(stored, {
    ...command.update,
    origin: normalizeFollow(command.update.origin),
    current: normalizeFollow(command.update.current),
  });
  if (noChanges(changes)) return [];
  const follow = admitFollow(applyChanges(stored, changes));
  refuseUnknownReferences(changedReferences(FOLLOW_REFERENCES, changes), ctx);
  if (changes.organism_id) refuseNonSpip(follow.organism_id, ctx);
  if (changes.start_date || changes.end_date) refuseOverlap(state, command.followId, follow);
  return [{ type: 'FollowChanged', data: { follow_id: command.followId, changes } }];
}

/** Removes a follow-up; the detention elements linked to it are unlinked with it. */
export function deleteFollow(command: { followId: string }, state: RecipientState, ctx: { actor: Actor }): RecipientEvent[] {
  openFile(state, ctx.actor);
  existingFollow(state, command.followId);
  return [{ type: 'FollowDeleted', data: { follow_id: command.followId } }];
}

/** The organism a detention element is followed by: its own, else that of its first contact who has one. */
export function followingOrganism(detention: DetentionFields, ctx: Pick<PenalContext, 'contactOrganism'>): string | null {
  if (detention.organism_id) return detention.organism_id;
  for (const contactId of detention.contact_ids ?? []) {
    const organism = ctx.contactOrganism(contactId);
    if (organism) return organism;
  }
  return null;
}

/**
 * Links a detention element to a new follow-up made of its dates and its following organism (docs/recipient-file.md,
 * 'Situation pénale': both dates and an organism, directly or through a contact), judged like any follow-up.
 */
export function linkDetentionToFollow(
  command: { detentionId: string; followId: string },
  state: RecipientState,
  ctx: PenalContext,
): RecipientEvent[] {
  openFile(state, ctx.actor);
  const detention = existingDetention(state, command.detentionId);
  if (detention.follow_id && state.follows[detention.follow_id]) throw conflict('ALREADY_LINKED', M.alreadyLinked);
  const organism = followingOrganism(detention, ctx);
  const errors: Record<string, string> = {};
  if (!detention.start_date) errors.start_date = M.linkDates;
  if (!detention.end_date) errors.end_date = M.linkDates;
  if (!organism) errors.organism_id = M.linkOrganism;
  if (Object.keys(errors).length > 0) throw invalid(errors, M.followInvalid);
  const follow = admitFollow({
    organism_id: organism,
    start_date: detention.start_date,
    end_date: detention.end_date,
    contact_ids: detention.contact_ids ?? [],
  });
  refuseNonSpip(follow.organism_id, ctx);
  refuseOverlap(state, command.followId, follow);
  return [
    { type: 'FollowAdded', data: { follow_id: command.followId, follow } },
    { type: 'DetentionLinkedToFollow', data: { detention_id: command.detentionId, follow_id: command.followId } },
  ];
}

/** Sets the switch 'Suivi initié en détention'. */
export function setSid(command: { sid: boolean }, state: RecipientState, ctx: { actor: Actor }): RecipientEvent[] {
  openFile(state, ctx.actor);
  return state.penal.sid === command.sid ? [] : [{ type: 'SidSet', data: { sid: command.sid } }];
}

/** Records the sid infos that changed (blank is null; contacts in their order); ids newly named are judged. */
export function setSidInfos(command: { sid_infos: FormOf<SidInfos> }, state: RecipientState, ctx: PenalContext): RecipientEvent[] {
  openFile(state, ctx.actor);
  const stored = state.penal.sid_infos as Record<string, unknown>;
  const changes: FieldChanges = {};
  for (const field of SID_INFO_FIELDS) {
    const sent = (command.sid_infos as Record<string, unknown>)[field];
    if (sent === undefined) continue;
    const to = field === 'contact_ids' ? (sent ?? []) : isBlank(sent) ? null : sent;
    const from = stored[field] ?? (field === 'contact_ids' ? [] : null);
    if (!sameValue(from, to)) changes[`sid_infos.${field}`] = { from, to };
  }
  const errors = Object.fromEntries(
    ['probable_release', 'effective_release'].flatMap((f) => {
      const to = changes[`sid_infos.${f}`]?.to;
      return to && !isIsoDate(to) ? [[`sid_infos.${f}`, M.invalidDate]] : [];
    }),
  );
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (noChanges(changes)) return [];
  refuseUnknownReferences(changedReferences(SID_INFO_REFERENCES, changes), ctx);
  return [{ type: 'SidInfosChanged', data: { changes } }];
}

/** Records the condamnations (free text; blank clears them). */
export function setCondamnations(
  command: { condamnations?: string | null },
  state: RecipientState,
  ctx: { actor: Actor },
): RecipientEvent[] {
  openFile(state, ctx.actor);
  const text = isBlank(command.condamnations) ? null : String(command.condamnations).trim();
  return state.penal.condamnations === text ? [] : [{ type: 'CondamnationsSet', data: { condamnations: text } }];
}
