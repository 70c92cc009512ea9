import type { DetentionFields, FollowFields } from '@domain/penal/fields';

// What the penal calls answer (docs/api.md, 'Penal situation'): the shapes the Situation pénale tab reads.

/** A contact named by a detention or a follow-up, with its organism's name; deleted ones are left out. */
export interface PenalContact {
  _id: string;
  civility: string | null;
  surname: string;
  name: string;
  organism_id: string | null;
  organism: string | null;
}

/** A follow-up as a detention shows its link. */
export interface FollowSummary {
  _id: string;
  organism: string | null;
  start_date: string;
  end_date: string;
}

/** A detention element as read: labels resolved, the duration typed or computed from the dates, its link. */
export interface Detention extends Omit<DetentionFields, 'duration'> {
  _id: string;
  recipient_id: string;
  place_label: string | null;
  status_label: string | null;
  organism: { _id: string; name: string } | null;
  contacts: PenalContact[];
  /** Months: as typed, else computed from start_date and exit_date (or end_date); null when unknown ('NR'). */
  duration: number | null;
  duration_computed: boolean;
  follow: FollowSummary | null;
  abilities: { edit: boolean; delete: boolean; link_follow: boolean };
}

/** A penal path: its elements in order; the title is 'Parcours pénal', or 'Parcours pénal n°N' when the file has several. */
export interface PenalPath {
  number: number;
  title: string;
  /** True when its last element is marked `last`: a new element starts the next path. */
  closed: boolean;
  detentions: Detention[];
}

/** A follow-up as read: organism and contacts named, running today (judged when read), the detentions linked to it. */
export interface Follow extends FollowFields {
  _id: string;
  recipient_id: string;
  organism: { _id: string; name: string } | null;
  /** The first contact, the one the list shows. */
  contact: PenalContact | null;
  contacts: PenalContact[];
  running: boolean;
  detention_ids: string[];
  abilities: { edit: boolean; delete: boolean };
}
