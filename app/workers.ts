// `npm run workers`: a process that performs jobs (alerts, statistics reports) and serves nothing, for the
// scale-out stack: REDIS_URL shares the queues with the API processes (started with WORKERS=0), and the read
// models it reads are kept by the API processes or by `npm run projections` (it waits on their checkpoints).
import { startServices } from './services';
import { loadConfig } from '../infra/config';
import { keepHeapNearLive } from '../infra/heapGrowth';

keepHeapNearLive();
const config = loadConfig();
if (!config.redisUrl) throw new Error('npm run workers shares its jobs with the API through Redis: set REDIS_URL.');
const services = await startServices({ ...config, projections: false, workers: true });
console.log(`Tâches de fond prêtes (Redis ${config.redisUrl}, préfixe ${config.redisPrefix}).`);

async function shutdown(): Promise<void> {
  await services.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
