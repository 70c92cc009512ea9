import path from 'node:path';
import type { EventStore } from '../../commands/eventStore';
import { SqliteEventStore } from './sqliteEventStore';

/** Where the event store lives: EVENTSTORE_URL for EventStoreDB, else a SQLite file in the data directory. */
export interface EventStoreConfig {
  dataDir: string;
  eventstoreUrl?: string;
}

/** Opens the event store the configuration names. */
export function openEventStore(config: EventStoreConfig): EventStore {
  if (config.eventstoreUrl) {
    throw new Error(
      'EVENTSTORE_URL is set, but the EventStoreDB adapter is not part of this build yet: unset it to use the embedded store.',
    );
  }
  return new SqliteEventStore(path.join(config.dataDir, 'events.sqlite'));
}
