// Demo data of the Contacts and Santé tabs: the local partners of each antenna (CCAS, France Travail,
// hospitals, addiction care) linked to the files, who oriented and who follows each person, and their
// health follow-ups. Organisms are those of the demo address book (seed/addressBook).

import type { MedicalFields } from '@domain/health/fields';
import type { DemoAntenna } from '../recipients/demoRecipients';

/** The partners of an antenna, by the organism names of the demo address book. */
export interface LocalPartners {
  ccas: string;
  franceTravail: string;
  hospital: string;
  /** Psychiatry or addiction care. */
  care: string;
  /** A partner the demo enters freely from a file (it joins the address book, once). */
  missionLocale: { name: string; postal_code: string; city: string; street: string };
}

export const LOCAL_PARTNERS: Record<DemoAntenna, LocalPartners> = {
  lyon: {
    ccas: 'CCAS de Lyon',
    franceTravail: 'France Travail Lyon Part-Dieu',
    hospital: 'Hôpital Édouard Herriot',
    care: 'Centre hospitalier Le Vinatier',
    missionLocale: { name: 'Mission locale de Lyon', postal_code: '69007', city: 'Lyon', street: '4 rue Saint-Jérôme' },
  },
  marseille: {
    ccas: 'CCAS de Marseille',
    franceTravail: 'France Travail Marseille Saint-Charles',
    hospital: 'Hôpital de la Conception (AP-HM)',
    care: 'Addiction Méditerranée',
    missionLocale: { name: 'Mission locale de Marseille', postal_code: '13001', city: 'Marseille', street: '23 rue Sénac de Meilhan' },
  },
  lille: {
    ccas: 'CCAS de Lille',
    franceTravail: 'France Travail Lille Grand Palais',
    hospital: 'CHU de Lille',
    care: 'CHU de Lille',
    missionLocale: { name: 'Mission locale de Lille', postal_code: '59000', city: 'Lille', street: '72 rue Nationale' },
  },
};

/** A partner of the antenna a file names. */
export type Partner = Exclude<keyof LocalPartners, 'missionLocale'>;

/** How a file's Contacts and Santé tabs read: which partners are linked, who oriented and follows, the health answers. */
export interface ContactsProfile {
  linked: Partner[];
  orientedBy: Partner | null;
  followedBy: Partner | null;
  medical: Omit<MedicalFields, 'contact_ids'>;
  /** Contacts of the health follow-up. */
  careContacts: Partner[];
}

const PROFILES: ContactsProfile[] = [
  {
    linked: ['ccas', 'franceTravail'],
    orientedBy: 'ccas',
    followedBy: 'franceTravail',
    medical: { medical_following: 'En cours', psy_following: 'Aucun', toxico: 'Non', alcool: 'Non' },
    careContacts: ['hospital'],
  },
  {
    linked: ['franceTravail', 'care'],
    orientedBy: null,
    followedBy: 'ccas',
    medical: { medical_following: 'Souhaité', psy_following: 'En cours', toxico: 'Substitution', alcool: 'Ancien' },
    careContacts: ['care'],
  },
  {
    linked: ['ccas'],
    orientedBy: 'ccas',
    followedBy: null,
    medical: { medical_following: 'Aucun', psy_following: 'NSP', toxico: 'NSP', alcool: 'Oui' },
    careContacts: [],
  },
  {
    linked: ['hospital', 'ccas', 'franceTravail'],
    orientedBy: 'hospital',
    followedBy: 'ccas',
    medical: { medical_following: 'En cours', psy_following: 'Ancien', toxico: 'Non', alcool: 'Non' },
    careContacts: ['hospital'],
  },
];

/** Every sixth file has told none of it yet; files are spread over the profiles by their number. */
export const contactsProfileOf = (fileNumber: number): ContactsProfile | null =>
  fileNumber % 6 === 0 ? null : PROFILES[fileNumber % PROFILES.length];

/** Some files met the local Mission locale adviser, entered freely from the file (the first time creates her in the address book). */
export const entersMissionLocale = (fileNumber: number) => fileNumber % 7 === 3;

/** The adviser of the Mission locale, as typed in from a file. */
export const MISSION_LOCALE_ADVISER = { civility: 'Mme', surname: 'Nadia', name: 'Benhamou', tel: '0639981001' } as const;
