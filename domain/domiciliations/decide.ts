import { hasRights, type Actor } from '../users/actor';
import { changedReferences, referencesIn, refuseOutsideAntenna, type ReferenceFacts, type ReferenceSpecs } from '../references/references';
import { parseCount } from '../shared/amounts';
import { applyChanges, diffUpdate, noChanges, type UpdateRequest } from '../shared/changes';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import { admitForm, type FormOf } from '../shared/forms';
import { isBlank, isIsoDate, validate, type FieldErrors } from '../shared/validation';
import type { RecipientEvent } from '../recipients/events';
import { openFile } from '../recipients/permissions';
import type { RecipientState } from '../recipients/state';
import { domiciliationEnd, overlaps } from './dates';
import type { AttestationFile } from './events';
import { DEFAULT_DURATION_MONTHS, EXTERNAL_FIELDS, OWN_FIELDS, type DomiciliationFields, type DomiciliationKind } from './fields';
import { DOMICILIATION_MESSAGES as M, domiciliationRules } from './rules';

/** A domiciliation as the modal sends it: any field blank, the duration as text, the end date ignored for the own kind. */
export type DomiciliationInput = FormOf<DomiciliationFields>;

/** What a decision on a domiciliation knows besides the file: who acts and the referent it names. */
export interface DomiciliationContext {
  actor: Actor;
  references: ReferenceFacts;
}

/** What a domiciliation names: its referent. */
export const DOMICILIATION_REFERENCES: ReferenceSpecs = { user_id: { kind: 'user', message: M.unknownReferent } };

/** Only holders of dom_management delete a domiciliation (docs/permissions.md, 'Domiciliation'). */
const canDeleteDomiciliation = (actor: Actor) => hasRights(actor, 'dom_management');

/** The abilities a domiciliation carries for a reader who opened its file. */
export const domiciliationAbilities = (actor: Actor) => ({ edit: true, delete: canDeleteDomiciliation(actor) });

/**
 * The form as its kind stores it: the other kind's fields dropped; for the own kind a blank duration
 * is a year, a typed one read as a whole number (NaN when unreadable, for the rules to name), and the
 * end date computed here, whatever the form sent.
 */
export function normalizeDomiciliation(
  kind: DomiciliationKind,
  input: DomiciliationInput,
): DomiciliationInput & { kind: DomiciliationKind } {
  const fields = kind === 'own' ? OWN_FIELDS : EXTERNAL_FIELDS;
  const kept: DomiciliationInput = Object.fromEntries(fields.filter((f) => input[f] !== undefined).map((f) => [f, input[f]]));
  if (kind === 'external') return { ...kept, kind };
  const duration = isBlank(input.duration) ? DEFAULT_DURATION_MONTHS : (parseCount(input.duration) ?? NaN);
  const end =
    isIsoDate(input.start_date) && Number.isInteger(duration) && duration > 0 ? domiciliationEnd(String(input.start_date), duration) : null;
  return { ...kept, kind, duration, end_date: end };
}

/** What is wrong with a domiciliation, field by field: its kind's rules, and an external one's dates running backwards. */
export function domiciliationErrors(dom: DomiciliationInput & { kind: DomiciliationKind }): FieldErrors {
  const errors = validate(domiciliationRules[dom.kind], dom);
  if (dom.kind === 'external' && dom.start_date && dom.end_date && dom.end_date < dom.start_date) errors.end_date ??= M.endBeforeStart;
  return errors;
}

function admit(dom: DomiciliationInput & { kind: DomiciliationKind }): DomiciliationFields {
  return admitForm<DomiciliationFields>(dom, domiciliationErrors(dom), M.missingFields);
}

/**
 * Refuses an own domiciliation sharing a day with another own one of the file. External ones do not
 * count: their dates are another organism's, often partial, and the charity taking over from it is
 * exactly when they meet; only the attestations the charity signs must not overlap.
 */
function refuseOverlap(state: RecipientState, id: string, dom: DomiciliationFields): void {
  if (dom.kind !== 'own') return;
  const taken = Object.entries(state.domiciliations).some(
    ([otherId, other]) => otherId !== id && other.kind === 'own' && overlaps(other, dom),
  );
  if (taken) throw conflict('ALREADY_DOMICILATED', M.alreadyDomiciled);
}

/** A radiated file is closed: it cannot be domiciled (the client points to the 'Identité' tab). */
function refuseRadiated(state: RecipientState): void {
  if (state.status.radiated) throw conflict('RECIPIENT_RADIATED', M.radiated);
}

/** Adds a domiciliation (own unless the form says external) to a file. */
export function addDomiciliation(
  command: { domiciliationId: string; domiciliation: DomiciliationInput },
  state: RecipientState,
  ctx: DomiciliationContext,
): RecipientEvent[] {
  openFile(state, ctx.actor);
  refuseRadiated(state);
  const dom = admit(normalizeDomiciliation(command.domiciliation.kind || 'own', command.domiciliation));
  refuseOutsideAntenna(referencesIn(DOMICILIATION_REFERENCES, dom), ctx, M.referentOtherAntenna);
  refuseOverlap(state, command.domiciliationId, dom);
  return [{ type: 'DomiciliationAdded', data: { domiciliation_id: command.domiciliationId, domiciliation: dom } }];
}

/** The domiciliation of a file, or 404. */
export function existingDomiciliation(state: RecipientState, domiciliationId: string): DomiciliationFields {
  const dom = state.domiciliations[domiciliationId];
  if (!dom) throw notFound(M.notFound);
  return dom;
}

const PERIOD_FIELDS = ['start_date', 'duration', 'end_date'];

/** Records what an edit of a domiciliation changed (its kind never changes; the end date follows start and duration). */
export function updateDomiciliation(
  command: { domiciliationId: string; update: UpdateRequest },
  state: RecipientState,
  ctx: DomiciliationContext,
): RecipientEvent[] {
  openFile(state, ctx.actor);
  const stored = existingDomiciliation(state, command.domiciliationId);
  const { kind } = stored;
  if (command.update.current.kind !== undefined && command.update.current.kind !== kind) throw invalid({ kind: M.kindFixed }, M.kindFixed);
  // Only the kind's own fields are compared: names and flags a read returns alongside are not edits.
  const normalize = (values: Record<string, unknown>) => normalizeDomiciliation(kind, values as DomiciliationInput);
  const changes = diffUpdate(stored, {
    ...command.update,
    origin: normalize(command.update.origin),
    current: normalize(command.update.current),
  });
  if (noChanges(changes)) return [];
  const periodChanged = Object.keys(changes).some((field) => PERIOD_FIELDS.includes(field));
  // Moving or extending the period of a radiated file would domicile it again; other edits and deletion stay possible.
  if (periodChanged) refuseRadiated(state);
  const dom = admit(applyChanges(stored, changes));
  refuseOutsideAntenna(changedReferences(DOMICILIATION_REFERENCES, changes), ctx, M.referentOtherAntenna);
  if (periodChanged) refuseOverlap(state, command.domiciliationId, dom);
  return [{ type: 'DomiciliationChanged', data: { domiciliation_id: command.domiciliationId, changes } }];
}

/** Removes a domiciliation from a file: dom_management only, else 403 'Vous n'avez pas les droits'. */
export function deleteDomiciliation(command: { domiciliationId: string }, state: RecipientState, ctx: { actor: Actor }): RecipientEvent[] {
  openFile(state, ctx.actor);
  if (!canDeleteDomiciliation(ctx.actor)) throw forbidden();
  existingDomiciliation(state, command.domiciliationId);
  return [{ type: 'DomiciliationDeleted', data: { domiciliation_id: command.domiciliationId } }];
}

/**
 * The period an attestation certifies. Only the charity's own domiciliations have one: an external one's attestation is
 * the other organism's to sign (409). An own one always has both dates (its rules require them).
 */
export function attestedPeriod(
  dom: Pick<DomiciliationFields, 'kind' | 'start_date' | 'end_date'>,
): Record<'start_date' | 'end_date', string> {
  if (dom.kind !== 'own' || !dom.start_date || !dom.end_date) throw conflict('EXTERNAL_DOMICILIATION', M.externalAttestation);
  return { start_date: dom.start_date, end_date: dom.end_date };
}

/** Records that an attestation of an own domiciliation was generated and kept: whoever may open the file hands it out. */
export function recordAttestation(
  command: { domiciliationId: string; file: AttestationFile },
  state: RecipientState,
  ctx: { actor: Actor },
): RecipientEvent[] {
  openFile(state, ctx.actor);
  const period = attestedPeriod(existingDomiciliation(state, command.domiciliationId));
  return [{ type: 'DomiciliationAttestationGenerated', data: { domiciliation_id: command.domiciliationId, ...command.file, ...period } }];
}
