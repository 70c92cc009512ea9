import type { HelpFields } from '@domain/helps/fields';
import type { MeetingFields } from '@domain/meetings/fields';

// The shapes the catalogue and meetings calls answer (docs/api.md 'Aid catalogue' and 'Meetings').

/** An aid as GET /helps lists it and GET /help/{id} answers it. */
export interface HelpView extends HelpFields {
  _id: string;
  /** When it was last created, edited or drew stock (ISO instant). */
  last_update: string;
  /** In how many meetings it was handed out. */
  meetings_count: number;
  abilities: { edit: boolean; delete: boolean };
}

/** A meeting as the file's table lists it and GET /meeting/{id} answers it. */
export interface MeetingView extends MeetingFields {
  _id: string;
  recipient_id: string;
  /** Who held it. */
  user: { surname: string; name: string } | null;
  /** The labels of the topics covered ('Hébergement', 'Santé', ...), in the form's order. */
  topics: string[];
  /** The sum of its lines' total_price (€, to the cent). */
  total: number;
  abilities: { edit: boolean; delete: boolean };
}

/** The final row of the meetings table: how many meetings, and the aids total of the file. */
export interface MeetingTotals {
  label: 'TOTAUX';
  count: number;
  help_total: number;
  /** help_total at or above HELP_TOTAL_HIGH (250 €): shown highlighted. */
  help_total_high: boolean;
}

/** GET /recipient/{id}/meetings: the meetings newest first, and the totals row. */
export interface MeetingList {
  meetings: MeetingView[];
  totals: MeetingTotals;
}
