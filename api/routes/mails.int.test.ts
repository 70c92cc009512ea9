import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { buildRecipient, fileRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';
import type { Mail, MailProxy } from '../types';

const TODAY = '2026-11-22';
let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;
let unique = 0;

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date(`${TODAY}T10:00:00Z`) });
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
});
afterAll(async () => {
  await server.close();
});

const newFile = async (antenna: 'nord' | 'sud' = 'nord') =>
  fileRecipient(server, fx.tokens.admin, buildRecipient(ref, fx.antennas[antenna], { surname: `Personne${++unique}`, name: 'Martin' }));
const logMail = (recipientId: string, mail: Record<string, unknown>, token = fx.tokens.volunteerNord) =>
  server.request<string>('PUT', `/api/web/recipient/${recipientId}/mails`, { token, body: { mail } });
const readMail = async (id: string, token = fx.tokens.volunteerNord) =>
  (await server.request<Mail>('GET', `/api/web/mail/${id}`, { token })).body.data as Mail;
const editMail = async (id: string, current: Record<string, unknown>, token = fx.tokens.volunteerNord) => {
  const origin = await readMail(id, fx.tokens.admin);
  return server.request<string>('POST', `/api/web/mail/${id}`, {
    token,
    body: { origin, current: { ...origin, ...current }, fail_on_concurrent: false },
  });
};
const pendingOf = async (recipientId: string) =>
  (await server.request<{ pending_mails: number }>('GET', `/api/web/recipient/${recipientId}`, { token: fx.tokens.admin })).body.data
    ?.pending_mails;
const addProxy = (recipientId: string, procuration: Record<string, unknown>, token = fx.tokens.volunteerNord) =>
  server.request<string>('PUT', `/api/web/recipient/${recipientId}/procurations`, { token, body: { procuration } });
const proxy = { name: 'Mme Sara Benali', identity_document: 'CNI n°120456789', start_date: '2026-11-01', end_date: '2026-12-31' };

describe('PUT /api/web/recipient/:id/mails', () => {
  it('logs a mail arrived today for the signed-in volunteer, listed waiting, counted on the file header', async () => {
    const file = await newFile();
    const created = await logMail(file, { number: '2', kind: 'Colis' });
    expect(created.status).toBe(200);
    const list = await server.request<Mail[]>('GET', `/api/web/recipient/${file}/mails`, { token: fx.tokens.volunteerNord });
    expect(list.body).toEqual({
      success: true,
      data: [
        {
          _id: created.body.data,
          recipient_id: file,
          user_id: fx.ids.volunteerNord,
          number: 2,
          date: TODAY,
          kind: 'Colis',
          received_date: null,
          handed_to: null,
          handed_by: null,
          proxy_id: null,
          user: { surname: 'volunteerNord', name: 'VOLUNTEER' },
          handed_by_user: null,
          proxy_name: null,
          pending: true,
          abilities: { edit: true, delete: true, hand_over: true },
        },
      ],
    });
    expect(await pendingOf(file)).toBe(1);
  });

  it("refuses a mail without receiver or date with the modal's messages, and records nothing", async () => {
    const file = await newFile();
    const refused = await expectNothingAppended(server, () => logMail(file, { user_id: null, date: '' }));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      code: 'OBJECT_CANNOT_BE_VALIDATED',
      message: 'Courrier non mis à jour. Des champs sont manquants',
      errors: { user_id: "L'accueillant est requis", date: 'La date est requise' },
    });
  });

  it('refuses a volunteer and an antenna administrator a receiver of another antenna; an administrator names anyone', async () => {
    const file = await newFile();
    for (const token of [fx.tokens.volunteerNord, fx.tokens.adminNord]) {
      const refused = await expectNothingAppended(server, () => logMail(file, { user_id: fx.ids.volunteerSud }, token));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        message: "L'accueillant doit être de votre antenne",
        errors: { user_id: "L'accueillant doit être de votre antenne" },
      });
    }
    expect((await logMail(file, { user_id: fx.ids.volunteerSud }, fx.tokens.admin)).status).toBe(200);
  });
});

describe('a file of another antenna', () => {
  it('is refused to a volunteer for every mail and proxy call, with nothing recorded', async () => {
    const file = await newFile('sud');
    const mailId = (await logMail(file, {}, fx.tokens.volunteerSud)).body.data as string;
    const proxyId = (await addProxy(file, proxy, fx.tokens.volunteerSud)).body.data as string;
    const origin = await readMail(mailId, fx.tokens.volunteerSud);
    const token = fx.tokens.volunteerNord;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/web/recipient/${file}/mails`],
      ['PUT', `/api/web/recipient/${file}/mails`, { mail: {} }],
      ['GET', `/api/web/mail/${mailId}`],
      ['POST', `/api/web/mail/${mailId}`, { origin, current: { ...origin, received_date: TODAY } }],
      ['POST', `/api/web/mail/${mailId}/hand_over`, {}],
      ['DELETE', `/api/web/mail/${mailId}`],
      ['GET', `/api/web/recipient/${file}/procurations`],
      ['PUT', `/api/web/recipient/${file}/procurations`, { procuration: proxy }],
      ['GET', `/api/web/procuration/${proxyId}`],
      ['DELETE', `/api/web/procuration/${proxyId}`],
      ['POST', `/api/web/recipient/${file}/mail_redirection`, { mail_redirection: 'Chez sa sœur' }],
      ['GET', `/api/web/recipient/${file}/mail_redirection`],
    ];
    for (const [method, path, body] of calls) {
      const refused = await expectNothingAppended(server, () => server.request(method, path, { token, body }));
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body).toEqual({ success: false, code: 'FORBIDDEN', message: "Vous n'avez pas le droit de consulter ce dossier !" });
    }
    for (const other of [fx.tokens.siege, fx.tokens.management, fx.tokens.admin, fx.tokens.adminSud])
      expect((await server.request('GET', `/api/web/recipient/${file}/mails`, { token: other })).status).toBe(200);
  });
});

describe('POST /api/web/mail/:id', () => {
  it('records an edit, and hands a waiting mail over when it gets a received_date, by the writer', async () => {
    const file = await newFile();
    const id = (await logMail(file, { date: '2026-11-18' })).body.data as string;
    expect((await editMail(id, { comment: 'Courrier de la CAF' })).status).toBe(200);
    const handed = await editMail(id, { received_date: '2026-11-20' }, fx.tokens.adminNord);
    expect(handed.body).toEqual({ success: true, data: id });
    expect(await readMail(id)).toMatchObject({
      comment: 'Courrier de la CAF',
      received_date: '2026-11-20',
      handed_to: 'recipient',
      handed_by: fx.ids.adminNord,
      handed_by_user: { surname: 'adminNord', name: 'ANTENNA_ADMIN' },
      pending: false,
      abilities: { hand_over: false },
    });
    const types = (await server.services.store.readStream(`recipient-${file}`)).map((event) => event.type);
    expect(types.slice(-2)).toEqual(['MailChanged', 'MailHandedOver']);
    expect(await pendingOf(file)).toBe(0);
  });

  it('refuses a hand-over before the arrival or in the future, and records nothing', async () => {
    const file = await newFile();
    const id = (await logMail(file, { date: '2026-11-18' })).body.data as string;
    for (const [day, message] of [
      ['2026-11-17', 'Un courrier ne peut pas être remis avant son arrivée'],
      ['2026-11-23', 'Un courrier ne peut pas être remis dans le futur'],
    ]) {
      const refused = await expectNothingAppended(server, () => editMail(id, { received_date: day }));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'OBJECT_CANNOT_BE_VALIDATED', errors: { received_date: message } });
    }
    expect((await readMail(id)).pending).toBe(true);
  });
});

describe('POST /api/web/mail/:id/hand_over', () => {
  it("hands a mail over today ('Remis'), then refuses to hand it over again", async () => {
    const file = await newFile();
    const id = (await logMail(file, {})).body.data as string;
    expect((await server.request('POST', `/api/web/mail/${id}/hand_over`, { token: fx.tokens.volunteerNord, body: {} })).status).toBe(200);
    expect(await readMail(id)).toMatchObject({ received_date: TODAY, handed_to: 'recipient', handed_by: fx.ids.volunteerNord });
    const again = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/mail/${id}/hand_over`, { token: fx.tokens.volunteerNord, body: {} }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, code: 'ALREADY_HANDED_OVER', message: 'Ce courrier a déjà été remis' });
  });

  it('hands a mail to a proxy of the file valid that day, or returns it to its sender', async () => {
    const file = await newFile();
    const proxyId = (await addProxy(file, proxy)).body.data as string;
    const early = (await logMail(file, { date: '2026-10-20' })).body.data as string;
    const refused = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/mail/${early}/hand_over`, {
        token: fx.tokens.volunteerNord,
        body: { received_date: '2026-10-25', handed_to: 'proxy', proxy_id: proxyId },
      }),
    );
    expect(refused.body).toMatchObject({ errors: { proxy_id: "Cette procuration n'est pas valable à la date de remise" } });
    const handOver = { received_date: '2026-11-21', handed_to: 'proxy', proxy_id: proxyId };
    expect(
      (await server.request('POST', `/api/web/mail/${early}/hand_over`, { token: fx.tokens.volunteerNord, body: handOver })).status,
    ).toBe(200);
    expect(await readMail(early)).toMatchObject({ handed_to: 'proxy', proxy_id: proxyId, proxy_name: 'Mme Sara Benali' });
    const returned = (await logMail(file, {})).body.data as string;
    await server.request('POST', `/api/web/mail/${returned}/hand_over`, { token: fx.tokens.volunteerNord, body: { handed_to: 'sender' } });
    expect(await readMail(returned)).toMatchObject({ handed_to: 'sender', received_date: TODAY, proxy_id: null });
  });
});

describe('DELETE /api/web/mail/:id', () => {
  it('removes a mail from the list and the count', async () => {
    const file = await newFile();
    const id = (await logMail(file, {})).body.data as string;
    expect((await server.request('DELETE', `/api/web/mail/${id}`, { token: fx.tokens.volunteerNord })).body).toEqual({
      success: true,
      data: id,
    });
    expect((await server.request('GET', `/api/web/mail/${id}`, { token: fx.tokens.volunteerNord })).status).toBe(404);
    expect(await pendingOf(file)).toBe(0);
  });
});

describe('procurations', () => {
  it('records, lists as valid today, edits and deletes a proxy; one mail was handed over under is kept', async () => {
    const file = await newFile();
    const id = (await addProxy(file, proxy)).body.data as string;
    const list = await server.request<MailProxy[]>('GET', `/api/web/recipient/${file}/procurations`, { token: fx.tokens.volunteerNord });
    expect(list.body.data).toEqual([{ ...proxy, _id: id, recipient_id: file, valid: true, abilities: { edit: true, delete: true } }]);
    const origin = (await server.request<MailProxy>('GET', `/api/web/procuration/${id}`, { token: fx.tokens.volunteerNord })).body
      .data as MailProxy;
    const edited = await server.request('POST', `/api/web/procuration/${id}`, {
      token: fx.tokens.volunteerNord,
      body: { origin, current: { ...origin, end_date: '2026-11-21' } },
    });
    expect(edited.status).toBe(200);
    expect(
      (await server.request<MailProxy>('GET', `/api/web/procuration/${id}`, { token: fx.tokens.volunteerNord })).body.data?.valid,
    ).toBe(false);

    const mailId = (await logMail(file, { date: '2026-11-10' })).body.data as string;
    await server.request('POST', `/api/web/mail/${mailId}/hand_over`, {
      token: fx.tokens.volunteerNord,
      body: { received_date: '2026-11-12', handed_to: 'proxy', proxy_id: id },
    });
    const kept = await expectNothingAppended(server, () =>
      server.request('DELETE', `/api/web/procuration/${id}`, { token: fx.tokens.volunteerNord }),
    );
    expect(kept.status).toBe(409);
    expect(kept.body).toMatchObject({ code: 'PROXY_IN_USE' });
    const unused = (await addProxy(file, { ...proxy, name: 'M. Karim Benali' })).body.data as string;
    expect((await server.request('DELETE', `/api/web/procuration/${unused}`, { token: fx.tokens.volunteerNord })).status).toBe(200);
  });

  it('refuses a proxy without name, identity document or start, and records nothing', async () => {
    const file = await newFile();
    const refused = await expectNothingAppended(server, () => addProxy(file, { name: '', identity_document: null }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'Procuration non mise à jour. Des champs sont manquants',
      errors: {
        name: 'Le nom du mandataire est requis',
        identity_document: "La pièce d'identité est requise",
        start_date: 'La date de début est requise',
      },
    });
  });
});

describe('mail redirection', () => {
  it('is set and read by whoever opens the file, and shown on the file header', async () => {
    const file = await newFile();
    const text = 'Chez sa sœur, 3 rue des Lilas, 59000 Lille';
    const set = await server.request('POST', `/api/web/recipient/${file}/mail_redirection`, {
      token: fx.tokens.volunteerNord,
      body: { mail_redirection: text },
    });
    expect(set.body).toEqual({ success: true, data: file });
    expect((await server.request('GET', `/api/web/recipient/${file}/mail_redirection`, { token: fx.tokens.volunteerNord })).body.data).toBe(
      text,
    );
    expect(
      (await server.request<{ mail_redirection: string }>('GET', `/api/web/recipient/${file}`, { token: fx.tokens.volunteerNord })).body
        .data?.mail_redirection,
    ).toBe(text);
  });
});
