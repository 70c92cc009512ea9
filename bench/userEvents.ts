import { Seeded } from './seeded';
import { newId } from './newId';
import { applyChanges, type FieldChanges } from '@domain/shared/changes';
import { getPath } from '@domain/shared/paths';
import { DEFAULT_RIGHTS, type Habilitation } from '@domain/users/habilitations';
import type { UserEvent, UserProfile } from '@domain/users/events';
import type { NewEvent } from '../commands/eventStore';
import { streams } from '../commands/streams';

const FIRST = [
  'Camille',
  'Lucas',
  'Léa',
  'Hugo',
  'Chloé',
  'Louis',
  'Manon',
  'Gabriel',
  'Inès',
  'Jules',
  'Zoé',
  'Raphaël',
  'Jade',
  'Arthur',
  'Louise',
  'Théo',
];
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
  'Lefèvre',
  'Garcia',
  'Roux',
  'Fournier',
];
const CITIES: [string, string][] = [
  ['Lille', '59000'],
  ['Marseille', '13001'],
  ['Lyon', '69001'],
  ['Nantes', '44000'],
  ['Toulouse', '31000'],
];
const ROLES = ['Accueillant', 'Écoutant', 'Trésorier', 'Référent logement', 'Secrétaire'];
const HABILITATIONS: Habilitation[] = ['volunteer', 'volunteer', 'volunteer', 'volunteer', 'antenna_admin', 'management', 'siege'];
const COTISATIONS = ['Réglée', 'Expempté', 'Non réglée'] as const;
const COMMENTS = ['Disponible le mardi matin', 'Parle anglais et arabe', 'En congé en août', 'Formation accueil suivie en 2024'];

/** A user stream and its events, ready to append. */
export interface UserHistory {
  streamId: string;
  events: NewEvent[];
}

/** Builds realistic user histories (UserCreated then UserChanged), shaped like domain/users/events.ts; deterministic for a seed. */
export class UserEventFactory {
  private readonly random: Seeded;
  private clock = Date.parse('2024-01-01T08:00:00.000Z');
  private readonly antennas = Array.from({ length: 12 }, () => newId());
  private readonly admins = Array.from({ length: 5 }, () => newId());
  private serial = 0;

  constructor(seed = 42) {
    this.random = new Seeded(seed);
  }

  /** One user's stream: a UserCreated followed by length - 1 UserChanged events. */
  history(length: number): UserHistory {
    const userId = newId();
    let profile = this.profile();
    const login = `${profile.surname}.${profile.name}.${(this.serial += 1)}`.toLowerCase();
    const created: UserEvent = { type: 'UserCreated', data: { user: profile, login, password_hash: `$2a$11$${'x'.repeat(53)}` } };
    const events = [this.wrap(created, 'createUser')];
    for (let i = 1; i < length; i += 1) {
      const changes = this.changes(profile);
      profile = applyChanges(profile, changes);
      events.push(this.wrap({ type: 'UserChanged', data: { changes } }, 'updateUser'));
    }
    return { streamId: streams.user(userId), events };
  }

  private profile(): UserProfile {
    const surname = this.random.pick(FIRST);
    const name = this.random.pick(LAST);
    const [city, postalCode] = this.random.pick(CITIES);
    const habilitation = this.random.pick(HABILITATIONS);
    return {
      initials: `${surname[0]}${name[0]}`,
      gender: this.random.pick(['Homme', 'Femme'] as const),
      surname,
      name,
      birth_date: `19${50 + this.random.int(50)}-0${1 + this.random.int(9)}-1${this.random.int(10)}`,
      tel: this.phone(),
      email: `${surname}.${name}@example.org`.toLowerCase(),
      address_street: `${1 + this.random.int(120)} rue de la République`,
      address_postal_code: postalCode,
      address_city: city,
      habilitation,
      antenna_id: this.random.pick(this.antennas),
      role: this.random.pick(ROLES),
      cotisation: this.random.pick(COTISATIONS),
      activity_time: this.random.int(20),
      procuration: false,
      delegation: false,
      actif: true,
      convention: this.random.int(2) === 1,
      cni: this.random.int(2) === 1,
      activity: { start_date: `20${10 + this.random.int(15)}-09-01`, end_date: null },
      comment: null,
      rights: [...DEFAULT_RIGHTS[habilitation]],
    };
  }

  /** One edit of the form, recorded as the fields it changed, each with its stored value before. */
  private changes(profile: UserProfile): FieldChanges {
    const [city, postalCode] = this.random.pick(CITIES);
    const edits: Record<string, unknown>[] = [
      { tel: this.phone() },
      { tel2: this.phone() },
      { email2: `perso${this.random.int(1000)}@example.com` },
      { address_street: `${1 + this.random.int(120)} avenue Jean Jaurès`, address_city: city, address_postal_code: postalCode },
      { role: this.random.pick(ROLES), role_spec: 'Permanence du jeudi' },
      { cotisation: this.random.pick(COTISATIONS) },
      { activity_time: this.random.int(30) },
      { comment: this.random.pick(COMMENTS) },
      { actif: !profile.actif },
      { 'activity.end_date': `2026-0${1 + this.random.int(9)}-30` },
      { convention: !profile.convention, cni: !profile.cni },
    ];
    const set = this.random.pick(edits);
    return Object.fromEntries(Object.entries(set).map(([path, to]) => [path, { from: getPath(profile, path) ?? null, to }]));
  }

  private wrap(event: UserEvent, command: string): NewEvent {
    this.clock += 60_000 + this.random.int(3_600_000);
    const meta = { userId: this.random.pick(this.admins), at: new Date(this.clock).toISOString(), command, correlationId: newId() };
    return { id: newId(), type: event.type, data: event.data, meta };
  }

  private phone(): string {
    return `06${String(this.random.int(100_000_000)).padStart(8, '0')}`;
  }
}
