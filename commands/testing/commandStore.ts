import { randomUUID } from 'node:crypto';
import type { Actor } from '@domain/users/actor';
import path from 'node:path';
import { SqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import type { EventStore, RecordedEvent } from '../eventStore';
import { tempDataDir } from '../../infra/testing/tempDataDir';
import type { CommandContext } from '../context';

/** An event as a command test reads it back: where it went, what it says, who and which command recorded it. */
export type Appended = Pick<RecordedEvent, 'streamId' | 'type' | 'data' | 'meta'>;

/**
 * A real SQLite event store on a temporary directory for command tests: `open` before each test,
 * `given` the past, `mark` where the test starts, run commands in `context(actor)`, read back what
 * they `appended`, `close` after each test.
 */
export function commandTestStore(now: Date) {
  let dir: ReturnType<typeof tempDataDir> | null = null;
  let current: EventStore | null = null;
  let start = 0n;
  let ids = 0;
  const store = () => {
    if (!current) throw new Error('commandTestStore: open() it first');
    return current;
  };
  return {
    store,
    open() {
      dir = tempDataDir();
      current = new SqliteEventStore(path.join(dir.path, 'events.sqlite'));
      start = 0n;
      ids = 0;
    },
    async close() {
      await current?.close();
      dir?.remove();
      current = null;
    },
    /** A command context on this store, its clock stopped at `now` and its ids counted. */
    context: (actor: Actor, over: Partial<CommandContext> = {}): CommandContext => ({
      store: store(),
      clock: () => now,
      newId: () => `id-${++ids}`,
      passwords: { hash: async (p) => p, verify: async () => false },
      actor,
      correlationId: 'corr-1',
      ...over,
    }),
    /** Records a past event, as an administrator did before the test. */
    given: (streamId: string, event: { type: string; data: object }) =>
      store().append(streamId, [{ id: randomUUID(), ...event, meta: { userId: 'u-admin', at: '2026-11-01T10:00:00.000Z' } }], 'any'),
    /** From now on, `appended` reads what the test records. */
    async mark() {
      start = await store().headPosition();
    },
    /** The position marked last: the test's first event comes right after it. */
    marked: () => start,
    appended: async (): Promise<Appended[]> =>
      (await store().readAll(start, 1_000)).map(({ streamId, type, data, meta }) => ({ streamId, type, data, meta })),
  };
}
