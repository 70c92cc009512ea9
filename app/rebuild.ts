// npm run rebuild -- <projection>|all : drops read models and replays every event into them.
// A runner running meanwhile finds its checkpoint moved and resumes from it; stopping it first spares it the work.
import { loadConfig } from '../infra/config';
import { allProjections } from '../projections';
import { rebuildProjections } from '../projections/rebuild';
import { openStores } from './stores';

const target = process.argv[2];
const chosen = target === 'all' ? allProjections : allProjections.filter((p) => p.name === target);
if (!target || chosen.length === 0) {
  console.error(`Usage : npm run rebuild -- <${allProjections.map((p) => p.name).join('|')}|all>`);
  process.exit(2);
}
const stores = await openStores(loadConfig());
const { head, ms } = await rebuildProjections(stores.store, stores.docs, chosen);
console.log(`Reconstruit : ${chosen.map((p) => p.name).join(', ')} — jusqu'à la position ${head} en ${(ms / 1000).toFixed(1)} s`);
await stores.close();
