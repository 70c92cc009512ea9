import { priceError } from '../shared/amounts';
import { NO_RIGHTS } from '../shared/errors';
import { isBlank, isIsoDate, oneOf, required, validate, validDate, type FieldErrors, type Rule } from '../shared/validation';
import { MAX_HELP_LINES, MAX_HELP_QUANTITY, MEETING_TYPES, PRESENCES, type HelpLineInput, type MeetingInput } from './fields';
import { readQuantity } from './totals';

/** The messages of the Entretiens tab (docs/recipient-file.md and docs/api.md, 'Meetings'). */
export const MEETING_MESSAGES = {
  missingFields: 'Entretiens non mis à jour. Des champs sont manquants',
  dateRequired: 'La date est requise',
  userRequired: "L'accueillant est requis",
  presenceRequired: 'Information nécessaire',
  badQuantity: "Quantité d'aide invalide",
  helpLabelRequired: 'Le libellé est requis',
  noRights: NO_RIGHTS,
  unknownType: "Type d'entretien inconnu",
  badDate: 'Date invalide',
  nextBeforeDate: "Le prochain entretien ne peut pas précéder l'entretien",
  unknownUser: 'Accueillant inconnu',
  userOtherAntenna: "L'accueillant doit être de votre antenne",
  unknownHelp: 'Aide inconnue',
  duplicateHelp: "Cette aide figure déjà dans l'entretien",
  tooManyLines: `Un entretien compte au plus ${MAX_HELP_LINES} aides`,
  notFound: 'Entretien introuvable',
  listUpdated: 'Entretiens mis à jour',
  updated: 'Entretien mis à jour',
  deleted: "L'élément a été supprimé",
} as const;

const M = MEETING_MESSAGES;

/** Rules of the meeting modal: its three required fields (a date that is not a real one reads as missing), then the others (docs/api.md). */
export const meetingRules: Rule[] = [
  required('date', M.dateRequired),
  validDate('date', M.dateRequired),
  required('user_id', M.userRequired),
  required('presence', M.presenceRequired),
  oneOf('presence', PRESENCES, M.presenceRequired),
  oneOf('type', MEETING_TYPES, M.unknownType),
  validDate('next_date', M.badDate),
];

/** A quantity a line may hand out: a number, rounded to a whole one above 0 and at most MAX_HELP_QUANTITY. */
export function quantityError(value: unknown): string | null {
  const quantity = readQuantity(value);
  return quantity === null || quantity < 1 || quantity > MAX_HELP_QUANTITY ? M.badQuantity : null;
}

/** What is wrong with one aid line, by field: its quantity, its unit price, and a label when entered freely. */
export function helpLineErrors(line: HelpLineInput): FieldErrors {
  const errors: FieldErrors = {};
  const quantity = quantityError(line.quantity);
  if (quantity) errors.quantity = quantity;
  const price = priceError(line.u_price);
  if (price) errors.u_price = price;
  if (isBlank(line.help_id) && isBlank(line.label)) errors.label = M.helpLabelRequired;
  return errors;
}

/**
 * What is wrong with a meeting, field by field (aid lines at `helps.<i>.<field>`): the modal's rules,
 * a next meeting before this one, and each line. The web form and the server run this same function.
 */
export function meetingErrors(meeting: MeetingInput): FieldErrors {
  const errors = validate(meetingRules, meeting);
  if (isIsoDate(meeting.date) && isIsoDate(meeting.next_date) && String(meeting.next_date) < String(meeting.date))
    errors.next_date ??= M.nextBeforeDate;
  const lines = meeting.helps ?? [];
  if (lines.length > MAX_HELP_LINES) errors.helps = M.tooManyLines;
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    for (const [field, message] of Object.entries(helpLineErrors(line))) errors[`helps.${index}.${field}`] = message;
    if (isBlank(line.help_id)) return;
    if (seen.has(String(line.help_id))) errors[`helps.${index}.help_id`] ??= M.duplicateHelp;
    seen.add(String(line.help_id));
  });
  return errors;
}

const DAY = 86_400_000;
/** The day n days after a YYYY-MM-DD day. */
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Days between a meeting and the next one planned when none is given (docs/recipient-file.md, 'Entretiens'). */
export const NEXT_MEETING_DAYS = 7;

/** A new meeting as the modal starts it (docs/recipient-file.md): held by the writer today, the next in 7 days, face to face. */
export function newMeeting(userId: string, today: string): MeetingInput {
  return {
    user_id: userId,
    date: today,
    next_date: plusDays(today, NEXT_MEETING_DAYS),
    type: 'Présentiel',
    presence: null,
    sid: false,
    housing: false,
    resources: false,
    work: false,
    health: false,
    admin: false,
    comment: null,
    helps: [],
  };
}

/**
 * The meeting with the defaults of a new one for the fields left out (a field sent blank on purpose
 * stays blank, for its rule to name); the next meeting is planned 7 days after this one's date.
 */
export function withMeetingDefaults(input: MeetingInput, userId: string, today: string): MeetingInput {
  const defaults = newMeeting(userId, isIsoDate(input.date) ? String(input.date) : today);
  defaults.date = today;
  const filled = Object.fromEntries(
    Object.entries(defaults).map(([field, value]) => [
      field,
      input[field as keyof MeetingInput] === undefined ? value : input[field as keyof MeetingInput],
    ]),
  ) as MeetingInput;
  return { ...filled, type: isBlank(filled.type) ? 'Présentiel' : filled.type };
}
