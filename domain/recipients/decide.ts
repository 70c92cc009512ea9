import type { Actor } from '../users/actor';
import {
  changedReferences,
  referenceErrors,
  referencesIn,
  refuseUnknownReferences,
  type Reference,
  type ReferenceFacts,
  type ReferenceSpecs,
} from '../references/references';
import { applyChanges, diffUpdate, noChanges, type FieldChanges, type UpdateRequest } from '../shared/changes';
import { conflict, forbidden, invalid } from '../shared/errors';
import { admitForm, type FormOf } from '../shared/forms';
import { isBlank, validate } from '../shared/validation';
import type { RecipientEvent } from './events';
import { EDITABLE_CIVIL_FIELDS, type RecipientCivil } from './fields';
import { canChooseRecipientAntenna, canDeleteFile, canRenewFile, openFile, referentsLimitedToAntenna } from './permissions';
import { RECIPIENT_MESSAGES as M, recipientRules } from './rules';
import type { RecipientState } from './state';

/** What decisions on a file know besides the command: who acts, today's date, and the records the command names. */
export interface RecipientContext {
  actor: Actor;
  today: string;
  references: ReferenceFacts;
}

export type NewRecipientInput = FormOf<RecipientCivil>;

/** What the civil tab names: its reference-list entries, its referent and its antenna. */
export const RECIPIENT_REFERENCES: ReferenceSpecs = {
  'birth_place.country': { kind: 'choice', type: 'country' },
  nationality: { kind: 'choice', type: 'nationality' },
  nationality_status: { kind: 'choice', type: 'nationality_status' },
  family_status: { kind: 'choice', type: 'family_status' },
  user_ref: { kind: 'user', message: M.unknownReferent },
  antenna_id: { kind: 'antenna', message: M.unknownAntenna },
};

/** What a radiation names: its reason and status, from their reference lists. */
export const RADIATION_REFERENCES: ReferenceSpecs = {
  radiation_reason: { kind: 'choice', type: 'radiation_reasons' },
  radiation_status: { kind: 'choice', type: 'radiation_status' },
};

/** A transfer: the destination antenna and the referent who takes the file over there. */
export interface TransferCommand {
  toAntennaId: string;
  userRef?: string | null;
}

/** What a transfer names: its destination, then the new referent (judged against that destination). */
const TRANSFER_REFERENCES: ReferenceSpecs = {
  antenna_id: RECIPIENT_REFERENCES.antenna_id,
  user_ref: RECIPIENT_REFERENCES.user_ref,
};

/** The destination and the referent a transfer names. */
export const transferReferences = (command: TransferCommand): Reference[] =>
  referencesIn(TRANSFER_REFERENCES, { antenna_id: command.toAntennaId, user_ref: command.userRef });

/** Children counts are stored as whole numbers (the form may send text). */
const whole = (value: unknown) => Math.max(0, Math.trunc(Number(value ?? 0)) || 0);

/**
 * Judges a civil form and the ids it newly names, all errors at once, and admits it as civil data; users ranked above 3 name
 * referents of the file's antenna only, as their picker offers.
 */
function admitCivil(civil: FormOf<RecipientCivil>, references: Reference[], ctx: RecipientContext): RecipientCivil {
  const userScope = referentsLimitedToAntenna(ctx.actor)
    ? { antennaId: civil.antenna_id ?? null, message: M.referentOtherAntenna }
    : undefined;
  const errors = { ...referenceErrors(references, ctx.references, ctx.actor, userScope), ...validate(recipientRules, civil) };
  return admitForm<RecipientCivil>(civil, errors);
}

/** Files a new recipient: valid form, an antenna within the filer's reach (never defaulted: the form always names it), the defaults of a new file. */
export function createRecipient(
  command: { recipient: NewRecipientInput; fileNumber: number },
  state: RecipientState,
  ctx: RecipientContext,
): RecipientEvent[] {
  const input = command.recipient;
  const antenna_id = input.antenna_id ?? '';
  const form: NewRecipientInput = {
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
  const recipient = admitCivil(form, referencesIn(RECIPIENT_REFERENCES, form), ctx);
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
  if (current.antenna_id !== undefined && current.antenna_id !== origin.antenna_id)
    throw invalid({ antenna_id: M.readOnlyField }, M.readOnlyField);
  const changes: FieldChanges = diffUpdate(file.civil, { ...command.update, origin: editable(origin), current: editable(current) });
  if (noChanges(changes)) return [];
  // Only what the edit changed is judged: a referent who has left, or an entry since deleted, stays on the file.
  admitCivil(applyChanges(file.civil, changes), changedReferences(RECIPIENT_REFERENCES, changes), ctx);
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
  refuseUnknownReferences(referencesIn(RADIATION_REFERENCES, command), ctx);
  return [
    {
      type: 'RecipientRadiated',
      data: {
        on: String(command.on),
        radiation_reason: command.radiation_reason ?? null,
        radiation_status: command.radiation_status ?? null,
      },
    },
  ];
}

/** Reopens a radiated file ('renouveler'), administrators only; the date replaces the radiation date. */
export function unradiateRecipient(command: { on?: string | null }, state: RecipientState, ctx: RecipientContext): RecipientEvent[] {
  const file = openFile(state, ctx.actor);
  if (!canRenewFile(ctx.actor)) throw forbidden(M.renewAdminOnly);
  if (isBlank(command.on)) throw invalid({ on: M.renewalDate }, M.renewalDate);
  if (!file.status.radiated) throw conflict('NOT_RADIATED', M.notRadiated);
  return [{ type: 'RecipientUnradiated', data: { on: String(command.on) } }];
}

/**
 * Moves a file to another antenna with its new referent, a person of that antenna: the old referent
 * could no longer open the file.
 */
export function transferRecipient(command: TransferCommand, state: RecipientState, ctx: RecipientContext): RecipientEvent[] {
  const file = openFile(state, ctx.actor);
  if (command.toAntennaId === file.civil.antenna_id) throw invalid({ antenna_id: M.sameAntenna }, M.sameAntenna);
  if (isBlank(command.userRef)) throw invalid({ user_ref: M.transferReferentRequired }, M.transferReferentRequired);
  refuseUnknownReferences(transferReferences(command), ctx, { antennaId: command.toAntennaId, message: M.referentOutsideDestination });
  return [
    {
      type: 'RecipientTransferred',
      data: {
        from_antenna_id: file.civil.antenna_id,
        to_antenna_id: command.toAntennaId,
        on: ctx.today,
        from_user_ref: file.civil.user_ref ?? null,
        user_ref: String(command.userRef),
      },
    },
  ];
}

/** Deletes a file (its history stays); never by a volunteer. */
export function deleteRecipient(state: RecipientState, ctx: RecipientContext): RecipientEvent[] {
  openFile(state, ctx.actor);
  if (!canDeleteFile(ctx.actor)) throw forbidden(M.volunteersCannotDelete);
  return [{ type: 'RecipientDeleted', data: {} }];
}
