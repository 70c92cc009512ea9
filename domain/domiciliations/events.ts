import type { FieldChanges } from '../shared/changes';
import type { DomiciliationFields } from './fields';

/** Domiciliations live in the recipient's stream, with the rest of the file (one file, one history). */
export type DomiciliationEvent =
  | { type: 'DomiciliationAdded'; data: { domiciliation_id: string; domiciliation: DomiciliationFields } }
  | { type: 'DomiciliationChanged'; data: { domiciliation_id: string; changes: FieldChanges } }
  | { type: 'DomiciliationDeleted'; data: { domiciliation_id: string } }
  | { type: 'DomiciliationAttestationGenerated'; data: AttestationGenerated };

/** A generated attestation as kept in the file store: its id there, the SHA-256 and length of its bytes, its name. */
export interface AttestationFile {
  file_id: string;
  sha256: string;
  size: number;
  filename: string;
}

/** An attestation handed out: the file kept, and the period it certified (the domiciliation may change or go later). */
export type AttestationGenerated = AttestationFile & { domiciliation_id: string; start_date: string; end_date: string };

/** The domiciliations of a file, by id. */
export interface DomiciliationSlice {
  domiciliations: Record<string, DomiciliationFields>;
}
