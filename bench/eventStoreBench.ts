import path from 'node:path';
import Database from 'better-sqlite3';
import type { EventStore, NewEvent } from '../commands/eventStore';
import { EVENTS_SCHEMA, SqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { UserEventFactory } from './userEvents';

/** Events per second through the adapter and through bare inserts of the same rows. */
export interface AppendFigures {
  events: number;
  adapter: number;
  raw: number;
}

/** One append: a stream, its events, and the revision of the stream's last event before it (-1 for a new stream). */
interface Append {
  streamId: string;
  events: NewEvent[];
  before: number;
}

const ROUNDS = 3;

/** Single-event appends, round-robin over users (each with the exact expected revision, as commands do). */
function singleAppends(users: number, perUser: number): Append[] {
  const factory = new UserEventFactory(1);
  const histories = Array.from({ length: users }, () => factory.history(perUser));
  return Array.from({ length: perUser }, (_, r) =>
    histories.map((h) => ({ streamId: h.streamId, events: [h.events[r]], before: r - 1 })),
  ).flat();
}

/** Appends of `size` events each, to a new stream every time. */
function batchAppends(count: number, size: number): Append[] {
  const factory = new UserEventFactory(2);
  return Array.from({ length: count }, () => ({ ...factory.history(size), before: -1 }));
}

async function adapterRate(file: string, appends: Append[]): Promise<number> {
  const store = new SqliteEventStore(file);
  const started = performance.now();
  for (const a of appends) await store.append(a.streamId, a.events, a.before < 0 ? 'no_stream' : BigInt(a.before));
  const seconds = (performance.now() - started) / 1000;
  await store.close();
  return countEvents(appends) / seconds;
}

function rawRate(file: string, appends: Append[]): number {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(EVENTS_SCHEMA);
  const insert = db.prepare<[string, string, number, string, string, string]>(
    'INSERT INTO events (id, stream_id, revision, type, data, meta) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const write = db.transaction((a: Append) => {
    a.events.forEach((e, i) => insert.run(e.id, a.streamId, a.before + 1 + i, e.type, JSON.stringify(e.data), JSON.stringify(e.meta)));
  });
  const started = performance.now();
  for (const a of appends) write.immediate(a);
  const seconds = (performance.now() - started) / 1000;
  db.close();
  return countEvents(appends) / seconds;
}

const countEvents = (appends: Append[]) => appends.reduce((n, a) => n + a.events.length, 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median of ROUNDS runs of adapter and raw, alternated, each on a fresh file. */
async function compare(dir: string, name: string, appends: Append[]): Promise<AppendFigures> {
  const adapter: number[] = [];
  const raw: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    adapter.push(await adapterRate(path.join(dir, `${name}-adapter-${round}.sqlite`), appends));
    raw.push(rawRate(path.join(dir, `${name}-raw-${round}.sqlite`), appends));
  }
  return { events: countEvents(appends), adapter: median(adapter), raw: median(raw) };
}

/** Appends per second, adapter vs raw better-sqlite3: single-event appends, then batches of 100. */
export async function benchAppends(dir: string): Promise<{ single: AppendFigures; batch: AppendFigures }> {
  const single = await compare(dir, 'single', singleAppends(2_000, 10));
  const batch = await compare(dir, 'batch', batchAppends(1_000, 100));
  return { single, batch };
}

/** Reads the whole log in pages; returns the events read and events per second. */
export async function benchReadAll(store: EventStore, pageSize: number): Promise<{ events: number; perSecond: number }> {
  const started = performance.now();
  let events = 0;
  let from = 0n;
  for (;;) {
    const page = await store.readAll(from, pageSize);
    if (page.length === 0) break;
    events += page.length;
    from = page[page.length - 1].position;
  }
  return { events, perSecond: events / ((performance.now() - started) / 1000) };
}
