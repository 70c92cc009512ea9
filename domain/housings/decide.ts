import type { Actor } from '../users/actor';
import { changedReferences, referencesIn, refuseOutsideAntenna, type ReferenceFacts, type ReferenceSpecs } from '../references/references';
import { applyChanges, diffUpdate, noChanges, type UpdateRequest } from '../shared/changes';
import { conflict, invalid, notFound } from '../shared/errors';
import { admitForm, type FormOf } from '../shared/forms';
import { isBlank, validate, type FieldErrors } from '../shared/validation';
import { nightsError, parseAmount, parseCount, paymentError, priceError } from '../shared/amounts';
import type { RecipientEvent } from '../recipients/events';
import { coveredByFollows } from '../penal/periods';
import { openFile } from '../recipients/permissions';
import type { RecipientState } from '../recipients/state';
import type { HousingFields, HousingKind, Payment } from './fields';
import { HOUSING_MESSAGES as M, housingRules, paymentDateError } from './rules';

/** A housing as the modal sends it: any field blank, amounts as text with a comma, payments without their date. */
export type HousingInput = FormOf<HousingFields>;

/** A housing read from its form but not yet judged: its kind set, its figures read (NaN when unreadable), its payments dated. */
export type HousingDraft = Omit<HousingInput, ReadFromForm> & Pick<HousingFields, ReadFromForm>;
type ReadFromForm = 'housing_type' | 'price' | 'payments' | 'nights_out_contracts' | 'meeting' | 'signin' | 'signout';

/** A figure as typed: null when left blank, NaN when unreadable, so that housingErrors names it. */
const typed = (value: unknown, parse: (value: unknown) => number | null) => (isBlank(value) ? null : (parse(value) ?? NaN));

/** Amounts read as numbers (comma accepted), payments dated today when they come without a date. */
export function normalizeHousing(kind: HousingKind, input: HousingInput, today: string): HousingDraft {
  const payments: Payment[] = (input.payments ?? []).map((payment) => ({
    amount: parseAmount(payment?.amount) ?? NaN,
    date: payment?.date || today,
  }));
  return {
    ...input,
    meeting: input.meeting ?? false,
    signin: input.signin ?? false,
    signout: input.signout ?? false,
    housing_type: kind,
    price: typed(input.price, parseAmount),
    payments,
    nights_out_contracts: typed(input.nights_out_contracts, parseCount),
  };
}

/**
 * What is wrong with a housing, field by field: its kind's required fields, backward dates, amounts and
 * nights unreadable or out of bounds, payments dated after today (each beside its line).
 */
export function housingErrors(housing: HousingDraft, today: string): FieldErrors {
  const errors = validate(housingRules[housing.housing_type], housing);
  if (housing.start_date && housing.end_date && housing.end_date < housing.start_date) errors.end_date ??= M.endBeforeStart;
  if (housing.start_date && housing.free_end_date && housing.free_end_date < housing.start_date)
    errors.free_end_date ??= M.freedBeforeStart;
  const amounts = {
    price: priceError(housing.price),
    payments: housing.payments.map((payment) => paymentError(payment.amount)).find((error) => error !== null) ?? null,
    nights_out_contracts: nightsError(housing.nights_out_contracts),
  };
  for (const [field, error] of Object.entries(amounts)) if (error) errors[field] ??= error;
  housing.payments.forEach((payment, index) => {
    const error = paymentDateError(payment.date, today);
    if (error) errors[`payments.${index}.date`] = error;
  });
  return errors;
}

/** Refuses a housing whose kind's required fields are missing, whose dates run backwards or whose amounts or payments are wrong. */
export function checkHousing(housing: HousingDraft, today: string): HousingFields {
  return admitForm<HousingFields>(housing, housingErrors(housing, today), M.missingFields);
}

/** What a housing names: its referent, reference-list entries and contacts of the address book. */
export const HOUSING_REFERENCES: ReferenceSpecs = {
  user_id: { kind: 'user', message: M.unknownReferent },
  leave_motive: { kind: 'choice', type: 'housing_liberation' },
  nature: { kind: 'choice', type: 'housing_nature' },
  contact_ids: { kind: 'contact', message: M.unknownContact },
};

/** What a decision on a housing knows besides the file: who acts, today, and the records the housing names. */
export interface HousingContext {
  actor: Actor;
  today: string;
  references: ReferenceFacts;
}

const HOUSING_FIELD_NAMES = new Set([
  'user_id',
  'hotel_id',
  'room_id',
  'type',
  'start_date',
  'end_date',
  'estimated_end_date',
  'free_end_date',
  'price',
  'caution',
  'founding',
  'leave_motive',
  'meeting',
  'signin',
  'signout',
  'payments',
  'nights_out_contracts',
  'hotel_info',
  'nature',
  'address_street',
  'address_postal_code',
  'address_city',
  'tel',
  'contact_ids',
]);

/** The code (and data) of a SPIP-funded stay no follow-up covers: the client shows 'Pas de suivi SPIP pour ces dates'. */
export const NO_FOLLOWING = 'NO FOLLOWING';

/**
 * A stay of the own scheme funded by the SPIP needs the file's SPIP follow-ups (every follow-up is one)
 * to cover each of its days, from its start to its end: 409 NO FOLLOWING otherwise.
 */
function refuseWithoutFollowing(state: RecipientState, housing: HousingFields): void {
  if (housing.housing_type !== 'hebergement' || housing.founding !== 'SPIP' || !housing.start_date || !housing.end_date) return;
  if (!coveredByFollows(Object.values(state.follows), housing.start_date, housing.end_date))
    throw conflict(NO_FOLLOWING, M.noFollowing, NO_FOLLOWING);
}

/** Adds a housing of a kind to a file. */
export function addHousing(
  command: { housingId: string; kind?: HousingKind | null; housing: HousingInput },
  state: RecipientState,
  ctx: HousingContext,
): RecipientEvent[] {
  openFile(state, ctx.actor);
  // The kind comes beside the housing (housingType) or in it, as clients send it (docs/api.md, 'Stays of a file').
  const kind = command.kind || command.housing.housing_type;
  if (!kind) throw invalid({ housing_type: M.kindRequired }, M.kindRequired);
  const housing = checkHousing(normalizeHousing(kind, command.housing, ctx.today), ctx.today);
  refuseOutsideAntenna(referencesIn(HOUSING_REFERENCES, housing), ctx, M.referentOtherAntenna);
  refuseWithoutFollowing(state, housing);
  return [{ type: 'HousingAdded', data: { housing_id: command.housingId, housing } }];
}

/** The housing of a file, or 404. */
export function existingHousing(state: RecipientState, housingId: string): HousingFields {
  const housing = state.housings[housingId];
  if (!housing) throw notFound(M.notFound);
  return housing;
}

/** Records what an edit of a housing changed (its kind never changes). */
export function updateHousing(
  command: { housingId: string; update: UpdateRequest },
  state: RecipientState,
  ctx: HousingContext,
): RecipientEvent[] {
  openFile(state, ctx.actor);
  const stored = existingHousing(state, command.housingId);
  // Only the housing's own fields are compared: the figures and names a read returns alongside are not edits.
  // An unreadable amount is NaN, never equal to what is stored: it shows as a change, which checkHousing refuses.
  const normalize = (values: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(normalizeHousing(stored.housing_type, values as HousingInput, ctx.today)).filter(([field]) =>
        HOUSING_FIELD_NAMES.has(field),
      ),
    );
  if (command.update.current.housing_type !== undefined && command.update.current.housing_type !== stored.housing_type)
    throw invalid({ housing_type: M.kindFixed }, M.kindFixed);
  const changes = diffUpdate(stored, {
    ...command.update,
    origin: normalize(command.update.origin),
    current: normalize(command.update.current),
  });
  if (noChanges(changes)) return [];
  const housing = checkHousing(applyChanges(stored, changes), ctx.today);
  refuseOutsideAntenna(changedReferences(HOUSING_REFERENCES, changes), ctx, M.referentOtherAntenna);
  // Judged when the funding or the period changes: other edits of a stay recorded before its follow-up ended stay possible.
  if (['founding', 'start_date', 'end_date'].some((field) => field in changes)) refuseWithoutFollowing(state, housing);
  return [{ type: 'HousingChanged', data: { housing_id: command.housingId, changes } }];
}

/** Removes a housing from a file. */
export function deleteHousing(command: { housingId: string }, state: RecipientState, ctx: { actor: Actor }): RecipientEvent[] {
  openFile(state, ctx.actor);
  existingHousing(state, command.housingId);
  return [{ type: 'HousingDeleted', data: { housing_id: command.housingId } }];
}
