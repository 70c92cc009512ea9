import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsSettled, sweepAlertsNow } from '../testing/alerts';
import { expectNothingAppended } from '../testing/expectations';
import { createFixture, PASSWORD, type Fixture } from '../testing/fixture';
import { buildRecipient, fileRecipient, referenceIds } from '../testing/recipients';
import { ADMIN, startTestServer, type TestServer } from '../testing/testServer';
import type { AlertView } from '../types';

// Given a file and its mails and domiciliations, when the days pass (the server's clock moves and the
// daily sweep runs) or a write changes the file, then its referent's alerts are raised once and
// archived by themselves when their cause goes away.

let now = new Date('2026-11-02T09:00:00Z');
let server: TestServer;
let fx: Fixture;
let file: string;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now, alerts: true });
  fx = await createFixture(server);
  const ref = await referenceIds(server, fx.tokens.admin);
  file = await fileRecipient(server, fx.tokens.adminNord, buildRecipient(ref, fx.antennas.nord, { user_ref: fx.ids.volunteerNord }));
});
afterAll(async () => {
  await server.close();
});

/** The days pass: the clock moves on, and everyone signs in again (sessions last 12 hours). */
async function moveTo(instant: string): Promise<void> {
  now = new Date(instant);
  for (const key of Object.keys(fx.tokens) as (keyof Fixture['tokens'])[])
    fx.tokens[key] =
      key === 'super' ? await server.login(ADMIN.login, ADMIN.password) : await server.login(`${key.toLowerCase()}-login`, PASSWORD);
}

const alertsOf = (token: string, query = '') => server.request<AlertView[]>('GET', `/api/web/alerts${query}`, { token });
const countOf = async (token: string) => (await server.request('GET', '/api/web/alerts/count', { token })).body.data;
const setStatus = (id: string, status: unknown, token = fx.tokens.volunteerNord) =>
  server.request<AlertView>('POST', `/api/web/alert/${id}`, { token, body: { status } });
const raisedCount = async (id: string) =>
  (await server.services.store.readStream(`alert-${id}`)).filter((event) => event.type === 'AlertRaised').length;

describe('alerts of a waiting mail', () => {
  let mailId: string;
  let alertId: string;

  it('raises nothing while the mail has waited less than 15 days', async () => {
    const logged = await server.request<string>('PUT', `/api/web/recipient/${file}/mails`, {
      token: fx.tokens.volunteerNord,
      body: { mail: { number: '1', kind: 'Courrier' } },
    });
    mailId = logged.body.data as string;
    await alertsSettled(server);
    expect((await alertsOf(fx.tokens.volunteerNord)).body.data).toEqual([]);
    expect(await countOf(fx.tokens.volunteerNord)).toEqual({ unRead: 0, unHandled: 0 });
  });

  it("raises 'Courrier non remis' for the file's referent once the days pass, unread", async () => {
    await moveTo('2026-11-18T07:00:00Z');
    await sweepAlertsNow(server);
    const answer = await alertsOf(fx.tokens.volunteerNord, '?page=0&per_page=10');
    expect(answer.status).toBe(200);
    expect(answer.body.pagination).toEqual({ page: 0, per_page: 10, total: 1, last_page: 0 });
    const [alert] = answer.body.data ?? [];
    alertId = alert._id;
    expect(alert).toMatchObject({
      type: 'mail_alert',
      label: 'Courrier non remis',
      recipient: { _id: file, file_number: 1, name: 'Benali', surname: 'Karim' },
      subject_id: mailId,
      date: '2026-11-17',
      url: `/recipient/${file}#dom`,
      status: 2,
    });
    expect(await countOf(fx.tokens.volunteerNord)).toEqual({ unRead: 1, unHandled: 1 });
  });

  it('shows it to nobody else, and refuses anyone else its status with 404', async () => {
    expect((await alertsOf(fx.tokens.volunteerSud)).body.data).toEqual([]);
    expect((await alertsOf(fx.tokens.admin)).body.data).toEqual([]);
    for (const token of [fx.tokens.volunteerSud, fx.tokens.adminNord, fx.tokens.super]) {
      const refused = await expectNothingAppended(server, () => setStatus(alertId, 0, token));
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Alerte introuvable' });
    }
  });

  it('refuses a status other than 0, 1 or 2, and an unknown alert', async () => {
    for (const status of [3, -1, '0', null])
      expect((await expectNothingAppended(server, () => setStatus(alertId, status))).status).toBe(400);
    expect((await setStatus('00000000-0000-5000-8000-000000000000', 0)).status).toBe(404);
  });

  it('archives it on a click and reads it again on the next, the counters following', async () => {
    const archived = await setStatus(alertId, 0);
    expect(archived.status).toBe(200);
    expect(archived.body.data).toMatchObject({ _id: alertId, status: 0 });
    expect(await countOf(fx.tokens.volunteerNord)).toEqual({ unRead: 0, unHandled: 0 });
    expect((await setStatus(alertId, 1)).body.data?.status).toBe(1);
    expect(await countOf(fx.tokens.volunteerNord)).toEqual({ unRead: 0, unHandled: 1 });
  });

  it('never raises it twice, however often the rules run', async () => {
    await sweepAlertsNow(server);
    await sweepAlertsNow(server);
    expect(await raisedCount(alertId)).toBe(1);
    expect((await alertsOf(fx.tokens.volunteerNord)).body.pagination).toMatchObject({ total: 1 });
  });

  it('archives it by itself once the mail is handed over', async () => {
    const handed = await server.request('POST', `/api/web/mail/${mailId}/hand_over`, { token: fx.tokens.volunteerNord, body: {} });
    expect(handed.status).toBe(200);
    await alertsSettled(server);
    expect((await alertsOf(fx.tokens.volunteerNord)).body.data?.[0]).toMatchObject({ _id: alertId, status: 0 });
    expect(await countOf(fx.tokens.volunteerNord)).toEqual({ unRead: 0, unHandled: 0 });
  });
});

describe('alerts raised by a write', () => {
  const domicile = (start_date: string) =>
    server.request<string>('PUT', `/api/web/recipient/${file}/domiciliations`, {
      token: fx.tokens.volunteerNord,
      body: { domiciliation: { user_id: fx.ids.volunteerNord, paper: 'CNI', start_date, last_meeting: start_date } },
    });

  it("raises 'Fin de domiciliation' as soon as a domiciliation ending within 30 days is recorded, then archives it once renewed", async () => {
    expect((await domicile('2025-12-10')).status).toBe(200);
    await alertsSettled(server);
    const dom = (await alertsOf(fx.tokens.volunteerNord)).body.data?.find((alert) => alert.type === 'dom_alert');
    expect(dom).toMatchObject({ label: 'Fin de domiciliation', date: '2026-12-09', status: 2, url: `/recipient/${file}#dom` });
    expect((await domicile('2026-12-10')).status).toBe(200);
    await alertsSettled(server);
    const after = (await alertsOf(fx.tokens.volunteerNord)).body.data?.find((alert) => alert._id === dom?._id);
    expect(after?.status).toBe(0);
  });

  it('pages the list and orders alerts not archived first', async () => {
    await moveTo('2027-03-15T07:00:00Z');
    await sweepAlertsNow(server);
    const page = await alertsOf(fx.tokens.volunteerNord, '?page=0&per_page=1');
    expect(page.body.pagination).toEqual({ page: 0, per_page: 1, total: 3, last_page: 2 });
    expect(page.body.data?.[0]).toMatchObject({ type: 'summary_alert', label: 'Bilan requis', url: `/recipient/${file}#meetings` });
    expect((await alertsOf(fx.tokens.volunteerNord, '?page=0&per_page=101')).status).toBe(400);
  });
});
