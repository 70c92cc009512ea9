// The Formation/Emploi tab of a file (docs/recipient-file.md, 'Formation/Emploi'): qualifications, formations,
// past experiences and jobs applied for or held, the school and French levels and the France Travail
// (ex Pôle emploi) box. Lists of values are spelled exactly as docs/recipient-file.md writes them.

/** Levels of a qualification and of schooling. */
export const LEVELS = ['Non précisé', '< BEPC', 'BEPC', 'CAP', 'BAC professionnel', 'BAC général', 'BTS', 'BAC +'] as const;

/** How well the person speaks French. */
export const FRENCH_LEVELS = ['Non précisé', 'Débutant', 'Courant', 'Bilingue'] as const;

/** Kinds of job application. */
export const APPLICATION_TYPES = ['IAE', 'Classique', 'Candidature spontanée'] as const;

/** Contracts of a job. */
export const CONTRACT_TYPES = ['À définir', 'CDD', 'CDDI (insertion)', 'CDI', 'CDIC (chantier)', 'CDII (interim)'] as const;

/** Where a formation stands; ending it is the separate `terminated` flag. */
export const FORMATION_STATUSES = ['En cours de candidature', 'Prévue', 'En cours de formation', 'Réussie', 'Échouée'] as const;

/** Where a job stands: any value may be picked. */
export const APPLICATION_STATUSES = ['En cours de candidature', 'Embauché', 'Refusé', 'Rupture', 'Terminé'] as const;

/** Statuses that mean the person was hired, so the job has a start date. */
export const HIRED_STATUSES: readonly ApplicationStatus[] = ['Embauché', 'Rupture', 'Terminé'];

export type Level = (typeof LEVELS)[number];
export type FrenchLevel = (typeof FRENCH_LEVELS)[number];
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export type ContractType = (typeof CONTRACT_TYPES)[number];
export type FormationStatus = (typeof FORMATION_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A qualification: a domain (id of the `qualification_domain` list), its level, the year obtained. */
export interface QualificationFields {
  domain: string;
  year?: number | null;
  level: Level;
  professionnal: boolean;
  comment?: string | null;
}

/** A formation (training): type (id of `formation_type`), domain (id of `qualification_domain`), dates, cost to the person (€). */
export interface FormationFields {
  type?: string | null;
  domain: string;
  name: string;
  status: FormationStatus;
  application_date?: string | null;
  start_date: string;
  end_date?: string | null;
  effective_end_date?: string | null;
  participation?: number | null;
  terminated: boolean;
  in_detention: boolean;
  drive_license: boolean;
  comment?: string | null;
  contact_ids: string[];
}

/** How long a past job lasted. */
export interface ExperienceDuration {
  years: number | null;
  months: number | null;
}

/** A past job of the person (the CV): what, where, in which domain, how long, which year. */
export interface ExperienceFields {
  name: string;
  company?: string | null;
  postal?: string | null;
  city?: string | null;
  tel?: string | null;
  domain?: string | null;
  duration: ExperienceDuration;
  year?: number | null;
  comment?: string | null;
}

/** A job applied for or held (application): the start date is required once hired. Salary is net, in euros. */
export interface ApplicationFields {
  name: string;
  domain: string;
  type: ApplicationType;
  contract_type: ContractType;
  status: ApplicationStatus;
  company?: string | null;
  postal?: string | null;
  city?: string | null;
  tel?: string | null;
  salary?: number | null;
  application_date?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  effective_end_date?: string | null;
  terminated: boolean;
  in_detention: boolean;
  comment?: string | null;
  contact_ids: string[];
}

/** The school and French levels of the person (POST /recipient/:id/school_level). */
export interface SchoolLevelFields {
  school_level: Level | null;
  actual_school_level: Level | null;
  french_level: FrenchLevel | null;
}

/** The person's France Travail (ex Pôle emploi) registration (POST /recipient/:id/pole_emploi). */
export interface PoleEmploiFields {
  pole_emploi_number: string | null;
  pole_emploi_date: string | null;
}
