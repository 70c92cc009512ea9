import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { addMeeting, createHelp } from '../testing/meetings';
import { buildRecipient, fileRecipient, referenceIds } from '../testing/recipients';
import { jobEnd, requestFile, sheetsOf } from '../testing/statistics';
import { startTestServer, type TestServer } from '../testing/testServer';

// The server's day is 15 March 2026, so a form starts on 2025. Antenne Nord met one person twice in June 2025
// (once with two bus tickets), Antenne Sud met one person once.
let server: TestServer;
let fx: Fixture;
const june = (antenna_id: string | null, type = 'meeting_statistics') => ({
  statistic: { type, params: { antenna_id, start_date: '2025-06-01', end_date: '2025-06-30' } },
});
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date('2026-03-15T10:00:00Z') });
  fx = await createFixture(server);
  const ref = await referenceIds(server, fx.tokens.admin);
  const busTicket = await createHelp(server, fx.tokens.management, { label: 'Ticket de bus', category: 'Transport', price: '1,70' });
  const nord = await fileRecipient(server, fx.tokens.admin, buildRecipient(ref, fx.antennas.nord, { surname: 'Nordine' }));
  const sud = await fileRecipient(server, fx.tokens.admin, buildRecipient(ref, fx.antennas.sud, { surname: 'Sudiste' }));
  for (const [file, token, meeting] of [
    [nord, fx.tokens.volunteerNord, { date: '2025-06-10', presence: 'Oui', helps: [{ help_id: busTicket, quantity: 2 }] }],
    [nord, fx.tokens.volunteerNord, { date: '2025-06-20', presence: 'Excusé', type: 'Téléphonique' }],
    [sud, fx.tokens.volunteerSud, { date: '2025-06-12', presence: 'Oui' }],
  ] as const) {
    const answer = await addMeeting(server, token, file, meeting);
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  }
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/web/statistic_types', () => {
  it('lists the open types to a volunteer, and every type to an administrator', async () => {
    const volunteer = await server.request<{ type: string }[]>('GET', '/api/web/statistic_types', { token: fx.tokens.volunteerNord });
    expect(volunteer.status).toBe(200);
    expect(volunteer.body.data?.[0]).toEqual({
      type: 'meeting_statistics',
      label: 'Entretiens et aides',
      requested_params: ['antenna_id', 'start_date', 'end_date'],
      restricted: false,
    });
    expect(volunteer.body.data?.map((t) => t.type)).toEqual([
      'meeting_statistics',
      'housing_statistics',
      'domiciliation_activity_statistics',
      'domiciliation_annual_report',
      'penal_statistics',
      'people_statistics',
    ]);
    const admin = await server.request<{ type: string; restricted: boolean }[]>('GET', '/api/web/statistic_types', {
      token: fx.tokens.admin,
    });
    expect(admin.body.data).toHaveLength(12);
    expect(admin.body.data?.find((t) => t.type === 'recipient_statistics')?.restricted).toBe(true);
  });
});

describe('GET /api/web/statistic_default/:type', () => {
  it("starts a volunteer's form on their antenna and the year to date (the annual report: last year), the other antennas disabled", async () => {
    const answer = await server.request('GET', '/api/web/statistic_default/meeting_statistics', { token: fx.tokens.volunteerNord });
    expect(answer.body).toEqual({
      success: true,
      data: {
        type: 'meeting_statistics',
        label: 'Entretiens et aides',
        requested_params: ['antenna_id', 'start_date', 'end_date'],
        restricted: false,
        params: { antenna_id: fx.antennas.nord, start_date: '2026-01-01', end_date: '2026-03-15' },
        antennas: [
          { _id: fx.antennas.nord, name: 'Antenne Nord', allowed: true },
          { _id: fx.antennas.sud, name: 'Antenne Sud', allowed: false },
        ],
      },
    });
    const annual = await server.request<{ params: unknown }>('GET', '/api/web/statistic_default/domiciliation_annual_report', {
      token: fx.tokens.volunteerNord,
    });
    expect(annual.body.data?.params).toEqual({ antenna_id: fx.antennas.nord, year: 2025 });
  });

  it('offers every antenna, all of them first, with statistics_absolute', async () => {
    const answer = await server.request<{ params: { antenna_id: unknown }; antennas: unknown[] }>(
      'GET',
      '/api/web/statistic_default/people_statistics',
      {
        token: fx.tokens.siege,
      },
    );
    expect(answer.body.data?.params.antenna_id).toBeNull();
    expect(answer.body.data?.antennas[0]).toEqual({ _id: null, name: 'Toutes les antennes', allowed: true });
  });

  it('refuses a restricted type to a volunteer with 403, and an unknown type with 400', async () => {
    const restricted = await server.request('GET', '/api/web/statistic_default/user_statistics', { token: fx.tokens.volunteerNord });
    expect([restricted.status, restricted.body.code, restricted.body.message]).toEqual([
      403,
      'FORBIDDEN',
      'Ce rapport est réservé aux administrateurs',
    ]);
    const unknown = await server.request('GET', '/api/web/statistic_default/rapport_inconnu', { token: fx.tokens.admin });
    expect([unknown.status, unknown.body.errors]).toEqual([400, { type: 'Valeur non autorisée' }]);
  });
});

describe('PUT /api/web/statistics', () => {
  it('answers the XLSX file of the report with its name and length', async () => {
    const answer = await requestFile(server, 'PUT', '/api/web/statistics', fx.tokens.volunteerNord, june(fx.antennas.nord));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(XLSX);
    expect(answer.headers.get('filename')).toBe('Statistiques - Entretiens et aides - Antenne Nord - 2025-06-01_2025-06-30.xlsx');
    expect(Number(answer.headers.get('content-length'))).toBe(answer.bytes.length);
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="Statistiques - Entretiens et aides - Antenne Nord - 2025-06-01_2025-06-30.xlsx"; filename*=UTF-8\'\'Statistiques%20-%20Entretiens%20et%20aides%20-%20Antenne%20Nord%20-%202025-06-01_2025-06-30.xlsx',
    );
    const [months] = await sheetsOf(answer.bytes);
    expect(months.rows[1]).toEqual(['Antenne : Antenne Nord — Période du 01/06/2025 au 30/06/2025']);
    expect(months.rows.slice(5)).toEqual([
      ['juin 2025', 2, 1, 1, 0, 1, 1, 0, 1, 0, 3.4, 0, 0, 3.4],
      ['TOTAL', 2, 1, 1, 0, 1, 1, 0, 1, 0, 3.4, 0, 0, 3.4],
    ]);
  });

  it('gives an accented name in ASCII in `filename` and in UTF-8 in Content-Disposition', async () => {
    const answer = await requestFile(
      server,
      'PUT',
      '/api/web/statistics',
      fx.tokens.volunteerNord,
      june(fx.antennas.nord, 'people_statistics'),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('filename')).toBe('Statistiques - Personnes accompagnees - Antenne Nord - 2025-06-01_2025-06-30.xlsx');
    expect(answer.headers.get('content-disposition')).toContain("filename*=UTF-8''Statistiques%20-%20Personnes%20accompagn%C3%A9es%20-");
    const sheets = await sheetsOf(answer.bytes);
    expect(sheets[0].rows.at(-3)).toEqual(['Personnes suivies', 1]);
  });

  it('refuses a volunteer a restricted report, another antenna or all of them, with 403, recording nothing', async () => {
    const cases: [unknown, string][] = [
      [june(fx.antennas.nord, 'recipient_statistics'), 'Ce rapport est réservé aux administrateurs'],
      [june(fx.antennas.sud), 'Vous ne pouvez produire des statistiques que pour votre antenne'],
      [june(null), 'Vous ne pouvez produire des statistiques que pour votre antenne'],
    ];
    for (const [body, message] of cases) {
      const answer = await expectNothingAppended(server, () =>
        server.request('PUT', '/api/web/statistics', { token: fx.tokens.volunteerNord, body }),
      );
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([403, 'FORBIDDEN', message]);
    }
  });

  it('lets an administrator produce a restricted report over every antenna', async () => {
    const answer = await requestFile(server, 'PUT', '/api/web/statistics', fx.tokens.admin, june(null, 'recipient_statistics'));
    expect(answer.status).toBe(200);
    const [sheet] = await sheetsOf(answer.bytes);
    expect(sheet.rows[1]).toEqual(['Antenne : Toutes les antennes — Période du 01/06/2025 au 30/06/2025']);
    expect(sheet.rows.slice(6, 8).map((row) => row.slice(7))).toEqual([
      ['Non', 'Oui', 2, 3.4],
      ['Non', 'Oui', 1, 0],
    ]);
    expect(sheet.rows.at(-1)).toEqual(['TOTAL : 2 dossiers', null, null, null, null, null, null, 0, 2, 3, 3.4]);
  });

  it('lets the head office choose another antenna, but not a restricted report', async () => {
    const sud = await requestFile(server, 'PUT', '/api/web/statistics', fx.tokens.siege, june(fx.antennas.sud));
    expect(sud.status).toBe(200);
    expect((await sheetsOf(sud.bytes))[0].rows.at(-1)?.slice(0, 2)).toEqual(['TOTAL', 1]);
    const restricted = await server.request('PUT', '/api/web/statistics', { token: fx.tokens.siege, body: june(null, 'user_statistics') });
    expect([restricted.status, restricted.body.message]).toEqual([403, 'Ce rapport est réservé aux administrateurs']);
  });

  it('refuses bad parameters with 400 and French messages by field, recording nothing', async () => {
    const send = (body: unknown, token = fx.tokens.volunteerNord) =>
      expectNothingAppended(server, () => server.request('PUT', '/api/web/statistics', { token, body }));
    const noType = await send({ statistic: { params: { antenna_id: fx.antennas.nord } } });
    expect([noType.status, noType.body.code, noType.body.message, noType.body.errors]).toEqual([
      400,
      'OBJECT_CANNOT_BE_VALIDATED',
      "Les paramètres n'ont pas été correctement rentrés",
      { type: 'Le type de statistique est requis' },
    ]);
    const backwards = await send({
      statistic: { type: 'meeting_statistics', params: { antenna_id: fx.antennas.nord, start_date: '2025-06-30', end_date: '2025-06-01' } },
    });
    expect([backwards.status, backwards.body.message, backwards.body.errors]).toEqual([
      400,
      'Les paramètres ont été mal rentrés',
      { 'params.end_date': 'La date de fin doit suivre la date de début' },
    ]);
    const badDates = await send({
      statistic: { type: 'meeting_statistics', params: { antenna_id: fx.antennas.nord, start_date: '2025-02-30', end_date: null } },
    });
    expect(badDates.body.errors).toEqual({ 'params.start_date': 'Date invalide', 'params.end_date': 'La date de fin est requise' });
    const noYear = await send({ statistic: { type: 'domiciliation_annual_report', params: { antenna_id: fx.antennas.nord } } });
    expect(noYear.body.errors).toEqual({ 'params.year': "L'année est requise" });
    const unknownAntenna = await send(
      { statistic: { type: 'meeting_statistics', params: { antenna_id: 'nulle-part', start_date: '2025-06-01', end_date: '2025-06-30' } } },
      fx.tokens.siege,
    );
    expect([unknownAntenna.status, unknownAntenna.body.errors]).toEqual([400, { 'params.antenna_id': 'Antenne inconnue' }]);
    const unknownField = await send({ statistic: { ...june(fx.antennas.nord).statistic, format: 'pdf' } });
    expect([unknownField.status, unknownField.body.errors]).toEqual([400, { format: 'Champ inconnu' }]);
  });
});

describe('PUT /api/web/statistics, every type', () => {
  it('produces each of the twelve reports for an administrator, titled with its label', async () => {
    const types =
      (await server.request<{ type: string; label: string }[]>('GET', '/api/web/statistic_types', { token: fx.tokens.admin })).body.data ??
      [];
    expect(types).toHaveLength(12);
    for (const { type, label } of types) {
      const params = type === 'domiciliation_annual_report' ? { antenna_id: null, year: 2025 } : june(null).statistic.params;
      const answer = await requestFile(server, 'PUT', '/api/web/statistics', fx.tokens.admin, { statistic: { type, params } });
      expect([type, answer.status]).toEqual([type, 200]);
      expect([type, (await sheetsOf(answer.bytes))[0].rows[0]]).toEqual([type, [label]]);
    }
  });
});

describe('POST /api/web/statistics/jobs', () => {
  it('starts the report as a job that its requester alone follows and downloads', async () => {
    const started = await server.request<{ job_id: string }>('POST', '/api/web/statistics/jobs', {
      token: fx.tokens.volunteerNord,
      body: june(fx.antennas.nord),
    });
    expect(started.status).toBe(200);
    const jobId = started.body.data?.job_id ?? '';
    const end = await jobEnd<{ state: string; size: number }>(server, fx.tokens.volunteerNord, jobId);
    const filename = 'Statistiques - Entretiens et aides - Antenne Nord - 2025-06-01_2025-06-30.xlsx';
    expect(end).toEqual({ state: 'completed', progress: 100, filename, size: expect.any(Number), error: null, message: null });
    for (const token of [fx.tokens.volunteerSud, fx.tokens.admin]) {
      const other = await server.request('GET', `/api/web/statistics/jobs/${jobId}`, { token });
      expect([other.status, other.body.code, other.body.message]).toEqual([404, 'NOT_FOUND', 'Rapport introuvable']);
      expect((await requestFile(server, 'GET', `/api/web/statistics/jobs/${jobId}/download`, token)).status).toBe(404);
    }
    const download = await requestFile(server, 'GET', `/api/web/statistics/jobs/${jobId}/download`, fx.tokens.volunteerNord);
    expect([download.status, download.bytes.length, download.headers.get('filename')]).toEqual([200, end.size, filename]);
    expect((await sheetsOf(download.bytes))[0].rows.at(-1)?.slice(0, 2)).toEqual(['TOTAL', 2]);
    const recorded = await server.services.store.readStream(`statistic-${jobId}`);
    expect(recorded.map((event) => [event.type, event.meta.userId, (event.data as { requested_by: string }).requested_by])).toEqual([
      ['StatisticReportRequested', fx.ids.volunteerNord, fx.ids.volunteerNord],
      ['StatisticReportProduced', fx.ids.volunteerNord, fx.ids.volunteerNord],
    ]);
    expect(recorded[0].data).toEqual({
      requested_by: fx.ids.volunteerNord,
      type: 'meeting_statistics',
      params: june(fx.antennas.nord).statistic.params,
      antenna_name: 'Antenne Nord',
      position: expect.stringMatching(/^\d+$/),
    });
  });

  it('answers 404 for a job that does not exist, and 500 STAT_DID_NOT_PRODUCE_FILE when its file is gone', async () => {
    const unknown = await server.request('GET', '/api/web/statistics/jobs/inconnu', { token: fx.tokens.volunteerNord });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Rapport introuvable']);
    const started = await server.request<{ job_id: string }>('POST', '/api/web/statistics/jobs', {
      token: fx.tokens.siege,
      body: june(null, 'people_statistics'),
    });
    const jobId = started.body.data?.job_id ?? '';
    await jobEnd(server, fx.tokens.siege, jobId);
    const recorded = (await server.services.store.readStream(`statistic-${jobId}`)).find(
      (event) => event.type === 'StatisticReportProduced',
    );
    if (!recorded) throw new Error('no report recorded');
    rmSync(path.join(server.services.config.dataDir, 'files', (recorded.data as { file_id: string }).file_id));
    const gone = await requestFile(server, 'GET', `/api/web/statistics/jobs/${jobId}/download`, fx.tokens.siege);
    expect([gone.status, gone.envelope?.code, gone.envelope?.message]).toEqual([
      500,
      'STAT_DID_NOT_PRODUCE_FILE',
      "Aucun fichier n'a été produit",
    ]);
  });
});

describe('GET /api/web/statistics/indicators', () => {
  const query = (antenna: string, start = '2025-06-01', end = '2025-06-30') =>
    `/api/web/statistics/indicators?antenna_id=${antenna}&start_date=${start}&end_date=${end}`;

  it("gives a volunteer their antenna's meetings per month, occupancy per month and people followed", async () => {
    const answer = await server.request<{
      meetings_per_month: unknown;
      occupancy_per_month: { month: string }[];
      people_by_antenna: unknown;
    }>('GET', query(fx.antennas.nord), { token: fx.tokens.volunteerNord });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.meetings_per_month).toEqual([{ month: '2025-06', label: 'juin 2025', meetings: 2 }]);
    expect(answer.body.data?.occupancy_per_month.map((month) => month.month)).toEqual(['2025-06']);
    expect(answer.body.data?.people_by_antenna).toEqual([{ antenna_id: fx.antennas.nord, antenna: 'Antenne Nord', people: 1 }]);
  });

  it('gives every antenna to statistics_absolute, and refuses another antenna or a bad period to a volunteer', async () => {
    const all = await server.request<{ people_by_antenna: { antenna: string }[] }>('GET', query(''), { token: fx.tokens.siege });
    expect(all.body.data?.people_by_antenna.map((row) => row.antenna)).toEqual(['Antenne Nord', 'Antenne Sud']);
    const other = await server.request('GET', query(fx.antennas.sud), { token: fx.tokens.volunteerNord });
    expect([other.status, other.body.message]).toEqual([403, 'Vous ne pouvez produire des statistiques que pour votre antenne']);
    const backwards = await server.request('GET', query(fx.antennas.nord, '2025-06-30', '2025-06-01'), { token: fx.tokens.volunteerNord });
    expect([backwards.status, backwards.body.errors]).toEqual([400, { end_date: 'La date de fin doit suivre la date de début' }]);
  });
});
