import type { RefusalReason } from '@domain/domiciliations/refusalsFields';

/** A refusal of domiciliation told by the demo: decided `ago` days before the seed day, for this motive. */
export interface DemoRefusal {
  ago: number;
  reason: RefusalReason;
  comment?: string;
}

/**
 * The refusals recorded on files the demo does not domicile, one per file in turn, over this year and
 * the last, so that the préfet's annual report of either year counts some, with every motive.
 */
export const demoRefusals: DemoRefusal[] = [
  { ago: 12, reason: 'Absence de lien avec la commune', comment: 'Réside à Villeurbanne, orienté vers le CCAS' },
  { ago: 48, reason: 'Dossier incomplet', comment: "Sans pièce d'identité, à revoir avec le récépissé" },
  { ago: 110, reason: "Capacité d'accueil atteinte" },
  { ago: 175, reason: 'Absence de lien avec la commune' },
  { ago: 240, reason: "Hors du champ de l'agrément", comment: 'Demande pour une entreprise' },
  { ago: 320, reason: 'Autre', comment: 'Déjà domicilié auprès du CCAS' },
  { ago: 395, reason: 'Dossier incomplet' },
  { ago: 450, reason: "Capacité d'accueil atteinte", comment: 'Liste pleine, rappelé en janvier' },
  { ago: 530, reason: 'Absence de lien avec la commune' },
];
