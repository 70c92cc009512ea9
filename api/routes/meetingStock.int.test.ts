import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evolveHelp, initialHelpState } from '@domain/helps/state';
import type { HelpEvent } from '@domain/helps/events';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { addMeeting, createHelp, stockOf } from '../testing/meetings';
import { buildRecipient, fileRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';
import type { HelpView, MeetingList, MeetingView } from '../types';

const NOW = '2026-11-22T10:00:00.000Z';
let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;
let unique = 0;

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date(NOW) });
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
});
afterAll(async () => {
  await server.close();
});

const newFile = async () =>
  fileRecipient(server, fx.tokens.admin, buildRecipient(ref, fx.antennas.nord, { surname: `Stock${++unique}`, name: 'Martin' }));
const put = (file: string, helps: Record<string, unknown>[]) =>
  addMeeting(server, fx.tokens.volunteerNord, file, { presence: 'Oui', helps });
const stock = (helpId: string) => stockOf(server, fx.tokens.volunteerNord, helpId);
const readMeeting = async (id: string) =>
  (await server.request<MeetingView>('GET', `/api/web/meeting/${id}`, { token: fx.tokens.volunteerNord })).body.data as MeetingView;
const editHelps = async (id: string, helps: Record<string, unknown>[]) => {
  const origin = await readMeeting(id);
  return server.request<string>('POST', `/api/web/meeting/${id}`, {
    token: fx.tokens.volunteerNord,
    body: { origin, current: { ...origin, helps }, fail_on_concurrent: false },
  });
};
const countOf = async (file: string) =>
  (
    (await server.request<MeetingList>('GET', `/api/web/recipient/${file}/meetings`, { token: fx.tokens.volunteerNord })).body
      .data as MeetingList
  ).totals.count;
/** Every stock the aid's stream went through, event by event. */
const stockHistory = async (helpId: string) => {
  let state = initialHelpState;
  const stocks: (number | null)[] = [];
  for (const event of await server.services.store.readStream(`help-${helpId}`)) {
    state = evolveHelp(state, event as unknown as HelpEvent);
    stocks.push(state.help.stock);
  }
  return stocks;
};

describe('the stock of an aid handed out in meetings', () => {
  it('is lowered by a meeting, moved by the difference on an edit, given back on a deletion', async () => {
    const bus = await createHelp(server, fx.tokens.management, { label: 'Ticket de bus', category: 'Transport', price: 1.7, stock: 10 });
    const free = await createHelp(server, fx.tokens.management, { label: 'Vestiaire' });
    const file = await newFile();
    const id = (
      await put(file, [
        { help_id: bus, quantity: 4 },
        { help_id: free, quantity: 3 },
      ])
    ).body.data as string;
    expect([await stock(bus), await stock(free)]).toEqual([6, null]);
    expect((await editHelps(id, [{ help_id: bus, quantity: 6 }])).status).toBe(200);
    expect(await stock(bus)).toBe(4);
    expect((await editHelps(id, [{ help_id: bus, quantity: 1 }])).status).toBe(200);
    expect(await stock(bus)).toBe(9);
    expect((await server.request('DELETE', `/api/web/meeting/${id}`, { token: fx.tokens.volunteerNord })).status).toBe(200);
    expect(await stock(bus)).toBe(10);
    expect(await stockHistory(bus)).toEqual([10, 6, 4, 9, 10]);
  });

  it('refuses a meeting asking more than the stock with 409, naming the aid and the units left, recording nothing', async () => {
    const bus = await createHelp(server, fx.tokens.management, { label: 'Ticket de bus', stock: 2 });
    const card = await createHelp(server, fx.tokens.management, { label: 'Carte SIM', stock: 5 });
    const file = await newFile();
    const refused = await expectNothingAppended(server, () =>
      put(file, [
        { help_id: card, quantity: 1 },
        { help_id: bus, quantity: 3 },
      ]),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      code: 'INSUFFICIENT_STOCK',
      message: 'Stock insuffisant pour « Ticket de bus » : 2 restant(s)',
      data: { help_id: bus, label: 'Ticket de bus', left: 2 },
    });
    expect([await stock(bus), await stock(card), await countOf(file)]).toEqual([2, 5, 0]);
  });

  it('gives the last units to exactly one of two meetings recorded at once; the other is refused and recorded nowhere', async () => {
    for (let round = 0; round < 4; round += 1) {
      const bus = await createHelp(server, fx.tokens.management, { label: 'Ticket de bus', stock: 3 });
      const [first, second] = [await newFile(), await newFile()];
      // Two files, or the same one: the aid's stream is the boundary either way.
      const files = round % 2 === 0 ? [first, second] : [first, first];
      const answers = await Promise.all(files.map((file) => put(file, [{ help_id: bus, quantity: 2 }])));
      expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body.message).toBe('Stock insuffisant pour « Ticket de bus » : 1 restant(s)');
      expect(await stock(bus)).toBe(1);
      expect((await stockHistory(bus)).every((units) => units !== null && units >= 0)).toBe(true);
      const counts = round % 2 === 0 ? [await countOf(first), await countOf(second)] : [await countOf(first)];
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
      const help = (await server.request<HelpView>('GET', `/api/web/help/${bus}`, { token: fx.tokens.volunteerNord })).body.data;
      expect(help?.meetings_count).toBe(1);
    }
  });

  it('draws no more than the stock when many meetings ask at once', async () => {
    const card = await createHelp(server, fx.tokens.management, { label: 'Carte téléphonique', stock: 5 });
    const files = await Promise.all(Array.from({ length: 8 }, () => newFile()));
    const answers = await Promise.all(files.map((file) => put(file, [{ help_id: card, quantity: 1 }])));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 'INSUFFICIENT_STOCK')).toBe(true);
    expect(await stock(card)).toBe(0);
    expect((await Promise.all(files.map(countOf))).reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('keeps a line of an aid archived since, and counts again from the stock set when tracking starts', async () => {
    const meal = await createHelp(server, fx.tokens.management, { label: 'Bon repas' });
    const file = await newFile();
    const id = (await put(file, [{ help_id: meal, quantity: 3 }])).body.data as string;
    const origin = (await server.request<HelpView>('GET', `/api/web/help/${meal}`, { token: fx.tokens.management })).body.data as HelpView;
    await server.request('POST', `/api/web/help/${meal}`, {
      token: fx.tokens.management,
      body: { origin, current: { ...origin, stock: 10, archived: true } },
    });
    expect((await editHelps(id, [{ help_id: meal, quantity: 1 }])).status).toBe(200);
    expect(await stock(meal)).toBe(12);
    const other = await newFile();
    expect((await put(other, [{ help_id: meal, quantity: 1 }])).body.errors).toEqual({
      'helps.0.help_id': 'Cette aide est archivée : elle ne peut plus être distribuée',
    });
  });

  it('gives back, when short, the units a write that failed half-way left drawn', async () => {
    const bus = await createHelp(server, fx.tokens.management, { label: 'Ticket de bus', stock: 4 });
    const [head] = await server.services.store.readStream(`help-${bus}`);
    // As if a process had died between drawing for a meeting and recording it, three minutes ago.
    const leftover = await server.services.store.append(
      `help-${bus}`,
      [
        {
          id: 'leftover-event',
          type: 'HelpStockAllocated',
          data: { meeting_id: 'never-recorded', recipient_id: await newFile(), quantity: 3, drawn: 3, at: '2026-11-22T09:57:00.000Z' },
          meta: { userId: fx.ids.volunteerNord, at: '2026-11-22T09:57:00.000Z' },
        },
      ],
      head.revision,
    );
    await server.services.projections.waitFor(leftover.position);
    expect(await stock(bus)).toBe(4);
    const file = await newFile();
    expect((await put(file, [{ help_id: bus, quantity: 4 }])).status).toBe(200);
    expect(await stock(bus)).toBe(0);
    expect(await stockHistory(bus)).toEqual([4, 1, 4, 0]);
  });
});
