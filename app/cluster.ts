// API_PROCESSES above 1: the primary process serves nothing itself. It starts the API processes, which share the port
// (node:cluster hands each new connection to one of them in turn), so that requests use every core of the machine.
// The first process is the API as configured (projections and jobs, seeding of a new data directory); the others
// start once it answers, with PROJECTIONS=0 and WORKERS=0: they only answer requests, share the jobs and the sign-in
// throttle through Redis when REDIS_URL is set, else use the first one's (infra/cluster/peerCalls.ts), and
// read-your-writes waits on the checkpoints the first one stores. The primary relays each process's wake-ups
// (infra/cluster/peerWakeups.ts) to the others, and the calls to the first process and its answers.
import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../infra/config';
import { isWakeup } from '../infra/cluster/peerWakeups';
import { isPeerCall, isPeerReply } from '../infra/cluster/peerCalls';
import { PeerCallRelay } from '../infra/cluster/peerCallRelay';

/** How long the primary waits before starting again a process that stopped on its own. */
const RESTART_DELAY_MS = 1_000;

/** The environment of the API process of a rank: the first as configured, the others serving requests alone. */
function processEnv(rank: number): Record<string, string> {
  return { API_PROCESS_RANK: String(rank), ...(rank > 0 && { PROJECTIONS: '0', WORKERS: '0', SEED: 'none' }) };
}

/** Runs the primary: starts the API processes, relays their wake-ups, starts again one that stops, and stops them all on SIGTERM or SIGINT. */
export async function runPrimary(config: Config): Promise<void> {
  const workers = new Map<number, Worker>();
  const relay = new PeerCallRelay((id) => cluster.workers?.[id]);
  let stopping = false;
  let exitCode = 0;

  const start = (rank: number): Worker => {
    const worker = cluster.fork(processEnv(rank));
    workers.set(rank, worker);
    // A message sent as the process stops fails (EPIPE, its channel closing after isConnected said yes): its exit
    // below deals with the process; unhandled, the failure would stop the primary and every process with it.
    worker.on('error', (error) => {
      if (!stopping) console.error(`[cluster] API process ${rank}: ${error.message}`);
    });
    worker.on('message', (message: unknown) => {
      if (isPeerCall(message)) relay.call(worker, message);
      else if (isPeerReply(message)) relay.reply(message);
      else if (isWakeup(message)) for (const other of workers.values()) if (other !== worker && other.isConnected()) other.send(message);
    });
    let listened = false;
    worker.once('listening', () => {
      listened = true;
      if (rank === 0) relay.firstServing(worker);
    });
    worker.on('exit', (code, signal) => {
      if (workers.get(rank) === worker) workers.delete(rank);
      if (rank === 0) relay.firstStopped();
      if (stopping) {
        if (workers.size === 0) process.exit(exitCode);
        return;
      }
      // One that stops before it ever answered (the port taken, a store that cannot be opened) would only stop again.
      if (!listened) {
        console.error(`[cluster] API process ${rank} stopped before it answered (${signal ?? code}): every process stops`);
        exitCode = 1;
        stop();
        return;
      }
      console.error(`[cluster] API process ${rank} stopped (${signal ?? code}); it starts again`);
      setTimeout(() => {
        if (!stopping) start(rank);
      }, RESTART_DELAY_MS);
    });
    return worker;
  };

  function stop() {
    stopping = true;
    if (workers.size === 0) process.exit(exitCode);
    for (const worker of workers.values()) worker.process.kill('SIGTERM');
  }
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  // The first process creates a new data directory's administrator and demo data before the others open it.
  for (let rank = 0; rank < config.apiProcesses && !stopping; rank += 1) {
    const worker = start(rank);
    await new Promise<void>((resolve) => {
      worker.once('listening', () => resolve());
      worker.once('exit', () => resolve());
    });
  }
  if (!stopping) console.log(`Back office prêt sur http://localhost:${config.port} (${workers.size} processus)`);
}
