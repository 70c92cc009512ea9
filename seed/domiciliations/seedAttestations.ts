import { frenchDay } from '@domain/shared/dates';
import { recordAttestation } from '../../commands/domiciliations/recordAttestation';
import type { CommandDeps } from '../../commands/context';
import type { FileStore } from '../../commands/fileStore';
import { lastPosition, loadAggregate } from '../../commands/handle';
import { streams, userAggregate } from '../../commands/streams';
import { actorOf } from '../../commands/auth/login';
import { systemContext } from '../../commands/setup/systemActor';
import { cerfaData } from '../../projections/cerfaData';
import type { DocStore } from '../../projections/docStore';
import { DOMICILIATIONS, type DomiciliationDoc } from '../../projections/domiciliations';
import { loadRecipientFile } from '../../projections/recipientFile';

/** What generating the demo attestations needs: the command dependencies, the read models, the file store. */
export interface AttestationSeedServices {
  deps: CommandDeps;
  docs: DocStore;
  files: FileStore;
  projections: { waitFor(position: bigint, timeoutMs?: number): Promise<boolean> };
}

/**
 * Generates the attestation of every demo own domiciliation, each by its referent, as the Domiciliation tab's download
 * would. The attestation is built from the read models, so this runs once they hold the demo (`seeded`, its position).
 */
export async function seedAttestations(services: AttestationSeedServices, seeded: bigint | null): Promise<bigint | null> {
  if (seeded !== null && !(await services.projections.waitFor(seeded, 60_000)))
    throw new Error('Demo attestations: the read models did not catch up with the demo data');
  const ctx = systemContext(services.deps, 'demo-seed');
  const today = frenchDay(ctx.clock());
  const { items } = await services.docs.collection<DomiciliationDoc>(DOMICILIATIONS).find({ where: { kind: 'own' } });
  let position: bigint | null = null;
  for (const dom of items) {
    if (!dom.user_id) continue;
    const actor = actorOf(dom.user_id, (await loadAggregate(ctx, streams.user(dom.user_id), userAggregate)).state.profile);
    const file = await loadRecipientFile(services.deps.store, services.docs, actor, dom.recipient_id);
    const { perform: renderCerfa } = await import('../../documents/cerfa/cerfaDocument');
    const attestation = await renderCerfa(await cerfaData(services.docs, file, dom, today));
    const recorded = await recordAttestation({ ...ctx, actor }, services.files, dom.recipient_id, dom._id, attestation);
    position = lastPosition(position, recorded.position);
  }
  return position;
}
