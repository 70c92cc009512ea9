import type { RecipientEvent } from './events';
import { textOf } from '../shared/text';
import { sliceOf } from './slices';
import type { Display, HistoryDescription, ReferencedId, ValueKind } from './slice';

export type { Display, HistoryDescription } from './slice';

/** The ids an event points to, by kind, so their labels can be looked up before describing it. */
export function referencedIds(event: RecipientEvent): ReferencedId[] {
  return sliceOf(event.type)?.referencedIds(event) ?? [];
}

/** Describes one event of a file in French, as its slice tells it. */
export function describeEvent(event: RecipientEvent, display: Display): HistoryDescription {
  return sliceOf(event.type)?.describe(event, display) ?? { summary: event.type, changes: [] };
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
  return textOf(value);
}
