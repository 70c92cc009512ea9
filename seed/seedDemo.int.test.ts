import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDocStore } from '../infra/docstore/sqliteDocStore';
import type { RecordedEvent } from '../commands/eventStore';
import { SqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { tempDataDir } from '../infra/testing/tempDataDir';
import { allProjections } from '../projections';
import { rebuildProjections } from '../projections/rebuild';
import type { RecipientRow } from '../projections/recipients';
import type { CommandDeps } from '../commands/context';
import { bootstrap } from '../commands/setup/bootstrap';
import { demoRecipients } from './recipients/demoRecipients';
import { seedDemo } from './seedDemo';

const NOW = new Date('2026-11-22T09:30:00.000Z');

describe('seedDemo', () => {
  let dir: ReturnType<typeof tempDataDir>;
  let store: SqliteEventStore;
  let deps: CommandDeps;

  beforeEach(() => {
    dir = tempDataDir();
    store = new SqliteEventStore(path.join(dir.path, 'events.sqlite'));
    // Hashing is not what is tested here: a plain marker keeps the seed fast.
    deps = {
      store,
      clock: () => NOW,
      newId: randomUUID,
      passwords: { hash: async (p) => `plain:${p}`, verify: async (p, h) => h === `plain:${p}` },
    };
  });
  afterEach(async () => {
    await store.close();
    dir.remove();
  });

  async function allEvents(): Promise<RecordedEvent[]> {
    return store.readAll(0n, 1_000_000);
  }

  it('files the demo recipients through the commands, with their dated history by the demo users', async () => {
    const admin = await bootstrap(deps, { login: 'admin', password: 'admin-password' });
    await seedDemo(deps, admin?.reference ?? new Map());
    const fileEvents = (await allEvents()).filter(
      (event) => event.streamId.startsWith('recipient-') && !event.streamId.startsWith('recipient-identity-'),
    );
    const count = (type: string) => fileEvents.filter((event) => event.type === type).length;

    expect(count('RecipientCreated')).toBe(demoRecipients.length);
    expect(count('RecipientRadiated') - count('RecipientUnradiated')).toBeGreaterThanOrEqual(6);
    expect(count('RecipientUnradiated')).toBeGreaterThanOrEqual(2);
    expect(count('RecipientTransferred')).toBeGreaterThanOrEqual(3);
    expect(count('CommentAdded')).toBeGreaterThanOrEqual(demoRecipients.length / 2);
    expect(count('RecipientCivilDataChanged')).toBeGreaterThanOrEqual(demoRecipients.length / 3);
    expect(new Set(fileEvents.filter((e) => e.type !== 'RecipientCreated').map((e) => e.meta.userId)).size).toBeGreaterThanOrEqual(8);
    expect(fileEvents.every((event) => event.meta.at <= NOW.toISOString())).toBe(true);
    const numbers = fileEvents.filter((e) => e.type === 'RecipientCreated').map((e) => (e.data as { file_number: number }).file_number);
    expect(numbers).toEqual(demoRecipients.map((_, i) => i + 1));
  });

  it('houses demo people in the demo hotels: rooms lent and archived, stays current, past and overdue, applications', async () => {
    const admin = await bootstrap(deps, { login: 'admin', password: 'admin-password' });
    await seedDemo(deps, admin?.reference ?? new Map());
    const events = await allEvents();
    const of = (type: string) => events.filter((event) => event.type === type);
    expect(of('HotelCreated')).toHaveLength(4);
    const rooms = of('RoomCreated').map(
      (event) => (event.data as { room: { borrow_antenna_id?: string | null; archived?: boolean } }).room,
    );
    expect(rooms.filter((room) => room.borrow_antenna_id).length).toBeGreaterThanOrEqual(2);
    expect(rooms.filter((room) => room.archived).length).toBeGreaterThanOrEqual(1);
    const stays = of('HousingAdded').map(
      (event) =>
        (event.data as { housing: { housing_type: string; end_date?: string; free_end_date?: string | null; payments: unknown[] } })
          .housing,
    );
    const today = NOW.toISOString().slice(0, 10);
    expect(new Set(stays.map((stay) => stay.housing_type))).toEqual(new Set(['hebergement', 'urgence', 'hors']));
    expect(
      stays.filter((s) => s.housing_type === 'hebergement' && s.end_date && s.end_date < today && !s.free_end_date).length,
    ).toBeGreaterThanOrEqual(2);
    expect(stays.filter((s) => s.housing_type === 'hebergement' && s.end_date && s.end_date > today).length).toBeGreaterThanOrEqual(4);
    expect(stays.filter((s) => s.payments.length > 0).length).toBeGreaterThanOrEqual(6);
    expect(of('RoomBooked')).toHaveLength(stays.filter((s) => s.housing_type === 'hebergement').length);
    expect(of('HousingHelpAdded').length).toBeGreaterThanOrEqual(3);
  });

  it('fills the Contacts and Santé tabs of most files, with a contact typed in once per antenna', async () => {
    const admin = await bootstrap(deps, { login: 'admin', password: 'admin-password' });
    await seedDemo(deps, admin?.reference ?? new Map());
    const events = await allEvents();
    const filesWith = (type: string) => new Set(events.filter((event) => event.type === type).map((event) => event.streamId)).size;
    for (const type of ['RecipientContactLinked', 'MedicalChanged'])
      expect(filesWith(type), type).toBeGreaterThanOrEqual(demoRecipients.length * 0.7);
    // Not every person was oriented or is followed by someone.
    for (const type of ['OrientationChanged', 'FollowingChanged'])
      expect(filesWith(type), type).toBeGreaterThanOrEqual(demoRecipients.length * 0.4);
    const missionLocales = events.filter(
      (event) => event.type === 'OrganismCreated' && JSON.stringify(event.data).includes('Mission locale'),
    );
    expect(missionLocales.length).toBe(3);
  });

  it('fills the aid catalogue, and gives every file 2 to 15 meetings, most with aids, some files above 250 €', async () => {
    const admin = await bootstrap(deps, { login: 'admin', password: 'admin-password' });
    await seedDemo(deps, admin?.reference ?? new Map());
    const events = await allEvents();
    expect(events.filter((event) => event.type === 'HelpCreated').length).toBeGreaterThanOrEqual(18);
    const meetings = events.filter((event) => event.type === 'MeetingAdded');
    const perFile = new Map<string, number>();
    for (const event of meetings) perFile.set(event.streamId, (perFile.get(event.streamId) ?? 0) + 1);
    expect(perFile.size).toBeGreaterThanOrEqual(demoRecipients.length - 1);
    expect(Math.min(...perFile.values())).toBeGreaterThanOrEqual(2);
    expect(Math.max(...perFile.values())).toBeLessThanOrEqual(15);
    expect(meetings.every((event) => event.meta.at <= NOW.toISOString() && event.meta.at >= '2025-05-01')).toBe(true);
    type Line = { total_price: number };
    const totals = [...perFile.keys()].map((file) =>
      meetings
        .filter((event) => event.streamId === file)
        .flatMap((event) => (event.data as { meeting: { helps: Line[] } }).meeting.helps)
        .reduce((sum, line) => sum + line.total_price, 0),
    );
    expect(totals.filter((total) => total >= 250).length).toBeGreaterThanOrEqual(3);
    expect(
      meetings.filter((event) => (event.data as { meeting: { helps: Line[] } }).meeting.helps.length > 0).length,
    ).toBeGreaterThanOrEqual(meetings.length / 2);
  });

  it('fills the Ressources and Formation/Emploi tabs of most files', async () => {
    const admin = await bootstrap(deps, { login: 'admin', password: 'admin-password' });
    await seedDemo(deps, admin?.reference ?? new Map());
    const events = await allEvents();
    const filesWith = (type: string) => new Set(events.filter((event) => event.type === type).map((event) => event.streamId)).size;
    expect(filesWith('ResourceAdded')).toBeGreaterThanOrEqual(demoRecipients.length * 0.7);
    expect(filesWith('SchoolLevelChanged')).toBeGreaterThanOrEqual(demoRecipients.length * 0.7);
    for (const type of ['CafChanged', 'PoleEmploiChanged', 'QualificationAdded', 'FormationAdded', 'ApplicationAdded', 'ExperienceAdded'])
      expect(filesWith(type), type).toBeGreaterThanOrEqual(demoRecipients.length * 0.3);
    const hired = events.filter(
      (event) => event.type === 'ApplicationAdded' && (event.data as { record: { status: string } }).record.status === 'Embauché',
    );
    expect(hired.length).toBeGreaterThanOrEqual(5);
  });

  it('gives the list read model every file, its antenna after transfers, and the radiated ones', async () => {
    const admin = await bootstrap(deps, { login: 'admin', password: 'admin-password' });
    await seedDemo(deps, admin?.reference ?? new Map());
    const docs = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
    try {
      await rebuildProjections(store, docs, allProjections);
      const { items } = await docs.collection<RecipientRow>('recipients').find({});
      expect(items).toHaveLength(demoRecipients.length);
      expect(new Set(items.map((row) => row.antenna_id)).size).toBe(3);
      expect(items.filter((row) => row.radiated).length).toBeGreaterThanOrEqual(6);
      const fontaine = items.find((row) => row.name === 'Fontaine');
      const marseille = items.find((row) => row.name === 'Giraud')?.antenna_id;
      expect(fontaine?.antenna_id).toBe(marseille);
    } finally {
      await docs.close();
    }
  });
});
