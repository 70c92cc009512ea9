import cluster from 'node:cluster';
import { bootstrap } from '../commands/setup/bootstrap';
import { DEMO_PASSWORD } from '../seed/people/demoPeople';
import { seedDemo } from '../seed/seedDemo';
import { seedAttestations } from '../seed/domiciliations/seedAttestations';
import { HABILITATION_LABELS, type Habilitation } from '@domain/users/habilitations';
import type { Config } from '../infra/config';
import { createApp } from '../api/app';
import { answerClientErrors } from '../api/clientErrors';
import { startServices } from './services';
import { listenToPeers } from '../infra/cluster/peerWakeups';

/**
 * Serves the API in this process: creates a new data directory's administrator (and demo data), then answers on the
 * port until SIGTERM or SIGINT. With `seedOnly`, exits once the data is created instead.
 */
export async function serve(config: Config, seedOnly: boolean): Promise<void> {
  if (cluster.isWorker) listenToPeers();
  const services = await startServices(config);

  const admin = await bootstrap(services.deps, { login: config.adminLogin, password: config.adminPassword });
  if (admin) {
    console.log(`Nouveau répertoire de données (${config.dataDir}) : super administrateur « ${admin.login} » créé.`);
    if (admin.generatedPassword) console.log(`Mot de passe généré (affiché une seule fois) : ${admin.generatedPassword}`);
    if (config.seedDemo) {
      const demo = await seedDemo(services.deps, admin.reference);
      // The attestations are built from the read models, which seedDemo's commands do not wait for.
      await seedAttestations(services, demo.position);
      console.log(`Données de démonstration chargées. Comptes (mot de passe « ${DEMO_PASSWORD} ») :`);
      for (const { login, habilitation, antenna } of demo.logins) {
        console.log(`  ${login.padEnd(12)} ${HABILITATION_LABELS[habilitation as Habilitation].padEnd(26)} ${antenna}`);
      }
    }
  } else if (seedOnly) console.log('Le magasin d’événements contient déjà des données : rien à créer.');
  if (seedOnly) {
    await services.close();
    process.exit(0);
  }

  const server = answerClientErrors(
    createApp(services).listen(config.port, () => {
      if (cluster.isPrimary) console.log(`Back office prêt sur http://localhost:${config.port}`);
    }),
  );

  let closing = false;
  async function shutdown(): Promise<void> {
    if (closing) return;
    closing = true;
    server.close();
    await services.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  // A process of the cluster whose primary is gone (killed outright) stops rather than serve on alone.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown());
}
