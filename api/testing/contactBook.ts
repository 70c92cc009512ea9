import type { TestServer } from './testServer';
import type { Fixture } from './fixture';
import { buildRecipient, choiceIdOf, fileRecipient, referenceIds } from './recipients';
import type { ContactLinkCreated, ContactLinkRow, OrganismRow } from '../types';

// What the Contacts tab's integration tests share: an address book with items visible to all and to
// each antenna, a new file, and the tab's calls.

/** An address book: organisms of all and of Sud, contacts of all, of Nord and of Sud, and list ids. */
export async function contactBook(server: TestServer, fx: Fixture) {
  const token = fx.tokens.admin;
  const idOf = (type: string, label: string) => choiceIdOf(server, token, type, label);
  const fonction = await idOf('contact_fonction', 'Assistant(e) social(e)');
  const domain = await idOf('organism_domain', 'Association');
  const created = async <T>(path: string, by: string, body: unknown) => {
    const answer = await server.request<T>('PUT', path, { token: by, body });
    if (!answer.body.data) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const organism = async (by: string, name: string) =>
    (
      await created<{ organism_id: string }>('/api/web/organism/new', by, {
        organism: { name, domain_id: domain, address: { postal_code: '59000', city: 'Lille' } },
      })
    ).organism_id;
  const contact = async (by: string, name: string, organism_id: string | null) =>
    (
      await created<{ contact_id: string }>('/api/web/contact/new', by, {
        contact: { civility: 'Mme', surname: 'Sophie', name, tel: '0478000000', fonction_id: fonction, organism_id },
      })
    ).contact_id;
  const orgTous = await organism(token, 'CCAS de Lille');
  const orgSud = await organism(fx.tokens.volunteerSud, 'Mission locale de Marseille');
  const civil = await referenceIds(server, token);
  let files = 0;
  return {
    fonction,
    domain,
    orgTous,
    orgSud,
    cTous: await contact(token, 'Lambert', orgTous),
    cNord: await contact(fx.tokens.volunteerNord, 'Durand', null),
    cSud: await contact(fx.tokens.volunteerSud, 'Roux', orgSud),
    /** A new file of the antenna, filed by an administrator. */
    newFile: (antenna: 'nord' | 'sud' = 'nord') =>
      fileRecipient(server, token, buildRecipient(civil, fx.antennas[antenna], { surname: `Contact${++files}`, name: 'Martin' })),
  };
}

/** The calls of the Contacts tab, as the volunteer of Nord unless another token is given. */
export function contactCalls(server: TestServer, fx: Fixture) {
  const nord = fx.tokens.volunteerNord;
  return {
    put: (file: string, body: unknown, token = nord) =>
      server.request<ContactLinkCreated>('PUT', `/api/web/recipient/${file}/contacts`, { token, body }),
    listOf: async (file: string, token = nord) =>
      (await server.request<ContactLinkRow[]>('GET', `/api/web/recipient/${file}/contacts`, { token })).body.data ?? [],
    editLink: (file: string, contactId: string, body: unknown, token = nord) =>
      server.request<string>('POST', `/api/web/recipient/${file}/contact/${contactId}`, { token, body }),
    organismNames: async () =>
      ((await server.request<OrganismRow[]>('GET', '/api/web/organisms', { token: fx.tokens.admin })).body.data ?? []).map((o) => o.name),
  };
}

/** A contact typed in on the form. */
export const jeanPetit = {
  civility: 'M.',
  name: 'Petit',
  surname: 'Jean',
  fonction_id: null,
  tel: '0320101010',
  email: 'jean.petit@example.org',
};
