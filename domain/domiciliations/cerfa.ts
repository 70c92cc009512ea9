// The domiciliation attestation: what the read models gather and the document prints (as domain/housings/convention.ts).

import type { RECIPIENT_CIVILITIES } from '../recipients/fields';

/**
 * What a domiciliation attestation (Cerfa n°16030*01) says, gathered by its caller from the file, the antenna and the
 * domiciliation. Dates are YYYY-MM-DD (the page writes them DD/MM/YYYY); null leaves the form's line blank.
 */
export interface CerfaData {
  /** Names the downloaded file. */
  file_number: number;
  /** The antenna holding the agreement: its name, its address on one line and its agreement_* fields. */
  organism: {
    name: string;
    address: string;
    agreement: { number: string | null; prefecture: string | null; start: string | null; end: string | null };
  };
  person: {
    civility: (typeof RECIPIENT_CIVILITIES)[number] | null;
    /** Nom(s): written in capitals. */
    name: string;
    /** Prénom(s), in order. */
    surnames: string[];
    birth_date: string | null;
    /** City and country of birth, on one line. */
    birth_place: string | null;
  };
  domiciliation: { start_date: string; end_date: string };
  /** The volunteer following the domiciliation. */
  referent: string | null;
  signature: { place: string; date: string };
}
