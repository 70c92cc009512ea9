// The values of the detention and follow-up modals and what is sent from them, judged with the
// server's own rules (domain/penal): the form never holds a rule of its own.
import { useForm } from '@mantine/form';
import { normalizeDetention } from '@domain/penal/decide';
import { detentionDuration } from '@domain/penal/periods';
import { detentionErrors, followErrors } from '@domain/penal/rules';
import type { Detention, DetentionInput, Follow, FollowInput } from '../../../api/penal';
import { blanksToNull } from '../../../lib/forms';

/** Values of the detention modal; the duration as typed, blank when the server computes it from the dates. */
export interface DetentionFormValues {
  detention_number: string;
  place: string | null;
  status: string | null;
  organism_id: string | null;
  start_date: string | null;
  end_date: string | null;
  exit_date: string | null;
  duration: string;
  contact_ids: string[];
  last: boolean;
}

/** The modal filled with a detention element as read, or blank for a new one. */
export const detentionValues = (detention: Detention | null): DetentionFormValues => ({
  detention_number: detention?.detention_number ?? '',
  place: detention?.place ?? null,
  status: detention?.status ?? null,
  organism_id: detention?.organism_id ?? null,
  start_date: detention?.start_date ?? null,
  end_date: detention?.end_date ?? null,
  exit_date: detention?.exit_date ?? null,
  // A duration the server computed was not typed: the field stays blank so that it keeps following the dates.
  duration: detention && detention.duration !== null && !detention.duration_computed ? String(detention.duration) : '',
  contact_ids: detention?.contact_ids ?? [],
  last: detention?.last ?? false,
});

/** The element as PUT and POST take it: blanks as null, the duration as typed. */
export const detentionFromValues = (values: DetentionFormValues): DetentionInput =>
  blanksToNull({ ...values, detention_number: values.detention_number.trim(), duration: values.duration.trim() });

/** The server's rules, applied to the values. */
export const validateDetention = (values: DetentionFormValues) => detentionErrors(normalizeDetention({ ...detentionFromValues(values) }));

/** The duration the element will show: as typed, else computed from the dates as the server does; null reads 'NR'. */
export function shownDuration(values: DetentionFormValues): number | null {
  const { duration } = normalizeDetention({ ...detentionFromValues(values) });
  if (typeof duration === 'number' && Number.isNaN(duration)) return null;
  return detentionDuration({ ...values, duration: typeof duration === 'number' ? duration : null }).duration;
}

/** The detention modal's form. */
export const useDetentionForm = (initial: DetentionFormValues) =>
  useForm<DetentionFormValues>({ initialValues: initial, validate: validateDetention });

/** Values of the follow-up modal. */
export interface FollowFormValues {
  organism_id: string | null;
  start_date: string | null;
  end_date: string | null;
  contact_ids: string[];
}

/** The modal filled with a follow-up as read. */
export const followValues = (follow: Follow): FollowFormValues => ({
  organism_id: follow.organism_id,
  start_date: follow.start_date,
  end_date: follow.end_date,
  contact_ids: follow.contact_ids ?? [],
});

/** A new follow-up (docs/recipient-file.md, 'Situation pénale'): it starts today. */
export const newFollowValues = (today: string): FollowFormValues => ({
  organism_id: null,
  start_date: today,
  end_date: null,
  contact_ids: [],
});

/** The follow-up as PUT and POST take it. */
export const followFromValues = (values: FollowFormValues): FollowInput => ({ ...values });

/** The follow-up modal's form, judged with the server's rules (the SPIP rule holds by the organisms offered). */
export const useFollowForm = (initial: FollowFormValues) =>
  useForm<FollowFormValues>({ initialValues: initial, validate: (values) => followErrors(followFromValues(values)) });
