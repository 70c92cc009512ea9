// Child process of the contract suite's crash test: appends batches forever until it is killed.
// It reports each committed batch on stdout, so the parent knows which ones must have survived.
// It opens the store the parent's factory describes: DATA_DIR (SQLite), or EVENTSTORE_URL and EVENTSTORE_PREFIX.
import { randomUUID } from 'node:crypto';
import { openEventStore } from './index';

const BATCH = Number(process.env.WRITER_BATCH ?? 20);
const store = await openEventStore({
  dataDir: process.env.DATA_DIR ?? '',
  eventstoreUrl: process.env.EVENTSTORE_URL || undefined,
  eventstorePrefix: process.env.EVENTSTORE_PREFIX || undefined,
});

for (let batch = 0; ; batch += 1) {
  const events = Array.from({ length: BATCH }, (_, index) => ({
    id: randomUUID(),
    type: 'CrashTestWritten',
    data: { batch, index, of: BATCH, padding: 'x'.repeat(200) },
    meta: { userId: 'writer', at: new Date().toISOString() },
  }));
  await store.append(`crash-${batch % 7}`, events, 'any');
  process.stdout.write(`${batch}\n`);
}
