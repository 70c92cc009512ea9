// `npm run seed` (the one-shot seed service of docker-compose.yml): creates the super administrator and the demo data
// on an empty store, then exits without serving; on a store that has events it does nothing.
import { loadConfig } from '../infra/config';
import { keepHeapNearLive } from '../infra/heapGrowth';
import { createFirstData } from './firstData';
import { startServices } from './services';

keepHeapNearLive();
const config = loadConfig();
const services = await startServices(config);
if (!(await createFirstData(services, config))) console.log('Le magasin d’événements contient déjà des données : rien à créer.');
await services.close();
process.exit(0);
