import { hasRights, type Actor } from '../users/actor';
import { applyChanges, diffUpdate, noChanges, touchedFields, type UpdateRequest } from '../shared/changes';
import { forbidden, invalid, notFound } from '../shared/errors';
import { admitForm, type FormOf } from '../shared/forms';
import { validate } from '../shared/validation';
import type { AntennaEvent, AntennaFields } from './events';
import { antennaRules, ANTENNA_MESSAGES } from './rules';
import type { AntennaState } from './state';

/** Creating an antenna needs antennas_management and antennas_absolute. */
export const canCreateAntenna = (actor: Actor) => hasRights(actor, 'antennas_management', 'antennas_absolute');

/** Editing an antenna needs antennas_management, and antennas_absolute unless it is one's own antenna. */
export const canEditAntenna = (actor: Actor, antennaId: string) =>
  hasRights(actor, 'antennas_management') && (hasRights(actor, 'antennas_absolute') || actor.antenna_id === antennaId);

/**
 * An acronym hides an antenna from every list and picker, for everyone: only antennas_absolute sets or clears it, so
 * that an antenna's own manager cannot make it vanish (docs/permissions.md).
 */
export const canSetAntennaAcr = (actor: Actor) => hasRights(actor, 'antennas_absolute');

/** What the reader may do with an antenna: edit its form, and set or clear its acronym (sent with each antenna). */
export const antennaAbilities = (actor: Actor, antennaId: string) => ({
  edit: canEditAntenna(actor, antennaId),
  set_acr: canEditAntenna(actor, antennaId) && canSetAntennaAcr(actor),
});

/** Creates an antenna from a valid form. */
export function createAntenna(command: { antenna: FormOf<AntennaFields> }, state: AntennaState, ctx: { actor: Actor }): AntennaEvent[] {
  if (!canCreateAntenna(ctx.actor)) throw forbidden();
  const antenna = admitForm(command.antenna, validate(antennaRules, command.antenna));
  if (state.exists) return [];
  return [{ type: 'AntennaCreated', data: { antenna: { ...antenna, name: antenna.name.trim() } } }];
}

/** Records the changed fields of an antenna, if the result is still valid. */
export function updateAntenna(
  command: { antennaId: string; update: UpdateRequest },
  state: AntennaState,
  ctx: { actor: Actor },
): AntennaEvent[] {
  if (!state.exists) throw notFound(ANTENNA_MESSAGES.notFound);
  if (!canEditAntenna(ctx.actor, command.antennaId)) throw forbidden();
  const changes = diffUpdate(state.antenna, command.update);
  if (noChanges(changes)) return [];
  if (touchedFields(changes).has('acr') && !canSetAntennaAcr(ctx.actor)) throw forbidden(ANTENNA_MESSAGES.acrAbsoluteOnly);
  const errors = validate(antennaRules, applyChanges(state.antenna, changes));
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return [{ type: 'AntennaChanged', data: { changes } }];
}
