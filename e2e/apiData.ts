// Data made behind the browser's back (through the API) so that each test owns its files and hotels,
// whatever the demo data or the other tests hold.
import { expect, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from './support';

export type Account = { login: string; password: string };

/** A suffix that makes names unique across tests and runs. */
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

// Tokens and reference ids are asked once per run: the server and its data live as long as the run.
const tokens = new Map<string, Promise<string>>();
const references = new Map<string, Promise<string>>();

/** A session token of an account, for calls made behind the browser's back (preparing data). */
export function tokenOf(request: APIRequestContext, account: Account): Promise<string> {
  if (!tokens.has(account.login)) {
    tokens.set(
      account.login,
      request.post('/api/auth/login', { data: { username: account.login, password: account.password } }).then(async (response) => {
        expect(response.ok()).toBe(true);
        return (await response.json()).data.token as string;
      }),
    );
  }
  return tokens.get(account.login) as Promise<string>;
}

/** Calls the API as an account; answers data. */
export async function api<T>(
  request: APIRequestContext,
  account: Account,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const headers = { Authorization: `Bearer ${await tokenOf(request, account)}` };
  const response = await request.fetch(`/api/web${path}`, { method, headers, data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as T;
}

/** The id of a reference entry by its label. */
export function choiceId(request: APIRequestContext, type: string, label: string): Promise<string> {
  const key = `${type}/${label}`;
  if (!references.has(key)) {
    references.set(
      key,
      api<{ _id: string; label: string }[]>(request, ACCOUNTS.admin, 'GET', `/choices/${type}`).then((list) => {
        const found = list.find((item) => item.label === label);
        if (!found) throw new Error(`${label} absent de la liste ${type}`);
        return found._id;
      }),
    );
  }
  return references.get(key) as Promise<string>;
}

/** Files a recipient in the account's antenna (Lyon for the Lyon accounts), named as the form names it; answers its id and names. */
export async function createRecipient(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
  account: Account = ACCOUNTS.antennaAdminLyon,
) {
  const recipient = {
    antenna_id: (await api<{ antenna_id: string | null }>(request, account, 'GET', '/user/me')).antenna_id,
    civility: 'Mme',
    surname: 'Inès',
    name: `Essai${unique()}`,
    birth_date: '1990-05-17',
    birth_place: { city: 'Lyon', country: await choiceId(request, 'country', 'France') },
    nationality: await choiceId(request, 'nationality', 'Français'),
    nationality_status: await choiceId(request, 'nationality_status', 'Nationalité Fr'),
    family_status: await choiceId(request, 'family_status', 'Célibataire'),
    ...overrides,
  };
  const { recipient_id } = await api<{ recipient_id: string }>(request, account, 'PUT', '/recipient/new', { recipient });
  return { id: recipient_id, name: String(recipient.name), surname: String(recipient.surname) };
}

/** The ids of the demo antennas by name. */
export async function antennaIds(request: APIRequestContext): Promise<Map<string, string>> {
  const antennas = await api<{ _id: string; name: string }[]>(request, ACCOUNTS.admin, 'GET', '/antennas');
  return new Map(antennas.map((antenna) => [antenna.name, antenna._id]));
}

/** A hotel with rooms (number and antenna name), created by the demo administrator; answers its id, name and room ids. */
export async function createHotel(request: APIRequestContext, rooms: { number: string; antenna: string }[]) {
  const name = `Hôtel Essai ${unique()}`;
  const hotel = { name, address: { street: '3 quai Perrache', postal_code: '69002', city: 'Lyon' }, tel: '0478000000' };
  const { hotel_id: id } = await api<{ hotel_id: string }>(request, ACCOUNTS.admin, 'PUT', '/hotel/new', { hotel });
  const antennas = await antennaIds(request);
  const roomIds: string[] = [];
  for (const room of rooms)
    roomIds.push(
      await api<string>(request, ACCOUNTS.admin, 'PUT', `/hotel/${id}/rooms`, {
        room: { number: room.number, antenna_id: antennas.get(room.antenna), price: 450 },
      }),
    );
  return { id, name, roomIds };
}

/** Domiciles a file as the demo administrator: an own domiciliation (CNI) of `duration` months (blank: 12) from its start; answers its id. */
export function createDomiciliation(
  request: APIRequestContext,
  recipientId: string,
  domiciliation: { user_id: string; start_date: string; duration?: number } & Record<string, unknown>,
) {
  return api<string>(request, ACCOUNTS.admin, 'PUT', `/recipient/${recipientId}/domiciliations`, {
    domiciliation: { kind: 'own', paper: 'CNI', last_meeting: domiciliation.start_date, ...domiciliation },
  });
}
