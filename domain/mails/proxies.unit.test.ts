import { describe, it } from 'vitest';
import { buildActor, recipientCreated } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import type { RecipientEvent } from '../recipients/events';
import { RECIPIENT_MESSAGES } from '../recipients/rules';
import { evolveRecipient, initialRecipientState } from '../recipients/state';
import type { ProxyFields } from './fields';
import { addProxy, deleteProxy, updateProxy } from './proxies';
import { PROXY_MESSAGES as P } from './rules';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const actor = buildActor('volunteer', { id: 'u-nord' });
const proxy: ProxyFields = { name: 'Mme Benali', identity_document: 'CNI 123456', start_date: '2026-11-01', end_date: '2026-11-30' };
const proxyAdded: RecipientEvent = { type: 'ProxyAdded', data: { proxy_id: 'p-1', proxy } };
const mail = { user_id: 'u-nord', number: 1, date: '2026-11-10', kind: 'Courrier' as const };
const handedOverByProxy: RecipientEvent[] = [
  { type: 'MailAdded', data: { mail_id: 'm-1', mail } },
  {
    type: 'MailHandedOver',
    data: { mail_id: 'm-1', received_date: '2026-11-12', handed_to: 'proxy', handed_by: 'u-nord', proxy_id: 'p-1' },
  },
];
const edit = (current: Partial<ProxyFields>) => ({ origin: { ...proxy }, current: { ...proxy, ...current }, failOnConcurrent: false });

describe('addProxy', () => {
  it('records a proxy, names trimmed, open-ended when it has no end', () => {
    given(recipients, [recipientCreated()])
      .when((state) => addProxy({ proxyId: 'p-1', proxy: { ...proxy, name: '  Mme Benali ', end_date: undefined } }, state, { actor }))
      .then([{ type: 'ProxyAdded', data: { proxy_id: 'p-1', proxy: { ...proxy, end_date: null } } }]);
  });

  it('refuses a proxy without name, identity document or start, or ending before it starts', () => {
    given(recipients, [recipientCreated()])
      .when((state) => addProxy({ proxyId: 'p-1', proxy: { name: ' ', identity_document: '', start_date: null } }, state, { actor }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', P.missingFields, {
        name: P.nameRequired,
        identity_document: P.documentRequired,
        start_date: P.startRequired,
      });
    given(recipients, [recipientCreated()])
      .when((state) => addProxy({ proxyId: 'p-1', proxy: { ...proxy, end_date: '2026-10-31' } }, state, { actor }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', P.missingFields, { end_date: P.endBeforeStart });
  });

  it('refuses a file of another antenna to a volunteer', () => {
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when((state) => addProxy({ proxyId: 'p-1', proxy }, state, { actor }))
      .thenRefuses('FORBIDDEN', RECIPIENT_MESSAGES.forbiddenFile);
  });
});

describe('updateProxy', () => {
  it('records what changed', () => {
    given(recipients, [recipientCreated(), proxyAdded])
      .when((state) => updateProxy({ proxyId: 'p-1', update: edit({ end_date: '2026-12-31' }) }, state, { actor }))
      .then([{ type: 'ProxyChanged', data: { proxy_id: 'p-1', changes: { end_date: { from: '2026-11-30', to: '2026-12-31' } } } }]);
  });

  it('keeps the period covering the days mail was handed over under the proxy', () => {
    given(recipients, [recipientCreated(), proxyAdded, ...handedOverByProxy])
      .when((state) => updateProxy({ proxyId: 'p-1', update: edit({ start_date: '2026-11-13' }) }, state, { actor }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', P.datesInUse);
    given(recipients, [recipientCreated(), proxyAdded, ...handedOverByProxy])
      .when((state) => updateProxy({ proxyId: 'p-1', update: edit({ start_date: '2026-11-12' }) }, state, { actor }))
      .then([{ type: 'ProxyChanged', data: { proxy_id: 'p-1', changes: { start_date: { from: '2026-11-01', to: '2026-11-12' } } } }]);
  });

  it('refuses an unknown proxy and does nothing when nothing changed', () => {
    given(recipients, [recipientCreated()])
      .when((state) => updateProxy({ proxyId: 'p-1', update: edit({}) }, state, { actor }))
      .thenRefuses('NOT_FOUND', P.notFound);
    given(recipients, [recipientCreated(), proxyAdded])
      .when((state) => updateProxy({ proxyId: 'p-1', update: edit({ name: 'Mme Benali ' }) }, state, { actor }))
      .thenNothing();
  });
});

describe('deleteProxy', () => {
  it('removes a proxy no mail was handed over under, refuses one that was used', () => {
    given(recipients, [recipientCreated(), proxyAdded])
      .when((state) => deleteProxy({ proxyId: 'p-1' }, state, { actor }))
      .then([{ type: 'ProxyDeleted', data: { proxy_id: 'p-1' } }]);
    given(recipients, [recipientCreated(), proxyAdded, ...handedOverByProxy])
      .when((state) => deleteProxy({ proxyId: 'p-1' }, state, { actor }))
      .thenRefuses('PROXY_IN_USE', P.inUse);
  });
});
