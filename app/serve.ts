import cluster from 'node:cluster';
import { createApp } from '../api/app';
import { answerClientErrors } from '../api/clientErrors';
import { listenToPeers } from '../infra/cluster/peerWakeups';
import type { Config } from '../infra/config';
import { createFirstData } from './firstData';
import { startServices } from './services';
import { stopOnSignal } from './stopOnSignal';

/**
 * Serves the API in this process: creates a new data directory's administrator (and demo data), then answers on the
 * port until SIGTERM or SIGINT.
 */
export async function serve(config: Config): Promise<void> {
  if (cluster.isWorker) listenToPeers();
  const services = await startServices(config);
  await createFirstData(services, config);

  const server = answerClientErrors(
    createApp(services).listen(config.port, () => {
      if (cluster.isPrimary) console.log(`Back office prêt sur http://localhost:${config.port}`);
    }),
  );

  const stop = stopOnSignal(async () => {
    server.close();
    await services.close();
  });
  // A process of the cluster whose primary is gone (killed outright) stops rather than serve on alone.
  if (cluster.isWorker) process.on('disconnect', stop);
}
