import { applyChanges, type FieldChanges } from '../shared/changes';
import { changedIds, defineSlice, idsOf, type Display, type FileSlice, type HistoryChange, type ValueKind } from '../recipients/slice';
import type { PenalEvent, PenalSlice } from './events';

// The penal situation of a file: the Situation pénale tab (detention elements, follow-ups, sid, condamnations).

/** Labels of the penal fields, as the history names them (a detention's and a follow-up's dates share their labels). */
export const PENAL_FIELD_LABELS: Record<string, string> = {
  detention_number: "Numéro d'écrou",
  place: 'Lieu de détention',
  status: 'Statut',
  organism_id: 'Organisme de suivi',
  start_date: 'Date de début',
  end_date: 'Date de fin',
  exit_date: 'Date de sortie',
  duration: 'Durée (mois)',
  contact_ids: 'Contacts',
  last: 'Dernier élément du parcours',
  'sid_infos.number': "Numéro d'écrou (suivi en détention)",
  'sid_infos.place': 'Lieu de détention (suivi en détention)',
  'sid_infos.probable_release': 'Date de sortie probable',
  'sid_infos.effective_release': 'Date de sortie effective',
  'sid_infos.meetings': 'Entretiens en détention',
  'sid_infos.contact_ids': 'Contacts (suivi en détention)',
};

const kinds: Record<string, ValueKind> = {
  place: 'choice',
  status: 'choice',
  organism_id: 'organism',
  start_date: 'date',
  end_date: 'date',
  exit_date: 'date',
  last: 'boolean',
  'sid_infos.place': 'choice',
  'sid_infos.probable_release': 'date',
  'sid_infos.effective_release': 'date',
};

/** Contacts are shown by their count: the history has no names for them, and ids mean nothing to a reader. */
const contactCount = (value: unknown) => {
  const n = Array.isArray(value) ? value.length : 0;
  return n === 0 ? 'aucun' : n === 1 ? '1 contact' : `${n} contacts`;
};

function changeLines(changes: FieldChanges, display: Display): HistoryChange[] {
  return Object.entries(changes).map(([field, { from, to }]) => {
    const label = PENAL_FIELD_LABELS[field] ?? field;
    if (field.endsWith('contact_ids')) return { field, label, from: contactCount(from), to: contactCount(to) };
    const kind = kinds[field] ?? 'text';
    return { field, label, from: display(kind, from), to: display(kind, to) };
  });
}

const without = <T>(records: Record<string, T>, id: string): Record<string, T> => {
  const { [id]: _removed, ...rest } = records;
  return rest;
};

function evolve(slice: PenalSlice, event: PenalEvent): PenalSlice {
  switch (event.type) {
    case 'DetentionAdded':
      return { ...slice, detentions: { ...slice.detentions, [event.data.detention_id]: event.data.detention } };
    case 'DetentionChanged': {
      const detention = slice.detentions[event.data.detention_id];
      return detention
        ? { ...slice, detentions: { ...slice.detentions, [event.data.detention_id]: applyChanges(detention, event.data.changes) } }
        : slice;
    }
    case 'DetentionDeleted':
      return { ...slice, detentions: without(slice.detentions, event.data.detention_id) };
    case 'DetentionLinkedToFollow': {
      const detention = slice.detentions[event.data.detention_id];
      return detention
        ? { ...slice, detentions: { ...slice.detentions, [event.data.detention_id]: { ...detention, follow_id: event.data.follow_id } } }
        : slice;
    }
    case 'FollowAdded':
      return { ...slice, follows: { ...slice.follows, [event.data.follow_id]: event.data.follow } };
    case 'FollowChanged': {
      const follow = slice.follows[event.data.follow_id];
      return follow ? { ...slice, follows: { ...slice.follows, [event.data.follow_id]: applyChanges(follow, event.data.changes) } } : slice;
    }
    case 'FollowDeleted': {
      // The elements linked to it lose their link with it.
      const unlinked = Object.fromEntries(
        Object.entries(slice.detentions).map(([id, d]) => [id, d.follow_id === event.data.follow_id ? { ...d, follow_id: null } : d]),
      );
      return { ...slice, detentions: unlinked, follows: without(slice.follows, event.data.follow_id) };
    }
    case 'SidSet':
      return { ...slice, penal: { ...slice.penal, sid: event.data.sid } };
    case 'SidInfosChanged':
      return { ...slice, penal: applyChanges(slice.penal, event.data.changes) };
    case 'CondamnationsSet':
      return { ...slice, penal: { ...slice.penal, condamnations: event.data.condamnations } };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

const period = (display: Display, start: unknown, end: unknown) => `du ${display('date', start)} au ${display('date', end)}`;

/** The penal slice of the recipient file. */
export const penalSlice: FileSlice<PenalSlice, PenalEvent> = defineSlice<PenalSlice, PenalEvent>({
  name: 'penal',
  eventTypes: [
    'DetentionAdded',
    'DetentionChanged',
    'DetentionDeleted',
    'DetentionLinkedToFollow',
    'FollowAdded',
    'FollowChanged',
    'FollowDeleted',
    'SidSet',
    'SidInfosChanged',
    'CondamnationsSet',
  ],
  initialState: { detentions: {}, follows: {}, penal: { sid: false, sid_infos: {}, condamnations: null } },
  labels: PENAL_FIELD_LABELS,
  kinds,
  evolve: (state, event) => evolve(state, event),
  describe(event, display) {
    switch (event.type) {
      case 'DetentionAdded': {
        const d = event.data.detention;
        return {
          summary: `Ajout d'un élément de parcours pénal : ${display('choice', d.place)} (${display('choice', d.status)}), ${period(display, d.start_date, d.end_date)}`,
          changes: [],
        };
      }
      case 'DetentionChanged':
        return { summary: "Modification d'un élément de parcours pénal", changes: changeLines(event.data.changes, display) };
      case 'DetentionDeleted':
        return { summary: "Suppression d'un élément de parcours pénal", changes: [] };
      case 'DetentionLinkedToFollow':
        return { summary: 'Élément de parcours pénal lié à un suivi', changes: [] };
      case 'FollowAdded': {
        const f = event.data.follow;
        return { summary: `Suivi par ${display('organism', f.organism_id)} ${period(display, f.start_date, f.end_date)}`, changes: [] };
      }
      case 'FollowChanged':
        return { summary: "Modification d'un suivi", changes: changeLines(event.data.changes, display) };
      case 'FollowDeleted':
        return { summary: "Suppression d'un suivi", changes: [] };
      case 'SidSet':
        return { summary: `Suivi initié en détention : ${event.data.sid ? 'Oui' : 'Non'}`, changes: [] };
      case 'SidInfosChanged':
        return { summary: 'Modification des informations du suivi en détention', changes: changeLines(event.data.changes, display) };
      case 'CondamnationsSet':
        return { summary: 'Modification des condamnations', changes: [], text: event.data.condamnations ?? '' };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  referencedIds(event) {
    switch (event.type) {
      case 'DetentionAdded':
        return idsOf(penalSlice, {
          place: event.data.detention.place,
          status: event.data.detention.status,
          organism_id: event.data.detention.organism_id,
        });
      case 'DetentionChanged':
      case 'FollowChanged':
      case 'SidInfosChanged':
        return changedIds(penalSlice, event.data.changes);
      case 'FollowAdded':
        return idsOf(penalSlice, { organism_id: event.data.follow.organism_id });
      default:
        return [];
    }
  },
});
