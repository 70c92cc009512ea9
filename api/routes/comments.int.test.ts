import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { buildRecipient, referenceIds } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let fx: Fixture;
let recipientId: string;

beforeAll(async () => {
  server = await startTestServer();
  fx = await createFixture(server);
  const ref = await referenceIds(server, fx.tokens.admin);
  recipientId = (
    await server.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', {
      token: fx.tokens.admin,
      body: { recipient: buildRecipient(ref, fx.antennas.nord) },
    })
  ).body.data?.recipient_id as string;
});
afterAll(async () => {
  await server.close();
});

type Comment = {
  _id: string;
  text: string;
  user: { surname: string; name: string };
  created_on: string;
  field: string;
  recipient_id: string;
  user_id: string;
};
const add = (token: string, text: string, field = 'civil') =>
  server.request<string>('PUT', '/api/web/comment/new', { token, body: { comment: { recipient_id: recipientId, field, text } } });
const list = async (field = 'civil', token = fx.tokens.volunteerNord) =>
  (await server.request<Comment[]>('GET', `/api/web/comments/${recipientId}/${field}`, { token })).body.data ?? [];

describe('comments of a file', () => {
  it('adds a comment to a tab and lists it with its author, newest first', async () => {
    expect((await add(fx.tokens.volunteerNord, 'Premier entretien : demande de domiciliation.')).status).toBe(200);
    await add(fx.tokens.adminNord, 'Dossier CAF à relancer.');
    await add(fx.tokens.adminNord, 'Suivi santé.', 'health');
    const comments = await list();
    expect(comments.map((c) => c.text)).toEqual(['Dossier CAF à relancer.', 'Premier entretien : demande de domiciliation.']);
    expect(comments[1].user).toEqual({ surname: 'volunteerNord', name: 'VOLUNTEER' });
    expect((await list('health')).map((c) => c.text)).toEqual(['Suivi santé.']);
  });

  it('refuses an empty comment and a file the user may not open', async () => {
    expect((await expectNothingAppended(server, () => add(fx.tokens.volunteerNord, '  '))).body.errors).toEqual({
      text: 'Le commentaire est vide',
    });
    expect((await add(fx.tokens.volunteerSud, 'Intrusion')).status).toBe(403);
    expect((await server.request('GET', `/api/web/comments/${recipientId}/civil`, { token: fx.tokens.volunteerSud })).status).toBe(403);
  });

  it('lets only the author change a comment', async () => {
    const id = (await add(fx.tokens.volunteerNord, 'Rendez-vous pris au CCAS.')).body.data as string;
    const origin = (await list()).find((c) => c._id === id) as Comment;
    const other = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/comment/${id}`, {
        token: fx.tokens.adminNord,
        body: { origin, current: { ...origin, text: 'Modifié' } },
      }),
    );
    expect(other.status).toBe(403);
    expect(
      (
        await server.request('POST', `/api/web/comment/${id}`, {
          token: fx.tokens.volunteerNord,
          body: { origin, current: { ...origin, text: 'Rendez-vous pris au CCAS le 3.' } },
        })
      ).status,
    ).toBe(200);
    expect((await list()).find((c) => c._id === id)?.text).toBe('Rendez-vous pris au CCAS le 3.');
  });

  it('lets the author or an administrator delete a comment, not another volunteer', async () => {
    const id = (await add(fx.tokens.adminNord, 'À supprimer')).body.data as string;
    expect((await server.request('DELETE', `/api/web/comment/${id}`, { token: fx.tokens.volunteerNord })).status).toBe(403);
    expect((await server.request('DELETE', `/api/web/comment/${id}`, { token: fx.tokens.admin })).status).toBe(200);
    expect((await list()).map((c) => c._id)).not.toContain(id);
    expect((await server.request('DELETE', `/api/web/comment/${id}`, { token: fx.tokens.admin })).status).toBe(404);
  });
});
