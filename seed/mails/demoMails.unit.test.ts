import { describe, expect, it } from 'vitest';
import { demoMailsOf, getsMail, withProxy, withRedirection } from './demoMails';

const odd = Array.from({ length: 32 }, (_, i) => 2 * i + 1);

describe('the demo mail log', () => {
  it('goes to files of odd numbers, with proxies and redirections on some of them', () => {
    expect(getsMail(1) && getsMail(63) && !getsMail(2)).toBe(true);
    expect(odd.filter(withProxy).length).toBeGreaterThanOrEqual(3);
    expect(odd.filter(withRedirection).length).toBeGreaterThanOrEqual(2);
  });

  it('leaves mail waiting on some files, hands the rest over after it arrived and never in the future', () => {
    const mails = odd.flatMap((number) => demoMailsOf(number, withProxy(number)));
    expect(odd.filter((number) => demoMailsOf(number, false).some((mail) => mail.kept === undefined)).length).toBeGreaterThan(5);
    for (const mail of mails) if (mail.kept !== undefined) expect(mail.kept >= 0 && mail.kept <= mail.ago).toBe(true);
    expect(mails.some((mail) => mail.to === 'proxy' && mail.kept !== undefined)).toBe(true);
    expect(mails.some((mail) => mail.to === 'sender' && mail.kept !== undefined)).toBe(true);
    expect(new Set(mails.map((mail) => mail.kind)).size).toBe(3);
  });
});
