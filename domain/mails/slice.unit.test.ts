import { describe, expect, it } from 'vitest';
import type { RecipientEvent } from '../recipients/events';
import { describeEvent, displayPlain, referencedIds } from '../recipients/history';
import type { Display } from '../recipients/slice';

// Users read as their names, as the history shows them.
const display: Display = (kind, value) => (kind === 'user' ? `Nom de ${String(value)}` : displayPlain(kind, value));
const summary = (event: RecipientEvent) => describeEvent(event, display).summary;
const mail = { user_id: 'u-1', number: 2, date: '2026-11-20', kind: 'Colis' as const, received_date: null };

describe('the history of mails and proxies', () => {
  it('tells an arrival, a hand-over and its kind in French', () => {
    expect(summary({ type: 'MailAdded', data: { mail_id: 'm-1', mail } })).toBe(
      "Arrivée d'un courrier le 20/11/2026 (Colis, 2 plis), reçu par Nom de u-1",
    );
    expect(
      summary({
        type: 'MailAdded',
        data: { mail_id: 'm-1', mail: { ...mail, number: 1, received_date: '2026-11-21', handed_to: 'sender' } },
      }),
    ).toBe("Arrivée d'un courrier le 20/11/2026 (Colis, 1 pli), reçu par Nom de u-1, retourné à l'expéditeur le 21/11/2026");
    expect(
      summary({
        type: 'MailHandedOver',
        data: { mail_id: 'm-1', received_date: '2026-11-22', handed_to: 'proxy', handed_by: 'u-2', proxy_id: 'p-1' },
      }),
    ).toBe('Courrier remis au mandataire le 22/11/2026 par Nom de u-2');
  });

  it('labels changed fields of the tab, how a mail left in words', () => {
    const changed = describeEvent(
      {
        type: 'MailChanged',
        data: {
          mail_id: 'm-1',
          changes: { handed_to: { from: 'recipient', to: 'sender' }, date: { from: '2026-11-20', to: '2026-11-19' } },
        },
      },
      display,
    );
    expect(changed.changes).toEqual([
      { field: 'handed_to', label: 'Remise', from: "Remis à l'accueilli", to: "Retourné à l'expéditeur" },
      { field: 'date', label: "Date d'arrivée", from: '20/11/2026', to: '19/11/2026' },
    ]);
    expect(
      summary({
        type: 'ProxyAdded',
        data: { proxy_id: 'p-1', proxy: { name: 'Mme Benali', identity_document: 'CNI', start_date: '2026-11-01', end_date: null } },
      }),
    ).toBe("Ajout d'une procuration : Mme Benali, du 01/11/2026");
  });

  it('names the users of an arrival and of a hand-over for the history to look them up', () => {
    expect(referencedIds({ type: 'MailAdded', data: { mail_id: 'm-1', mail } })).toContainEqual({ kind: 'user', id: 'u-1' });
    expect(
      referencedIds({
        type: 'MailHandedOver',
        data: { mail_id: 'm-1', received_date: '2026-11-22', handed_to: 'recipient', handed_by: 'u-2', proxy_id: null },
      }),
    ).toEqual([{ kind: 'user', id: 'u-2' }]);
  });
});
