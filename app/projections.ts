// `npm run projections`: a process that keeps the read models and nothing else, for the scale-out stack, beside
// API processes started with PROJECTIONS=0 (their read-your-writes waits on the checkpoints this process stores).
// Several may run, on one host or many: they share the projections out through leases in the read store, and
// take over within seconds the projections of one that stops (projections/leases.ts).
import { loadConfig } from '../infra/config';
import { keepHeapNearLive } from '../infra/heapGrowth';
import { allProjections } from '../projections';
import { ProjectionRunner } from '../projections/runner';
import { openStores } from './stores';
import { stopOnSignal } from './stopOnSignal';

keepHeapNearLive();
const stores = await openStores(loadConfig());
const runner = new ProjectionRunner(stores.store, stores.docs, allProjections);
await runner.start();
console.log(`Projections prêtes (${runner.holder}) : ${runner.held().length} sur ${allProjections.length} appliquées par ce processus.`);
stopOnSignal(async () => {
  // Gives the leases back first, so that another runner takes the projections over at once.
  await runner.stop();
  await stores.close();
});
