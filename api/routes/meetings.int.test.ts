import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { addMeeting, createHelp } from '../testing/meetings';
import { buildRecipient, fileRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';
import type { HistoryEntry, MeetingList, MeetingView, RecipientRow, RecipientView } from '../types';

const TODAY = '2026-11-22';
let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;
let unique = 0;
let busTicket: string;
let phoneCard: string;

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date(`${TODAY}T10:00:00Z`) });
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
  busTicket = await createHelp(server, fx.tokens.management, { label: 'Ticket de bus', category: 'Transport', price: '1,70' });
  phoneCard = await createHelp(server, fx.tokens.management, { label: 'Carte téléphonique', category: 'Communication', price: 15 });
});
afterAll(async () => {
  await server.close();
});

const newFile = async (antenna: 'nord' | 'sud' = 'nord') =>
  fileRecipient(server, fx.tokens.admin, buildRecipient(ref, fx.antennas[antenna], { surname: `Personne${++unique}`, name: 'Entretien' }));
const put = (file: string, meeting: Record<string, unknown>, token = fx.tokens.volunteerNord) => addMeeting(server, token, file, meeting);
const meetingsOf = async (file: string, token = fx.tokens.volunteerNord) =>
  (await server.request<MeetingList>('GET', `/api/web/recipient/${file}/meetings`, { token })).body.data as MeetingList;
const readMeeting = async (id: string, token = fx.tokens.volunteerNord) =>
  (await server.request<MeetingView>('GET', `/api/web/meeting/${id}`, { token })).body.data as MeetingView;
const editMeeting = async (id: string, current: Record<string, unknown>, token = fx.tokens.volunteerNord) => {
  const origin = await readMeeting(id, fx.tokens.admin);
  return server.request<string>('POST', `/api/web/meeting/${id}`, {
    token,
    body: { origin, current: { ...origin, ...current }, fail_on_concurrent: false },
  });
};
const fileOf = async (file: string) =>
  (await server.request<RecipientView>('GET', `/api/web/recipient/${file}`, { token: fx.tokens.admin })).body.data;

describe('PUT /api/web/recipient/:id/meetings', () => {
  it('records a new meeting with the defaults of docs/api.md, its lines and totals computed by the server', async () => {
    const file = await newFile();
    const created = await put(file, {
      presence: 'Oui',
      housing: true,
      health: true,
      helps: [
        { help_id: busTicket, quantity: '2,6' },
        { label: 'Colis alimentaire', category: 'Alimentaire', quantity: 1, u_price: '12,345', total_price: 999 },
      ],
    });
    expect(created.status).toBe(200);
    const list = await meetingsOf(file);
    expect(list).toEqual({
      meetings: [
        {
          _id: created.body.data,
          recipient_id: file,
          user_id: fx.ids.volunteerNord,
          user: { surname: 'volunteerNord', name: 'VOLUNTEER' },
          date: TODAY,
          next_date: '2026-11-29',
          type: 'Présentiel',
          presence: 'Oui',
          sid: false,
          housing: true,
          resources: false,
          work: false,
          health: true,
          admin: false,
          comment: null,
          topics: ['Hébergement', 'Santé'],
          helps: [
            { help_id: busTicket, label: 'Ticket de bus', category: 'Transport', quantity: 3, u_price: 1.7, total_price: 5.1 },
            { help_id: null, label: 'Colis alimentaire', category: 'Divers', quantity: 1, u_price: 12.345, total_price: 12.35 },
          ],
          total: 17.45,
          abilities: { edit: true, delete: true },
        },
      ],
      totals: { label: 'TOTAUX', count: 1, help_total: 17.45, help_total_high: false },
    });
  });

  it('totals a line as quantity × unit price, rounded to the cent only then', async () => {
    const file = await newFile();
    const created = await put(file, { presence: 'Oui', helps: [{ label: 'Lot de trois', quantity: 3, u_price: '3,333' }] });
    expect(created.status).toBe(200);
    const [meeting] = (await meetingsOf(file)).meetings;
    expect(meeting.helps[0]).toMatchObject({ quantity: 3, u_price: 3.333, total_price: 10 });
    expect(meeting.total).toBe(10);
  });

  it("refuses a meeting without date, maker or presence with the modal's messages, recording nothing", async () => {
    const file = await newFile();
    const refused = await expectNothingAppended(server, () => put(file, { date: '2026-02-30', user_id: null }));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      code: 'OBJECT_CANNOT_BE_VALIDATED',
      message: 'Entretiens non mis à jour. Des champs sont manquants',
      errors: { date: 'La date est requise', user_id: "L'accueillant est requis", presence: 'Information nécessaire' },
    });
  });

  it('refuses an aid quantity that is not a number, not above 0 or huge, and a free aid without label', async () => {
    const file = await newFile();
    const refused = await expectNothingAppended(server, () =>
      put(file, {
        presence: 'Non',
        helps: [
          { help_id: busTicket, quantity: 'deux' },
          { label: 'Repas', quantity: -1 },
          { label: ' ', quantity: 1e9 },
          { label: 'Nuit', quantity: '0,4' },
        ],
      }),
    );
    expect(refused.body.errors).toEqual({
      'helps.0.quantity': "Quantité d'aide invalide",
      'helps.1.quantity': "Quantité d'aide invalide",
      'helps.2.quantity': "Quantité d'aide invalide",
      'helps.2.label': 'Le libellé est requis',
      'helps.3.quantity': "Quantité d'aide invalide",
    });
    const prices = await expectNothingAppended(server, () =>
      put(file, {
        presence: 'Non',
        helps: [
          { label: 'Repas', quantity: 1, u_price: '-3' },
          { label: 'Repas 2', quantity: 1, u_price: 1e12 },
        ],
      }),
    );
    expect(prices.body.errors).toEqual({
      'helps.0.u_price': 'Le prix ne peut pas être négatif',
      'helps.1.u_price': 'Montant trop élevé (100 000 € au plus)',
    });
  });

  it('refuses an unknown or archived aid, and the same aid twice', async () => {
    const file = await newFile();
    const archived = await createHelp(server, fx.tokens.management, { label: 'Ancien bon', archived: true });
    const refused = await expectNothingAppended(server, () =>
      put(file, {
        presence: 'Oui',
        helps: [
          { help_id: 'nope', quantity: 1 },
          { help_id: archived, quantity: 1 },
          { help_id: phoneCard, quantity: 1 },
          { help_id: phoneCard, quantity: 2 },
        ],
      }),
    );
    expect(refused.body.errors).toEqual({
      'helps.0.help_id': 'Aide inconnue',
      'helps.1.help_id': 'Cette aide est archivée : elle ne peut plus être distribuée',
      'helps.3.help_id': "Cette aide figure déjà dans l'entretien",
    });
  });

  it('lets volunteers and antenna administrators name only users of their antenna; the head office names anyone', async () => {
    const file = await newFile();
    for (const token of [fx.tokens.volunteerNord, fx.tokens.adminNord]) {
      const refused = await expectNothingAppended(server, () => put(file, { presence: 'Oui', user_id: fx.ids.volunteerSud }, token));
      expect(refused.body.errors).toEqual({ user_id: "L'accueillant doit être de votre antenne" });
    }
    expect((await put(file, { presence: 'Oui', user_id: fx.ids.adminNord })).status).toBe(200);
    expect((await put(file, { presence: 'Oui', user_id: fx.ids.volunteerSud }, fx.tokens.siege)).status).toBe(200);
    const unknown = await expectNothingAppended(server, () => put(file, { presence: 'Oui', user_id: 'nobody' }, fx.tokens.siege));
    expect(unknown.body.errors).toEqual({ user_id: 'Accueillant inconnu' });
  });

  it('refuses control characters, unknown fields and a recipient_id that is not the path', async () => {
    const file = await newFile();
    for (const [meeting, errors] of [
      [{ presence: 'Oui', comment: 'Vu\u0000' }, { comment: 'Caractères non autorisés' }],
      [{ presence: 'Oui', helps: [{ label: 'Re\u001bpas', quantity: 1 }] }, { 'helps.0.label': 'Caractères non autorisés' }],
      [{ presence: 'Oui', colour: 'red' }, { colour: 'Champ inconnu' }],
      [{ presence: 'Oui', recipient_id: 'other' }, { recipient_id: expect.any(String) }],
    ] as const) {
      const refused = await expectNothingAppended(server, () => put(file, meeting));
      expect([refused.status, refused.body.errors]).toEqual([400, errors]);
    }
  });
});

describe('a file of another antenna', () => {
  it('refuses every meeting call to a user_relative reader with 403, recording nothing', async () => {
    const file = await newFile('sud');
    const id = (await put(file, { presence: 'Oui' }, fx.tokens.volunteerSud)).body.data as string;
    const origin = await readMeeting(id, fx.tokens.volunteerSud);
    const calls: [string, string, unknown?][] = [
      ['GET', `/recipient/${file}/meetings`],
      ['PUT', `/recipient/${file}/meetings`, { meeting: { presence: 'Oui' } }],
      ['GET', `/recipient/${file}/sid_meetings`],
      ['GET', `/meeting/${id}`],
      ['POST', `/meeting/${id}`, { origin, current: { ...origin, comment: 'x' } }],
      ['DELETE', `/meeting/${id}`],
    ];
    for (const [method, path, body] of calls) {
      const answer = await expectNothingAppended(server, () =>
        server.request(method, `/api/web${path}`, { token: fx.tokens.volunteerNord, body }),
      );
      expect([method, path, answer.status, answer.body.success]).toEqual([method, path, 403, false]);
    }
    expect((await meetingsOf(file, fx.tokens.admin)).totals.count).toBe(1);
  });
});

describe('GET, POST, DELETE /api/web/meeting/:id', () => {
  it('edits only what changed, keeps a line as it was given, and deletes', async () => {
    const file = await newFile();
    const id = (await put(file, { presence: 'Excusé', type: 'Téléphonique', helps: [{ help_id: phoneCard, quantity: 1 }] })).body
      .data as string;
    const meeting = await readMeeting(id);
    expect(meeting).toMatchObject({ presence: 'Excusé', type: 'Téléphonique', total: 15 });
    const edited = await editMeeting(id, {
      comment: 'Rappeler la CAF',
      helps: [...meeting.helps, { help_id: busTicket, quantity: 4, u_price: '1,50' }],
    });
    expect(edited.body).toEqual({ success: true, data: id });
    expect(await readMeeting(id)).toMatchObject({
      comment: 'Rappeler la CAF',
      helps: [
        { help_id: phoneCard, label: 'Carte téléphonique', quantity: 1, u_price: 15, total_price: 15 },
        { help_id: busTicket, label: 'Ticket de bus', quantity: 4, u_price: 1.5, total_price: 6 },
      ],
      total: 21,
    });
    const cleared = await expectNothingAppended(server, () => editMeeting(id, { presence: null }));
    expect(cleared.body.errors).toEqual({ presence: 'Information nécessaire' });
    expect((await server.request('DELETE', `/api/web/meeting/${id}`, { token: fx.tokens.volunteerNord })).body).toEqual({
      success: true,
      data: id,
    });
    expect((await server.request('GET', `/api/web/meeting/${id}`, { token: fx.tokens.volunteerNord })).body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Entretien introuvable',
    });
    expect(await meetingsOf(file)).toEqual({ meetings: [], totals: { label: 'TOTAUX', count: 0, help_total: 0, help_total_high: false } });
  });
});

describe('the figures of the file', () => {
  it('gives the file and its row of the list last_meeting and help_total, highlighted from 250 €', async () => {
    const file = await newFile();
    expect(await fileOf(file)).toMatchObject({ last_meeting: null, help_total: 0, help_total_high: false });
    await put(file, { presence: 'Oui', date: '2026-10-01', helps: [{ label: 'Caution', quantity: 1, u_price: 200 }] });
    const later = (await put(file, { presence: 'Oui', date: '2026-11-02', helps: [{ label: 'Frais', quantity: 2, u_price: '24,99' }] }))
      .body.data;
    await put(file, { presence: 'Non', date: '2026-09-15', sid: true });
    expect(await fileOf(file)).toMatchObject({ last_meeting: '2026-11-02', help_total: 249.98, help_total_high: false });
    const list = await meetingsOf(file);
    expect(list.meetings.map((m) => m.date)).toEqual(['2026-11-02', '2026-10-01', '2026-09-15']);
    expect(list.totals).toEqual({ label: 'TOTAUX', count: 3, help_total: 249.98, help_total_high: false });
    await put(file, { presence: 'Oui', date: '2026-11-20', helps: [{ label: 'Timbre', quantity: 1, u_price: '0,02' }] });
    expect(await fileOf(file)).toMatchObject({ last_meeting: '2026-11-20', help_total: 250, help_total_high: true });
    const number = (await fileOf(file))?.file_number;
    const rows = (await server.request<RecipientRow[]>('GET', `/api/web/recipients?file_number=${number}`, { token: fx.tokens.admin })).body
      .data;
    expect(rows).toEqual([expect.objectContaining({ _id: file, last_meeting: '2026-11-20', help_total: 250, help_total_high: true })]);
    const sid = (await server.request<MeetingView[]>('GET', `/api/web/recipient/${file}/sid_meetings`, { token: fx.tokens.volunteerNord }))
      .body.data;
    expect(sid?.map((m) => [m.date, m.sid])).toEqual([['2026-09-15', true]]);
    expect((await server.request('DELETE', `/api/web/meeting/${later}`, { token: fx.tokens.volunteerNord })).status).toBe(200);
    expect(await fileOf(file)).toMatchObject({ last_meeting: '2026-11-20', help_total: 200.02, help_total_high: false });
  });

  it('tells every meeting event in the history, in French', async () => {
    const file = await newFile();
    const id = (await put(file, { presence: 'Oui', date: '2026-11-03', helps: [{ help_id: busTicket, quantity: 2 }] })).body.data as string;
    await editMeeting(id, { presence: 'Excusé', helps: [{ help_id: busTicket, quantity: 1 }] });
    await server.request('DELETE', `/api/web/meeting/${id}`, { token: fx.tokens.volunteerNord });
    const history =
      (await server.request<HistoryEntry[]>('GET', `/api/web/recipient/${file}/history`, { token: fx.tokens.admin })).body.data ?? [];
    const meetings = history.filter((entry) => entry.type.startsWith('Meeting'));
    expect(meetings.map((entry) => entry.summary).sort()).toEqual([
      'Entretien du 03/11/2026 (Présentiel, présence : Oui) avec volunteerNord VOLUNTEER : 1 aide(s) pour 3,40 €',
      "Modification de l'entretien du 03/11/2026",
      "Suppression de l'entretien du 03/11/2026",
    ]);
    expect(meetings.find((entry) => entry.type === 'MeetingChanged')?.changes).toEqual([
      { field: 'presence', label: 'Présence', from: 'Oui', to: 'Excusé' },
      { field: 'helps', label: 'Aides', from: 'Ticket de bus × 2 (3,40 €)', to: 'Ticket de bus × 1 (1,70 €)' },
    ]);
  });
});
