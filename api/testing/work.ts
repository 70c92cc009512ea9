import type { TestServer } from './testServer';
import type { Fixture } from './fixture';
import { buildRecipient, choiceIdOf, fileRecipient, referenceIds } from './recipients';

// What the Formation/Emploi integration tests share: ids of the tab's reference lists, a new file,
// and valid bodies of each record.

/** The server's ids of a few entries of the tab's lists (shipped with every data directory). */
export async function workReferences(server: TestServer, fx: Fixture) {
  const token = fx.tokens.admin;
  const idOf = (type: string, label: string) => choiceIdOf(server, token, type, label);
  const civil = await referenceIds(server, token);
  let files = 0;
  return {
    batiment: await idOf('qualification_domain', 'Bâtiment et travaux publics'),
    proprete: await idOf('qualification_domain', 'Nettoyage et propreté'),
    permis: await idOf('formation_type', 'Permis de conduire'),
    /** A new file of the antenna, filed by an administrator. */
    newFile: (antenna: 'nord' | 'sud' = 'nord') =>
      fileRecipient(server, token, buildRecipient(civil, fx.antennas[antenna], { surname: `Emploi${++files}`, name: 'Durand' })),
  };
}

export type WorkReferences = Awaited<ReturnType<typeof workReferences>>;

/** A valid formation: a CACES over two weeks, 150,50 € paid by the person. */
export const cacesFormation = (ref: WorkReferences) => ({
  type: ref.permis,
  domain: ref.batiment,
  name: 'CACES R489',
  status: 'Prévue',
  start_date: '2026-03-02',
  end_date: '2026-03-13',
  participation: '150,50',
});

/** A valid job: hired on an insertion contract in cleaning. */
export const cleaningJob = (ref: WorkReferences) => ({
  name: 'Agent de propreté',
  domain: ref.proprete,
  type: 'IAE',
  contract_type: 'CDDI (insertion)',
  status: 'Embauché',
  company: 'Net Plus',
  postal: '59000',
  city: 'Lille',
  salary: '1 250,00'.replace(' ', ''),
  start_date: '2026-02-02',
});
