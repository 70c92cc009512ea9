// The organism form's values and what is sent from them: text inputs hold '' (React wants no null
// value), the API receives null for a blank field, and 'Tous' as antenna_id null.
import { useForm } from '@mantine/form';
import { organismRules } from '@domain/organisms/organisms';
import { validate } from '@domain/shared/validation';
import type { OrganismFields, OrganismRecord } from '../../api/organisms';
import { blanksToNull, currentOf } from '../../lib/forms';
import { antennaIdOf, visibilityOf } from './visibility';

/** Values of the organism form, every field present. */
export interface OrganismFormValues {
  name: string;
  domain_id: string | null;
  visibility: string;
  objet: string;
  address: { street: string; postal_code: string; city: string };
  tel: string;
  fax: string;
  email: string;
  archived: boolean;
  source: boolean;
  destination: boolean;
  remarque: string;
}

const text = (value: string | null | undefined) => value ?? '';

/** The form filled with a loaded organism, or blank with the given visibility. The flags default to false, as saved. */
export function organismValues(organism: Partial<OrganismFields>): OrganismFormValues {
  return {
    name: text(organism.name),
    domain_id: organism.domain_id ?? null,
    visibility: visibilityOf(organism.antenna_id),
    objet: text(organism.objet),
    address: {
      street: text(organism.address?.street),
      postal_code: text(organism.address?.postal_code),
      city: text(organism.address?.city),
    },
    tel: text(organism.tel),
    fax: text(organism.fax),
    email: text(organism.email),
    archived: organism.archived ?? false,
    source: organism.source ?? false,
    destination: organism.destination ?? false,
    remarque: text(organism.remarque),
  };
}

/** The organism the values describe, as PUT /organism/new takes it. */
export function organismFromValues(values: OrganismFormValues): OrganismFields {
  const { visibility, ...fields } = values;
  return blanksToNull({ ...fields, name: fields.name.trim(), antenna_id: antennaIdOf(visibility) });
}

/**
 * The `current` of an update: the organism as loaded with the edited fields. A field the form only
 * filled in (an absent flag shown unticked) keeps its loaded value, so the server records what the
 * person changed and nothing else.
 */
export const currentOrganism = (origin: OrganismRecord, values: OrganismFormValues): OrganismRecord =>
  currentOf(origin, organismFromValues(values), organismFromValues(organismValues(origin)));

/** The organism form, checked by the rules the server applies too. */
export const useOrganismForm = (initial: OrganismFormValues) =>
  useForm<OrganismFormValues>({ initialValues: initial, validate: (values) => validate(organismRules, values) });
