import type { TestServer } from './testServer';

/** Adds an aid to the catalogue as `token` (the test fails when it is refused) and answers its id. */
export async function createHelp(server: TestServer, token: string, help: Record<string, unknown>): Promise<string> {
  const answer = await server.request<string>('PUT', '/api/web/help/new', { token, body: { help } });
  if (answer.status !== 200 || !answer.body.data) throw new Error(`help refused: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** Records a meeting of a file as `token`. */
export const addMeeting = (server: TestServer, token: string, recipientId: string, meeting: Record<string, unknown>) =>
  server.request<string>('PUT', `/api/web/recipient/${recipientId}/meetings`, { token, body: { meeting } });

/** The stock the catalogue shows for an aid. */
export async function stockOf(server: TestServer, token: string, helpId: string): Promise<number | null | undefined> {
  return (await server.request<{ stock: number | null }>('GET', `/api/web/help/${helpId}`, { token })).body.data?.stock;
}
