// `npm run workers`: a process that performs jobs (alerts, statistics reports) and nothing else, for
// the scale-out stack: REDIS_URL shares the queues with the API processes (started with WORKERS=0),
// whose projection runner keeps the read models this process reads.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { bcryptHasher } from '../infra/auth/passwords';
import { loadConfig } from '../infra/config';
import { SqliteDocStore } from '../infra/docstore/sqliteDocStore';
import { openEventStore } from '../infra/eventstore';
import { DiskFileStore } from '../infra/filestore/diskFileStore';
import { openJobs } from '../infra/jobs';
import { allProjections } from '../projections';
import { checkpointsReached, declareReadModels } from '../projections/runner';
import { startWorkerSide } from './workerSide';

const config = loadConfig();
if (!config.redisUrl) throw new Error('npm run workers shares its jobs with the API through Redis: set REDIS_URL.');
fs.mkdirSync(config.dataDir, { recursive: true });
const store = openEventStore({ dataDir: config.dataDir, eventstoreUrl: config.eventstoreUrl });
const docs = new SqliteDocStore(path.join(config.dataDir, 'readmodels.sqlite'));
// The API process's runner keeps the read models; this process reads them, so it declares them too.
await declareReadModels(docs, allProjections);
const jobs = openJobs({ redisUrl: config.redisUrl, prefix: config.jobsPrefix });
const side = await startWorkerSide(
  {
    store,
    docs,
    jobs,
    files: new DiskFileStore(path.join(config.dataDir, 'files')),
    clock: () => new Date(),
    newId: randomUUID,
    passwords: bcryptHasher(config.bcryptRounds),
    awaitReadModels: (position) => checkpointsReached(docs, allProjections, position, 10_000),
  },
  { alerts: true },
);
console.log(`Tâches de fond prêtes (files de ${config.redisUrl}, préfixe ${config.jobsPrefix}).`);

async function shutdown(): Promise<void> {
  await side.stop();
  await jobs.close();
  await docs.close();
  await store.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
