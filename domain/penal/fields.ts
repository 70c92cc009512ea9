/**
 * A detention element of a penal path: where and how the person is or was held, the organism following
 * them and its contacts (ordered, first is the main one). duration is in months as typed; blank, the
 * reads compute it from the dates. follow_id is the follow-up it is linked to (set by link_follow only).
 * last marks the element that closes its penal path (see paths.ts).
 */
export interface DetentionFields {
  detention_number?: string | null;
  place: string;
  status: string;
  organism_id?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  exit_date?: string | null;
  duration?: number | null;
  contact_ids?: string[];
  last?: boolean;
  follow_id?: string | null;
}

/** The fields a detention form edits (the link to a follow-up is made by link_follow, not by the form). */
export const DETENTION_FORM_FIELDS = [
  'detention_number',
  'place',
  'status',
  'organism_id',
  'start_date',
  'end_date',
  'exit_date',
  'duration',
  'contact_ids',
  'last',
] as const;

/** A follow-up ('suivi') by a SPIP: its organism and period are required; contacts ordered. */
export interface FollowFields {
  organism_id: string;
  start_date: string;
  end_date: string;
  contact_ids?: string[];
}

/** The fields a follow-up form edits. */
export const FOLLOW_FORM_FIELDS = ['organism_id', 'start_date', 'end_date', 'contact_ids'] as const;

/** Information on a follow-up started in detention ('Suivi initié en détention'): place is a detention_place entry. */
export interface SidInfos {
  number?: string | null;
  place?: string | null;
  probable_release?: string | null;
  effective_release?: string | null;
  meetings?: string | null;
  contact_ids?: string[];
}

/** The fields of the sid infos panel. */
export const SID_INFO_FIELDS = ['number', 'place', 'probable_release', 'effective_release', 'meetings', 'contact_ids'] as const;

/** The penal facts of a file besides its detentions and follow-ups. */
export interface PenalFacts {
  sid: boolean;
  sid_infos: SidInfos;
  condamnations: string | null;
}
