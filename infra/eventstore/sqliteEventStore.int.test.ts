import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventIdConflict, type NewEvent, type RecordedEvent } from '../../commands/eventStore';
import { tempDataDir } from '../testing/tempDataDir';
import { describeEventStoreContract, killWriterMidway } from './eventStore.contract';
import { SqliteEventStore } from './sqliteEventStore';

describeEventStoreContract('SQLite', {
  async create() {
    const dir = tempDataDir();
    const store = new SqliteEventStore(path.join(dir.path, 'events.sqlite'));
    return {
      store,
      // EVENTSTORE_URL may be set for the EventStoreDB run of the contract: the writer must open this file.
      env: { DATA_DIR: dir.path, EVENTSTORE_URL: '' },
      async dispose() {
        await store.close();
        dir.remove();
      },
    };
  },
});

function newEvent(type: string, id: string = randomUUID()): NewEvent {
  return { id, type, data: {}, meta: { userId: 'u-1', at: '2026-11-22T10:00:00.000Z' } };
}

/** Positions are 1, 2, 3, ... in global order: the log's length is its head. */
function expectGapFree(events: RecordedEvent[]): void {
  expect(events.map((event) => event.position)).toEqual(events.map((_, i) => BigInt(i + 1)));
}

describe('SQLite event store, beyond the port', () => {
  let dir: ReturnType<typeof tempDataDir>;
  let store: SqliteEventStore;

  beforeEach(() => {
    dir = tempDataDir();
    store = new SqliteEventStore(path.join(dir.path, 'events.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    dir.remove();
  });

  it('numbers events 1, 2, 3, ... without gaps, refused appends included, and its head is their count', async () => {
    await store.append('a', [newEvent('A1'), newEvent('A2')], 'no_stream');
    await expect(store.append('a', [newEvent('X'), newEvent('Y')], 'no_stream')).rejects.toThrow();
    await store.append('b', [newEvent('B1')], 'any');
    const appended = await store.append('a', [newEvent('A3')], 1n);
    const all = await store.readAll(0n, 100);
    expectGapFree(all);
    expect(appended.position).toBe(4n);
    expect(await store.headPosition()).toBe(BigInt(all.length));
  });

  it('reads pages and stream tails of any whole size, and refuses a size that is not one before it reaches the SQL', async () => {
    await store.append('a', [newEvent('A1'), newEvent('A2'), newEvent('A3')], 'no_stream');
    expect((await store.readAll(0n, 2)).map((event) => event.type)).toEqual(['A1', 'A2']);
    expect((await store.readAll(1n, 2)).map((event) => event.type)).toEqual(['A2', 'A3']);
    expect((await store.readStream('a', { last: 1 })).map((event) => event.type)).toEqual(['A3']);
    expect((await store.readStream('a', { last: 2 })).map((event) => event.type)).toEqual(['A2', 'A3']);
    await expect(store.readAll(0n, 1.5)).rejects.toThrow("a read's limit is a whole number, not 1.5");
    await expect(store.readStream('a', { last: -1 })).rejects.toThrow("a read's limit is a whole number, not -1");
  });

  it('leaves no gap when a writer process is killed mid-append', async () => {
    await killWriterMidway({ DATA_DIR: dir.path, EVENTSTORE_URL: '' }, 30);
    const all = await store.readAll(0n, 1_000_000);
    expectGapFree(all);
    expect(await store.headPosition()).toBe(BigInt(all.length));
  }, 30_000);

  it('refuses with EventIdConflict an event id already recorded in another stream or place, and writes nothing', async () => {
    const [first, second] = [newEvent('A'), newEvent('B')];
    await store.append('a', [first, second], 'no_stream');
    await expect(store.append('b', [newEvent('C', first.id)], 'no_stream')).rejects.toBeInstanceOf(EventIdConflict);
    await expect(store.append('a', [second, newEvent('D')], 'any')).rejects.toBeInstanceOf(EventIdConflict);
    expect((await store.readAll(0n, 100)).map((event) => event.type)).toEqual(['A', 'B']);
  });

  it("delivers a command's appends to several streams, made in one turn of the event loop, as one batch", async () => {
    const batches: string[][] = [];
    let delivered = () => {};
    const all = new Promise<void>((resolve) => (delivered = resolve));
    const subscription = store.subscribe(0n, async (batch) => {
      batches.push(batch.map((event) => event.type));
      if (batches.flat().length === 4) delivered();
    });
    // The subscription has read the empty log and waits for an append.
    await new Promise((resolve) => setImmediate(resolve));
    await store.append('identity', [newEvent('IdentityClaimed')], 'no_stream');
    await store.append('numbers', [newEvent('NumberTaken')], 'any');
    await store.append('file', [newEvent('FileCreated')], 'no_stream');
    await new Promise((resolve) => setImmediate(resolve));
    await store.append('file', [newEvent('FileEdited')], 'any');
    await all;
    await subscription.stop();
    expect(batches).toEqual([['IdentityClaimed', 'NumberTaken', 'FileCreated'], ['FileEdited']]);
  });
});
