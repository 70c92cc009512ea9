/**
 * Query options of the reference data every form uses (reference lists, antennas, users offered as
 * referents): fetched once per session, not once per file opened. This client's own saves refresh
 * them; another user's change shows after a reload.
 */
export const ONCE_PER_SESSION = { staleTime: Infinity, gcTime: Infinity } as const;
