import type { RecipientEvent } from './events';
import { HOUSING_KIND_LABELS } from '../housings/fields';
import { CIVIL_FIELD_LABELS, COMMENT_FIELD_LABELS, HOUSING_FIELD_LABELS, valueKind, type ValueKind } from './labels';

/** One changed field as the history shows it. */
export interface HistoryChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

/** What the history says of one event: a French sentence, the fields it changed, a comment's text. */
export interface HistoryDescription {
  summary: string;
  changes: HistoryChange[];
  text?: string;
}

/** Shows a stored value: ids become labels or names, dates DD/MM/YYYY, booleans Oui/Non. */
export type Display = (kind: ValueKind, value: unknown) => string;

/** The ids an event points to, by kind, so their labels can be looked up before describing it. */
export function referencedIds(event: RecipientEvent): { kind: ValueKind; id: string }[] {
  switch (event.type) {
    case 'RecipientCreated':
      return Object.entries(flatCivil(event.data.recipient)).map(([field, value]) => ({ kind: valueKind(field), id: String(value ?? '') }));
    case 'RecipientCivilDataChanged':
      return Object.entries(event.data.changes).flatMap(([field, { from, to }]) => [from, to].map((value) => ({ kind: valueKind(field), id: String(value ?? '') })));
    case 'RecipientRadiated':
      return [{ kind: 'choice', id: event.data.radiation_reason ?? '' }, { kind: 'choice', id: event.data.radiation_status ?? '' }];
    case 'RecipientTransferred':
      return [{ kind: 'antenna', id: event.data.from_antenna_id }, { kind: 'antenna', id: event.data.to_antenna_id }];
    case 'JusticePeriodSet':
      return [{ kind: 'organism', id: event.data.organism_id ?? '' }];
    case 'HousingAdded':
      return Object.entries(event.data.housing).map(([field, value]) => ({ kind: valueKind(field), id: String(value ?? '') }));
    case 'HousingChanged':
    case 'HousingHelpChanged':
      return Object.entries(event.data.changes).flatMap(([field, { from, to }]) => [from, to].map((value) => ({ kind: valueKind(field), id: String(value ?? '') })));
    default:
      return [];
  }
}

function flatCivil(recipient: object): Record<string, unknown> {
  const { birth_place, ...rest } = recipient as Record<string, unknown> & { birth_place?: Record<string, unknown> };
  return { ...rest, 'birth_place.city': birth_place?.city, 'birth_place.country': birth_place?.country };
}

const change = (field: string, from: unknown, to: unknown, display: Display): HistoryChange => ({
  field,
  label: CIVIL_FIELD_LABELS[field] ?? HOUSING_FIELD_LABELS[field] ?? field,
  from: display(valueKind(field), from),
  to: display(valueKind(field), to),
});

/** Describes one event of a file in French. */
export function describeEvent(event: RecipientEvent, display: Display): HistoryDescription {
  switch (event.type) {
    case 'RecipientCreated':
      return { summary: `Création du dossier n°${event.data.file_number}`, changes: Object.entries(flatCivil(event.data.recipient)).filter(([, value]) => value !== null && value !== undefined && value !== '').map(([field, value]) => change(field, null, value, display)) };
    case 'RecipientCivilDataChanged':
      return { summary: 'Modification de la fiche Identité', changes: Object.entries(event.data.changes).map(([field, { from, to }]) => change(field, from, to, display)) };
    case 'RecipientRadiated': {
      const reason = event.data.radiation_reason ? ` (motif : ${display('choice', event.data.radiation_reason)})` : '';
      return { summary: `Radiation du dossier au ${display('date', event.data.on)}${reason}`, changes: [] };
    }
    case 'RecipientUnradiated':
      return { summary: `Renouvellement du dossier au ${display('date', event.data.on)}`, changes: [] };
    case 'RecipientTransferred':
      return { summary: `Transfert de « ${display('antenna', event.data.from_antenna_id)} » vers « ${display('antenna', event.data.to_antenna_id)} »`, changes: [] };
    case 'RecipientDeleted':
      return { summary: 'Suppression du dossier', changes: [] };
    case 'JusticePeriodSet':
      return {
        summary: `Période sous main de justice : du ${display('date', event.data.start)} au ${display('date', event.data.end)}${event.data.organism_id ? ` (${display('organism', event.data.organism_id)})` : ''}`,
        changes: [],
      };
    case 'MailRedirectionSet':
      return { summary: event.data.mail_redirection ? `Courrier à faire suivre : ${event.data.mail_redirection}` : 'Fin du suivi du courrier', changes: [] };
    case 'CommentAdded':
      return { summary: `Ajout d'un commentaire (${COMMENT_FIELD_LABELS[event.data.field] ?? event.data.field})`, changes: [], text: event.data.text };
    case 'CommentChanged':
      return { summary: "Modification d'un commentaire", changes: [], text: String(event.data.changes.text?.to ?? '') };
    case 'CommentDeleted':
      return { summary: "Suppression d'un commentaire", changes: [] };
    case 'HousingAdded': {
      const { housing } = event.data;
      const where = housing.housing_type === 'hebergement' ? ` (${display('hotel', housing.hotel_id)}, chambre ${display('room', housing.room_id)})` : '';
      return { summary: `Ajout d'un hébergement : ${HOUSING_KIND_LABELS[housing.housing_type]}${where}, du ${display('date', housing.start_date)} au ${display('date', housing.end_date)}`, changes: [] };
    }
    case 'HousingChanged':
      return { summary: "Modification d'un hébergement", changes: Object.entries(event.data.changes).map(([field, { from, to }]) => change(field, from, to, display)) };
    case 'HousingDeleted':
      return { summary: "Suppression d'un hébergement", changes: [] };
    case 'HousingHelpAdded':
      return { summary: `Ajout d'une demande d'aide au logement (${event.data.help.type ?? '—'}, ${event.data.help.status ?? '—'})`, changes: [] };
    case 'HousingHelpChanged':
      return { summary: "Modification d'une demande d'aide au logement", changes: Object.entries(event.data.changes).map(([field, { from, to }]) => change(field, from, to, display)) };
    case 'HousingHelpDeleted':
      return { summary: "Suppression d'une demande d'aide au logement", changes: [] };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** The usual display of plain values: dates DD/MM/YYYY, Oui/Non, '—' for nothing. */
export function displayPlain(kind: ValueKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (kind === 'boolean') return value ? 'Oui' : 'Non';
  if (kind === 'payments' && Array.isArray(value)) {
    const euros = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;
    return value.map((p: { amount: number; date: string }) => `${euros(p.amount)} le ${displayPlain('date', p.date)}`).join(' ; ') || '—';
  }
  if (kind === 'date' && typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
  }
  return String(value);
}
