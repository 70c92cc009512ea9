import { useMemo } from 'react';
import { isAntennaScoped, type Actor } from '@domain/users/actor';
import { useUserSummaries } from '../../../api/users';
import { formatPersonName } from '../../../lib/format';
import type { Option } from '../form/useRecipientOptions';

/**
 * The users a domiciliation or a mail may name (its referent, who received it): active users, only
 * those of their own antenna for volunteers and antenna administrators, as the server requires; the
 * current one is kept so the field never shows blank.
 */
export function useReferentOptions(actor: Actor): (current: string | null) => Option[] {
  const users = useUserSummaries();
  return useMemo(() => {
    const limited = isAntennaScoped(actor);
    return (current) =>
      (users.data ?? [])
        .filter((u) => u._id === current || (u.actif !== false && (!limited || u.antenna_id === actor.antenna_id)))
        .map((u) => ({ value: u._id, label: formatPersonName(u) }));
  }, [actor, users.data]);
}
