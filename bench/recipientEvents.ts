import { Seeded } from './seeded';
import { newId } from './newId';
import { streams } from '../commands/streams';
import type { ChoiceType } from '@domain/choices/types';
import type { RecipientEvent } from '@domain/recipients/events';
import type { RecipientCivil } from '@domain/recipients/fields';
import type { FileNumberEvent } from '@domain/recipients/fileNumbers';
import { identityKey } from '@domain/recipients/identity';
import type { ReservationEvent } from '@domain/shared/reservation';
import type { NewEvent } from '../commands/eventStore';

// Realistic recipient files for the benchmark, shaped exactly as createRecipient records them.

const LAST = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guérin',
  'Muller',
  'Henry',
  'Roussel',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clément',
  'Gauthier',
  'Dumont',
  'Lopez',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Masson',
  'Marchand',
  'Marie',
  'Maréchal',
  'Marty',
  'Lemaire',
  'Duhamel',
  'Haddad',
  'Benali',
  'Belkacem',
  'Mansouri',
  'Bouzid',
  'El Amrani',
  'Diallo',
  'Traoré',
  'Diop',
  'Camara',
  'Keïta',
  'Cissé',
  'Ndiaye',
  'Sow',
  'Popescu',
  'Nowak',
  'Rahimi',
  'Ahmadi',
  'Yilmaz',
  'Kaya',
  'Hoxha',
  'Ferreira',
  'Da Silva',
  'Dos Santos',
  'Kabongo',
  'Nguyen',
  'Magomedov',
];
const MEN = [
  'Jean',
  'Michel',
  'Philippe',
  'Alain',
  'Patrick',
  'Nicolas',
  'Christophe',
  'Pierre',
  'Stéphane',
  'Sébastien',
  'Julien',
  'David',
  'Frédéric',
  'Laurent',
  'Olivier',
  'Thierry',
  'Éric',
  'Kevin',
  'Anthony',
  'Jérémy',
  'Dylan',
  'Mickaël',
  'Karim',
  'Mohamed',
  'Ahmed',
  'Rachid',
  'Youssef',
  'Mehdi',
  'Samir',
  'Nabil',
  'Mamadou',
  'Moussa',
  'Abdoulaye',
  'Ibrahim',
  'Bakary',
  'Ion',
  'Florin',
  'Piotr',
  'Hamid',
  'Ali',
  'Giorgi',
  'Artan',
];
const WOMEN = [
  'Nathalie',
  'Sandrine',
  'Isabelle',
  'Céline',
  'Sophie',
  'Aurélie',
  'Vanessa',
  'Jessica',
  'Laëtitia',
  'Nadia',
  'Fatoumata',
  'Khadija',
  'Samira',
];
const FRENCH_CITIES = [
  'Lyon',
  'Villeurbanne',
  'Saint-Étienne',
  'Grenoble',
  'Marseille',
  'Toulon',
  'Avignon',
  'Nîmes',
  'Lille',
  'Roubaix',
  'Tourcoing',
  'Valenciennes',
  'Paris',
  'Amiens',
  'Metz',
];
/** Born abroad: city, country, nationality, residence statuses met among people of that origin. */
const ABROAD: [string, string, string, string[]][] = [
  ['Oran', 'Algérie', 'Algérien', ['Titre de séjour', 'Résident', 'Sans titre de séjour']],
  ['Casablanca', 'Maroc', 'Marocain', ['Titre de séjour', 'Résident', 'Sans titre de séjour']],
  ['Sfax', 'Tunisie', 'Tunisien', ['Titre de séjour', 'Sans titre de séjour']],
  ['Dakar', 'Sénégal', 'Sénégalais', ['Titre de séjour', 'Titre provisoire']],
  ['Bamako', 'Mali', 'Malien', ['Titre de séjour', 'Titre provisoire', "Demandeur d'asile"]],
  ['Conakry', 'Guinée', 'Guinéen', ["Demandeur d'asile", 'Réfugié politique']],
  ['Kaboul', 'Afghanistan', 'Afghan', ["Demandeur d'asile", 'Réfugié politique']],
  ['Asmara', 'Érythrée', 'Érythréen', ['Réfugié politique']],
  ['Tbilissi', 'Géorgie', 'Géorgien', ["Demandeur d'asile", "En attente d'autorisation"]],
  ['Bucarest', 'Roumanie', 'Roumain', ['Européen']],
  ['Porto', 'Portugal', 'Portugais', ['Européen']],
  ['Kinshasa', 'République démocratique du Congo', 'Congolais (RDC)', ['Titre de séjour', "Demandeur d'asile"]],
];
const FAMILY = [
  'Célibataire',
  'Célibataire',
  'Célibataire',
  'Divorcé(e)',
  'Séparé(e)',
  'Marié(e)',
  'En concubinage / Union libre',
  'Veuf(ve)',
];
const WITH_VALIDITY = new Set(['Titre de séjour', 'Titre provisoire', 'Résident']);

/** What generated files point to: reference entries by list and label, antennas and their referents. */
export interface FileTargets {
  reference: Map<ChoiceType, Map<string, string>>;
  antennas: { id: string; weight: number; referents: string[] }[];
}

/** The events of one new file, per stream, in the order createRecipient appends them. */
export interface GeneratedFile {
  recipientId: string;
  civil: RecipientCivil;
  identity: { streamId: string; event: NewEvent };
  numbered: NewEvent;
  created: NewEvent;
}

/** Builds recipient files of people aged 20 to 65, born in France or abroad; deterministic for a seed but for ids. */
export class RecipientEventFactory {
  private readonly random: Seeded;
  private clock = Date.parse('2019-01-07T08:00:00.000Z');
  private readonly identities = new Set<string>();

  constructor(
    private readonly targets: FileTargets,
    seed = 7,
  ) {
    this.random = new Seeded(seed);
  }

  /** The civil tab of a new person, as the creation form sends it (ids of reference entries, antenna and referent). */
  civil(firstMeeting: string): RecipientCivil {
    const woman = this.random.int(100) < 12;
    const { id: antenna_id, referents } = this.weighted();
    const abroad = this.random.int(100) < 40 ? this.random.pick(ABROAD) : null;
    const status = abroad ? this.random.pick(abroad[3]) : 'Nationalité Fr';
    const children = this.random.int(100) < 55 ? 0 : 1 + this.random.int(4);
    const civil: RecipientCivil = {
      civility: woman ? 'Mme' : 'M.',
      name: this.random.pick(LAST),
      surname: this.random.pick(woman ? WOMEN : MEN),
      birth_date: this.day(Date.UTC(1961, 0, 1), 45 * 365),
      birth_place: {
        city: abroad ? abroad[0] : this.random.pick(FRENCH_CITIES),
        country: this.ref('country', abroad ? abroad[1] : 'France'),
      },
      nationality: this.ref('nationality', abroad ? abroad[2] : 'Français'),
      nationality_status: this.ref('nationality_status', status),
      ...(WITH_VALIDITY.has(status) && { validity_end_date: this.day(Date.UTC(2024, 0, 1), 5 * 365) }),
      family_status: this.ref('family_status', this.random.pick(FAMILY)),
      children,
      children_charge: this.random.int(children + 1),
      ...(this.random.int(100) < 60 && { tel: `063998${String(this.random.int(10_000)).padStart(4, '0')}` }),
      actif: true,
      user_ref: this.random.pick(referents),
      antenna_id,
      first_meeting: firstMeeting,
    };
    const key = identityKey(civil);
    if (this.identities.has(key)) return this.civil(firstMeeting);
    this.identities.add(key);
    return civil;
  }

  /** The next file, filed about an hour after the previous one, with its file number. */
  file(fileNumber: number): GeneratedFile {
    this.clock += 20 * 60_000 + this.random.int(80 * 60_000);
    const at = new Date(this.clock).toISOString();
    const recipientId = newId();
    const civil = this.civil(at.slice(0, 10));
    const meta = { userId: civil.user_ref ?? 'system', at, command: 'createRecipient', correlationId: newId() };
    const wrap = (event: RecipientEvent | FileNumberEvent | ReservationEvent): NewEvent => ({
      id: newId(),
      type: event.type,
      data: event.data,
      meta,
    });
    return {
      recipientId,
      civil,
      identity: {
        streamId: streams.recipientIdentity(identityKey(civil)),
        event: wrap({ type: 'Reserved', data: { holder: recipientId, value: recipientId } }),
      },
      numbered: wrap({ type: 'FileNumberAssigned', data: { number: fileNumber, recipient_id: recipientId } }),
      created: wrap({ type: 'RecipientCreated', data: { recipient: civil, file_number: fileNumber } }),
    };
  }

  private ref(type: ChoiceType, label: string): string {
    const id = this.targets.reference.get(type)?.get(label);
    if (!id) throw new Error(`bench: no ${type} « ${label} » in the reference lists`);
    return id;
  }

  private weighted() {
    let draw = this.random.int(this.targets.antennas.reduce((sum, a) => sum + a.weight, 0));
    for (const antenna of this.targets.antennas) if ((draw -= antenna.weight) < 0) return antenna;
    return this.targets.antennas[0];
  }

  private day(fromMs: number, spanDays: number): string {
    return new Date(fromMs + this.random.int(spanDays) * 86_400_000).toISOString().slice(0, 10);
  }
}
