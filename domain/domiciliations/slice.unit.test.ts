import { describe, expect, it } from 'vitest';
import { recipientCreated } from '../testing/builders';
import { describeEvent, displayPlain, referencedIds } from '../recipients/history';
import type { RecipientEvent } from '../recipients/events';
import { evolveRecipient, initialRecipientState } from '../recipients/state';

const attestation: RecipientEvent = {
  type: 'DomiciliationAttestationGenerated',
  data: {
    domiciliation_id: 'd-1',
    file_id: 'f-1',
    sha256: '3f2a9c1b0d4e5f60718293a4b5c6d7e8f90123456789abcdef0123456789abcd',
    size: 5120,
    filename: 'attestation-domicile-dossier-12-2026-11-01.pdf',
    start_date: '2026-11-01',
    end_date: '2027-10-31',
  },
};

describe('the history of an attestation', () => {
  it('says which attestation was handed out: its period, its file and its SHA-256 shortened', () => {
    expect(describeEvent(attestation, displayPlain)).toEqual({
      summary:
        "Attestation d'élection de domicile du 01/11/2026 au 31/10/2027 délivrée (attestation-domicile-dossier-12-2026-11-01.pdf, SHA-256 3f2a9c1b0d4e…)",
      changes: [],
    });
    expect(referencedIds(attestation)).toEqual([]);
  });

  it('leaves the domiciliations of the file as they were', () => {
    const domiciled: RecipientEvent = {
      type: 'DomiciliationAdded',
      data: { domiciliation_id: 'd-1', domiciliation: { kind: 'own', user_id: 'u-1', start_date: '2026-11-01', end_date: '2027-10-31' } },
    };
    const before = [recipientCreated(), domiciled].reduce(evolveRecipient, initialRecipientState);
    expect(evolveRecipient(before, attestation)).toEqual(before);
  });
});
