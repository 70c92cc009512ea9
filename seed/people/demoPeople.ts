import type { AntennaFields } from '@domain/antennas/events';
import type { SiegeFields } from '@domain/siege/siege';
import type { NewUserInput } from '@domain/users/decide';

// The demo data set: a plausible charity with its head office in Paris and three antennas.

export const DEMO_PASSWORD = 'accueil-demo';

export const demoSiege: SiegeFields = {
  acr: 'SIEGE',
  long_name: 'Association Passerelles Solidaires - Siège',
  object: "Accueil, hébergement et accompagnement social de personnes en difficulté, notamment sortant de détention",
  ape: '8899B',
  siret: '41235678900027',
  tel: '0142345678',
  email: 'siege@passerelles-solidaires.fr',
  address: { street: '12 rue de la Roquette', city: 'Paris', postal_code: '75011' },
  access: 'Métro Bastille (lignes 1, 5, 8)',
};

export const demoAntennas: (AntennaFields & { key: string })[] = [
  {
    key: 'lyon',
    name: 'Antenne de Lyon',
    address: { street: '48 rue Sébastien Gryphe', city: 'Lyon', postal_code: '69007' },
    siret: '41235678900035',
    tel: '0478581234',
    tel2: '0678451290',
    email: 'lyon@passerelles-solidaires.fr',
    access: 'Tram T2 arrêt Jean Macé',
    opening: { monday: '9h-12h30 / 14h-17h', tuesday: '9h-12h30', wednesday: '9h-12h30 / 14h-17h', thursday: '14h-18h', friday: '9h-12h30' },
    agreement_num: 'DOM-69-2024-017',
    agreement_pref: 'Préfecture du Rhône',
    agreement_start: '2024-03-01',
    agreement_end: '2027-02-28',
  },
  {
    key: 'marseille',
    name: 'Antenne de Marseille',
    address: { street: '7 boulevard National', city: 'Marseille', postal_code: '13001' },
    siret: '41235678900043',
    tel: '0491623045',
    email: 'marseille@passerelles-solidaires.fr',
    access: 'Métro ligne 2, arrêt National',
    opening: { monday: '9h-17h', wednesday: '9h-17h', friday: '9h-13h' },
    agreement_num: 'DOM-13-2023-112',
    agreement_pref: 'Préfecture des Bouches-du-Rhône',
    agreement_start: '2023-09-15',
    agreement_end: '2026-09-14',
  },
  {
    key: 'lille',
    name: 'Antenne de Lille',
    address: { street: '21 rue des Postes', city: 'Lille', postal_code: '59000' },
    siret: '41235678900050',
    tel: '0320548790',
    email: 'lille@passerelles-solidaires.fr',
    access: 'Métro ligne 1, arrêt Gambetta',
    opening: { tuesday: '9h30-12h / 13h30-17h', thursday: '9h30-12h / 13h30-17h', saturday: '10h-12h' },
    agreement_num: 'DOM-59-2025-004',
    agreement_pref: 'Préfecture du Nord',
    agreement_start: '2025-01-10',
    agreement_end: '2028-01-09',
  },
];

/** One user per habilitation below super (super is the bootstrap administrator), and a few more in the antennas. */
export const demoUsers: (NewUserInput & { antennaKey: string })[] = [
  { antennaKey: 'siege', login: 'mlefebvre', surname: 'Mathilde', name: 'Lefebvre', initials: 'ML', gender: 'Femme', habilitation: 'admin', role: 'Directrice', tel: '0142345679', email: 'm.lefebvre@passerelles-solidaires.fr', activity: { start_date: '2019-05-02' }, cotisation: 'Réglée' },
  { antennaKey: 'siege', login: 'pbernard', surname: 'Paul', name: 'Bernard', initials: 'PB', gender: 'Homme', habilitation: 'siege', role: 'Coordinateur national', tel: '0142345680', email: 'p.bernard@passerelles-solidaires.fr', activity: { start_date: '2021-01-11' }, cotisation: 'Réglée' },
  { antennaKey: 'siege', login: 'ngirard', surname: 'Nadia', name: 'Girard', initials: 'NG', gender: 'Femme', habilitation: 'management', role: 'Comptable', tel: '0142345681', email: 'n.girard@passerelles-solidaires.fr', activity: { start_date: '2022-09-01' }, cotisation: 'Expempté' },
  { antennaKey: 'lyon', login: 'srobert', surname: 'Sophie', name: 'Robert', initials: 'SR', gender: 'Femme', habilitation: 'antenna_admin', role: "Responsable d'antenne", tel: '0478581235', email: 's.robert@passerelles-solidaires.fr', activity: { start_date: '2020-02-03' }, activity_time: 35, convention: true, cni: true, cotisation: 'Réglée' },
  { antennaKey: 'lyon', login: 'tmercier', surname: 'Thomas', name: 'Mercier', initials: 'TM', gender: 'Homme', habilitation: 'volunteer', role: 'Accueillant', tel: '0612457890', email2: 'thomas.mercier@laposte.net', activity: { start_date: '2023-10-02' }, activity_time: 6, convention: true, cni: true, cotisation: 'Réglée' },
  { antennaKey: 'lyon', login: 'aduval', surname: 'Aïcha', name: 'Duval', initials: 'AD', gender: 'Femme', habilitation: 'volunteer', role: 'Accueillante', tel: '0623568914', activity: { start_date: '2024-04-15' }, activity_time: 4, convention: true, cotisation: 'Non réglée' },
  { antennaKey: 'marseille', login: 'jfabre', surname: 'Julien', name: 'Fabre', initials: 'JF', gender: 'Homme', habilitation: 'antenna_admin', role: "Responsable d'antenne", tel: '0491623046', email: 'j.fabre@passerelles-solidaires.fr', activity: { start_date: '2018-06-11' }, activity_time: 35, convention: true, cni: true, cotisation: 'Réglée' },
  { antennaKey: 'marseille', login: 'ebonnet', surname: 'Élodie', name: 'Bonnet', initials: 'EB', gender: 'Femme', habilitation: 'volunteer', role: 'Accueillante', tel: '0678124563', activity: { start_date: '2025-01-20' }, activity_time: 8, convention: true, cotisation: 'Réglée' },
  { antennaKey: 'lille', login: 'kbenali', surname: 'Karim', name: 'Benali', initials: 'KB', gender: 'Homme', habilitation: 'antenna_admin', role: "Responsable d'antenne", tel: '0320548791', email: 'k.benali@passerelles-solidaires.fr', activity: { start_date: '2021-11-08' }, activity_time: 28, convention: true, cni: true, cotisation: 'Réglée' },
  { antennaKey: 'lille', login: 'cdubois', surname: 'Claire', name: 'Dubois', initials: 'CD', gender: 'Femme', habilitation: 'volunteer', role: 'Accueillante', tel: '0645789123', activity: { start_date: '2022-03-14' }, activity_time: 5, convention: true, cni: true, cotisation: 'Réglée' },
];
