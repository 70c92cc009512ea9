import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIGHTS, type Habilitation } from '@domain/users/habilitations';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { startTestServer, type TestServer } from '../testing/testServer';

// Who may grant or revoke which right, as docs/permissions.md states it (written out here, not taken from the
// domain, so that the domain's rule is checked against it): a power (every right but user_relative)
// only by someone holding it; user_relative imposed by anyone managing users, lifted only by an
// administrator or a holder of user_absolute who is not bound by it.

let server: TestServer;
let fx: Fixture;

const ACTORS = [
  ['super', 'super'],
  ['admin', 'admin'],
  ['siege', 'siege'],
  ['management', 'management'],
  ['adminNord', 'antenna_admin'],
  ['volunteerNord', 'volunteer'],
] as const satisfies readonly (readonly [keyof Fixture['tokens'], Habilitation])[];
type ActorKey = (typeof ACTORS)[number][0];

const actorRights = new Map<ActorKey, string[]>();
const targets = new Map<ActorKey, string>();

beforeAll(async () => {
  server = await startTestServer();
  fx = await createFixture(server);
  for (const [key] of ACTORS) {
    const me = await server.request<{ rights: string[] }>('GET', '/api/web/user/me', { token: fx.tokens[key] });
    actorRights.set(key, me.body.data?.rights ?? []);
    // Each actor works on their own volunteer of Nord, within everyone's reach.
    const created = await server.request<{ user_id: string }>('PUT', '/api/web/user/new', {
      token: fx.tokens.super,
      body: {
        user: {
          surname: 'Cible',
          name: key,
          habilitation: 'volunteer',
          antenna_id: fx.antennas.nord,
          activity: { start_date: '2025-01-01' },
          login: `cible-${key.toLowerCase()}`,
          password: 'un-bon-mdp',
        },
      },
    });
    targets.set(key, String(created.body.data?.user_id));
  }
});
afterAll(async () => {
  await server.close();
});

/** The status the rule gives an edit of one right by this actor. */
function expectedStatus(habilitation: Habilitation, rights: string[], right: string, adding: boolean): number {
  if (!rights.includes('user_management')) return 403;
  if (right !== 'user_relative') return rights.includes(right) ? 200 : 403;
  if (adding) return 200;
  const lifter = habilitation === 'admin' || habilitation === 'super' || rights.includes('user_absolute');
  return lifter && !rights.includes('user_relative') ? 200 : 403;
}

/** Sets a user's rights as the super administrator (who may set any). */
async function setRights(id: string, rights: string[]): Promise<void> {
  const user = await server.request<{ rights: string[] }>('GET', `/api/web/user/${id}`, { token: fx.tokens.super });
  const answer = await server.request('POST', `/api/web/user/${id}`, {
    token: fx.tokens.super,
    body: { origin: { rights: user.body.data?.rights }, current: { rights } },
  });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
}

const rightsOf = async (id: string) =>
  (await server.request<{ rights: string[] }>('GET', `/api/web/user/${id}`, { token: fx.tokens.super })).body.data?.rights ?? [];

const cases = RIGHTS.flatMap((right) =>
  (['added', 'removed'] as const).flatMap((way) => (['minimal', 'full'] as const).map((body) => ({ right, way, body }))),
);

describe.each(ACTORS)('POST /api/web/user/:id: rights edited by %s', (key, habilitation) => {
  it.each(cases)('$right $way with the $body body', async ({ right, way, body }) => {
    const id = targets.get(key) as string;
    const adding = way === 'added';
    // The restriction is added to a user without it and removed from one who has it; a power likewise, the restriction staying put.
    const without = right === 'user_relative' ? [] : ['user_relative'];
    const withIt = [...without, right];
    const before = adding ? without : withIt;
    const after = adding ? withIt : without;
    await setRights(id, before);
    const loaded = (await server.request<Record<string, unknown>>('GET', `/api/web/user/${id}`, { token: fx.tokens.super })).body
      .data as Record<string, unknown>;
    const request =
      body === 'minimal'
        ? { origin: { rights: before }, current: { rights: after } }
        : { origin: loaded, current: { ...loaded, rights: after }, fail_on_concurrent: true, remove_absent_values: false };
    const status = expectedStatus(habilitation, actorRights.get(key) ?? [], right, adding);
    const send = () => server.request('POST', `/api/web/user/${id}`, { token: fx.tokens[key], body: request });
    const answer = status === 200 ? await send() : await expectNothingAppended(server, send);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect((await rightsOf(id)).sort()).toEqual((status === 200 ? after : before).sort());
  });
});

describe.each(ACTORS)('PUT /api/web/user/new: rights given by %s', (key, habilitation) => {
  const creations = [
    ...RIGHTS.filter((right) => right !== 'user_relative').map((right) => ({ right, rights: ['user_relative', right] })),
    { right: 'user_relative', rights: [] as string[] },
  ];

  it.each(creations)('a user created with $rights', async ({ right, rights }) => {
    const login = `cree-${key}-${right}`.toLowerCase();
    const user = {
      surname: 'Nouvel',
      name: 'Accueillant',
      habilitation: 'antenna_admin',
      antenna_id: fx.antennas.nord,
      activity: { start_date: '2025-01-01' },
      login,
      password: 'un-bon-mdp',
      rights,
    };
    // Creating without user_relative lifts the restriction a new account starts with; with a power, grants it.
    const status =
      habilitation === 'volunteer' ? 403 : expectedStatus(habilitation, actorRights.get(key) ?? [], right, right !== 'user_relative');
    const send = () => server.request<{ user_id: string }>('PUT', '/api/web/user/new', { token: fx.tokens[key], body: { user } });
    const answer = status === 200 ? await send() : await expectNothingAppended(server, send);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    if (status === 200) expect((await rightsOf(String(answer.body.data?.user_id))).sort()).toEqual([...rights].sort());
  });

  it('gives the usual rights of the habilitation when none are sent, never lifting a restriction the creator may not lift', async () => {
    if (habilitation === 'volunteer' || habilitation === 'management') return;
    const answer = await server.request<{ user_id: string }>('PUT', '/api/web/user/new', {
      token: fx.tokens[key],
      body: {
        user: {
          surname: 'Par',
          name: 'Défaut',
          habilitation: 'antenna_admin',
          antenna_id: fx.antennas.nord,
          activity: { start_date: '2025-01-01' },
          login: `defaut-${key}`.toLowerCase(),
          password: 'un-bon-mdp',
        },
      },
    });
    expect(answer.status).toBe(200);
    expect(await rightsOf(String(answer.body.data?.user_id))).toContain('user_relative');
  });
});

describe('an antenna administrator facing the restriction', () => {
  it('refuses to lift user_relative from a volunteer of their antenna, with the reason', async () => {
    const id = targets.get('adminNord') as string;
    await setRights(id, ['user_relative']);
    const answer = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/user/${id}`, {
        token: fx.tokens.adminNord,
        body: { origin: { rights: ['user_relative'] }, current: { rights: [] } },
      }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: "Seul un administrateur peut lever l'accès limité aux dossiers de son antenne",
    });
  });
});
