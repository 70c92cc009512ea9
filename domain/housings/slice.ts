import { changedIds, defineSlice, describeChange, idsOf, type FileSlice, type ValueKind } from '../recipients/slice';
import type { HousingEvent, HousingSlice } from './events';
import { HOUSING_KIND_LABELS } from './fields';
import { evolveHousings } from './state';

// The housings and housing applications of a file: the Hébergement tab.

/** Labels of the housing and housing-application fields. */
export const HOUSING_FIELD_LABELS: Record<string, string> = {
  user_id: 'Référent',
  hotel_id: 'Hôtel',
  room_id: 'Chambre',
  type: 'Type',
  start_date: 'Date de début',
  end_date: 'Date de fin',
  estimated_end_date: 'Fin estimée',
  free_end_date: 'Date de libération',
  price: 'Quote-part par nuit',
  caution: 'Caution',
  founding: 'Financement',
  leave_motive: 'Motif de sortie',
  meeting: 'Entretien de pré-admission',
  signin: "Signature d'entrée",
  signout: 'Signature de sortie',
  payments: 'Paiements',
  nights_out_contracts: 'Nuits hors contrat',
  hotel_info: 'Hôtel',
  nature: 'Nature',
  address_street: 'Adresse',
  address_postal_code: 'Code postal',
  address_city: 'Ville',
  status: 'Statut',
  id_number: 'Numéro',
  ask_date: 'Date de demande',
  answer_date: 'Date de réponse',
  validity_start_date: 'Début de validité',
  validity_end_date: 'Fin de validité',
};

const kinds: Record<string, ValueKind> = {
  user_id: 'user',
  hotel_id: 'hotel',
  room_id: 'room',
  leave_motive: 'choice',
  nature: 'choice',
  start_date: 'date',
  end_date: 'date',
  estimated_end_date: 'date',
  free_end_date: 'date',
  ask_date: 'date',
  answer_date: 'date',
  validity_start_date: 'date',
  validity_end_date: 'date',
  meeting: 'boolean',
  signin: 'boolean',
  signout: 'boolean',
  payments: 'payments',
};

/** The housing slice of the recipient file. */
export const housingSlice: FileSlice<HousingSlice, HousingEvent> = defineSlice<HousingSlice, HousingEvent>({
  name: 'housing',
  eventTypes: ['HousingAdded', 'HousingChanged', 'HousingDeleted', 'HousingHelpAdded', 'HousingHelpChanged', 'HousingHelpDeleted'],
  initialState: { housings: {}, housing_helps: {} },
  labels: HOUSING_FIELD_LABELS,
  kinds,
  evolve: (state, event) => evolveHousings(state, event),
  describe(event, display) {
    const changes = (all: Record<string, { from: unknown; to: unknown }>) =>
      Object.entries(all).map(([field, { from, to }]) => describeChange(housingSlice, field, from, to, display));
    switch (event.type) {
      case 'HousingAdded': {
        const { housing } = event.data;
        const where =
          housing.housing_type === 'hebergement'
            ? ` (${display('hotel', housing.hotel_id)}, chambre ${display('room', housing.room_id)})`
            : '';
        return {
          summary: `Ajout d'un hébergement : ${HOUSING_KIND_LABELS[housing.housing_type]}${where}, du ${display('date', housing.start_date)} au ${display('date', housing.end_date)}`,
          changes: [],
        };
      }
      case 'HousingChanged':
        return { summary: "Modification d'un hébergement", changes: changes(event.data.changes) };
      case 'HousingDeleted':
        return { summary: "Suppression d'un hébergement", changes: [] };
      case 'HousingHelpAdded':
        return {
          summary: `Ajout d'une demande d'aide au logement (${event.data.help.type ?? '—'}, ${event.data.help.status ?? '—'})`,
          changes: [],
        };
      case 'HousingHelpChanged':
        return { summary: "Modification d'une demande d'aide au logement", changes: changes(event.data.changes) };
      case 'HousingHelpDeleted':
        return { summary: "Suppression d'une demande d'aide au logement", changes: [] };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  referencedIds(event) {
    switch (event.type) {
      case 'HousingAdded':
        return idsOf(housingSlice, { ...event.data.housing });
      case 'HousingChanged':
      case 'HousingHelpChanged':
        return changedIds(housingSlice, event.data.changes);
      default:
        return [];
    }
  },
});
