/** The three kinds of housing of a file: the charity's own rooms, emergency hotels, housing outside the scheme. */
export const HOUSING_KINDS = ['hebergement', 'urgence', 'hors'] as const;
export type HousingKind = (typeof HOUSING_KINDS)[number];

export const HOUSING_KIND_LABELS: Record<HousingKind, string> = {
  hebergement: 'Hébergements',
  urgence: "Hébergements d'urgence",
  hors: 'Hébergements hors',
};

/** One stay's kind, as the housings lists name it in their 'Catégorie' column and filter. */
export const HOUSING_KIND_NAMES: Record<HousingKind, string> = {
  hebergement: 'Dispositif',
  urgence: 'Urgence',
  hors: 'Hors dispositif',
};

/** Types of stay in the own scheme. */
export const OWN_SCHEME_TYPES = ['Classique', 'Relais', 'PSE', 'Hors SPIP', 'radicalisé'] as const;
/** Who funds a stay; the third value is the scheme itself. */
export const FOUNDINGS = ['SPIP', 'M6-barreau', 'Passerelles'] as const;
/** States of the deposit. */
export const CAUTION_STATUSES = ['Non payée', 'Payée', 'Rendue'] as const;

/** A payment towards a stay, in euros, dated the day it was received (never after the day it is recorded). */
export interface Payment {
  amount: number;
  date: string;
}

/** Every field of a housing; which ones matter depends on its kind. price is the share per night. */
export interface HousingFields {
  housing_type: HousingKind;
  user_id?: string | null;
  hotel_id?: string | null;
  room_id?: string | null;
  type?: (typeof OWN_SCHEME_TYPES)[number] | null;
  start_date?: string | null;
  end_date?: string | null;
  estimated_end_date?: string | null;
  free_end_date?: string | null;
  price?: number | null;
  caution?: (typeof CAUTION_STATUSES)[number] | null;
  founding?: (typeof FOUNDINGS)[number] | null;
  leave_motive?: string | null;
  meeting?: boolean;
  signin?: boolean;
  signout?: boolean;
  payments: Payment[];
  nights_out_contracts?: number | null;
  hotel_info?: string | null;
  nature?: string | null;
  address_street?: string | null;
  address_postal_code?: string | null;
  address_city?: string | null;
  tel?: string | null;
  contact_ids?: string[];
}

/** Kinds and statuses of housing applications. */
export const HOUSING_HELP_TYPES = ['SIAO', 'DAHO', 'DALO', 'Logement social', 'Autre'] as const;
export const HOUSING_HELP_STATUSES = ['En cours', 'Accepté', 'Refusé'] as const;

/** A housing application (only SIAO ones have a validity period). */
export interface HousingHelpFields {
  type: (typeof HOUSING_HELP_TYPES)[number] | null;
  status: (typeof HOUSING_HELP_STATUSES)[number] | null;
  id_number?: string | null;
  ask_date?: string | null;
  answer_date?: string | null;
  validity_start_date?: string | null;
  validity_end_date?: string | null;
  contact_ids?: string[];
}
