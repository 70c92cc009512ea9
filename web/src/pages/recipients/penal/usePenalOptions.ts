import type { ComboboxItemGroup } from '@mantine/core';
import { useMemo } from 'react';
import { isSpip } from '@domain/penal/rules';
import { choiceOptions, useChoices } from '../../../api/choices';
import { useOrganismNames } from '../../../api/organisms';
import type { Option } from '../form/useRecipientOptions';
import { useContactOptions } from '../housing/useHousingOptions';

/** What the penal forms offer: the detention lists, organisms (only SPIPs may follow) and the address book's contacts. */
export interface PenalOptions {
  places: Option[];
  statuses: Option[];
  organisms: Option[];
  /** The organisms a follow-up may name: those whose name starts with 'SPIP'. */
  spips: Option[];
  contacts: Option[];
}

/** The options of the penal forms; a modal loads them when it opens, so the tab waits for none of these lists. */
export function usePenalOptions(): PenalOptions {
  const places = useChoices('detention_place', true);
  const statuses = useChoices('detention_status', true);
  const organisms = useOrganismNames();
  const contacts = useContactOptions();
  return useMemo(() => {
    const named = organisms.data ?? [];
    const asOption = (organism: { _id: string; name: string }) => ({ value: organism._id, label: organism.name });
    return {
      places: choiceOptions(places.data),
      statuses: choiceOptions(statuses.data),
      organisms: named.map(asOption),
      spips: named.filter((organism) => isSpip(organism.name)).map(asOption),
      contacts,
    };
  }, [places.data, statuses.data, organisms.data, contacts]);
}

/** The options with the record's current value kept, named as the record reads it, when the list no longer offers it. */
export function withCurrent(options: Option[], current: { value: string | null | undefined; label: string | null | undefined }): Option[] {
  if (!current.value || options.some((option) => option.value === current.value)) return options;
  return [...options, { value: current.value, label: current.label ?? current.value }];
}

/**
 * The organisms a detention element may name, SPIPs first: only a SPIP's element can be linked to a follow-up
 * (`isSpip`, the rule the server judges the link with). The element's own organism is kept, in its group.
 */
export function organismGroups(
  organisms: Option[],
  current: { value: string | null | undefined; label: string | null | undefined },
): ComboboxItemGroup<Option>[] {
  const all = withCurrent(organisms, current);
  const groups = [
    { group: 'SPIP', items: all.filter((option) => isSpip(option.label)) },
    { group: 'Autres organismes', items: all.filter((option) => !isSpip(option.label)) },
  ];
  return groups.filter((group) => group.items.length > 0);
}
