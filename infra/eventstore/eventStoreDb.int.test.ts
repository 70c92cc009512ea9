import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { describeEventStoreContract } from './eventStore.contract';
import { EventStoreDbStore } from './eventStoreDb';

// Runs the contract on a real EventStoreDB server (EVENTSTORE_URL, e.g. esdb://127.0.0.1:2113?tls=false).
// Each test writes under its own random stream prefix, so a shared server looks empty to it.
const url = process.env.EVENTSTORE_URL ?? '';
if (!url) console.info('[eventstore] EVENTSTORE_URL is not set: the EventStoreDB contract suite is skipped (no server to run it against).');

describe.skipIf(!url)('EventStoreDB', () => {
  describeEventStoreContract('EventStoreDB', {
    async create() {
      const prefix = `contract-${randomUUID().slice(0, 8)}-`;
      const store = new EventStoreDbStore(url, { streamPrefix: prefix });
      return {
        store,
        env: { EVENTSTORE_URL: url, EVENTSTORE_PREFIX: prefix, DATA_DIR: '' },
        dispose: () => store.close(),
      };
    },
  });
});
