import path from 'node:path';
import { SqliteDocStore } from '../infra/docstore/sqliteDocStore';
import type { EventStore } from '../commands/eventStore';
import { SqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { allProjections } from '../projections';
import { rebuildProjections } from '../projections/rebuild';
import { benchReadAll } from './eventStoreBench';
import { UserEventFactory } from './userEvents';

/** Figures of the 200,000-event log: how fast it was written, read and replayed into the read models. */
export interface RebuildFigures {
  users: number;
  events: number;
  fillPerSecond: number;
  readAll: { pageSize: number; events: number; perSecond: number };
  rebuild: { projections: string[]; seconds: number; perSecond: number; usersInReadModel: number };
}

/** Appends each user's history (1 UserCreated + perUser - 1 UserChanged) as one append; returns events per second. */
async function fillUserLog(store: EventStore, users: number, perUser: number): Promise<number> {
  const factory = new UserEventFactory(3);
  let appendMs = 0;
  for (let i = 0; i < users; i += 1) {
    const { streamId, events } = factory.history(perUser);
    const started = performance.now();
    await store.append(streamId, events, 'no_stream');
    appendMs += performance.now() - started;
  }
  return (users * perUser) / (appendMs / 1000);
}

/** Writes the user log, reads it back in pages, then times the rebuild of every read model over it. */
export async function benchRebuild(dir: string, opts: { users: number; perUser: number; pageSize: number }): Promise<RebuildFigures> {
  const store = new SqliteEventStore(path.join(dir, 'events.sqlite'));
  const docs = new SqliteDocStore(path.join(dir, 'readmodels.sqlite'));
  try {
    const fillPerSecond = await fillUserLog(store, opts.users, opts.perUser);
    const readAll = { pageSize: opts.pageSize, ...(await benchReadAll(store, opts.pageSize)) };
    const head = await store.headPosition();
    const { ms } = await rebuildProjections(store, docs, allProjections);
    const { total: usersInReadModel } = await docs.collection('users').find({ limit: 1 });
    return {
      users: opts.users,
      events: Number(head),
      fillPerSecond,
      readAll,
      rebuild: {
        projections: allProjections.map((p) => p.name),
        seconds: ms / 1000,
        perSecond: Number(head) / (ms / 1000),
        usersInReadModel,
      },
    };
  } finally {
    await docs.close();
    await store.close();
  }
}
