import { useMemo } from 'react';
import type { Actor } from '@domain/users/actor';
import { choiceOptions, useChoices } from '../../../api/choices';
import { useContactRows } from '../../../api/organisms';
import { useUserSummaries } from '../../../api/users';
import { useSession } from '../../../auth/session';
import { formatPersonName } from '../../../lib/format';
import type { Option } from '../form/useRecipientOptions';

/** What the housing and housing-help modals offer: referents within the user's reach, reference lists, contacts. */
export interface HousingOptions {
  /** Active users (of the user's own antenna for volunteers and antenna administrators), the current one kept. */
  referents(current: string | null): Option[];
  natures: Option[];
  leaveMotives: Option[];
  contacts: Option[];
}

/** The address book's contacts as options ('Prénom NOM (organisme)'). */
export function useContactOptions(): Option[] {
  const contacts = useContactRows('');
  return useMemo(
    () =>
      (contacts.data ?? []).map((c) => ({
        value: c._id,
        label: [formatPersonName(c), c.organism_name && `(${c.organism_name})`].filter(Boolean).join(' '),
      })),
    [contacts.data],
  );
}

/** What the housing modal offers; the modal loads it when it opens, so the tab waits for none of these lists. */
export function useHousingOptions(actor: Actor): HousingOptions {
  const users = useUserSummaries();
  const natures = useChoices('housing_nature', true);
  const motives = useChoices('housing_liberation', true);
  const contacts = useContactOptions();
  const { abilities } = useSession();
  return useMemo(() => {
    const limited = abilities?.referents_of_own_antenna_only ?? true;
    return {
      referents: (current) =>
        (users.data ?? [])
          .filter((u) => u._id === current || (u.actif !== false && (!limited || u.antenna_id === actor.antenna_id)))
          .map((u) => ({ value: u._id, label: formatPersonName(u) })),
      natures: choiceOptions(natures.data),
      leaveMotives: choiceOptions(motives.data),
      contacts,
    };
  }, [actor, abilities, users.data, natures.data, motives.data, contacts]);
}
