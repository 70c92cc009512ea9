import { hasRights, type Actor } from '../users/actor';
import { applyChanges, diffUpdate, noChanges, type FieldChanges, type UpdateRequest } from '../shared/changes';
import { forbidden } from '../shared/errors';

// The head office: one record, identified as the antenna 'siege' so that its staff have an antenna_id.

/** The head office's id, as users' antenna_id. */
export const SIEGE_ID = 'siege';
/** What the head office is called until it is given a name. */
export const SIEGE_DEFAULT_NAME = 'Siège';

/** The fields of the head office. */
export interface SiegeFields {
  acr?: string | null;
  long_name?: string | null;
  object?: string | null;
  ape?: string | null;
  siret?: string | null;
  tel?: string | null;
  tel2?: string | null;
  fax?: string | null;
  email?: string | null;
  address?: { street?: string | null; street2?: string | null; city?: string | null; postal_code?: string | null };
  access?: string | null;
  comment?: string | null;
}

export type SiegeEvent = { type: 'SiegeChanged'; data: { changes: FieldChanges } };

export interface SiegeState {
  siege: SiegeFields;
}

export const initialSiegeState: SiegeState = { siege: {} };

/** Applies one event to the head office. */
export function evolveSiege(state: SiegeState, event: SiegeEvent): SiegeState {
  return { siege: applyChanges(state.siege, event.data.changes) };
}

/** Editing the head office needs antennas_management and antennas_absolute. */
export const canEditSiege = (actor: Actor) => hasRights(actor, 'antennas_management', 'antennas_absolute');

/** Records the changed fields of the head office; nothing is required. */
export function updateSiege(command: { update: UpdateRequest }, state: SiegeState, ctx: { actor: Actor }): SiegeEvent[] {
  if (!canEditSiege(ctx.actor)) throw forbidden();
  const changes = diffUpdate(state.siege, command.update);
  if (noChanges(changes)) return [];
  return [{ type: 'SiegeChanged', data: { changes } }];
}
