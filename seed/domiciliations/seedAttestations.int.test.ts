import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AttestationGenerated } from '@domain/domiciliations/events';
import type { DomiciliationFields } from '@domain/domiciliations/fields';
import type { Services } from '../../api/services';
import { startServices } from '../../app/services';
import { bootstrap } from '../../commands/setup/bootstrap';
import { loadConfig } from '../../infra/config';
import { tempDataDir } from '../../infra/testing/tempDataDir';
import { seedDemo } from '../seedDemo';
import { seedAttestations } from './seedAttestations';

describe('demo attestations', () => {
  let dir: ReturnType<typeof tempDataDir>;
  let services: Services;

  beforeEach(async () => {
    dir = tempDataDir();
    services = await startServices(loadConfig({ DATA_DIR: dir.path, SEED: 'none', BCRYPT_ROUNDS: '4' }), {
      clock: () => new Date('2026-11-22T09:30:00.000Z'),
    });
  });
  afterEach(async () => {
    await services.close();
    dir.remove();
  });

  it('generates one kept attestation per own demo domiciliation, recorded by its referent', async () => {
    const admin = await bootstrap(services.deps, { login: 'admin', password: 'admin-password' });
    const demo = await seedDemo(services.deps, admin?.reference ?? new Map());
    await seedAttestations(services, demo.position);

    const events = await services.deps.store.readAll(0n, 1_000_000);
    type Added = { domiciliation_id: string; domiciliation: DomiciliationFields };
    const referents = new Map(
      events
        .filter((event) => event.type === 'DomiciliationAdded' && (event.data as Added).domiciliation.kind === 'own')
        .map((event) => [(event.data as Added).domiciliation_id, (event.data as Added).domiciliation.user_id] as const),
    );
    const generated = events.filter((event) => event.type === 'DomiciliationAttestationGenerated');
    expect(referents.size).toBeGreaterThan(0);
    expect(generated.map((event) => (event.data as AttestationGenerated).domiciliation_id).sort()).toEqual([...referents.keys()].sort());
    for (const event of generated) {
      const data = event.data as AttestationGenerated;
      expect(event.meta.userId).toBe(referents.get(data.domiciliation_id));
      const kept = await services.files.get(data.file_id);
      expect(kept && createHash('sha256').update(kept.bytes).digest('hex')).toBe(data.sha256);
    }
  });
});
