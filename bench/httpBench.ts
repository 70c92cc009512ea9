import { createFixture } from '../api/testing/fixture';
import { startTestServer, type TestServer } from '../api/testing/testServer';
import { startBareRoute } from './bareRoute';
import { runLoad, type LoadOptions, type LoadResult } from './load';
import { removeDir, trackDir } from './tempDir';

/** GET /api/web/users on the real server beside a bare Koa route answering the same body. */
export interface HttpFigures {
  usersListed: number;
  real: LoadResult;
  bare: LoadResult;
}

const ROLES = ['Accueillant', 'Écoutant', 'Référent logement'];

/** Creates users through the API, as an administrator filling in the form would. */
async function addUsers(server: TestServer, token: string, antennas: string[], count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const user = {
      surname: `Prénom${i}`,
      name: `Bénévole ${String(i).padStart(3, '0')}`,
      habilitation: i % 10 === 0 ? 'antenna_admin' : 'volunteer',
      antenna_id: antennas[i % antennas.length],
      tel: `06${String(10_000_000 + i).padStart(8, '0')}`,
      email: `benevole${i}@example.org`,
      role: ROLES[i % ROLES.length],
      activity: { start_date: '2024-09-01' },
      login: `benevole-${i}`,
      password: 'motdepasse',
    };
    const answer = await server.request('PUT', '/api/web/user/new', { token, body: { user } });
    if (answer.status !== 200) throw new Error(`creating user ${i}: ${JSON.stringify(answer.body)}`);
  }
}

/** Loads both servers in turn with the same client settings. */
export async function benchHttp(opts: { extraUsers: number } & Omit<LoadOptions, 'url' | 'headers'>): Promise<HttpFigures> {
  const { extraUsers, ...load } = opts;
  const server = await startTestServer();
  trackDir(server.services.config.dataDir);
  try {
    const fixture = await createFixture(server);
    const token = fixture.tokens.super;
    await addUsers(server, token, [fixture.antennas.nord, fixture.antennas.sud], extraUsers);
    const list = await server.request<unknown[]>('GET', '/api/web/users', { token });
    if (list.status !== 200 || !list.body.data) throw new Error(`GET /api/web/users: ${list.status}`);
    const bare = await startBareRoute('/api/web/users', list.body);
    try {
      const path = '/api/web/users';
      const headers = { Authorization: `Bearer ${token}` };
      const real = await runLoad({ ...load, url: server.url + path, headers });
      const bareResult = await runLoad({ ...load, url: bare.url + path, headers });
      return { usersListed: list.body.data.length, real, bare: bareResult };
    } finally {
      await bare.close();
    }
  } finally {
    await server.close();
    removeDir(server.services.config.dataDir);
  }
}
