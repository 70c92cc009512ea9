// The meeting modal's values and what is sent from them, judged with the server's own rules and
// figured with the server's own totals (domain/meetings): the form holds no rule and no sum of its own.
import { FREE_HELP_CATEGORY, type HelpCategory } from '@domain/helps/fields';
import type { MeetingType, Presence } from '@domain/meetings/fields';
import { meetingErrors, newMeeting } from '@domain/meetings/rules';
import { meetingFigures } from '@domain/meetings/totals';
import type { HelpView } from '../../../api/helps';
import type { MeetingInput, MeetingView } from '../../../api/meetings';

/** The names of the meeting's fields, in the modal and the table. */
export const MEETING_LABELS = {
  date: 'Date',
  next_date: 'Prochain entretien',
  user_id: 'Accueillant',
  type: 'Type',
  presence: 'Présence',
  topics: 'Sujets abordés',
  sid: 'En détention',
  comment: 'Commentaire',
  total: 'Total des aides',
} as const;

/** An aid line as the modal holds it: quantity and unit price as typed ('2', '3,50'). */
export interface HelpLineValues {
  /** The catalogue's aid, or null for an aid entered freely. */
  help_id: string | null;
  label: string;
  category: HelpCategory;
  quantity: string;
  u_price: string;
}

/** Values of the meeting modal. */
export interface MeetingFormValues {
  user_id: string | null;
  date: string | null;
  next_date: string | null;
  type: MeetingType | null;
  presence: Presence | null;
  sid: boolean;
  housing: boolean;
  resources: boolean;
  work: boolean;
  health: boolean;
  admin: boolean;
  comment: string;
  helps: HelpLineValues[];
}

/** A stored number as typed in French: 3.5 reads '3,5', none reads ''. */
const numberText = (value: number | string | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

/** The modal filled with a meeting as read; a new one as the server starts it: held by the user today, the next in 7 days, face to face. */
export function meetingValues(meeting: MeetingView | null, userId: string, today: string): MeetingFormValues {
  const source = meeting ?? newMeeting(userId, today);
  return {
    user_id: source.user_id ?? null,
    date: source.date ?? null,
    next_date: source.next_date ?? null,
    type: (source.type as MeetingType | null | undefined) ?? null,
    presence: (source.presence as Presence | null | undefined) ?? null,
    sid: source.sid ?? false,
    housing: source.housing ?? false,
    resources: source.resources ?? false,
    work: source.work ?? false,
    health: source.health ?? false,
    admin: source.admin ?? false,
    comment: source.comment ?? '',
    helps: (meeting?.helps ?? []).map((line) => ({
      help_id: line.help_id ?? null,
      label: line.label,
      category: line.category,
      quantity: numberText(line.quantity),
      u_price: numberText(line.u_price),
    })),
  };
}

/** A new line handing out one unit of a catalogue aid: its label, category and price (none: 0, to adjust). */
export const catalogueLine = (help: Pick<HelpView, '_id' | 'label' | 'category' | 'price'>): HelpLineValues => ({
  help_id: help._id,
  label: help.label,
  category: help.category,
  quantity: '1',
  u_price: numberText(help.price),
});

/** A new line for an aid entered freely: the label to type, category 'Divers'. */
export const freeLine = (): HelpLineValues => ({ help_id: null, label: '', category: FREE_HELP_CATEGORY, quantity: '1', u_price: '' });

const blank = (text: string) => text.trim() || null;

/** The meeting as PUT and POST take it: texts trimmed (blank as null), figures as typed (the server reads the comma and rounds). */
export function meetingFromValues(values: MeetingFormValues): MeetingInput {
  return {
    ...values,
    comment: blank(values.comment),
    helps: values.helps.map((line) => ({
      help_id: line.help_id,
      label: blank(line.label),
      category: line.category,
      quantity: line.quantity.trim(),
      u_price: line.u_price.trim(),
    })),
  };
}

/** The server's rules on the values as sent: required fields, dates, each line's quantity, price and label. */
export const validateMeeting = (values: MeetingFormValues) => meetingErrors(meetingFromValues(values));

/** Each line's total and the meeting's, as the server will compute them from what is typed (null: a figure does not read). */
export const liveFigures = (values: MeetingFormValues) => meetingFigures(meetingFromValues(values).helps ?? []);
