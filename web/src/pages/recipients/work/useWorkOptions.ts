import { useMemo } from 'react';
import { choiceOptions, useChoices } from '../../../api/choices';
import type { Option } from '../form/useRecipientOptions';
import { useContactOptions } from '../housing/useHousingOptions';

/** What the Formation/Emploi modals offer: domains, types of formation and the address book's contacts. */
export interface WorkOptions {
  domains: Option[];
  formationTypes: Option[];
  contacts: Option[];
}

/** The options of the modals; a modal loads them when it opens, so the tab waits for none of these lists. */
export function useWorkOptions(): WorkOptions {
  // Deleted entries too: a record keeps showing the domain it was given.
  const domains = useChoices('qualification_domain', true);
  const formationTypes = useChoices('formation_type', true);
  const contacts = useContactOptions();
  return useMemo(
    () => ({ domains: choiceOptions(domains.data), formationTypes: choiceOptions(formationTypes.data), contacts }),
    [domains.data, formationTypes.data, contacts],
  );
}
