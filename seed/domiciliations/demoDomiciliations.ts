import { PROOF_PAPERS } from '@domain/domiciliations/fields';

/** One domiciliation of a demo story: its start in days from today and its duration in months (external: another organism's). */
export type DemoDomiciliation =
  | { kind: 'own'; from: number; months: number; origin: string; remarque?: string }
  | { kind: 'external'; from: number; to: number; name_dom: string; address: string };

/**
 * The stories told in turn by the domiciled files (one file in three, taken in the order they were
 * filed): a running domiciliation, one ending within a month, one ended and not renewed, one renewed
 * the day after it ended, and one taken over from the CCAS. Days are relative to the day of the seed.
 */
export const demoDomiciliationStories: DemoDomiciliation[][] = [
  [{ kind: 'own', from: -95, months: 12, origin: 'Orientation SPIP' }],
  [{ kind: 'own', from: -345, months: 12, origin: 'Permanence en détention', remarque: 'Renouvellement à prévoir' }],
  [{ kind: 'own', from: -400, months: 12, origin: 'Venue spontanée', remarque: "N'est plus venu chercher son courrier" }],
  [
    { kind: 'own', from: -380, months: 12, origin: 'Orientation SPIP' },
    { kind: 'own', from: -15, months: 12, origin: 'Renouvellement' },
  ],
  [
    { kind: 'external', from: -500, to: -60, name_dom: 'CCAS de la ville', address: "Hôtel de ville, place de l'Hôtel de Ville" },
    { kind: 'own', from: -59, months: 6, origin: 'Relais du CCAS' },
  ],
];

/** The proof a story's domiciliation was granted on, in turn. */
export const demoPaper = (index: number) => PROOF_PAPERS[index % PROOF_PAPERS.length];
