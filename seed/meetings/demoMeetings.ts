// Demo data of the aid catalogue and the meetings: the aids a charity hands out (food vouchers,
// transport tickets, phone cards, hygiene kits), some counted in stock, one archived; and 2 to 15
// meetings per file over the last 18 months, most with an aid or two. Everything is derived from the
// file's number, so every seed builds the same data.

import type { HelpFields } from '@domain/helps/fields';
import type { HelpLineInput, MeetingInput } from '@domain/meetings/fields';
import { addDays } from '../recipients/demoRecipientPlan';

/** The catalogue: about twenty aids, prices in euros (null: typed in each meeting), stock null when not counted. */
export const DEMO_HELPS: HelpFields[] = [
  { label: 'Colis alimentaire', category: 'Alimentaire', price: 15, stock: null, archived: false },
  { label: 'Ticket service 10 €', category: 'Alimentaire', price: 10, stock: 1200, archived: false },
  { label: "Bon d'achat alimentaire 20 €", category: 'Alimentaire', price: 20, stock: 800, archived: false },
  { label: 'Repas au restaurant solidaire', category: 'Alimentaire', price: 3.5, stock: null, archived: false },
  { label: 'Panier fruits et légumes', category: 'Alimentaire', price: 5, stock: null, archived: false },
  { label: 'Ticket de bus (1 voyage)', category: 'Transport', price: 2, stock: 2000, archived: false },
  { label: 'Carnet 10 voyages', category: 'Transport', price: 17.5, stock: 150, archived: false },
  { label: 'Abonnement mensuel solidaire', category: 'Transport', price: 10, stock: null, archived: false },
  { label: 'Pass journée', category: 'Transport', price: 6, stock: null, archived: false },
  { label: 'Billet de train TER', category: 'Transport', price: null, stock: null, archived: false },
  { label: 'Carte SIM prépayée', category: 'Communication', price: 5, stock: 400, archived: false },
  { label: 'Recharge téléphone 10 €', category: 'Communication', price: 10, stock: 200, archived: false },
  { label: 'Recharge téléphone 20 €', category: 'Communication', price: 20, stock: 100, archived: false },
  { label: 'Carnet de 12 timbres', category: 'Communication', price: 15.36, stock: null, archived: false },
  { label: 'Kit hygiène', category: 'Divers', price: 8, stock: 300, archived: false },
  { label: 'Duvet', category: 'Divers', price: 25, stock: 150, archived: false },
  { label: "Photos d'identité", category: 'Divers', price: 6, stock: null, archived: false },
  { label: 'Timbre fiscal 25 €', category: 'Divers', price: 25, stock: null, archived: false },
  { label: 'Vestiaire solidaire', category: 'Divers', price: 0, stock: null, archived: false },
  { label: 'Ticket TCL papier (ancien tarif)', category: 'Transport', price: 1.9, stock: null, archived: true },
];

/** A meeting of the plan: its day (days before the seed day), how it went, and the aids by label. */
export interface PlannedMeeting {
  ago: number;
  meeting: Omit<MeetingInput, 'date' | 'next_date' | 'helps' | 'user_id'>;
  nextIn: number;
  /** Aids of the catalogue by label, with a quantity and, for an aid without a price, the price typed. */
  aids: { label: string; quantity: number; u_price?: number }[];
  /** An aid entered freely ('Divers'). */
  free?: HelpLineInput;
}

const COMMENTS = [
  'Point sur les démarches administratives en cours.',
  'Accompagnement pour la demande de logement social.',
  'Entretien de suivi, situation stable.',
  'Aide à la constitution du dossier RSA.',
  'Préparation du rendez-vous à France Travail.',
  'Orientation vers la PASS pour des soins.',
  null,
];

/** Sets of aids a meeting hands out, by label (most meetings give one set, some none). */
const AID_SETS: PlannedMeeting['aids'][] = [
  [{ label: 'Colis alimentaire', quantity: 1 }],
  [
    { label: 'Ticket service 10 €', quantity: 3 },
    { label: 'Ticket de bus (1 voyage)', quantity: 4 },
  ],
  [{ label: 'Recharge téléphone 10 €', quantity: 1 }],
  [
    { label: 'Kit hygiène', quantity: 1 },
    { label: 'Repas au restaurant solidaire', quantity: 5 },
  ],
  [{ label: 'Carnet 10 voyages', quantity: 1 }],
  [],
  [
    { label: "Bon d'achat alimentaire 20 €", quantity: 2 },
    { label: 'Carte SIM prépayée', quantity: 1 },
  ],
  [{ label: 'Billet de train TER', quantity: 1, u_price: 23.4 }],
  [{ label: 'Duvet', quantity: 1 }],
  [{ label: "Photos d'identité", quantity: 1 }],
];

const FREE_AID: HelpLineInput = { label: 'Participation pharmacie', category: 'Divers', quantity: 1, u_price: '12,40' };

/** A spread of whole numbers from a file's number and an index: the same every seed. */
const spread = (fileNumber: number, index: number, modulo: number) => ((fileNumber * 7919 + index * 104_729) >>> 0) % modulo;

/**
 * The meetings of a file: 2 to 15 over the 18 months before the seed day, never before the file's
 * first meeting; mostly held in person with the person present; files numbered 4, 11, 18... are
 * followed closely and receive more (their aids total passes 250 €).
 */
export function demoMeetingsOf(fileNumber: number, firstMeetingAgo: number): PlannedMeeting[] {
  const span = Math.min(540, Math.max(firstMeetingAgo, 14));
  const count = 2 + spread(fileNumber, 0, 14);
  const closely = fileNumber % 7 === 4;
  return Array.from({ length: count }, (_, index) => {
    const ago = Math.round(span - ((index + 1) * span) / (count + 1));
    const absent = spread(fileNumber, index + 1, 9) === 0;
    const aids = absent ? [] : closely ? [...AID_SETS[1], ...AID_SETS[6]] : AID_SETS[spread(fileNumber, index + 2, AID_SETS.length)];
    return {
      ago,
      nextIn: 7 + spread(fileNumber, index + 3, 4) * 7,
      meeting: {
        type: spread(fileNumber, index + 4, 6) === 0 ? 'Téléphonique' : 'Présentiel',
        presence: absent ? (index % 2 === 0 ? 'Excusé' : 'Non') : 'Oui',
        sid: false,
        housing: spread(fileNumber, index + 5, 3) === 0,
        resources: spread(fileNumber, index + 6, 2) === 0,
        work: spread(fileNumber, index + 7, 3) === 0,
        health: spread(fileNumber, index + 8, 4) === 0,
        admin: spread(fileNumber, index + 9, 2) === 1,
        comment: absent ? 'Rendez-vous manqué.' : COMMENTS[spread(fileNumber, index + 10, COMMENTS.length)],
      },
      aids,
      free: !absent && spread(fileNumber, index + 11, 12) === 0 ? FREE_AID : undefined,
    };
  });
}

/** The day of a planned meeting and of the next one. */
export const meetingDays = (today: string, planned: PlannedMeeting) => ({
  date: addDays(today, -planned.ago),
  next_date: addDays(today, -planned.ago + planned.nextIn),
});
