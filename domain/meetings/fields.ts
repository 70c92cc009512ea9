import type { HelpCategory } from '../helps/fields';

/** How the meeting was held (docs/recipient-file.md, 'Entretiens'); a new meeting is 'Présentiel'. */
export const MEETING_TYPES = ['Présentiel', 'Téléphonique', 'Visio'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];

/** Whether the person came (docs/recipient-file.md, 'Entretiens'). */
export const PRESENCES = ['Oui', 'Excusé', 'Non'] as const;
export type Presence = (typeof PRESENCES)[number];

/** The topics a meeting may cover, each a yes/no flag of the meeting. */
export const MEETING_TOPICS = ['housing', 'resources', 'work', 'health', 'admin'] as const;
export type MeetingTopic = (typeof MEETING_TOPICS)[number];

/** The French label of each topic (the form's checkboxes, the history). */
export const MEETING_TOPIC_LABELS: Record<MeetingTopic, string> = {
  housing: 'Hébergement',
  resources: 'Ressources',
  work: 'Formation/Emploi',
  health: 'Santé',
  admin: 'Administratif',
};

/** The most aid lines one meeting holds. */
export const MAX_HELP_LINES = 50;
/** The most units of an aid one line hands out. */
export const MAX_HELP_QUANTITY = 1000;

/**
 * An aid handed out in a meeting. From the catalogue (help_id) its label and category are the aid's
 * when the line was added; entered freely (no help_id) its category is 'Divers'. quantity is a whole
 * number above 0, u_price the unit price (€), total_price = quantity × u_price rounded to the cent,
 * computed by the server (domain/meetings/totals.ts).
 */
export interface HelpLine {
  help_id: string | null;
  label: string;
  category: HelpCategory;
  quantity: number;
  u_price: number;
  total_price: number;
}

/**
 * A meeting (entretien) with the person: who held it (user_id), when, the next one planned, how
 * (type), whether the person came (presence), whether they were in detention (sid), the topics
 * covered, a comment, and the aids handed out.
 */
export interface MeetingFields {
  user_id: string;
  date: string;
  next_date: string | null;
  type: MeetingType;
  presence: Presence;
  sid: boolean;
  housing: boolean;
  resources: boolean;
  work: boolean;
  health: boolean;
  admin: boolean;
  comment: string | null;
  helps: HelpLine[];
}

/** An aid line as the meeting form sends it: numbers may be typed text ('2', '3,50'); total_price, if sent, is ignored. */
export interface HelpLineInput {
  help_id?: string | null;
  label?: string | null;
  category?: string | null;
  quantity?: number | string | null;
  u_price?: number | string | null;
  total_price?: number | string | null;
}

/** A meeting as its form sends it: any field may be left out (defaults: the writer, today, next in 7 days, 'Présentiel') or blank. */
export interface MeetingInput {
  user_id?: string | null;
  date?: string | null;
  next_date?: string | null;
  type?: string | null;
  presence?: string | null;
  sid?: boolean | null;
  housing?: boolean | null;
  resources?: boolean | null;
  work?: boolean | null;
  health?: boolean | null;
  admin?: boolean | null;
  comment?: string | null;
  helps?: HelpLineInput[] | null;
}
