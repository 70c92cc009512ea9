import cluster from 'node:cluster';
import { loadConfig } from '../infra/config';
import { keepHeapNearLive } from '../infra/heapGrowth';

keepHeapNearLive();
// `--seed-only` (`npm run seed`, the one-shot seed service of docker-compose.yml): creates the super administrator and
// the demo data on an empty store, then exits without serving; on a store that has events it does nothing.
const seedOnly = process.argv.includes('--seed-only');
const config = loadConfig();
// Each side is loaded alone: the primary of API_PROCESSES only starts and watches the others, and would otherwise hold
// the whole API in its memory for nothing.
if (config.apiProcesses > 1 && cluster.isPrimary && !seedOnly) await (await import('./cluster')).runPrimary(config);
else await (await import('./serve')).serve(config, seedOnly);
