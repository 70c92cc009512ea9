/** Habilitations from the most to the least powerful: a lower rank means more power. */
export const HABILITATIONS = ['super', 'admin', 'siege', 'management', 'antenna_admin', 'volunteer'] as const;
export type Habilitation = (typeof HABILITATIONS)[number];

export const HABILITATION_LABELS: Record<Habilitation, string> = {
  super: 'Super administrateur',
  admin: 'Administrateur',
  siege: 'Siège',
  management: 'Comptabilité et gestion',
  antenna_admin: "Gestion d'antenne",
  volunteer: 'Bénévole',
};

/** Rank of a habilitation: 0 for super, 5 for volunteer. */
export const rank = (habilitation: Habilitation): number => HABILITATIONS.indexOf(habilitation);

/** Ranks at or below this index (super, admin, siege, management) may choose any antenna. */
export const ANY_ANTENNA_MAX_RANK = 3;

/** Rights a user may hold; a check requires every named right. */
export const RIGHTS = [
  'user_management',
  'user_absolute',
  'user_relative',
  'antennas_management',
  'antennas_absolute',
  'ref_management',
  'organism_management',
  'hotel_management',
  'room_management',
  'dom_management',
  'helps_management',
  'statistics_absolute',
] as const;
export type Right = (typeof RIGHTS)[number];

/** True for a right of the list (a checkbox group hands back plain strings). */
export const isRight = (value: string): value is Right => (RIGHTS as readonly string[]).includes(value);

export const RIGHT_LABELS: Record<Right, string> = {
  user_management: 'Gestion des accueillants',
  user_absolute: 'Gestion des accueillants de toutes les antennes',
  user_relative: 'Accès limité aux dossiers de son antenne',
  antennas_management: 'Gestion des antennes',
  antennas_absolute: 'Gestion de toutes les antennes',
  ref_management: 'Gestion des listes de référence',
  organism_management: 'Gestion des organismes et contacts',
  hotel_management: 'Gestion des hôtels',
  room_management: 'Gestion des chambres',
  dom_management: 'Gestion des domiciliations',
  helps_management: 'Gestion des aides',
  statistics_absolute: 'Statistiques de toutes les antennes',
};

const ALL_BUT_RELATIVE = RIGHTS.filter((right) => right !== 'user_relative');

/** Rights a new user receives when none are given: the charity's usual profile for each habilitation. */
export const DEFAULT_RIGHTS: Record<Habilitation, Right[]> = {
  super: ALL_BUT_RELATIVE,
  admin: ALL_BUT_RELATIVE,
  siege: [
    'user_management',
    'user_absolute',
    'antennas_management',
    'organism_management',
    'hotel_management',
    'room_management',
    'dom_management',
    'helps_management',
    'statistics_absolute',
    'ref_management',
  ],
  management: ['hotel_management', 'room_management', 'dom_management', 'helps_management', 'statistics_absolute'],
  antenna_admin: ['user_management', 'user_relative', 'antennas_management', 'dom_management'],
  volunteer: ['user_relative'],
};

/** What a new account starts from before its rights are set: no power, bound by the restrictions. */
export const NEW_ACCOUNT_RIGHTS: readonly Right[] = ['user_relative'];
