import type { TestServer } from './testServer';

/** The id of an entry of a reference list, by its label, as the list's screen reads it. */
export async function choiceIdOf(server: TestServer, token: string, type: string, label: string): Promise<string> {
  const list = (await server.request<{ _id: string; label: string }[]>('GET', `/api/web/choices/${type}`, { token })).body.data ?? [];
  const found = list.find((item) => item.label === label);
  if (!found) throw new Error(`${label} missing from ${type}`);
  return found._id;
}

/** Ids of the default reference entries a recipient form needs. */
export async function referenceIds(server: TestServer, token: string) {
  const idOf = (type: string, label: string) => choiceIdOf(server, token, type, label);
  return {
    france: await idOf('country', 'France'),
    maroc: await idOf('country', 'Maroc'),
    francais: await idOf('nationality', 'Français'),
    nationaliteFr: await idOf('nationality_status', 'Nationalité Fr'),
    titreSejour: await idOf('nationality_status', 'Titre de séjour'),
    celibataire: await idOf('family_status', 'Célibataire'),
  };
}

export type ReferenceIdsForTests = Awaited<ReturnType<typeof referenceIds>>;

/** A valid new recipient in an antenna. */
export function buildRecipient(ref: ReferenceIdsForTests, antennaId: string, overrides: Record<string, unknown> = {}) {
  return {
    civility: 'M.',
    surname: 'Karim',
    name: 'Benali',
    birth_date: '1988-04-12',
    birth_place: { city: 'Oran', country: ref.maroc },
    nationality_status: ref.titreSejour,
    antenna_id: antennaId,
    ...overrides,
  };
}

/** Files a recipient through the API as `token` and answers its id (the test fails when the file is refused). */
export async function fileRecipient(server: TestServer, token: string, recipient: Record<string, unknown>): Promise<string> {
  const answer = await server.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', { token, body: { recipient } });
  if (answer.status !== 200 || !answer.body.data) throw new Error(`recipient refused: ${JSON.stringify(answer.body)}`);
  return answer.body.data.recipient_id;
}
