// Demo data of the Formation/Emploi and Ressources tabs: a few typical paths of people leaving prison
// or in great precarity (cleaning, building, catering jobs; CACES, CAP and driving-licence training;
// RSA, ARE, AAH incomes). Dates are counted in days from the seed day; labels of reference lists are
// those of the default lists (commands/setup/reference/work.ts). Companies are made up.

import type { ResourceFields } from '@domain/resources/fields';
import type { ApplicationFields, ExperienceFields, FormationFields, QualificationFields, SchoolLevelFields } from '@domain/work/fields';

/** A record whose dates are days from today and whose list ids are labels, resolved by the seed. */
type Demo<T, Dates extends keyof T, Labels extends keyof T> = Omit<T, Dates | Labels | 'contact_ids'> & {
  [K in Dates]?: number;
} & { [K in Labels]?: string };

export type DemoResource = Demo<ResourceFields, 'date', never>;
export type DemoQualification = Demo<QualificationFields, never, 'domain'>;
export type DemoFormation = Demo<FormationFields, 'application_date' | 'start_date' | 'end_date' | 'effective_end_date', 'type' | 'domain'>;
export type DemoApplication = Demo<ApplicationFields, 'application_date' | 'start_date' | 'end_date' | 'effective_end_date', 'domain'>;
export type DemoExperience = Demo<ExperienceFields, never, 'domain'>;

/** One path: what a person earns, knows, learns and applies for. */
export interface WorkProfile {
  resources: DemoResource[];
  /** Whether the person gets family-allowance (CAF) benefits: the CAF box is then filled. */
  caf: boolean;
  school: SchoolLevelFields;
  /** Registered with France Travail (ex Pôle emploi), in days before the seed day. */
  franceTravail?: number;
  qualifications: DemoQualification[];
  formations: DemoFormation[];
  applications: DemoApplication[];
  experiences: DemoExperience[];
}

const noFlags = { terminated: false, in_detention: false };

export const WORK_PROFILES: WorkProfile[] = [
  {
    // Building: a CAP, interim jobs, a CACES to drive forklifts.
    resources: [
      { label: 'RSA', status: 'Oui', amount: 607.75, date: -320, comment: null },
      { label: 'Solidarité Transport', status: 'Oui', amount: null, date: -300, comment: 'Tarification solidaire TCL' },
    ],
    caf: true,
    school: { school_level: 'CAP', actual_school_level: 'CAP', french_level: 'Courant' },
    franceTravail: 290,
    qualifications: [{ domain: 'Bâtiment et travaux publics', year: 2008, level: 'CAP', professionnal: true, comment: 'CAP maçon' }],
    formations: [
      {
        type: 'Formation certifiante',
        domain: 'Logistique et transport',
        name: 'CACES R489 catégories 1A et 3',
        status: 'Réussie',
        application_date: -200,
        start_date: -150,
        end_date: -140,
        effective_end_date: -140,
        participation: 0,
        ...noFlags,
        drive_license: false,
        comment: 'Financée par France Travail',
      },
    ],
    applications: [
      {
        name: 'Manœuvre',
        domain: 'Bâtiment et travaux publics',
        type: 'Classique',
        contract_type: 'CDII (interim)',
        status: 'Terminé',
        company: 'Intérim Rhône BTP',
        postal: '69007',
        city: 'Lyon',
        tel: null,
        salary: 1420,
        application_date: -260,
        start_date: -240,
        end_date: -180,
        effective_end_date: -180,
        ...noFlags,
        comment: 'Missions sur chantiers de gros œuvre',
      },
      {
        name: 'Cariste',
        domain: 'Logistique et transport',
        type: 'Classique',
        contract_type: 'CDD',
        status: 'En cours de candidature',
        company: 'Entrepôts du Confluent',
        postal: '69002',
        city: 'Lyon',
        tel: '0478000001',
        salary: null,
        application_date: -12,
        ...noFlags,
        comment: null,
      },
    ],
    experiences: [
      {
        name: 'Maçon',
        company: 'Maçonnerie Dumas',
        postal: '42000',
        city: 'Saint-Étienne',
        tel: null,
        domain: 'Bâtiment et travaux publics',
        duration: { years: 4, months: 6 },
        year: 2012,
        comment: null,
      },
    ],
  },
  {
    // Cleaning: an integration contract (IAE) after a CAP in cleaning.
    resources: [
      { label: 'Salaire', status: 'Oui', amount: 1180.5, date: -90, comment: 'CDDI 26 h par semaine' },
      { label: 'Allocation logement', status: 'En cours de demande', amount: null, date: -20, comment: null },
    ],
    caf: true,
    school: { school_level: '< BEPC', actual_school_level: 'CAP', french_level: 'Courant' },
    franceTravail: 400,
    qualifications: [
      { domain: 'Nettoyage et propreté', year: 2021, level: 'CAP', professionnal: true, comment: "CAP agent de propreté et d'hygiène" },
    ],
    formations: [
      {
        type: 'Formation en détention',
        domain: 'Nettoyage et propreté',
        name: "CAP agent de propreté et d'hygiène",
        status: 'Réussie',
        application_date: -700,
        start_date: -650,
        end_date: -420,
        effective_end_date: -430,
        participation: null,
        terminated: true,
        in_detention: true,
        drive_license: false,
        comment: null,
      },
    ],
    applications: [
      {
        name: "Agent d'entretien",
        domain: 'Nettoyage et propreté',
        type: 'IAE',
        contract_type: 'CDDI (insertion)',
        status: 'Embauché',
        company: 'Propreté Solidaire (entreprise d’insertion)',
        postal: '69008',
        city: 'Lyon',
        tel: '0478000002',
        salary: 1180.5,
        application_date: -110,
        start_date: -90,
        end_date: 275,
        ...noFlags,
        comment: 'Bureaux et parties communes',
      },
    ],
    experiences: [],
  },
  {
    // Catering: a kitchen assistant looking for work, training for a professional title.
    resources: [{ label: 'ARE', status: 'Oui', amount: 982.4, date: -60, comment: 'Fin de droits dans 8 mois' }],
    caf: false,
    school: { school_level: 'BEPC', actual_school_level: 'BEPC', french_level: 'Bilingue' },
    franceTravail: 70,
    qualifications: [{ domain: 'Cuisine', year: 2015, level: 'BEPC', professionnal: false, comment: 'Hygiène alimentaire HACCP' }],
    formations: [
      {
        type: 'Formation qualifiante',
        domain: 'Restauration',
        name: 'Titre professionnel agent de restauration',
        status: 'Prévue',
        application_date: -30,
        start_date: 40,
        end_date: 180,
        participation: 120.5,
        ...noFlags,
        drive_license: false,
        comment: 'Reste à charge pris par le FSL',
      },
    ],
    applications: [
      {
        name: 'Commis de cuisine',
        domain: 'Restauration',
        type: 'Classique',
        contract_type: 'CDD',
        status: 'Refusé',
        company: 'Brasserie des Terreaux',
        postal: '69001',
        city: 'Lyon',
        tel: '0478000003',
        salary: 1450,
        application_date: -45,
        ...noFlags,
        comment: null,
      },
      {
        name: 'Plongeur',
        domain: 'Restauration',
        type: 'Candidature spontanée',
        contract_type: 'À définir',
        status: 'En cours de candidature',
        company: 'Restaurant collectif de la Part-Dieu',
        postal: '69003',
        city: 'Lyon',
        salary: null,
        application_date: -5,
        ...noFlags,
        comment: null,
      },
    ],
    experiences: [
      {
        name: 'Commis de cuisine',
        company: 'Le Bouchon lyonnais',
        postal: '69002',
        city: 'Lyon',
        domain: 'Restauration',
        duration: { years: 2, months: 0 },
        year: 2019,
        comment: null,
      },
      {
        name: 'Plongeur',
        company: 'Cantine scolaire de Villeurbanne',
        postal: '69100',
        city: 'Villeurbanne',
        domain: 'Restauration',
        duration: { years: 0, months: 8 },
        year: 2017,
        comment: null,
      },
    ],
  },
  {
    // Little schooling, French being learnt, a driving licence to pass.
    resources: [
      { label: 'RSA', status: 'En cours de demande', amount: null, date: -15, comment: 'Dossier déposé à la CAF' },
      { label: 'CEJ', status: 'Non', amount: null, date: -15, comment: 'Plus de 25 ans' },
    ],
    caf: true,
    school: { school_level: 'Non précisé', actual_school_level: 'Non précisé', french_level: 'Débutant' },
    qualifications: [],
    formations: [
      {
        type: 'Français langue étrangère (FLE)',
        domain: 'Autre',
        name: 'Cours de français (niveau A2)',
        status: 'En cours de formation',
        application_date: -100,
        start_date: -80,
        participation: 0,
        ...noFlags,
        drive_license: false,
        comment: 'Deux matinées par semaine',
      },
      {
        type: 'Permis de conduire',
        domain: 'Logistique et transport',
        name: 'Permis B',
        status: 'En cours de candidature',
        application_date: -10,
        start_date: 30,
        participation: 250,
        ...noFlags,
        drive_license: true,
        comment: 'Aide de la mission locale demandée',
      },
    ],
    applications: [],
    experiences: [
      {
        name: 'Ouvrier agricole',
        company: null,
        postal: null,
        city: null,
        domain: 'Agriculture',
        duration: { years: 3, months: null },
        year: 2016,
        comment: "Dans le pays d'origine",
      },
    ],
  },
  {
    // A pension of invalidity and the allowance for disabled adults; no job search.
    resources: [
      { label: 'AAH', status: 'Oui', amount: 1016.05, date: -500, comment: null },
      { label: 'Pension', status: 'Oui', amount: 412.3, date: -500, comment: "Pension d'invalidité" },
    ],
    caf: true,
    school: { school_level: 'BAC professionnel', actual_school_level: 'BAC professionnel', french_level: 'Courant' },
    qualifications: [{ domain: 'Électricité', year: 1990, level: 'BAC professionnel', professionnal: true, comment: null }],
    formations: [],
    applications: [],
    experiences: [
      {
        name: 'Électricien',
        company: 'Électricité Générale du Forez',
        postal: '42600',
        city: 'Montbrison',
        domain: 'Électricité',
        duration: { years: 15, months: 3 },
        year: 2005,
        comment: null,
      },
    ],
  },
];

/** Every fifth file stays empty: not every person has told all of it yet. */
export const workProfileOf = (fileNumber: number): WorkProfile | null =>
  fileNumber % 5 === 0 ? null : WORK_PROFILES[fileNumber % WORK_PROFILES.length];
