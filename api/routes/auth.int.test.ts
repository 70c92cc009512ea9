import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, PASSWORD, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { ADMIN, startTestServer, type TestServer } from '../testing/testServer';

let now = new Date('2026-11-22T09:00:00Z');
let server: TestServer;
let fx: Fixture;
let address = 0;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now, env: { TRUST_PROXY: '1' } });
  fx = await createFixture(server);
});
afterAll(async () => {
  await server.close();
});

/** Each test signs in from its own address, so throttling by address in one test does not leak into another. */
const from = () => ({ 'X-Forwarded-For': `10.0.0.${++address}` });
const signIn = (username: string, password: string, headers = from()) =>
  server.request<{ token: string; user: Record<string, unknown> }>('POST', '/api/auth/login', { body: { username, password }, headers });

describe('POST /api/auth/login', () => {
  it('gives a token and the user, without any password', async () => {
    const answer = await signIn(ADMIN.login, ADMIN.password);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(answer.body.data?.user).toMatchObject({ habilitation: 'super', login: ADMIN.login });
    expect(JSON.stringify(answer.body)).not.toMatch(/password|hash/);
  });

  it('answers a wrong password and an unknown login alike with 401 WRONG_CREDENTIALS', async () => {
    for (const answer of [await signIn(ADMIN.login, 'faux'), await signIn('personne', 'faux')]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, code: 'WRONG_CREDENTIALS', message: 'Identifiant ou mot de passe incorrect' });
    }
  });

  it('requires both fields', async () => {
    const answer = await server.request('POST', '/api/auth/login', { body: { username: ' ' }, headers: from() });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ username: "L'identifiant est requis", password: 'Le mot de passe est requis' });
  });

  it('refuses a disabled account, and its open sessions', async () => {
    const token = await server.login('volunteersud-login', PASSWORD);
    const origin = (
      await server.request<Record<string, unknown>>('GET', `/api/web/user/${fx.ids.volunteerSud}`, { token: fx.tokens.admin })
    ).body.data as Record<string, unknown>;
    await server.request('POST', `/api/web/user/${fx.ids.volunteerSud}`, {
      token: fx.tokens.admin,
      body: { origin, current: { ...origin, actif: false } },
    });
    expect((await signIn('volunteersud-login', PASSWORD)).status).toBe(401);
    const refused = await server.request('GET', '/api/web/users', { token });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'INVALID_TOKEN', message: 'Votre compte a été désactivé ou supprimé' });
  });

  it('keeps the sessions a deactivation ended closed once the account is active again', async () => {
    const before = await server.login('volunteernord-login', PASSWORD);
    const origin = (
      await server.request<Record<string, unknown>>('GET', `/api/web/user/${fx.ids.volunteerNord}`, { token: fx.tokens.admin })
    ).body.data as Record<string, unknown>;
    const edit = (from: Record<string, unknown>, actif: boolean) =>
      server.request('POST', `/api/web/user/${fx.ids.volunteerNord}`, {
        token: fx.tokens.admin,
        body: { origin: from, current: { ...from, actif } },
      });
    expect((await edit(origin, false)).status).toBe(200);
    expect((await edit({ ...origin, actif: false }, true)).status).toBe(200);
    const refused = await server.request('GET', '/api/web/users', { token: before });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'Votre compte a été désactivé depuis cette connexion, veuillez vous reconnecter',
    });
    const after = await server.login('volunteernord-login', PASSWORD);
    expect((await server.request('GET', '/api/web/users', { token: after })).status).toBe(200);
  });

  it('blocks a login from one address after 10 failures in 15 minutes, saying how long to wait, then lets it in again', async () => {
    const office = from();
    for (let i = 0; i < 10; i += 1) expect((await signIn('adminsud-login', 'faux', office)).status).toBe(401);
    const blocked = await expectNothingAppended(server, () => signIn('adminsud-login', PASSWORD, office));
    expect(blocked.status).toBe(429);
    const message = 'Trop de tentatives de connexion échouées. Réessayez dans 15 minutes.';
    expect(blocked.body).toEqual({ success: false, code: 'TOO_MANY_ATTEMPTS', message, data: { retry_after: 900 } });
    expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers.get('Retry-After'))).toBeLessThanOrEqual(900);
    now = new Date(now.getTime() + 15 * 60 * 1000 + 1000);
    expect((await signIn('adminsud-login', PASSWORD, office)).status).toBe(200);
  });

  it('lets the other logins of a shared address sign in after 10 failures of one login', async () => {
    const office = from();
    for (let i = 0; i < 10; i += 1) expect((await signIn('collegue-distrait', 'faux', office)).status).toBe(401);
    expect((await signIn('collegue-distrait', 'faux', office)).status).toBe(429);
    expect((await signIn('volunteernord-login', PASSWORD, office)).status).toBe(200);
  });

  it('blocks a login after 30 failures from any addresses', async () => {
    for (let i = 0; i < 30; i += 1) expect((await signIn('siege-login', 'faux')).status).toBe(401);
    const blocked = await signIn('siege-login', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
  });

  it('forgets the failures of a login once it signs in', async () => {
    const office = from();
    for (let i = 0; i < 9; i += 1) await signIn('adminnord-login', 'faux', office);
    expect((await signIn('adminnord-login', PASSWORD, office)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await signIn('adminnord-login', 'faux', office)).status).toBe(401);
    expect((await signIn('adminnord-login', PASSWORD, office)).status).toBe(200);
  });

  it('blocks an address after 100 failures, whatever the login, but not other addresses', async () => {
    const attacker = from();
    for (let i = 0; i < 100; i += 1) expect((await signIn(`inconnu-${i}`, 'faux', attacker)).status).toBe(401);
    const blocked = await signIn(ADMIN.login, ADMIN.password, attacker);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect((await signIn(ADMIN.login, ADMIN.password)).status).toBe(200);
  });

  it('counts the address the proxy saw, not one the client put in front of it in X-Forwarded-For', async () => {
    const proxied = from()['X-Forwarded-For'];
    for (let i = 0; i < 100; i += 1) await signIn(`forge-${i}`, 'faux', { 'X-Forwarded-For': `192.0.2.${i}, ${proxied}` });
    expect((await signIn(ADMIN.login, ADMIN.password, { 'X-Forwarded-For': `198.51.100.7, ${proxied}` })).status).toBe(429);
  });
});

describe('POST /api/auth/check', () => {
  it('says a fresh token is valid', async () => {
    const answer = await server.request('POST', '/api/auth/check', { body: { token: fx.tokens.admin } });
    expect(answer.body).toEqual({ success: true, data: { valid: true, reason: null } });
  });

  it('gives the reason a token is not valid', async () => {
    const none = await server.request('POST', '/api/auth/check', { body: {} });
    expect(none.body.data).toMatchObject({ valid: false, reason: 'NO_TOKEN' });
    const forged = await server.request('POST', '/api/auth/check', { body: { token: `${fx.tokens.admin.slice(0, -4)}AAAA` } });
    expect(forged.body.data).toMatchObject({ valid: false, reason: 'INVALID_TOKEN' });
  });

  it('refuses a token after its 12 hours, though it was accepted before', async () => {
    const token = (await signIn(ADMIN.login, ADMIN.password)).body.data?.token;
    expect((await server.request('GET', '/api/web/users', { token })).status).toBe(200);
    now = new Date(now.getTime() + 12 * 3600 * 1000 + 1000);
    const answer = await server.request('GET', '/api/web/users', { token });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'INVALID_TOKEN', message: 'Votre session a expiré, veuillez vous reconnecter' });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token on the server', async () => {
    const token = (await signIn('adminnord-login', PASSWORD)).body.data?.token ?? '';
    expect((await server.request('GET', '/api/web/user/me', { token })).status).toBe(200);
    expect((await server.request('POST', '/api/auth/logout', { body: { token } })).status).toBe(200);
    const after = await server.request('GET', '/api/web/user/me', { token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'INVALID_TOKEN', message: 'Vous avez été déconnecté, veuillez vous reconnecter' });
    expect((await server.request('POST', '/api/auth/check', { body: { token } })).body.data).toMatchObject({
      valid: false,
      reason: 'INVALID_TOKEN',
    });
  });

  it('accepts a token that is already invalid without recording anything', async () => {
    const answer = await expectNothingAppended(server, () =>
      server.request('POST', '/api/auth/logout', { body: { token: 'pas-un-jeton' } }),
    );
    expect(answer.status).toBe(200);
  });
});

describe('GET /api/web/user/me', () => {
  it('returns the signed-in user with their rights', async () => {
    const token = (await signIn('volunteernord-login', PASSWORD)).body.data?.token;
    const answer = await server.request<Record<string, unknown>>('GET', '/api/web/user/me', { token });
    expect(answer.body.data).toMatchObject({
      _id: fx.ids.volunteerNord,
      habilitation: 'volunteer',
      rights: ['user_relative'],
      antenna_id: fx.antennas.nord,
    });
  });

  it('accepts the Bearer scheme in any case, with several spaces before the token', async () => {
    const token = (await signIn('volunteernord-login', PASSWORD)).body.data?.token;
    for (const authorization of [`bearer ${token}`, `BEARER ${token}`, `Bearer   ${token}`]) {
      const answer = await server.request('GET', '/api/web/user/me', { headers: { Authorization: authorization } });
      expect(answer.status, authorization.slice(0, 9)).toBe(200);
    }
  });
});
