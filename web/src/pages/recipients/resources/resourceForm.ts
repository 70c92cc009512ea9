// The values of the resource modal and what is sent from them, judged with the server's own rules
// (domain/resources): the form never holds a rule of its own.
import type { RESOURCE_LABELS, RESOURCE_STATUSES } from '@domain/resources/fields';
import { resourceErrors } from '@domain/resources/rules';
import { withAmounts } from '@domain/shared/amounts';
import type { Resource, ResourceInput } from '../../../api/resources';
import { blanksToNull } from '../../../lib/forms';

/** Values of the resource modal; the amount as typed (a comma for the cents). */
export interface ResourceValues {
  label: (typeof RESOURCE_LABELS)[number] | null;
  status: (typeof RESOURCE_STATUSES)[number] | null;
  amount: string;
  date: string | null;
  comment: string;
  contact_ids: string[];
}

/** The modal filled with a resource as read, or blank for a new one. */
export const resourceValues = (resource: Resource | null): ResourceValues => ({
  label: resource?.label ?? null,
  status: resource?.status ?? null,
  amount: resource?.amount === null || resource?.amount === undefined ? '' : String(resource.amount).replace('.', ','),
  date: resource?.date ?? null,
  comment: resource?.comment ?? '',
  contact_ids: resource?.contact_ids ?? [],
});

/** The resource as PUT and POST take it: blanks as null, the amount as typed (the server reads the comma). */
export const resourceFromValues = (values: ResourceValues): ResourceInput =>
  blanksToNull({ ...values, amount: values.amount.trim(), comment: values.comment.trim() });

/** The server's rules, applied to the values as the server will read them. */
export const validateResource = (values: ResourceValues) => resourceErrors(withAmounts(resourceFromValues(values), ['amount']));
