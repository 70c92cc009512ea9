// Demo penal situations: about a quarter of the demo files, followed by the SPIP of their antenna's
// département. Days are counted from today. Every stay the demo funds by the SPIP (seed/housing) lies
// within a follow-up here, and the files given a justice period (seed/recipients) are followed by the
// same SPIP.

/** A detention element: place and status are labels of the reference lists (commands/setup/reference/justice.ts). */
export interface DemoDetention {
  place: string;
  status: string;
  from: number;
  to: number;
  exit?: number;
  last?: boolean;
  /** Linked to a follow-up made of it (link_follow), rather than given a separate one. */
  link?: boolean;
}

export interface DemoPenal {
  person: string;
  spip: string;
  detentions: DemoDetention[];
  follows: { from: number; to: number }[];
  sid?: boolean;
  condamnations?: string;
}

const CORBAS = "Maison d'arrêt de Lyon-Corbas";
const SEQUEDIN = "Maison d'arrêt de Lille-Sequedin";
const RHONE = 'SPIP du Rhône';
const BDR = 'SPIP des Bouches-du-Rhône';
const NORD = 'SPIP du Nord';

export const demoPenal: DemoPenal[] = [
  {
    person: 'Karim Haddad',
    spip: RHONE,
    detentions: [
      { place: CORBAS, status: 'Condamné', from: -400, to: -45, exit: -45 },
      { place: CORBAS, status: 'Libération conditionnelle', from: -44, to: 120, last: true },
    ],
    follows: [{ from: -44, to: 120 }],
    condamnations: 'Vol aggravé, 18 mois dont 6 avec sursis probatoire.',
  },
  {
    person: 'Julien Morel',
    spip: RHONE,
    detentions: [
      { place: CORBAS, status: 'Condamné', from: -300, to: -83, exit: -83 },
      { place: CORBAS, status: 'Libération sous contrainte', from: -82, to: 25, last: true },
    ],
    follows: [{ from: -82, to: 25 }],
    sid: true,
  },
  {
    person: 'Kevin Perrin',
    spip: RHONE,
    detentions: [
      { place: CORBAS, status: 'Condamné', from: -700, to: -380, exit: -385, last: true },
      { place: 'Centre pénitentiaire de Villefranche-sur-Saône', status: 'Prévenu', from: -200, to: -21 },
      { place: 'Centre pénitentiaire de Villefranche-sur-Saône', status: 'Sursis probatoire', from: -20, to: 345 },
    ],
    follows: [
      { from: -380, to: -201 },
      { from: -20, to: 345 },
    ],
  },
  {
    person: 'Dylan Marchand',
    spip: RHONE,
    detentions: [{ place: CORBAS, status: 'Contrôle judiciaire', from: -30, to: 150 }],
    follows: [{ from: -30, to: 150 }],
  },
  {
    person: 'Mehdi Boudjemaa',
    spip: RHONE,
    detentions: [
      { place: 'Centre de détention de Roanne', status: 'Condamné', from: -1500, to: -900, last: true },
      { place: CORBAS, status: 'Détention à domicile sous surveillance électronique (DDSE)', from: -60, to: 10 },
    ],
    follows: [{ from: -60, to: 10 }],
  },
  {
    person: 'Franck Lemoine',
    spip: RHONE,
    detentions: [{ place: CORBAS, status: 'Prévenu', from: -90, to: -10, exit: -10, last: true }],
    follows: [],
    sid: true,
    condamnations: 'Relaxé en première instance.',
  },
  {
    person: 'Rachid Belkacem',
    spip: BDR,
    detentions: [
      { place: 'Centre pénitentiaire de Marseille (Les Baumettes)', status: 'Condamné', from: -500, to: -36, exit: -36 },
      { place: 'Centre pénitentiaire de Marseille (Les Baumettes)', status: 'Semi-liberté', from: -35, to: 90, last: true },
    ],
    follows: [{ from: -40, to: 90 }],
  },
  {
    person: 'Anthony Giraud',
    spip: BDR,
    detentions: [
      { place: "Centre pénitentiaire d'Aix-Luynes", status: 'Condamné', from: -800, to: -56, exit: -56 },
      { place: "Centre pénitentiaire d'Aix-Luynes", status: 'Libération conditionnelle', from: -55, to: 300 },
    ],
    follows: [{ from: -55, to: 300 }],
  },
  {
    person: 'Nabil Hamdi',
    spip: BDR,
    detentions: [
      { place: 'Centre pénitentiaire de Toulon-La Farlède', status: 'Condamné', from: -400, to: -101, last: true },
      { place: 'Centre pénitentiaire de Toulon-La Farlède', status: "Travail d'intérêt général", from: -100, to: 20 },
    ],
    follows: [{ from: -100, to: 20 }],
  },
  {
    person: 'Kader Zerrouki',
    spip: BDR,
    detentions: [
      { place: "Maison d'arrêt de Nice", status: 'Prévenu', from: -200, to: -151 },
      { place: 'Centre de détention de Salon-de-Provence', status: 'Condamné', from: -150, to: 200 },
    ],
    follows: [],
    sid: true,
  },
  {
    person: 'Sébastien Navarro',
    spip: BDR,
    detentions: [
      { place: 'Centre de détention de Tarascon', status: 'Condamné', from: -1000, to: -600, last: true },
      { place: 'Centre de détention de Tarascon', status: 'Sursis probatoire', from: -30, to: 700, link: true },
    ],
    follows: [],
  },
  {
    person: 'David Lefranc',
    spip: NORD,
    detentions: [
      { place: SEQUEDIN, status: 'Condamné', from: -380, to: -31, exit: -31 },
      { place: SEQUEDIN, status: 'Placement extérieur', from: -30, to: 90, last: true },
    ],
    follows: [{ from: -30, to: 90 }],
  },
  {
    person: 'Hichem Saadi',
    spip: NORD,
    detentions: [
      { place: 'Centre pénitentiaire de Lille-Annœullin', status: 'Condamné', from: -900, to: -96, exit: -96 },
      { place: 'Centre pénitentiaire de Lille-Annœullin', status: 'Libération conditionnelle', from: -95, to: 180, link: true },
    ],
    follows: [],
  },
  {
    person: 'Ruslan Magomedov',
    spip: NORD,
    detentions: [
      { place: 'Centre pénitentiaire de Maubeuge', status: 'Condamné', from: -2000, to: -1400, last: true },
      { place: 'Centre pénitentiaire de Vendin-le-Vieil', status: 'Condamné', from: -300, to: -41, exit: -41 },
      { place: 'Centre pénitentiaire de Vendin-le-Vieil', status: 'Libération sous contrainte', from: -40, to: 14 },
    ],
    follows: [{ from: -40, to: 14 }],
  },
  {
    person: 'Maxime Leroux',
    spip: NORD,
    detentions: [{ place: SEQUEDIN, status: 'Surveillance électronique (bracelet)', from: -15, to: 75, link: true }],
    follows: [],
  },
  {
    person: 'Christian Vasseur',
    spip: NORD,
    detentions: [{ place: SEQUEDIN, status: 'Prévenu', from: -120, to: -60, exit: -60 }],
    follows: [],
  },
];
