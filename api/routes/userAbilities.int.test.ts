import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let fx: Fixture;

beforeAll(async () => {
  server = await startTestServer();
  fx = await createFixture(server);
});
afterAll(async () => {
  await server.close();
});

describe('abilities carried by an opened user', () => {
  it('tell the reader whether the access fields, the deletion and the password form are theirs to use', async () => {
    const seen = async (id: string, token: string) =>
      (await server.request<{ abilities: unknown }>('GET', `/api/web/user/${id}`, { token })).body.data?.abilities;
    expect(await seen(fx.ids.volunteerNord, fx.tokens.admin)).toEqual({
      edit: true,
      edit_access: true,
      delete: true,
      change_credentials: false,
    });
    expect(await seen(fx.ids.volunteerNord, fx.tokens.adminNord)).toEqual({
      edit: true,
      edit_access: true,
      delete: false,
      change_credentials: false,
    });
    expect(await seen(fx.ids.volunteerNord, fx.tokens.volunteerNord)).toEqual({
      edit: true,
      edit_access: false,
      delete: false,
      change_credentials: true,
    });
  });
});
