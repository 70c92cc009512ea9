import path from 'node:path';
import type { EventStore } from '../../commands/eventStore';
import { SqliteEventStore } from './sqliteEventStore';

/** Where the event store lives: EVENTSTORE_URL for EventStoreDB, else a SQLite file in the data directory. */
export interface EventStoreConfig {
  dataDir: string;
  eventstoreUrl?: string;
  /** EventStoreDB only: a prefix of every stream name, so that several stores share one server (the tests'). */
  eventstorePrefix?: string;
}

/** Opens the event store the configuration names; EventStoreDB's client (and its gRPC stack) is loaded only when it is named. */
export async function openEventStore(config: EventStoreConfig): Promise<EventStore> {
  if (config.eventstoreUrl) {
    const { EventStoreDbStore } = await import('./eventStoreDb');
    return new EventStoreDbStore(config.eventstoreUrl, { streamPrefix: config.eventstorePrefix });
  }
  return new SqliteEventStore(path.join(config.dataDir, 'events.sqlite'));
}
