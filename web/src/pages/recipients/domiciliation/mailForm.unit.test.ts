import { describe, expect, it } from 'vitest';
import type { MailProxy } from '../../../api/mails';
import { mailFromValues, newMailValues, proxiesOn } from './mailForm';

const today = '2026-11-22';
const proxy = (id: string, start_date: string, end_date: string | null) =>
  ({
    _id: id,
    recipient_id: 'r-1',
    name: id,
    identity_document: 'CNI',
    start_date,
    end_date,
    valid: true,
    abilities: { edit: true, delete: true },
  }) as MailProxy;

describe('mail values', () => {
  it('starts a new mail as arrived today, received by the user, one letter, waiting', () => {
    expect(mailFromValues(newMailValues('u-1', today))).toEqual({
      user_id: 'u-1',
      number: '1',
      date: today,
      kind: 'Courrier',
      comment: null,
      received_date: null,
      handed_to: null,
      proxy_id: null,
    });
  });

  it('sends how a mail left only once it left: to the person unless said otherwise, the proxy only when it went to one', () => {
    const waiting = { ...newMailValues('u-1', today), handed_to: 'proxy' as const, proxy_id: 'p-1' };
    expect(mailFromValues(waiting)).toMatchObject({ received_date: null, handed_to: null, proxy_id: null });
    expect(mailFromValues({ ...waiting, received_date: today, handed_to: null })).toMatchObject({ handed_to: 'recipient', proxy_id: null });
    expect(mailFromValues({ ...waiting, received_date: today })).toMatchObject({ handed_to: 'proxy', proxy_id: 'p-1' });
    expect(mailFromValues({ ...waiting, received_date: today, handed_to: 'sender' })).toMatchObject({
      handed_to: 'sender',
      proxy_id: null,
    });
  });

  it('offers the proxies holding on the day of the hand-over, and keeps the one chosen', () => {
    const proxies = [proxy('ended', '2026-01-01', '2026-06-30'), proxy('open', '2026-03-01', null), proxy('later', '2026-12-01', null)];
    expect(proxiesOn(proxies, today, null).map((p) => p._id)).toEqual(['open']);
    expect(proxiesOn(proxies, '2026-04-01', null).map((p) => p._id)).toEqual(['ended', 'open']);
    expect(proxiesOn(proxies, today, 'later').map((p) => p._id)).toEqual(['open', 'later']);
  });
});
