/** Civilities of a recipient. */
export const RECIPIENT_CIVILITIES = ['M.', 'Mme'] as const;

/** The fields of the civil tab: identity, family, contact, referent and antenna. Choice fields hold choice ids. */
export interface RecipientCivil {
  civility?: (typeof RECIPIENT_CIVILITIES)[number] | null;
  name: string;
  surname: string;
  surname2?: string | null;
  birth_date: string;
  birth_place: { city?: string | null; country?: string | null };
  email?: string | null;
  tel?: string | null;
  nationality: string | null;
  nationality_status: string | null;
  validity_end_date?: string | null;
  france_entry?: string | null;
  family_status: string | null;
  children: number;
  children_charge: number;
  actif: boolean;
  user_ref?: string | null;
  antenna_id: string;
  first_meeting?: string | null;
}

/** Fields an edit of the civil tab may change (the antenna changes by transfer only). */
export const EDITABLE_CIVIL_FIELDS = [
  'civility',
  'name',
  'surname',
  'surname2',
  'birth_date',
  'birth_place',
  'email',
  'tel',
  'nationality',
  'nationality_status',
  'validity_end_date',
  'france_entry',
  'family_status',
  'children',
  'children_charge',
  'actif',
  'user_ref',
  'first_meeting',
] as const;

/** Fields of the file set by their own actions (radiation, transfer, later tabs), never by the civil form. */
export interface RecipientStatus {
  radiated: boolean;
  radiated_on: string | null;
  radiation_reason: string | null;
  radiation_status: string | null;
  transfered_from_antenna: string | null;
  tranfered_from: string | null;
  tranfered_on: string | null;
  justice_start_date: string | null;
  justice_end_date: string | null;
  /** The organism that follows the person (a SPIP…), shown in the header. */
  justice_organism_id: string | null;
  mail_redirection: string | null;
}

/** The comment fields of the file's tabs. */
export const COMMENT_FIELDS = [
  'civil',
  'detention',
  'domiciliation',
  'contacts',
  'health',
  'meeting',
  'resource',
  'housing',
  'work',
] as const;
export type CommentField = (typeof COMMENT_FIELDS)[number];
