import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { createHotelWithRooms, ownStay } from '../testing/housing';
import { buildRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';
import { pageTexts } from '../../documents/pdf/testing/pageText';
import { containsLetters } from '../../documents/pdf/testing/scripts';

let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date('2026-11-22T10:00:00Z') });
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
});
afterAll(async () => {
  await server.close();
});

describe('occupancy agreement download', () => {
  it.each([
    { surname: 'Łukasz', name: 'Nguyễn', room: '21' },
    { surname: 'Мария', name: 'محمد', room: '22' },
    { surname: 'प्रिया', name: '山田', room: '23' },
  ])('answers a PDF for $surname $name, whose names the standard PDF fonts cannot write', async ({ surname, name, room }) => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: room, antenna: 'nord' }]);
    const created = await server.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', {
      token: fx.tokens.admin,
      body: { recipient: buildRecipient(ref, fx.antennas.nord, { surname, name }) },
    });
    const recipientId = created.body.data?.recipient_id as string;
    const housed = await server.request<string>('PUT', `/api/web/recipient/${recipientId}/housings`, {
      token: fx.tokens.adminNord,
      body: ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2026-11-01', '2026-12-01'),
    });
    expect(housed.status).toBe(200);

    // Fetched directly: the test server's request() reads every body as JSON.
    const answer = await fetch(`${server.url}/api/web/housing/${housed.body.data}/download_convention`, {
      headers: { Authorization: `Bearer ${fx.tokens.adminNord}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await answer.arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    // The names are drawn, each letter with a glyph of its own that has an outline (docs/architecture.md).
    const texts = await pageTexts(pdf);
    expect(texts.flatMap((text) => text.glyphs)).not.toContain(0);
    expect(texts.map((text) => text.inkless).join('')).toBe('');
    expect(containsLetters(texts.map((text) => text.text).join(''), `${surname} ${name.toUpperCase()}`)).toBe(true);
  });
});
