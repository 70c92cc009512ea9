import { useMemo } from 'react';
import type { Actor } from '@domain/users/actor';
import { SIEGE_ID } from '@domain/siege/siege';
import { useAntennas } from '../api/antennas';
import { canChooseAnyAntenna } from '../lib/permissions';

/** How the head office is named where users' antennas are shown. */
export const SIEGE_LABEL = 'Siège';

/** Names of the antennas by id, the head office included as 'Siège'. */
export function useAntennaNames(): { names: Map<string, string>; isLoading: boolean } {
  const antennas = useAntennas();
  const names = useMemo(
    () => new Map([[SIEGE_ID, SIEGE_LABEL], ...(antennas.data ?? []).map((a): [string, string] => [a._id, a.name])]),
    [antennas.data],
  );
  return { names, isLoading: antennas.isLoading };
}

/**
 * Antennas the actor may put a user in: all of them and the head office for the ranks that choose
 * freely, otherwise their own. The user's current antenna stays listed so the field never shows blank.
 */
export function antennaOptions(actor: Actor, names: Map<string, string>, current: string | null): { value: string; label: string }[] {
  const ids = canChooseAnyAntenna(actor) ? [...names.keys()] : [actor.antenna_id];
  if (current && !ids.includes(current)) ids.push(current);
  return ids.filter((id): id is string => !!id).map((id) => ({ value: id, label: names.get(id) ?? id }));
}
