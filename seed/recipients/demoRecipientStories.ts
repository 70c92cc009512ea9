import type { DemoAntenna } from './demoRecipients';

// What happened to the demo files after their first meeting, each step by a demo user: edits of the
// civil tab, comments, radiations and renewals, transfers, justice periods, mail redirections.

/** Civil fields a demo edit changes; labels and logins as in demoRecipients, validity in days from the seed day. */
export interface DemoEdit {
  tel?: string;
  email?: string;
  birth_date?: string;
  family?: string;
  children?: [number, number];
  status?: string;
  validity?: number | null;
  referent?: string;
}

/** One step of a file's history: `after` days after the first meeting, by the user whose login is `by`. */
export type DemoStep = { after: number; by: string } & (
  | { do: 'comment'; text: string }
  | { do: 'edit'; set: DemoEdit }
  | { do: 'radiate'; reason: string; status: string }
  | { do: 'renew' }
  /** A transfer names the referent who takes the file over in the destination antenna. */
  | { do: 'transfer'; to: DemoAntenna; referent: string }
  /** Start and end in days from the step's day. */
  | { do: 'justice'; start: number; end: number; organism: string }
  | { do: 'mail'; text: string }
);

/** The later history of some files, by « Prénom Nom ». */
export const demoStories: Record<string, DemoStep[]> = {
  // Lyon
  'Karim Haddad': [
    { after: 365, by: 'tmercier', do: 'edit', set: { tel: '0639980131' } },
    { after: 900, by: 'aduval', do: 'edit', set: { validity: 610, family: 'En concubinage / Union libre' } },
    {
      after: 901,
      by: 'srobert',
      do: 'comment',
      text: 'Titre de séjour renouvelé pour deux ans. S’est installé avec sa compagne à Villeurbanne.',
    },
  ],
  'Julien Morel': [
    { after: 0, by: 'tmercier', do: 'justice', start: -40, end: 540, organism: 'SPIP du Rhône' },
    { after: 200, by: 'aduval', do: 'edit', set: { tel: '0639980132' } },
    { after: 560, by: 'tmercier', do: 'comment', text: 'Fin du sursis probatoire. A retrouvé un CDI de cariste, le suivi s’espace.' },
  ],
  'Mamadou Diallo': [
    { after: 420, by: 'srobert', do: 'edit', set: { status: 'Réfugié politique' } },
    {
      after: 421,
      by: 'aduval',
      do: 'comment',
      text: 'Statut de réfugié accordé par l’OFPRA. Démarches CAF et demande de carte de résident à lancer.',
    },
  ],
  'Stéphane Garnier': [
    {
      after: 120,
      by: 'srobert',
      do: 'comment',
      text: 'Place obtenue en CHRS à Villeurbanne. Garde sa domiciliation chez nous pour l’instant.',
    },
    { after: 400, by: 'srobert', do: 'radiate', reason: 'Relogement durable', status: 'Radiation définitive' },
  ],
  'Nicolas Fontaine': [
    {
      after: 410,
      by: 'tmercier',
      do: 'comment',
      text: 'Part s’installer à Marseille pour se rapprocher de sa fille. Dossier transmis à l’antenne de Marseille.',
    },
    { after: 419, by: 'srobert', do: 'mail', text: 'Antenne de Marseille, 7 boulevard National, 13001 Marseille' },
    { after: 420, by: 'srobert', do: 'transfer', to: 'marseille', referent: 'ebonnet' },
    { after: 426, by: 'jfabre', do: 'edit', set: { tel: '0639980135' } },
    {
      after: 430,
      by: 'ebonnet',
      do: 'comment',
      text: 'Premier rendez-vous à Marseille. Hébergé chez son frère à la Belle de Mai en attendant une chambre.',
    },
  ],
  'Sandrine Lopez': [{ after: 150, by: 'tmercier', do: 'edit', set: { family: 'En concubinage / Union libre' } }],
  'Ahmed Benyamina': [{ after: 300, by: 'tmercier', do: 'edit', set: { tel: '0639980137' } }],
  'Youssef El Amrani': [
    { after: 200, by: 'tmercier', do: 'radiate', reason: 'Sans nouvelles', status: 'Radiation temporaire' },
    { after: 330, by: 'mlefebvre', do: 'renew' },
    { after: 331, by: 'tmercier', do: 'comment', text: 'Revenu après plusieurs mois à Grenoble. Dossier rouvert, nouvelle demande SIAO.' },
  ],
  'Kevin Perrin': [{ after: 0, by: 'aduval', do: 'justice', start: -10, end: 365, organism: 'SPIP du Rhône' }],
  'Jean-Pierre Roux': [{ after: 500, by: 'srobert', do: 'radiate', reason: "Fin d'accompagnement", status: 'Radiation définitive' }],
  'Moussa Traoré': [
    { after: 500, by: 'aduval', do: 'edit', set: { children: [3, 3], tel: '0639980141' } },
    {
      after: 501,
      by: 'tmercier',
      do: 'comment',
      text: 'Naissance de son troisième enfant. La famille a obtenu un logement social à Vénissieux.',
    },
  ],
  'Dylan Marchand': [{ after: 0, by: 'aduval', do: 'justice', start: 0, end: 240, organism: 'SPIP du Rhône' }],
  'Ion Popescu': [{ after: 200, by: 'aduval', do: 'edit', set: { tel: '0639980143' } }],
  'Franck Lemoine': [{ after: 300, by: 'srobert', do: 'edit', set: { family: 'Séparé(e)', children: [1, 0] } }],
  'Abdoulaye Sow': [{ after: 200, by: 'srobert', do: 'edit', set: { tel: '0639980145' } }],
  'Giorgi Beridze': [
    { after: 380, by: 'aduval', do: 'edit', set: { status: 'Sans titre de séjour' } },
    { after: 381, by: 'srobert', do: 'comment', text: 'Débouté de sa demande d’asile. Recours CNDA déposé avec l’aide de la Cimade.' },
  ],
  'Fatoumata Keïta': [{ after: 250, by: 'tmercier', do: 'edit', set: { email: 'fatoumata.keita@example.org' } }],
  'Patrick Chevalier': [{ after: 30, by: 'srobert', do: 'mail', text: 'Chez sa sœur, Mme Chevalier, 12 rue Victor Hugo, 42300 Roanne' }],
  'Hamid Rahimi': [
    { after: 400, by: 'tmercier', do: 'edit', set: { tel: '0639980148' } },
    { after: 560, by: 'srobert', do: 'edit', set: { family: 'Marié(e)' } },
  ],
  // Marseille
  'Rachid Belkacem': [
    { after: 590, by: 'jfabre', do: 'comment', text: 'Retourne vivre à Lyon chez sa mère. Le suivi continue à l’antenne de Lyon.' },
    { after: 600, by: 'jfabre', do: 'transfer', to: 'lyon', referent: 'tmercier' },
    { after: 612, by: 'tmercier', do: 'comment', text: 'Premier entretien à Lyon. Demande de domiciliation à notre adresse.' },
  ],
  'Anthony Giraud': [{ after: 0, by: 'jfabre', do: 'justice', start: -60, end: 730, organism: 'SPIP des Bouches-du-Rhône' }],
  'Saïd Mohamed': [{ after: 300, by: 'jfabre', do: 'edit', set: { tel: '0639980153' } }],
  'Mickaël Ferrari': [
    { after: 310, by: 'jfabre', do: 'radiate', reason: 'Incarcération', status: 'Radiation temporaire' },
    { after: 700, by: 'mlefebvre', do: 'renew' },
    { after: 702, by: 'jfabre', do: 'comment', text: 'Sorti des Baumettes. Reprise de l’accompagnement, hébergé en CHRS.' },
  ],
  'Nabil Hamdi': [
    { after: 420, by: 'jfabre', do: 'edit', set: { status: "En attente d'autorisation" } },
    {
      after: 421,
      by: 'ebonnet',
      do: 'comment',
      text: 'Demande d’admission exceptionnelle au séjour déposée en préfecture (promesse d’embauche en restauration).',
    },
  ],
  'Grégory Blanc': [{ after: 600, by: 'jfabre', do: 'radiate', reason: 'Départ de la région', status: 'Radiation définitive' }],
  'Nadia Cherif': [{ after: 200, by: 'jfabre', do: 'edit', set: { tel: '0639980157' } }],
  'Ibrahim Abakar': [{ after: 380, by: 'jfabre', do: 'edit', set: { status: 'Réfugié politique' } }],
  'Thierry Rossi': [
    {
      after: 400,
      by: 'jfabre',
      do: 'comment',
      text: 'Accepte enfin une place en pension de famille à Aix, qui prend le relais de l’accompagnement.',
    },
    { after: 420, by: 'jfabre', do: 'radiate', reason: 'Orientation vers une autre structure', status: 'Réorientation' },
  ],
  'Kader Zerrouki': [
    { after: 500, by: 'ebonnet', do: 'edit', set: { tel: '0639980160' } },
    { after: 650, by: 'jfabre', do: 'edit', set: { family: 'Marié(e)' } },
  ],
  'Tesfaye Gebremedhin': [
    { after: 10, by: 'pbernard', do: 'edit', set: { birth_date: '1995-09-19' } },
    { after: 300, by: 'jfabre', do: 'edit', set: { tel: '0639980162' } },
  ],
  'Sébastien Navarro': [
    { after: 380, by: 'jfabre', do: 'transfer', to: 'lille', referent: 'cdubois' },
    {
      after: 390,
      by: 'cdubois',
      do: 'comment',
      text: 'Arrivé à Lille avec sa compagne et leurs enfants, hébergés chez les parents de celle-ci.',
    },
  ],
  // Lille
  'David Lefranc': [{ after: 0, by: 'kbenali', do: 'justice', start: -5, end: 400, organism: 'SPIP du Nord' }],
  'Jérémy Wallet': [{ after: 365, by: 'cdubois', do: 'radiate', reason: 'Non-respect du règlement', status: 'Radiation temporaire' }],
  'Jean-Claude Delattre': [
    { after: 700, by: 'kbenali', do: 'radiate', reason: 'Fin de mesure de justice', status: 'Radiation définitive' },
  ],
  'Jonathan Carpentier': [{ after: 400, by: 'kbenali', do: 'edit', set: { family: 'Séparé(e)', children: [1, 0] } }],
  'Ali Rezaei': [
    { after: 500, by: 'cdubois', do: 'edit', set: { status: 'Réfugié politique' } },
    { after: 600, by: 'kbenali', do: 'edit', set: { tel: '0639980175' } },
  ],
  'Vanessa Duhamel': [{ after: 300, by: 'kbenali', do: 'edit', set: { tel: '0639980176' } }],
  'Ruslan Magomedov': [{ after: 350, by: 'kbenali', do: 'edit', set: { tel: '0639980178' } }],
  'Maxime Leroux': [
    { after: 195, by: 'kbenali', do: 'comment', text: 'A trouvé un contrat d’apprentissage à Lyon. Dossier transmis à l’antenne de Lyon.' },
    { after: 200, by: 'kbenali', do: 'transfer', to: 'lyon', referent: 'aduval' },
    { after: 203, by: 'srobert', do: 'edit', set: { tel: '0639980179' } },
  ],
  'Christian Vasseur': [{ after: 300, by: 'cdubois', do: 'radiate', reason: "Demande de l'intéressé", status: 'Radiation définitive' }],
  'Bakary Camara': [
    { after: 300, by: 'cdubois', do: 'edit', set: { status: 'Titre de séjour', validity: 700 } },
    { after: 301, by: 'kbenali', do: 'comment', text: 'Carte de séjour salarié obtenue après son CAP boulanger.' },
  ],
  'Hichem Saadi': [{ after: 0, by: 'kbenali', do: 'justice', start: -90, end: 180, organism: 'SPIP du Nord' }],
  'Patrice Kabongo': [{ after: 100, by: 'cdubois', do: 'edit', set: { tel: '0639980185' } }],
};
