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

describe('abilities of the signed-in person (GET /api/web/user/me, actor_abilities)', () => {
  it('tell the screens what the server will accept across the product, judged by the server', async () => {
    const abilitiesOf = async (token: string) =>
      (await server.request<{ actor_abilities: Record<string, unknown> }>('GET', '/api/web/user/me', { token })).body.data?.actor_abilities;
    expect(await abilitiesOf(fx.tokens.volunteerNord)).toMatchObject({
      create_users: false,
      manage_antennas: false,
      create_hotel: false,
      admin_statistics: false,
      own_antenna_files_only: true,
      grantable_habilitations: ['volunteer'],
    });
    expect(await abilitiesOf(fx.tokens.admin)).toMatchObject({
      create_users: true,
      manage_antennas: true,
      create_antenna: true,
      create_hotel: true,
      admin_statistics: true,
      choose_any_antenna: true,
      own_antenna_files_only: false,
    });
  });
});

describe('abilities carried by the rows of the users list and by the antennas', () => {
  it("say which user's form the reader may open", async () => {
    const rows = async (token: string) =>
      (await server.request<{ _id: string; abilities: { open: boolean } }[]>('GET', '/api/web/users_full', { token })).body.data ?? [];
    const byVolunteer = await rows(fx.tokens.volunteerNord);
    expect(byVolunteer.find((row) => row._id === fx.ids.volunteerNord)?.abilities).toEqual({ open: true });
    expect(byVolunteer.find((row) => row._id === fx.ids.adminNord)?.abilities).toEqual({ open: false });
    expect((await rows(fx.tokens.admin)).every((row) => row.abilities.open)).toBe(true);
  });

  it('say which antenna the reader may edit, and whose acronym they may set', async () => {
    const antennas = async (token: string) =>
      Object.fromEntries(
        ((await server.request<{ _id: string; abilities: unknown }[]>('GET', '/api/web/antennas', { token })).body.data ?? []).map(
          (antenna) => [antenna._id, antenna.abilities],
        ),
      );
    expect(await antennas(fx.tokens.adminNord)).toEqual({
      [fx.antennas.nord]: { edit: true, set_acr: false },
      [fx.antennas.sud]: { edit: false, set_acr: false },
    });
    expect((await antennas(fx.tokens.admin))[fx.antennas.sud]).toEqual({ edit: true, set_acr: true });
  });
});
