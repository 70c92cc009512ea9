import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, PASSWORD, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
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

const newUser = (login: string, overrides: Record<string, unknown> = {}) => ({
  user: {
    surname: 'Inès',
    name: 'Lambert',
    habilitation: 'volunteer',
    activity: { start_date: '2026-03-02' },
    login,
    password: 'un-bon-mdp',
    ...overrides,
  },
});

describe('GET /api/web/users', () => {
  it('refuses a request without token with 401 NO_TOKEN', async () => {
    const answer = await server.request('GET', '/api/web/users');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, code: 'NO_TOKEN' });
  });

  it('gives an administrator every user', async () => {
    const answer = await server.request<{ _id: string }[]>('GET', '/api/web/users', { token: fx.tokens.admin });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const ids = answer.body.data?.map((u) => u._id);
    expect(ids).toEqual(expect.arrayContaining([fx.ids.volunteerNord, fx.ids.volunteerSud, fx.ids.super]));
  });

  it('gives a volunteer and an antenna administrator only the users of their antenna', async () => {
    for (const token of [fx.tokens.volunteerNord, fx.tokens.adminNord]) {
      const answer = await server.request<{ _id: string; antenna_id: string }[]>('GET', '/api/web/users', { token });
      expect(answer.body.data?.length).toBeGreaterThan(0);
      expect(answer.body.data?.every((u) => u.antenna_id === fx.antennas.nord)).toBe(true);
    }
  });

  it('never returns a password or its hash', async () => {
    for (const path of ['/api/web/users', '/api/web/users_full', `/api/web/user/${fx.ids.volunteerNord}`, '/api/web/user/me']) {
      const answer = await server.request(path.startsWith('/api/web/user/') ? 'GET' : 'GET', path, { token: fx.tokens.admin });
      expect(JSON.stringify(answer.body)).not.toMatch(/password|hash|\$2[aby]\$/);
    }
  });
});

describe('GET /api/web/users/antenna/:antennaId', () => {
  it('lists the users of an antenna for an administrator', async () => {
    const answer = await server.request<{ _id: string }[]>('GET', `/api/web/users/antenna/${fx.antennas.sud}`, { token: fx.tokens.admin });
    expect(answer.body.data?.map((u) => u._id).sort()).toEqual([fx.ids.adminSud, fx.ids.volunteerSud].sort());
  });

  it('gives a volunteer nothing from another antenna', async () => {
    const answer = await server.request('GET', `/api/web/users/antenna/${fx.antennas.sud}`, { token: fx.tokens.volunteerNord });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
  });
});

describe('GET /api/web/users_full', () => {
  it('searches names without regard to accents or case, and shows no private fields', async () => {
    await server.request('PUT', '/api/web/user/new', {
      token: fx.tokens.admin,
      body: newUser('hlefevre', { name: 'Lefèvre', surname: 'Hélène', birth_date: '1980-02-03' }),
    });
    const answer = await server.request<Record<string, unknown>[]>('GET', '/api/web/users_full?search=HELENE%20lefevre', {
      token: fx.tokens.admin,
    });
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data?.[0]).toMatchObject({ name: 'Lefèvre', login: 'hlefevre' });
    expect(answer.body.data?.[0]).not.toHaveProperty('birth_date');
  });

  it('refuses an unknown query parameter', async () => {
    const answer = await server.request('GET', '/api/web/users_full?sort=name', { token: fx.tokens.admin });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'OBJECT_CANNOT_BE_VALIDATED', errors: { sort: 'Champ inconnu' } });
  });
});

describe('GET /api/web/user/:id', () => {
  it('opens oneself, and users in reach', async () => {
    expect((await server.request('GET', `/api/web/user/${fx.ids.volunteerNord}`, { token: fx.tokens.volunteerNord })).status).toBe(200);
    expect((await server.request('GET', `/api/web/user/${fx.ids.volunteerNord}`, { token: fx.tokens.adminNord })).status).toBe(200);
    expect((await server.request('GET', `/api/web/user/${fx.ids.volunteerSud}`, { token: fx.tokens.siege })).status).toBe(200);
  });

  it("refuses a user out of reach with 403 'Action interdite à votre profil'", async () => {
    for (const [token, id] of [
      [fx.tokens.volunteerNord, fx.ids.adminNord],
      [fx.tokens.adminNord, fx.ids.volunteerSud],
      [fx.tokens.management, fx.ids.volunteerSud],
    ]) {
      const answer = await server.request('GET', `/api/web/user/${id}`, { token });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ success: false, code: 'FORBIDDEN', message: 'Action interdite à votre profil' });
    }
  });

  it('answers 404 for an unknown user', async () => {
    const answer = await server.request('GET', '/api/web/user/inconnu', { token: fx.tokens.admin });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('NOT_FOUND');
  });
});

describe('PUT /api/web/user/new', () => {
  it('creates a user who can then sign in, with the defaults of a new user', async () => {
    const answer = await server.request<{ user_id: string }>('PUT', '/api/web/user/new', {
      token: fx.tokens.admin,
      body: newUser('ilambert', { antenna_id: fx.antennas.sud }),
    });
    expect(answer.status).toBe(200);
    const id = answer.body.data?.user_id;
    const user = await server.request<Record<string, unknown>>('GET', `/api/web/user/${id}`, { token: fx.tokens.admin });
    expect(user.body.data).toMatchObject({
      _id: id,
      login: 'ilambert',
      habilitation: 'volunteer',
      actif: true,
      antenna_id: fx.antennas.sud,
      rights: ['user_relative'],
    });
    expect(await server.login('ilambert', 'un-bon-mdp')).toBeTruthy();
  });

  it('records who created the user, when, with which command and request', async () => {
    const answer = await server.request<{ user_id: string }>('PUT', '/api/web/user/new', {
      token: fx.tokens.adminNord,
      body: newUser('meta-user'),
      headers: { 'X-Correlation-Id': 'test-correlation-1' },
    });
    const [created] = await server.services.store.readStream(`user-${answer.body.data?.user_id}`);
    expect(created.meta).toMatchObject({ userId: fx.ids.adminNord, command: 'createUser', correlationId: 'test-correlation-1' });
    expect(Date.parse(created.meta.at)).not.toBeNaN();
  });

  it('refuses a volunteer with 403 and records nothing', async () => {
    const answer = await expectNothingAppended(server, () =>
      server.request('PUT', '/api/web/user/new', { token: fx.tokens.volunteerNord, body: newUser('refused-1') }),
    );
    expect(answer.status).toBe(403);
  });

  it('refuses missing fields with each French message and records nothing', async () => {
    const answer = await expectNothingAppended(server, () =>
      server.request('PUT', '/api/web/user/new', { token: fx.tokens.admin, body: { user: { habilitation: 'volunteer', login: 'abc' } } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      code: 'OBJECT_CANNOT_BE_VALIDATED',
      message: 'Tous les champs nécessaires ne sont pas remplis',
      errors: {
        surname: 'Le prénom est requis',
        name: 'Le nom est requis',
        'activity.start_date': "La date de début d'acivité est requise",
        login: 'Login trop court (6 car. minimum',
        password: 'Le mot de passe est requis',
      },
    });
  });

  it('refuses unknown fields and wrong types, naming them', async () => {
    const answer = await expectNothingAppended(server, () =>
      server.request('PUT', '/api/web/user/new', {
        token: fx.tokens.admin,
        body: newUser('typed-user', { is_admin: true, actif: 'oui', birth_date: '31/12/1990' }),
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ is_admin: 'Champ inconnu', actif: 'Valeur invalide', birth_date: 'Date invalide' });
  });

  it('refuses a login already used, whatever its case, with 409 USER_ALREADY_EXISTS', async () => {
    await server.request('PUT', '/api/web/user/new', { token: fx.tokens.admin, body: newUser('doublon') });
    const answer = await expectNothingAppended(server, () =>
      server.request('PUT', '/api/web/user/new', { token: fx.tokens.admin, body: newUser('DOUBLON') }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'USER_ALREADY_EXISTS', message: 'Le login est déjà utilisé' });
  });

  it('lets exactly one of simultaneous creations with the same login win', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => server.request('PUT', '/api/web/user/new', { token: fx.tokens.admin, body: newUser('simultane') })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'USER_ALREADY_EXISTS')).toHaveLength(5);
    const users = await server.request<{ login: string }[]>('GET', '/api/web/users_full?search=simultane', { token: fx.tokens.admin });
    expect(users.body.data).toHaveLength(1);
  });

  it('refuses an antenna administrator creating in another antenna or above their rank', async () => {
    const otherAntenna = await expectNothingAppended(server, () =>
      server.request('PUT', '/api/web/user/new', { token: fx.tokens.adminNord, body: newUser('reach-1', { antenna_id: fx.antennas.sud }) }),
    );
    expect(otherAntenna.status).toBe(403);
    expect(otherAntenna.body.message).toBe('Vous ne pouvez choisir que votre antenne');
    const above = await server.request('PUT', '/api/web/user/new', {
      token: fx.tokens.adminNord,
      body: newUser('reach-2', { habilitation: 'siege' }),
    });
    expect(above.status).toBe(403);
  });
});

describe('POST /api/web/user/:id', () => {
  const load = async (id: string) =>
    (await server.request<Record<string, unknown>>('GET', `/api/web/user/${id}`, { token: fx.tokens.admin })).body.data as Record<
      string,
      unknown
    >;

  it('records only the changed fields and shows them on the next read', async () => {
    const origin = await load(fx.ids.volunteerSud);
    const answer = await server.request('POST', `/api/web/user/${fx.ids.volunteerSud}`, {
      token: fx.tokens.admin,
      body: { origin, current: { ...origin, tel: '0612345678' }, fail_on_concurrent: true, remove_absent_values: false },
    });
    expect(answer.status).toBe(200);
    expect(await load(fx.ids.volunteerSud)).toMatchObject({ tel: '0612345678' });
    const events = await server.services.store.readStream(`user-${fx.ids.volunteerSud}`);
    expect(events[events.length - 1]).toMatchObject({ type: 'UserChanged', data: { changes: { tel: { from: null, to: '0612345678' } } } });
  });

  it('records nothing when nothing changed', async () => {
    const origin = await load(fx.ids.volunteerSud);
    const answer = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/user/${fx.ids.volunteerSud}`, {
        token: fx.tokens.admin,
        body: { origin, current: origin, fail_on_concurrent: true },
      }),
    );
    expect(answer.status).toBe(200);
  });

  it('answers 409 CONFLICT_ERROR when the field changed since it was loaded', async () => {
    const stale = await load(fx.ids.adminSud);
    await server.request('POST', `/api/web/user/${fx.ids.adminSud}`, {
      token: fx.tokens.admin,
      body: { origin: stale, current: { ...stale, role: 'Coordinatrice' } },
    });
    const answer = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/user/${fx.ids.adminSud}`, {
        token: fx.tokens.admin,
        body: { origin: stale, current: { ...stale, role: 'Trésorière' }, fail_on_concurrent: true },
      }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('CONFLICT_ERROR');
  });

  it("refuses to edit someone ranked above with 'Cet utilisateur est supérieur à vous hierarchiquement !'", async () => {
    const origin = await load(fx.ids.admin);
    const answer = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/user/${fx.ids.admin}`, {
        token: fx.tokens.siege,
        body: { origin, current: { ...origin, tel: '01' } },
      }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Cet utilisateur est supérieur à vous hierarchiquement !');
  });

  it('lets a volunteer edit their own details but not promote themselves', async () => {
    const origin = await load(fx.ids.volunteerNord);
    const own = await server.request('POST', `/api/web/user/${fx.ids.volunteerNord}`, {
      token: fx.tokens.volunteerNord,
      body: { origin, current: { ...origin, tel: '0700000001' } },
    });
    expect(own.status).toBe(200);
    const fresh = await load(fx.ids.volunteerNord);
    const promote = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/user/${fx.ids.volunteerNord}`, {
        token: fx.tokens.volunteerNord,
        body: { origin: fresh, current: { ...fresh, habilitation: 'admin' } },
      }),
    );
    expect(promote.status).toBe(403);
  });

  it('refuses a change of login', async () => {
    const origin = await load(fx.ids.volunteerSud);
    const answer = await server.request('POST', `/api/web/user/${fx.ids.volunteerSud}`, {
      token: fx.tokens.admin,
      body: { origin, current: { ...origin, login: 'nouveau-login' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ login: 'Le login ne peut pas être modifié' });
  });
});

describe('DELETE /api/web/user/:id', () => {
  it('lets an administrator delete a user: gone from lists, token refused, login free again', async () => {
    const created = await server.request<{ user_id: string }>('PUT', '/api/web/user/new', {
      token: fx.tokens.admin,
      body: newUser('a-supprimer'),
    });
    const id = created.body.data?.user_id;
    const token = await server.login('a-supprimer', 'un-bon-mdp');
    const answer = await server.request('DELETE', `/api/web/user/${id}`, { token: fx.tokens.admin });
    expect(answer.status).toBe(200);
    expect((await server.request('GET', `/api/web/user/${id}`, { token: fx.tokens.admin })).status).toBe(404);
    expect((await server.request('GET', '/api/web/users', { token })).status).toBe(401);
    const again = await server.request('PUT', '/api/web/user/new', { token: fx.tokens.admin, body: newUser('a-supprimer') });
    expect(again.status).toBe(200);
  });

  it('refuses the siege habilitation and volunteers', async () => {
    for (const token of [fx.tokens.siege, fx.tokens.volunteerNord]) {
      const answer = await expectNothingAppended(server, () => server.request('DELETE', `/api/web/user/${fx.ids.volunteerSud}`, { token }));
      expect(answer.status).toBe(403);
    }
  });
});

describe('POST /api/web/user/:id/modify_password', () => {
  it('lets the owner change their password', async () => {
    const answer = await server.request('POST', `/api/web/user/${fx.ids.management}/modify_password`, {
      token: fx.tokens.management,
      body: { password: { old: PASSWORD, new: 'nouveau-secret', newRepeated: 'nouveau-secret' } },
    });
    expect(answer.status).toBe(200);
    expect(await server.login('management-login', 'nouveau-secret')).toBeTruthy();
    expect((await server.request('POST', '/api/auth/login', { body: { username: 'management-login', password: PASSWORD } })).status).toBe(
      401,
    );
  });

  it('refuses a wrong old password with WRONG_PASSWORD', async () => {
    const answer = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/user/${fx.ids.volunteerSud}/modify_password`, {
        token: fx.tokens.volunteerSud,
        body: { password: { old: 'pas-le-bon', new: 'nouveau-secret', newRepeated: 'nouveau-secret' } },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'WRONG_PASSWORD', message: "L'ancien mot de passe est invalide" });
  });

  it("refuses to change someone else's password, even as super administrator", async () => {
    const answer = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/user/${fx.ids.volunteerSud}/modify_password`, {
        token: fx.tokens.super,
        body: { password: { old: PASSWORD, new: 'nouveau-secret', newRepeated: 'nouveau-secret' } },
      }),
    );
    expect(answer.status).toBe(403);
  });

  it('refuses new passwords that do not match', async () => {
    const answer = await server.request('POST', `/api/web/user/${fx.ids.volunteerSud}/modify_password`, {
      token: fx.tokens.volunteerSud,
      body: { password: { old: PASSWORD, new: 'nouveau-secret', newRepeated: 'autre-secret' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ newRepeated: 'Les nouveaux mdp ne correspondent pas' });
  });

  it("ends the user's other sessions and keeps the one that changed the password", async () => {
    const created = await server.request<{ user_id: string }>('PUT', '/api/web/user/new', {
      token: fx.tokens.admin,
      body: newUser('deux-postes'),
    });
    const userId = created.body.data?.user_id;
    const kept = await server.login('deux-postes', 'un-bon-mdp');
    const other = await server.login('deux-postes', 'un-bon-mdp');
    const changed = await server.request('POST', `/api/web/user/${userId}/modify_password`, {
      token: kept,
      body: { password: { old: 'un-bon-mdp', new: 'nouveau-secret', newRepeated: 'nouveau-secret' } },
    });
    expect(changed.status).toBe(200);
    const me = await server.request('GET', '/api/web/user/me', { token: kept });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).not.toMatch(/kept_session|password_changed/);
    const ended = await server.request('GET', '/api/web/user/me', { token: other });
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ code: 'INVALID_TOKEN', message: 'Votre mot de passe a été changé, veuillez vous reconnecter' });
    expect((await server.request('POST', '/api/auth/check', { body: { token: other } })).body.data).toMatchObject({
      valid: false,
      reason: 'INVALID_TOKEN',
    });
    const fresh = await server.login('deux-postes', 'nouveau-secret');
    expect((await server.request('GET', '/api/web/user/me', { token: fresh })).status).toBe(200);
  });
});
