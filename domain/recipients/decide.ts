import type { Actor } from '../users/actor';
import { applyChanges, diffUpdate, noChanges, type FieldChanges, type UpdateRequest } from '../shared/changes';
import { conflict, forbidden, invalid } from '../shared/errors';
import { isBlank, validate } from '../shared/validation';
import type { RecipientEvent } from './events';
import { EDITABLE_CIVIL_FIELDS, type RecipientCivil } from './fields';
import { canChooseRecipientAntenna, canDeleteFile, canRenewFile, openFile, referentsLimitedToAntenna } from './permissions';
import { RECIPIENT_MESSAGES as M, recipientRules } from './rules';
import type { RecipientState } from './state';

/** What decisions on a file know besides the command: who acts, today's date, and facts the command looked up. */
export interface RecipientContext {
  actor: Actor;
  today: string;
  antennaExists: (antennaId: string) => boolean;
  /** The antenna of a user (null for none), or undefined when there is no such user. */
  referentAntenna: (userId: string) => string | null | undefined;
}

export type NewRecipientInput = Partial<RecipientCivil>;

/** Children counts are stored as whole numbers (the form may send text). */
const whole = (value: unknown) => Math.max(0, Math.trunc(Number(value ?? 0)) || 0);


/** Judges a civil form; the referent is checked when it is new (a referent who has since left must not block other edits). */
function checkCivil(civil: Partial<RecipientCivil>, ctx: RecipientContext, referentChanged = true): void {
  const errors = validate(recipientRules, civil);
  if (civil.antenna_id && !errors.antenna_id && !ctx.antennaExists(civil.antenna_id)) errors.antenna_id = M.unknownAntenna;
  if (civil.user_ref && referentChanged) {
    const antenna = ctx.referentAntenna(civil.user_ref);
    if (antenna === undefined) errors.user_ref = M.unknownReferent;
    else if (referentsLimitedToAntenna(ctx.actor) && antenna !== civil.antenna_id) errors.user_ref = M.referentOtherAntenna;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** Files a new recipient: valid form, an antenna within the filer's reach, the defaults of a new file. */
export function createRecipient(command: { recipient: NewRecipientInput; fileNumber: number }, state: RecipientState, ctx: RecipientContext): RecipientEvent[] {
  const input = command.recipient;
  const antenna_id = (input.antenna_id === undefined ? ctx.actor.antenna_id : input.antenna_id) ?? '';
  const recipient: RecipientCivil = {
    ...input,
    name: String(input.name ?? '').trim(),
    surname: String(input.surname ?? '').trim(),
    birth_date: input.birth_date ?? '',
    birth_place: input.birth_place ?? {},
    nationality: input.nationality ?? null,
    nationality_status: input.nationality_status ?? null,
    family_status: input.family_status ?? null,
    children: whole(input.children),
    children_charge: whole(input.children_charge),
    actif: input.actif ?? true,
    antenna_id,
    first_meeting: input.first_meeting ?? ctx.today,
  };
  checkCivil(recipient, ctx);
  if (!canChooseRecipientAntenna(ctx.actor) && antenna_id !== ctx.actor.antenna_id) throw forbidden(M.ownAntennaOnly);
  if (state.exists) return [];
  return [{ type: 'RecipientCreated', data: { recipient, file_number: command.fileNumber } }];
}

/** Only the civil fields an edit may change (the antenna changes by transfer), children counted in whole numbers. */
function editable(values: Record<string, unknown>): Record<string, unknown> {
  const fields = Object.fromEntries(EDITABLE_CIVIL_FIELDS.filter((field) => field in values).map((field) => [field, values[field]]));
  for (const count of ['children', 'children_charge']) if (count in fields) fields[count] = whole(fields[count]);
  return fields;
}

/** Records the civil fields an edit changed. */
export function updateRecipient(command: { update: UpdateRequest }, state: RecipientState, ctx: RecipientContext): RecipientEvent[] {
  const file = openFile(state, ctx.actor);
  const { origin, current } = command.update;
  if (current.antenna_id !== undefined && current.antenna_id !== origin.antenna_id) throw invalid({ antenna_id: M.readOnlyField }, M.readOnlyField);
  const changes: FieldChanges = diffUpdate(file.civil, { ...command.update, origin: editable(origin), current: editable(current) });
  if (noChanges(changes)) return [];
  checkCivil(applyChanges(file.civil, changes), ctx, 'user_ref' in changes);
  return [{ type: 'RecipientCivilDataChanged', data: { changes } }];
}

/** Radiates a file on a date, with its reason and status. */
export function radiateRecipient(
  command: { on?: string | null; radiation_reason?: string | null; radiation_status?: string | null },
  state: RecipientState,
  ctx: RecipientContext,
): RecipientEvent[] {
  const file = openFile(state, ctx.actor);
  if (isBlank(command.on)) throw invalid({ on: M.radiationDate }, M.radiationDate);
  if (file.status.radiated) throw conflict('ALREADY_RADIATED', M.alreadyRadiated);
  return [{ type: 'RecipientRadiated', data: { on: String(command.on), radiation_reason: command.radiation_reason ?? null, radiation_status: command.radiation_status ?? null } }];
}

/** Reopens a radiated file ('renouveler'), administrators only; the date replaces the radiation date. */
export function unradiateRecipient(command: { on?: string | null }, state: RecipientState, ctx: RecipientContext): RecipientEvent[] {
  const file = openFile(state, ctx.actor);
  if (!canRenewFile(ctx.actor)) throw forbidden(M.renewAdminOnly);
  if (isBlank(command.on)) throw invalid({ on: M.renewalDate }, M.renewalDate);
  if (!file.status.radiated) throw conflict('NOT_RADIATED', M.notRadiated);
  return [{ type: 'RecipientUnradiated', data: { on: String(command.on) } }];
}

/** Moves a file to another antenna. */
export function transferRecipient(command: { toAntennaId: string }, state: RecipientState, ctx: RecipientContext): RecipientEvent[] {
  const file = openFile(state, ctx.actor);
  if (command.toAntennaId === file.civil.antenna_id) throw invalid({ antenna_id: M.sameAntenna }, M.sameAntenna);
  if (!ctx.antennaExists(command.toAntennaId)) throw invalid({ antenna_id: M.unknownAntenna }, M.unknownAntenna);
  return [{ type: 'RecipientTransferred', data: { from_antenna_id: file.civil.antenna_id, to_antenna_id: command.toAntennaId, on: ctx.today } }];
}

/** Deletes a file (its history stays); never by a volunteer. */
export function deleteRecipient(state: RecipientState, ctx: RecipientContext): RecipientEvent[] {
  openFile(state, ctx.actor);
  if (!canDeleteFile(ctx.actor)) throw forbidden(M.volunteersCannotDelete);
  return [{ type: 'RecipientDeleted', data: {} }];
}
