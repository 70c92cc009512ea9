// `npm start`: the API, served by this process or, with API_PROCESSES above 1, by the processes this one starts and
// watches as the primary (app/cluster.ts).
import cluster from 'node:cluster';
import { loadConfig } from '../infra/config';
import { keepHeapNearLive } from '../infra/heapGrowth';

keepHeapNearLive();
const config = loadConfig();
// Each side is loaded alone: the primary of API_PROCESSES only starts and watches the others, and would otherwise hold
// the whole API in its memory for nothing.
if (config.apiProcesses > 1 && cluster.isPrimary) await (await import('./cluster')).runPrimary(config);
else await (await import('./serve')).serve(config);
