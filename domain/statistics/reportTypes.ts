import type { Actor } from '../users/actor';

// The statistics reports staff produce (docs/screens.md 'Statistics', docs/statistics.md): their types, French
// labels, the parameters each requests, and which are restricted to administrators.

/** Reports of /statistics: the charity's activity, as funders and the head office ask for it. */
export const OPEN_REPORT_TYPES = [
  'meeting_statistics',
  'housing_statistics',
  'domiciliation_activity_statistics',
  'domiciliation_annual_report',
  'penal_statistics',
  'people_statistics',
] as const;

/** Reports of /statistics-admin (docs/screens.md, 'Statistics'): administrators and super administrators only. */
export const RESTRICTED_REPORT_TYPES = [
  'alt_statistics',
  'recipient_statistics',
  'user_statistics',
  'domiciliation_statistics',
  'formation_statistics',
  'application_statistics',
] as const;

export const REPORT_TYPES = [...OPEN_REPORT_TYPES, ...RESTRICTED_REPORT_TYPES] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_LABELS: Record<ReportType, string> = {
  meeting_statistics: 'Entretiens et aides',
  housing_statistics: 'Hébergement',
  domiciliation_activity_statistics: 'Domiciliations et courrier',
  domiciliation_annual_report: 'Rapport annuel de domiciliation (art. D264-8 CASF)',
  penal_statistics: 'Suivis pénaux',
  people_statistics: 'Personnes accompagnées',
  alt_statistics: 'Chambres ALT',
  recipient_statistics: 'Accueillis',
  user_statistics: 'Accueillants',
  domiciliation_statistics: 'Domiciliations (détail)',
  formation_statistics: 'Formations',
  application_statistics: 'Emplois',
};

/** A parameter a report type asks for: an antenna, and either a period or a calendar year. */
export type ReportParam = 'antenna_id' | 'start_date' | 'end_date' | 'year';

/** The annual report covers one calendar year; every other report a period. */
export const requestedParams = (type: ReportType): ReportParam[] =>
  type === 'domiciliation_annual_report' ? ['antenna_id', 'year'] : ['antenna_id', 'start_date', 'end_date'];

/** A report's parameters; antenna_id null means every antenna (statistics_absolute only). */
export interface ReportParams {
  antenna_id: string | null;
  start_date?: string;
  end_date?: string;
  year?: number;
}

/** A statistic as the API names it (docs/api.md, 'Statistics'): the type, its label, what it requests and its parameters. */
export interface Statistic {
  type: ReportType;
  params: ReportParams;
}

export const isReportType = (value: unknown): value is ReportType => (REPORT_TYPES as readonly unknown[]).includes(value);

export const isRestrictedReport = (type: ReportType) => (RESTRICTED_REPORT_TYPES as readonly string[]).includes(type);

/** Restricted reports are for administrators and super administrators (docs/statistics.md). */
export const mayProduceReport = (actor: Actor, type: ReportType) =>
  !isRestrictedReport(type) || actor.habilitation === 'super' || actor.habilitation === 'admin';

/** The longest period a report covers: five years (a report is about an activity, not an archive). */
export const MAX_REPORT_DAYS = 5 * 366;

/** The messages of the statistics screens (docs/screens.md, 'Statistics') and of the API's refusals (docs/api.md, 'Statistics'). */
export const STATISTICS_MESSAGES = {
  typeRequired: 'Le type de statistique est requis',
  badParams: "Les paramètres n'ont pas été correctement rentrés",
  paramsRejected: 'Les paramètres ont été mal rentrés',
  noFile: "Aucun fichier n'a été produit",
  interrupted: 'Le calcul du rapport a été interrompu par un redémarrage du serveur. Veuillez relancer le rapport.',
  dataError: "Aucun fichier n'a été produit. Erreur de données",
  unknown: 'Erreur inconnue',
  computing: 'Rapport en cours de calcul. Veuillez patienter',
  ready: 'Le rapport est prêt et en cours de téléchargement',
  startRequired: 'La date de début est requise',
  endRequired: 'La date de fin est requise',
  endBeforeStart: 'La date de fin doit suivre la date de début',
  periodTooLong: 'La période ne peut pas dépasser cinq ans',
  yearRequired: "L'année est requise",
  otherAntenna: 'Vous ne pouvez produire des statistiques que pour votre antenne',
  restricted: 'Ce rapport est réservé aux administrateurs',
  allAntennas: 'Toutes les antennes',
} as const;

/** A report type as the lists give it (GET /statistic_types). */
export const reportTypeView = (type: ReportType) => ({
  type,
  label: REPORT_LABELS[type],
  requested_params: requestedParams(type),
  restricted: isRestrictedReport(type),
});
export type StatisticTypeView = ReturnType<typeof reportTypeView>;
