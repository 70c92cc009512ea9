// The domiciliation modal's values and what is sent from them. The form judges them with the server's
// own rules and computes the end date with the server's own function (domain/domiciliations).
import { useForm } from '@mantine/form';
import { normalizeDomiciliation, domiciliationErrors } from '@domain/domiciliations/decide';
import { DEFAULT_DURATION_MONTHS, type DomiciliationKind, type ProofPaper } from '@domain/domiciliations/fields';
import type { Domiciliation, DomiciliationInput } from '../../../api/domiciliations';
import { blanksToNull } from '../../../lib/forms';

/** Values of the modal, the fields of both kinds present (only the kind's own are sent). */
export interface DomiciliationFormValues {
  kind: DomiciliationKind;
  user_id: string | null;
  paper: ProofPaper | null;
  origin: string;
  start_date: string | null;
  last_meeting: string | null;
  duration: string;
  end_date: string | null;
  remarque: string;
  name_dom: string;
  address: string;
}

/** The modal filled with a loaded domiciliation. */
export function domiciliationValues(dom: Partial<Domiciliation> & { kind: DomiciliationKind }): DomiciliationFormValues {
  return {
    kind: dom.kind,
    user_id: dom.user_id ?? null,
    paper: dom.paper ?? null,
    origin: dom.origin ?? '',
    start_date: dom.start_date ?? null,
    last_meeting: dom.last_meeting ?? null,
    duration: dom.duration === null || dom.duration === undefined ? '' : String(dom.duration),
    end_date: dom.end_date ?? null,
    remarque: dom.remarque ?? '',
    name_dom: dom.name_dom ?? '',
    address: dom.address ?? '',
  };
}

/** A new domiciliation (docs/recipient-file.md, 'Domiciliation'): the user as referent, starting today with a meeting today, for a year. */
export const newDomiciliationValues = (kind: DomiciliationKind, actorId: string, today: string): DomiciliationFormValues =>
  kind === 'own'
    ? {
        ...domiciliationValues({ kind }),
        user_id: actorId,
        start_date: today,
        last_meeting: today,
        duration: String(DEFAULT_DURATION_MONTHS),
      }
    : domiciliationValues({ kind });

/** The domiciliation as PUT and POST take it: its kind's fields only, blanks as null, the duration as typed. */
export function domiciliationFromValues(values: DomiciliationFormValues): DomiciliationInput {
  const sent = blanksToNull({
    ...values,
    duration: values.duration.trim(),
    origin: values.origin.trim(),
    remarque: values.remarque.trim(),
  });
  const { kind, user_id, paper, origin, start_date, last_meeting, duration, remarque, name_dom, address, end_date } = sent;
  return kind === 'own'
    ? { kind, user_id, paper, origin, start_date, last_meeting, duration, remarque }
    : { kind, name_dom, address, start_date, end_date };
}

/** The end of an own domiciliation as the server will store it (start + duration − 1 day), or null while it cannot be known. */
export const computedEnd = (values: DomiciliationFormValues): string | null =>
  normalizeDomiciliation('own', domiciliationFromValues(values)).end_date ?? null;

/** The server's rules for the kind, applied to the values. */
export const validateDomiciliation = (values: DomiciliationFormValues) =>
  domiciliationErrors(normalizeDomiciliation(values.kind, domiciliationFromValues(values)));

/** The domiciliation modal's form. */
export const useDomiciliationForm = (initial: DomiciliationFormValues) =>
  useForm<DomiciliationFormValues>({ initialValues: initial, validate: validateDomiciliation });
