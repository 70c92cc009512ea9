// Child process of the runner crash test: runs the counting projection and reports each committed checkpoint.
import path from 'node:path';
import { SqliteDocStore } from '../../infra/docstore/sqliteDocStore';
import { openEventStore } from '../../infra/eventstore';
import { ProjectionRunner } from '../runner';
import { countingProjection } from './countingProjection';

const dataDir = process.env.DATA_DIR ?? '';
const store = await openEventStore({ dataDir });
const docs = new SqliteDocStore(path.join(dataDir, 'readmodels.sqlite'));
const runner = new ProjectionRunner(store, docs, [countingProjection]);
await runner.start();
const head = await store.headPosition();
for (;;) {
  const position = BigInt(runner.checkpoints().counting);
  process.stdout.write(`${position}\n`);
  if (position >= head) break;
  await runner.waitFor(position + 1n, 1_000);
}
await runner.stop();
process.exit(0);
