import { applyChanges } from '../shared/changes';
import { changedIds, defineSlice, describeChange, idsOf, type FileSlice, type ValueKind } from '../recipients/slice';
import type { DomiciliationEvent, DomiciliationSlice } from './events';

// The domiciliations of a file: the Domiciliation tab.

/** Labels of the domiciliation fields, as the history names them. */
export const DOMICILIATION_FIELD_LABELS: Record<string, string> = {
  kind: 'Type de domiciliation',
  user_id: 'Référent',
  paper: 'Pièce justificative',
  origin: 'Origine',
  start_date: 'Date de début',
  last_meeting: "Date de l'entretien",
  duration: 'Durée (mois)',
  end_date: 'Date de fin',
  remarque: 'Remarque',
  name_dom: 'Organisme domiciliataire',
  address: 'Adresse de domiciliation',
};

const kinds: Record<string, ValueKind> = { user_id: 'user', start_date: 'date', last_meeting: 'date', end_date: 'date' };

function evolve(slice: DomiciliationSlice, event: DomiciliationEvent): DomiciliationSlice {
  switch (event.type) {
    case 'DomiciliationAdded':
      return { domiciliations: { ...slice.domiciliations, [event.data.domiciliation_id]: event.data.domiciliation } };
    case 'DomiciliationChanged': {
      const dom = slice.domiciliations[event.data.domiciliation_id];
      return dom
        ? { domiciliations: { ...slice.domiciliations, [event.data.domiciliation_id]: applyChanges(dom, event.data.changes) } }
        : slice;
    }
    case 'DomiciliationDeleted': {
      const { [event.data.domiciliation_id]: _removed, ...domiciliations } = slice.domiciliations;
      return { domiciliations };
    }
    // An attestation is a document about the domiciliation, not one of its fields: the read model keeps the latest.
    case 'DomiciliationAttestationGenerated':
      return slice;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** The domiciliation slice of the recipient file. */
export const domiciliationSlice: FileSlice<DomiciliationSlice, DomiciliationEvent> = defineSlice<DomiciliationSlice, DomiciliationEvent>({
  name: 'domiciliation',
  eventTypes: ['DomiciliationAdded', 'DomiciliationChanged', 'DomiciliationDeleted', 'DomiciliationAttestationGenerated'],
  initialState: { domiciliations: {} },
  labels: DOMICILIATION_FIELD_LABELS,
  kinds,
  evolve: (state, event) => evolve(state, event),
  describe(event, display) {
    switch (event.type) {
      case 'DomiciliationAdded': {
        const dom = event.data.domiciliation;
        const period = `du ${display('date', dom.start_date)} au ${display('date', dom.end_date)}`;
        return {
          summary:
            dom.kind === 'own'
              ? `Domiciliation ${period}, référent ${display('user', dom.user_id)}`
              : `Ajout d'une domiciliation extérieure (${dom.name_dom || '—'}), ${period}`,
          changes: [],
        };
      }
      case 'DomiciliationChanged':
        return {
          summary: "Modification d'une domiciliation",
          changes: Object.entries(event.data.changes).map(([field, { from, to }]) =>
            describeChange(domiciliationSlice, field, from, to, display),
          ),
        };
      case 'DomiciliationDeleted':
        return { summary: "Suppression d'une domiciliation", changes: [] };
      case 'DomiciliationAttestationGenerated': {
        // Which document was handed out: its name and the start of its SHA-256, enough to match a printed copy to it.
        const { start_date, end_date, filename, sha256 } = event.data;
        return {
          summary: `Attestation d'élection de domicile du ${display('date', start_date)} au ${display('date', end_date)} délivrée (${filename}, SHA-256 ${sha256.slice(0, 12)}…)`,
          changes: [],
        };
      }
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  referencedIds(event) {
    switch (event.type) {
      case 'DomiciliationAdded':
        return idsOf(domiciliationSlice, { ...event.data.domiciliation });
      case 'DomiciliationChanged':
        return changedIds(domiciliationSlice, event.data.changes);
      default:
        return [];
    }
  },
});
