import { useMemo } from 'react';
import type { Actor } from '@domain/users/actor';
import { useAntennas } from '../../../api/antennas';
import { choiceOptions, useChoices, type ChoiceItem } from '../../../api/choices';
import { useUserSummaries } from '../../../api/users';
import { useSession } from '../../../auth/session';
import { formatPersonName } from '../../../lib/format';
import { validityTest, type HasValidity } from './recipientForm';

/** An option of a Select (a deleted reference entry is shown, not offered). */
export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

/** What the recipient fields offer: reference lists, antennas and referents, within the user's reach. */
export interface RecipientOptions {
  countries: Option[];
  nationalities: Option[];
  statuses: Option[];
  familyStatuses: Option[];
  /** Antennas a new file may be put in (the head office is not one). */
  antennas: Option[];
  antennaNames: Map<string, string>;
  /** Referents offered for a file of that antenna, the current one kept so the field never shows blank. */
  referents(antennaId: string | null, current: string | null): Option[];
  /** The antenna of a user, for dropping a referent who no longer fits the antenna chosen. */
  referentAntenna(userId: string): string | null | undefined;
  /** Whether the writer names referents of the file's antenna only (the session's abilities). */
  referentsLimited: boolean;
  hasValidity: HasValidity;
  /** The raw lists, to find the defaults of a new file by label. */
  lists: { nationality?: ChoiceItem[]; family_status?: ChoiceItem[] };
  /** The reference lists the form cannot be shown without. */
  loading: boolean;
}

/** Loads everything the recipient fields offer. */
export function useRecipientOptions(actor: Actor): RecipientOptions {
  const country = useChoices('country', true);
  const nationality = useChoices('nationality', true);
  const status = useChoices('nationality_status', true);
  const family = useChoices('family_status', true);
  const antennas = useAntennas();
  const users = useUserSummaries();
  const { abilities } = useSession();

  return useMemo(() => {
    const antennaNames = new Map((antennas.data ?? []).map((a) => [a._id, a.name]));
    const reachable = abilities?.choose_recipient_antenna
      ? [...antennaNames.keys()]
      : [actor.antenna_id].filter((id): id is string => !!id);
    const userList = users.data ?? [];
    const limited = abilities?.referents_of_own_antenna_only ?? true;
    return {
      countries: choiceOptions(country.data),
      nationalities: choiceOptions(nationality.data),
      statuses: choiceOptions(status.data),
      familyStatuses: choiceOptions(family.data),
      antennas: reachable.map((id) => ({ value: id, label: antennaNames.get(id) ?? id })),
      antennaNames,
      referents(antennaId, current) {
        // Users ranked above 3 pick among the people of the file's antenna, as the server requires.
        const offered = userList.filter((u) => u._id === current || (u.actif !== false && (!limited || u.antenna_id === antennaId)));
        return offered.map((u) => ({ value: u._id, label: formatPersonName(u) }));
      },
      referentAntenna: (userId) => userList.find((u) => u._id === userId)?.antenna_id,
      referentsLimited: limited,
      hasValidity: validityTest(status.data),
      lists: {
        nationality: nationality.data?.filter((item) => !item.deleted),
        family_status: family.data?.filter((item) => !item.deleted),
      },
      loading: country.isLoading || nationality.isLoading || status.isLoading || family.isLoading || antennas.isLoading,
    };
  }, [
    actor,
    abilities,
    country.data,
    nationality.data,
    status.data,
    family.data,
    antennas.data,
    users.data,
    country.isLoading,
    nationality.isLoading,
    status.isLoading,
    family.isLoading,
    antennas.isLoading,
  ]);
}
