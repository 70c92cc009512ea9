// npm run rebuild -- <projection>|all : drops read models and replays every event into them.
// Stop the server first: it keeps its own position in memory.
import path from 'node:path';
import { loadConfig } from '../infra/config';
import { SqliteDocStore } from '../infra/docstore/sqliteDocStore';
import { openEventStore } from '../infra/eventstore';
import { allProjections } from './index';
import { rebuildProjections } from './rebuild';

const target = process.argv[2];
const chosen = target === 'all' ? allProjections : allProjections.filter((p) => p.name === target);
if (!target || chosen.length === 0) {
  console.error(`Usage : npm run rebuild -- <${allProjections.map((p) => p.name).join('|')}|all>`);
  process.exit(2);
}
const config = loadConfig();
const store = openEventStore({ dataDir: config.dataDir, eventstoreUrl: config.eventstoreUrl });
const docs = new SqliteDocStore(path.join(config.dataDir, 'readmodels.sqlite'));
const { events, ms } = await rebuildProjections(store, docs, chosen);
console.log(`Reconstruit : ${chosen.map((p) => p.name).join(', ')} — ${events} événements en ${(ms / 1000).toFixed(1)} s`);
await docs.close();
await store.close();
