import type { DemoAntenna } from '../recipients/demoRecipients';

// The demo hotels and stays: the charity's own residences and partner hotels in each city, some rooms
// lent to another antenna, one archived; stays current, past and overdue, with payments, plus
// emergency hotels, housing outside the scheme and housing applications. Days count from the seed day.

export interface DemoRoom {
  number: string;
  antenna: DemoAntenna;
  lentTo?: DemoAntenna;
  type: 'CH1' | 'CH2' | 'CH3+';
  price: number;
  archived?: boolean;
}

export interface DemoHotel {
  name: string;
  responsible: string;
  street: string;
  postal_code: string;
  city: string;
  tel: string;
  email?: string;
  transport?: string;
  covention: boolean;
  rooms: DemoRoom[];
}

export const demoHotels: DemoHotel[] = [
  {
    name: 'Résidence Gryphe',
    responsible: 'Mme Colette Arnaud',
    street: '52 rue Sébastien Gryphe',
    postal_code: '69007',
    city: 'Lyon',
    tel: '0478581240',
    transport: 'Tram T2 Jean Macé',
    covention: true,
    rooms: [
      { number: '1', antenna: 'lyon', type: 'CH1', price: 420 },
      { number: '2', antenna: 'lyon', type: 'CH1', price: 420 },
      { number: '3', antenna: 'lyon', type: 'CH2', price: 510 },
      { number: '4', antenna: 'lyon', type: 'CH1', price: 420 },
      { number: '5', antenna: 'lyon', lentTo: 'marseille', type: 'CH1', price: 420 },
      { number: '6', antenna: 'lyon', type: 'CH3+', price: 640, archived: true },
    ],
  },
  {
    name: 'Hôtel Le Relais Jean Macé',
    responsible: 'M. Farid Belhadj',
    street: '14 avenue Berthelot',
    postal_code: '69007',
    city: 'Lyon',
    tel: '0478620318',
    email: 'contact@relais-jeanmace.example.org',
    covention: true,
    rooms: [
      { number: '101', antenna: 'lyon', type: 'CH1', price: 450 },
      { number: '102', antenna: 'lyon', type: 'CH1', price: 450 },
    ],
  },
  {
    name: 'Hôtel du Vieux-Port',
    responsible: 'Mme Nathalie Giordano',
    street: '9 rue Reine Élisabeth',
    postal_code: '13001',
    city: 'Marseille',
    tel: '0491905512',
    covention: true,
    rooms: [
      { number: '11', antenna: 'marseille', type: 'CH1', price: 400 },
      { number: '12', antenna: 'marseille', type: 'CH1', price: 400 },
      { number: '14', antenna: 'marseille', type: 'CH2', price: 490 },
      { number: '16', antenna: 'marseille', lentTo: 'lille', type: 'CH1', price: 400 },
    ],
  },
  {
    name: 'Résidence Wazemmes',
    responsible: 'M. Benoît Caron',
    street: '30 rue des Sarrazins',
    postal_code: '59000',
    city: 'Lille',
    tel: '0320548812',
    covention: false,
    rooms: [
      { number: 'A1', antenna: 'lille', type: 'CH1', price: 390 },
      { number: 'A2', antenna: 'lille', type: 'CH1', price: 390 },
      { number: 'A3', antenna: 'lille', type: 'CH2', price: 470 },
    ],
  },
];

/** A stay of a demo person (identified as 'Prénom Nom'), dates in days from the seed day. */
export type DemoStay =
  | {
      person: string;
      kind: 'hebergement';
      hotel: string;
      room: string;
      from: number;
      to: number;
      freed?: number;
      price: number;
      paid: number[];
      type: 'Classique' | 'Relais' | 'PSE' | 'Hors SPIP';
      founding: 'SPIP' | 'M6-barreau' | 'Passerelles';
      caution: 'Non payée' | 'Payée' | 'Rendue';
    }
  | { person: string; kind: 'urgence'; hotel_info: string; from: number; to: number; price: number; paid: number[] }
  | { person: string; kind: 'hors'; nature: string; from: number; street?: string; postal_code?: string; city?: string };

export const demoStays: DemoStay[] = [
  {
    person: 'Karim Haddad',
    kind: 'hebergement',
    hotel: 'Résidence Gryphe',
    room: '1',
    from: -40,
    to: 50,
    price: 3.5,
    paid: [60, 60],
    type: 'Classique',
    founding: 'SPIP',
    caution: 'Payée',
  },
  {
    person: 'Julien Morel',
    kind: 'hebergement',
    hotel: 'Résidence Gryphe',
    room: '2',
    from: -75,
    to: -5,
    price: 3.5,
    paid: [100, 80],
    type: 'Relais',
    founding: 'SPIP',
    caution: 'Payée',
  },
  {
    person: 'Stéphane Garnier',
    kind: 'hebergement',
    hotel: 'Résidence Gryphe',
    room: '3',
    from: -200,
    to: -110,
    freed: -115,
    price: 4,
    paid: [120, 120, 120],
    type: 'Classique',
    founding: 'Passerelles',
    caution: 'Rendue',
  },
  {
    person: 'Nicolas Fontaine',
    kind: 'hebergement',
    hotel: 'Hôtel du Vieux-Port',
    room: '14',
    from: -20,
    to: 70,
    price: 4,
    paid: [40],
    type: 'PSE',
    founding: 'M6-barreau',
    caution: 'Non payée',
  },
  {
    person: 'Ahmed Benyamina',
    kind: 'hebergement',
    hotel: 'Hôtel Le Relais Jean Macé',
    room: '101',
    from: -12,
    to: 18,
    price: 3,
    paid: [90],
    type: 'Hors SPIP',
    founding: 'Passerelles',
    caution: 'Payée',
  },
  { person: 'Moussa Traoré', kind: 'urgence', hotel_info: 'Hôtel Formule 1 Lyon Part-Dieu (115)', from: -9, to: 5, price: 0, paid: [] },
  {
    person: 'Youssef El Amrani',
    kind: 'urgence',
    hotel_info: 'Hôtel B&B Lyon Vaise, chambre familiale',
    from: -30,
    to: -23,
    price: 2,
    paid: [14],
  },
  {
    person: 'Mamadou Diallo',
    kind: 'hors',
    nature: 'Hébergement chez un tiers',
    from: -150,
    street: '12 rue Paul Bert',
    postal_code: '69003',
    city: 'Lyon',
  },
  { person: 'Sandrine Lopez', kind: 'hors', nature: "Centre d'hébergement d'urgence", from: -60 },
  {
    person: 'Rachid Belkacem',
    kind: 'hebergement',
    hotel: 'Résidence Gryphe',
    room: '4',
    from: -33,
    to: 57,
    price: 3.5,
    paid: [70, 35],
    type: 'Classique',
    founding: 'SPIP',
    caution: 'Payée',
  },
  {
    person: 'Anthony Giraud',
    kind: 'hebergement',
    hotel: 'Hôtel du Vieux-Port',
    room: '12',
    from: -50,
    to: -2,
    price: 3,
    paid: [150],
    type: 'Relais',
    founding: 'SPIP',
    caution: 'Non payée',
  },
  {
    person: 'Saïd Mohamed',
    kind: 'hebergement',
    hotel: 'Résidence Gryphe',
    room: '5',
    from: -15,
    to: 45,
    price: 3,
    paid: [45],
    type: 'Classique',
    founding: 'Passerelles',
    caution: 'Payée',
  },
  { person: 'Mickaël Ferrari', kind: 'hors', nature: 'Famille', from: -300, city: 'Aubagne', postal_code: '13400' },
  {
    person: 'David Lefranc',
    kind: 'hebergement',
    hotel: 'Résidence Wazemmes',
    room: 'A1',
    from: -25,
    to: 65,
    price: 3.5,
    paid: [87.5],
    type: 'Classique',
    founding: 'SPIP',
    caution: 'Payée',
  },
  {
    person: 'Jérémy Wallet',
    kind: 'hebergement',
    hotel: 'Hôtel du Vieux-Port',
    room: '16',
    from: -10,
    to: 80,
    price: 3,
    paid: [],
    type: 'PSE',
    founding: 'M6-barreau',
    caution: 'Non payée',
  },
  {
    person: 'Jean-Claude Delattre',
    kind: 'urgence',
    hotel_info: 'Hôtel Ibis Budget Lille Centre (115)',
    from: -4,
    to: 3,
    price: 0,
    paid: [],
  },
];

/** Housing applications of demo people, dates in days from the seed day. */
export const demoHousingHelps: {
  person: string;
  type: 'SIAO' | 'DAHO' | 'DALO' | 'Logement social' | 'Autre';
  status: 'En cours' | 'Accepté' | 'Refusé';
  asked: number;
  answered?: number;
  validity?: [number, number];
  id_number?: string;
}[] = [
  { person: 'Youssef El Amrani', type: 'SIAO', status: 'En cours', asked: -35, validity: [-35, 150], id_number: 'SIAO-69-2026-0412' },
  { person: 'Moussa Traoré', type: 'DALO', status: 'Accepté', asked: -240, answered: -60, id_number: 'DALO-69-2025-1187' },
  { person: 'Sandrine Lopez', type: 'Logement social', status: 'En cours', asked: -90, id_number: '069-2026-00931' },
  { person: 'Julien Morel', type: 'SIAO', status: 'Refusé', asked: -120, answered: -100, validity: [-120, 60] },
];
