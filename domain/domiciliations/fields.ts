/** The charity's own domiciliations (it signs the attestation) and those held elsewhere, recorded for the file. */
export const DOMICILIATION_KINDS = ['own', 'external'] as const;
export type DomiciliationKind = (typeof DOMICILIATION_KINDS)[number];

/** The proofs of identity a domiciliation is granted on (docs/recipient-file.md, 'Domiciliation'). */
export const PROOF_PAPERS = ['CNI', 'Titre de séjour', 'Récépissé CNI', 'Récépissé Titre de séjour', 'Fiche de liaison SPIP'] as const;
export type ProofPaper = (typeof PROOF_PAPERS)[number];

/** A new own domiciliation lasts a year unless another duration is typed. */
export const DEFAULT_DURATION_MONTHS = 12;

/** The fields of an own domiciliation; end_date is the server's, from start_date and duration. */
export const OWN_FIELDS = ['user_id', 'paper', 'origin', 'start_date', 'last_meeting', 'duration', 'end_date', 'remarque'] as const;
/** The fields of a domiciliation held by another organism. */
export const EXTERNAL_FIELDS = ['name_dom', 'address', 'start_date', 'end_date'] as const;

/** A domiciliation as stored: its kind and the fields of that kind (duration in months). */
export interface DomiciliationFields {
  kind: DomiciliationKind;
  user_id?: string | null;
  paper?: ProofPaper | null;
  origin?: string | null;
  start_date?: string | null;
  last_meeting?: string | null;
  duration?: number | null;
  end_date?: string | null;
  remarque?: string | null;
  name_dom?: string | null;
  address?: string | null;
}
