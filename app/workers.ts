// `npm run workers`: a process that performs jobs (alerts, statistics reports) and serves nothing, for the
// scale-out stack: REDIS_URL shares the queues with the API processes (started with WORKERS=0), and the read
// models it reads are kept by the API processes or by `npm run projections` (it waits on their checkpoints).
import { loadConfig } from '../infra/config';
import { keepHeapNearLive } from '../infra/heapGrowth';
import { startServices } from './services';
import { stopOnSignal } from './stopOnSignal';

keepHeapNearLive();
const config = loadConfig();
if (!config.redisUrl) throw new Error('npm run workers shares its jobs with the API through Redis: set REDIS_URL.');
const services = await startServices({ ...config, projections: false, workers: true });
console.log(`Tâches de fond prêtes (Redis ${config.redisUrl}, préfixe ${config.redisPrefix}).`);
stopOnSignal(() => services.close());
