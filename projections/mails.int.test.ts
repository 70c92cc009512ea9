import { describe, expect, it } from 'vitest';
import type { MailFields } from '@domain/mails/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import { buildActor, recipientCreated, userCreated } from '@domain/testing/builders';
import { fileOfMail, fileOfProxy, mailsOfFile, mailsProjection, proxiesOfFile, readMail, readProxy } from './mails';
import { recipientsProjection } from './recipients';
import { readAs } from './testing/readAs';
import { givenEvents, on } from './testing/projectionSpec';
import { usersProjection } from './users';

// The mails list names who received and who handed over from the users read model, and its files' access is judged
// on the recipients list: all three run.
const projections = [mailsProjection, usersProjection, recipientsProjection];
const file = (id: string, event: RecipientEvent) => on(`recipient-${id}`, event);
const mail = (fields: Partial<MailFields> = {}): MailFields => ({
  user_id: 'u-nord',
  number: 1,
  date: '2026-11-20',
  kind: 'Courrier',
  received_date: null,
  handed_to: null,
  handed_by: null,
  proxy_id: null,
  ...fields,
});
const proxy = { name: 'Mme Benali', identity_document: 'CNI 123', start_date: '2026-11-01', end_date: '2026-11-21' };
const world = [
  on('user-u-nord', userCreated()),
  on('user-u-autre', userCreated({ surname: 'Lucie', name: 'Girard' })),
  file('r1', recipientCreated()),
  file('r2', recipientCreated({ surname: 'Awa', name: 'Diallo' }, 13)),
  file('r1', { type: 'MailAdded', data: { mail_id: 'm1', mail: mail() } }),
  file('r1', { type: 'MailAdded', data: { mail_id: 'm2', mail: mail({ date: '2026-11-21', kind: 'Colis', number: 2 }) } }),
  file('r2', { type: 'MailAdded', data: { mail_id: 'm3', mail: mail() } }),
  file('r1', { type: 'ProxyAdded', data: { proxy_id: 'p1', proxy } }),
];

describe('mails projection', () => {
  it('lists the mails of a file, latest arrival first, with the receiver, waiting and allowing a hand-over', async () => {
    await givenEvents(projections, world).then(async (docs) => {
      const rows = await mailsOfFile(readAs(docs), 'r1');
      expect(rows.map((row) => row._id)).toEqual(['m2', 'm1']);
      expect(rows[1]).toEqual({
        ...mail(),
        _id: 'm1',
        recipient_id: 'r1',
        user: { surname: 'Camille', name: 'Moreau' },
        handed_by_user: null,
        proxy_name: null,
        pending: true,
        abilities: { edit: true, delete: true, hand_over: true },
      });
    });
  });

  it('records a hand-over with who and the proxy, and an edit', async () => {
    await givenEvents(projections, world)
      .when([
        file('r1', {
          type: 'MailHandedOver',
          data: { mail_id: 'm1', received_date: '2026-11-21', handed_to: 'proxy', handed_by: 'u-autre', proxy_id: 'p1' },
        }),
        file('r1', { type: 'MailChanged', data: { mail_id: 'm2', changes: { comment: { from: null, to: 'Colis de la CAF' } } } }),
      ])
      .then(async (docs) => {
        const [m2, m1] = await mailsOfFile(readAs(docs), 'r1');
        expect(m1).toMatchObject({
          received_date: '2026-11-21',
          handed_to: 'proxy',
          handed_by_user: { surname: 'Lucie', name: 'Girard' },
          proxy_name: 'Mme Benali',
          pending: false,
          abilities: { hand_over: false },
        });
        expect(m2.comment).toBe('Colis de la CAF');
        const [used] = await proxiesOfFile(readAs(docs, undefined, '2026-11-22'), 'r1');
        expect(used.abilities).toEqual({ edit: true, delete: false });
      });
  });

  it("says whether a proxy holds on the reader's day, computed when read", async () => {
    await givenEvents(projections, world).then(async (docs) => {
      expect((await proxiesOfFile(readAs(docs, undefined, '2026-11-21'), 'r1'))[0]).toEqual({
        ...proxy,
        _id: 'p1',
        recipient_id: 'r1',
        valid: true,
        abilities: { edit: true, delete: true },
      });
      expect((await proxiesOfFile(readAs(docs, undefined, '2026-11-22'), 'r1'))[0].valid).toBe(false);
      expect(await proxiesOfFile(readAs(docs, undefined, '2026-11-22'), 'r2')).toEqual([]);
    });
  });

  it('answers a file and a mail only to a reader who may open the file, and says which mail by id', async () => {
    const sud = buildActor('volunteer', { antenna_id: 'ant-sud' });
    await givenEvents(projections, world).then(async (docs) => {
      expect((await readMail(readAs(docs), 'm2'))?.kind).toBe('Colis');
      await expect(mailsOfFile(readAs(docs, sud), 'r1')).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(readMail(readAs(docs, sud), 'm1')).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(proxiesOfFile(readAs(docs, sud), 'r1')).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(mailsOfFile(readAs(docs), 'r-none')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  it('forgets deleted mails and proxies, and all of them with their file', async () => {
    await givenEvents(projections, world)
      .when([
        file('r1', { type: 'MailDeleted', data: { mail_id: 'm2' } }),
        file('r1', { type: 'ProxyChanged', data: { proxy_id: 'p1', changes: { name: { from: 'Mme Benali', to: 'Mme Sara Benali' } } } }),
        file('r2', { type: 'RecipientDeleted', data: {} }),
      ])
      .then(async (docs) => {
        expect((await mailsOfFile(readAs(docs), 'r1')).map((row) => row._id)).toEqual(['m1']);
        expect((await readProxy(readAs(docs), 'p1'))?.name).toBe('Mme Sara Benali');
        await expect(fileOfMail(docs, 'm3')).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Courrier introuvable' });
        await expect(mailsOfFile(readAs(docs), 'r2')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      });
    await givenEvents(projections, world)
      .when([file('r1', { type: 'ProxyDeleted', data: { proxy_id: 'p1' } })])
      .then(async (docs) => {
        await expect(fileOfProxy(docs, 'p1')).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Procuration introuvable' });
      });
  });
});
