// `npm run projections`: a process that keeps the read models and nothing else, for the scale-out stack, beside
// API processes started with PROJECTIONS=0 (their read-your-writes waits on the checkpoints this process stores).
// Several may run, on one host or many: they share the projections out through leases in the read store, and
// take over within seconds the projections of one that stops (projections/leases.ts).
import fs from 'node:fs';
import { loadConfig } from '../infra/config';
import { openDocStore } from '../infra/docstore';
import { openEventStore } from '../infra/eventstore';
import { allProjections } from '../projections';
import { ProjectionRunner } from '../projections/runner';
import { keepHeapNearLive } from '../infra/heapGrowth';

keepHeapNearLive();
const config = loadConfig();
fs.mkdirSync(config.dataDir, { recursive: true });
const store = await openEventStore(config);
const docs = await openDocStore(config);
const runner = new ProjectionRunner(store, docs, allProjections);
await runner.start();
console.log(`Projections prêtes (${runner.holder}) : ${runner.held().length} sur ${allProjections.length} appliquées par ce processus.`);

async function shutdown(): Promise<void> {
  // Gives the leases back first, so that another runner takes the projections over at once.
  await runner.stop();
  await docs.close();
  await store.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
