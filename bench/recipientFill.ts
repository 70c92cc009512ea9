import path from 'node:path';
import { loadAggregate } from '../commands/handle';
import { fileNumberAggregate, streams } from '../commands/streams';
import { WrongExpectedRevision, type ExpectedRevision, type NewEvent } from '../commands/eventStore';
import { SqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import type { GeneratedFile, RecipientEventFactory } from './recipientEvents';

/** How the files were written: how many events, how fast, and the birth date of one of them (for an exact-date filter). */
export interface FillFigures {
  files: number;
  events: number;
  perSecond: number;
  sampleBirthDate: string;
  sampleFileNumber: number;
}

/** Events that follow a file's creation on its stream (domiciliations...), or none. */
export type FileSequel = (file: GeneratedFile) => NewEvent[];

/**
 * Appends `count` files straight to the event store of a data directory (no server running), as
 * createRecipient records them: the identity reservation and the file on their own streams, the
 * numbers on the 'file-number' stream in batches of `batch` (one append per batch, with its revision).
 * A `sequel` adds later events of the file to its stream, in the same append as its creation.
 */
export async function appendRecipientFiles(
  dataDir: string,
  factory: RecipientEventFactory,
  count: number,
  opts: { batch?: number; sequel?: FileSequel } = {},
): Promise<FillFigures> {
  const { batch = 1_000, sequel = () => [] } = opts;
  const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
  try {
    const numbers = await loadAggregate({ store }, streams.fileNumbers(), fileNumberAggregate);
    let expected: ExpectedRevision = numbers.expected;
    let next = numbers.state.last + 1;
    const sample = { birthDate: '', fileNumber: next + Math.floor(count / 2) };
    const started = performance.now();
    let events = 0;
    while (next <= numbers.state.last + count) {
      const numbered = [];
      for (let i = 0; i < batch && next <= numbers.state.last + count; i += 1, next += 1) {
        const { file, sequelEvents } = await appendIdentityAndFile(store, factory, next, sequel);
        if (next === sample.fileNumber) sample.birthDate = file.civil.birth_date;
        numbered.push(file.numbered);
        events += 3 + sequelEvents;
      }
      expected = (await store.append(streams.fileNumbers(), numbered, expected)).nextRevision;
    }
    const seconds = (performance.now() - started) / 1000;
    return { files: count, events, perSecond: events / seconds, sampleBirthDate: sample.birthDate, sampleFileNumber: sample.fileNumber };
  } finally {
    await store.close();
  }
}

/** One file's identity then its stream; an identity some earlier file already holds is drawn again. */
async function appendIdentityAndFile(store: SqliteEventStore, factory: RecipientEventFactory, fileNumber: number, sequel: FileSequel) {
  for (;;) {
    const file = factory.file(fileNumber);
    try {
      await store.append(file.identity.streamId, [file.identity.event], 'no_stream');
    } catch (error) {
      if (error instanceof WrongExpectedRevision) continue;
      throw error;
    }
    const later = sequel(file);
    await store.append(streams.recipient(file.recipientId), [file.created, ...later], 'no_stream');
    return { file, sequelEvents: later.length };
  }
}
