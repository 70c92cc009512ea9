import { useMemo } from 'react';
import { SIEGE_ID } from '@domain/siege/siege';
import { useAntennas } from '../api/antennas';

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

/** Which antennas a person may choose: any of them (the session's `choose_any_antenna`), or their own only. */
export interface AntennaReach {
  any: boolean;
  own: string | null;
}

/**
 * Antennas the person may put a user in: all of them and the head office for those who choose freely, otherwise
 * their own. The user's current antenna stays listed so the field never shows blank.
 */
export function antennaOptions(
  reach: AntennaReach,
  names: Map<string, string>,
  current: string | null,
): { value: string; label: string }[] {
  const ids = reach.any ? [...names.keys()] : [reach.own];
  if (current && !ids.includes(current)) ids.push(current);
  return ids.filter((id): id is string => !!id).map((id) => ({ value: id, label: names.get(id) ?? id }));
}
