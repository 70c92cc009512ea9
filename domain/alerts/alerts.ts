// Alerts (docs/screens.md, 'Alerts'): what tells a file's referent that something needs doing.

/** The five kinds of alert, with their French names. */
export const ALERT_TYPES = ['dom_alert', 'housing_alert', 'summary_alert', 'prison_alert', 'mail_alert'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const ALERT_LABELS: Record<AlertType, string> = {
  dom_alert: 'Fin de domiciliation',
  housing_alert: "Fin d'hébergement",
  summary_alert: 'Bilan requis',
  prison_alert: "Fin d'incarcération",
  mail_alert: 'Courrier non remis',
};

/** 2 unread, 1 read, 0 archived (handled, or resolved by itself when its cause went away). */
export const ALERT_STATUSES = [0, 1, 2] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const UNREAD: AlertStatus = 2;
export const READ: AlertStatus = 1;
export const ARCHIVED: AlertStatus = 0;

/** Each status in words, for the list beside the row's highlight. */
export const ALERT_STATUS_LABELS: Record<AlertStatus, string> = { 2: 'Non lue', 1: 'Lue', 0: 'Archivée' };

/** A click on an alert: any status above 0 becomes 0, and 0 becomes 1. */
export const toggledStatus = (status: AlertStatus): AlertStatus => (status > 0 ? ARCHIVED : READ);

/** Alerts page size and first page. */
export const ALERTS_PAGE_SIZE = 10;

export const ALERT_MESSAGES = {
  notFound: 'Alerte introuvable',
  badStatus: "Statut d'alerte inconnu",
} as const;
