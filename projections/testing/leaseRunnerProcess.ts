// Child process of the lease takeover test: runs the counting projection until it is killed, and reports each
// checkpoint it commits (its first line: it has started, holding the lease when no other runner held it).
import path from 'node:path';
import { SqliteDocStore } from '../../infra/docstore/sqliteDocStore';
import { openEventStore } from '../../infra/eventstore';
import { ProjectionRunner } from '../runner';
import { countingProjection } from './countingProjection';

const dataDir = process.env.DATA_DIR ?? '';
const runner = new ProjectionRunner(await openEventStore({ dataDir }), new SqliteDocStore(path.join(dataDir, 'readmodels.sqlite')), [
  countingProjection,
]);
await runner.start();
for (let reported = -1n; ;) {
  const position = BigInt(runner.checkpoints().counting);
  if (position !== reported) process.stdout.write(`${position}\n`);
  reported = position;
  await runner.waitFor(position + 1n, 1_000);
}
