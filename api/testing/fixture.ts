import type { Habilitation } from '@domain/users/habilitations';
import { ADMIN, type TestServer } from './testServer';

export const PASSWORD = 'motdepasse';

/** Who is in the fixture: one user per habilitation, in the head office or in the antennas Nord and Sud. */
export interface Fixture {
  antennas: { nord: string; sud: string };
  tokens: Record<'super' | 'admin' | 'siege' | 'management' | 'adminNord' | 'volunteerNord' | 'adminSud' | 'volunteerSud', string>;
  ids: Record<keyof Fixture['tokens'], string>;
}

const antenna = (name: string, city: string) => ({
  antenna: { name, address: { street: '1 place de la Mairie', city, postal_code: '59000' }, tel: '0320000000' },
});

/** Creates the fixture through the API, as the super administrator would. */
export async function createFixture(server: TestServer): Promise<Fixture> {
  const superToken = await server.login(ADMIN.login, ADMIN.password);
  const put = async <T>(path: string, body: unknown) => {
    const answer = await server.request<T>('PUT', path, { token: superToken, body });
    if (answer.status !== 200 || answer.body.data === undefined) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const nord = await put<string>('/api/web/antenna/new', antenna('Antenne Nord', 'Lille'));
  const sud = await put<string>('/api/web/antenna/new', antenna('Antenne Sud', 'Marseille'));
  const people: [keyof Fixture['tokens'], Habilitation, string][] = [
    ['admin', 'admin', 'siege'],
    ['siege', 'siege', 'siege'],
    ['management', 'management', 'siege'],
    ['adminNord', 'antenna_admin', nord],
    ['volunteerNord', 'volunteer', nord],
    ['adminSud', 'antenna_admin', sud],
    ['volunteerSud', 'volunteer', sud],
  ];
  const ids = {
    super: (await server.request<{ _id: string }>('GET', '/api/web/user/me', { token: superToken })).body.data?._id ?? '',
  } as Fixture['ids'];
  const tokens = { super: superToken } as Fixture['tokens'];
  for (const [key, habilitation, antennaId] of people) {
    const login = `${key.toLowerCase()}-login`;
    const created = await put<{ user_id: string }>('/api/web/user/new', {
      user: {
        surname: key,
        name: habilitation.toUpperCase(),
        habilitation,
        antenna_id: antennaId,
        activity: { start_date: '2025-01-01' },
        login,
        password: PASSWORD,
      },
    });
    ids[key] = created.user_id;
    tokens[key] = await server.login(login, PASSWORD);
  }
  return { antennas: { nord, sud }, tokens, ids };
}
