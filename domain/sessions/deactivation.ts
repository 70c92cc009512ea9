// Deactivating an account ends its sessions for good: reactivated, the account signs in again, but the tokens it held
// before stay refused (a token lost with a departing volunteer's phone must not come back to life). As with a password
// change (passwordChange.ts), sessions are ordered against the deactivation by their place in the global log.
import type { FieldChanges } from '../shared/changes';

/** True when an edit of a user turns their account inactive. */
export const deactivates = (changes: FieldChanges): boolean => changes.actif?.to === false;

/** True when the user's last deactivation ended this session: it was opened before it. Positions as decimal strings. */
export function endedByDeactivation(session: { openedPosition: string }, user: { deactivatedPosition?: string | null }): boolean {
  if (!user.deactivatedPosition) return false;
  return BigInt(session.openedPosition) < BigInt(user.deactivatedPosition);
}
