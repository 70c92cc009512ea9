import { HABILITATION_LABELS, type Habilitation } from '@domain/users/habilitations';
import type { Services } from '../api/services';
import { bootstrap } from '../commands/setup/bootstrap';
import type { Config } from '../infra/config';
import { seedAttestations } from '../seed/domiciliations/seedAttestations';
import { DEMO_PASSWORD } from '../seed/people/demoPeople';
import { seedDemo } from '../seed/seedDemo';

/**
 * On a new data directory (an event store without events): creates the super administrator and, unless SEED=none or
 * in production, the demo data, and says so on the console. Answers false, creating nothing, when the store has events.
 */
export async function createFirstData(services: Services, config: Config): Promise<boolean> {
  const admin = await bootstrap(services.deps, { login: config.adminLogin, password: config.adminPassword });
  if (!admin) return false;
  console.log(`Nouveau répertoire de données (${config.dataDir}) : super administrateur « ${admin.login} » créé.`);
  if (admin.generatedPassword) console.log(`Mot de passe généré (affiché une seule fois) : ${admin.generatedPassword}`);
  if (!config.seedDemo) return true;
  const demo = await seedDemo(services.deps, admin.reference);
  // The attestations are built from the read models, which seedDemo's commands do not wait for.
  await seedAttestations(services, demo.position);
  console.log(`Données de démonstration chargées. Comptes (mot de passe « ${DEMO_PASSWORD} ») :`);
  for (const { login, habilitation, antenna } of demo.logins) {
    console.log(`  ${login.padEnd(12)} ${HABILITATION_LABELS[habilitation as Habilitation].padEnd(26)} ${antenna}`);
  }
  return true;
}
