import path from 'node:path';
import { loadAggregate } from '../commands/handle';
import { fileNumberAggregate, streams } from '../commands/streams';
import { WrongExpectedRevision, type ExpectedRevision } from '../commands/eventStore';
import { SqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import type { RecipientEventFactory } from './recipientEvents';

/** How the files were written: how many events, how fast, and the birth date of one of them (for an exact-date filter). */
export interface FillFigures {
  files: number;
  events: number;
  perSecond: number;
  sampleBirthDate: string;
  sampleFileNumber: number;
}

/**
 * Appends `count` files straight to the event store of a data directory (no server running), as
 * createRecipient records them: the identity reservation and the file on their own streams, the
 * numbers on the 'file-number' stream in batches of `batch` (one append per batch, with its revision).
 */
export async function appendRecipientFiles(
  dataDir: string,
  factory: RecipientEventFactory,
  count: number,
  batch = 1_000,
): Promise<FillFigures> {
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
        const file = await appendIdentityAndFile(store, factory, next);
        if (next === sample.fileNumber) sample.birthDate = file.civil.birth_date;
        numbered.push(file.numbered);
      }
      expected = (await store.append(streams.fileNumbers(), numbered, expected)).nextRevision;
      events += numbered.length * 3;
    }
    const seconds = (performance.now() - started) / 1000;
    return { files: count, events, perSecond: events / seconds, sampleBirthDate: sample.birthDate, sampleFileNumber: sample.fileNumber };
  } finally {
    await store.close();
  }
}

/** One file's identity then its stream; an identity some earlier file already holds is drawn again. */
async function appendIdentityAndFile(store: SqliteEventStore, factory: RecipientEventFactory, fileNumber: number) {
  for (;;) {
    const file = factory.file(fileNumber);
    try {
      await store.append(file.identity.streamId, [file.identity.event], 'no_stream');
    } catch (error) {
      if (error instanceof WrongExpectedRevision) continue;
      throw error;
    }
    await store.append(streams.recipient(file.recipientId), [file.created], 'no_stream');
    return file;
  }
}
