import { recordAttestation as decideRecord } from '@domain/domiciliations/decide';
import type { AttestationFile } from '@domain/domiciliations/events';
import type { CommandContext, WriteResult } from '../context';
import type { FileStore } from '../fileStore';
import { runCommand } from '../handle';
import { recipientAggregate, streams } from '../streams';

/**
 * Keeps a generated attestation in the file store, then records its generation in the file's history. The bytes go
 * first, so an event never names a file that is not there; a refusal after them (the domiciliation deleted meanwhile)
 * leaves a file no event names, which nothing reads.
 */
export async function recordAttestation(
  ctx: CommandContext,
  files: FileStore,
  recipientId: string,
  domiciliationId: string,
  document: { filename: string; pdf: Uint8Array },
): Promise<WriteResult & { file: AttestationFile }> {
  const stored = await files.put(document.pdf, { name: document.filename, contentType: 'application/pdf' });
  const file: AttestationFile = { file_id: stored.fileId, sha256: stored.sha256, size: stored.size, filename: document.filename };
  const { position } = await runCommand(ctx, {
    command: 'recordAttestation',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (state) => decideRecord({ domiciliationId, file }, state, ctx),
  });
  return { position, file };
}
