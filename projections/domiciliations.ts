import type { DocSession } from './docStore';
import { applyChanges } from '@domain/shared/changes';
import { extended } from '@domain/shared/paths';
import { isFollowed } from '@domain/domiciliations/dates';
import type { AttestationFile } from '@domain/domiciliations/events';
import type { DomiciliationFields } from '@domain/domiciliations/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import { DOMICILIATION_ENDS, DOMICILIATION_ENDS_INDEXES, recountEnd } from './domiciliationEnds';
import { handlers, type Projection } from './projection';
import { idOf } from './streamIds';

/** The latest attestation of a domiciliation: the file kept in the file store, and when it was generated. */
export type LatestAttestation = AttestationFile & { generated_at: string };

/** A domiciliation with the file it belongs to; the flags of the day (valid, colour) are added when read. */
export type DomiciliationDoc = DomiciliationFields & {
  _id: string;
  recipient_id: string;
  recipient: { surname: string; name: string };
  file_number: number;
  antenna_id: string;
  /** Absent until an attestation is generated; download_cerfa answers this one. */
  attestation?: LatestAttestation;
  /** Another domiciliation of the file starts after this one (isFollowed), kept as they are added, changed and deleted. */
  next?: boolean;
};

/** A referent's domiciliations by end date, ties by id: the home table's indexes, in its antenna or in every one. */
export const REFERENT_ENDS = ['user_id', 'end_date', '_id'];
export const ANTENNA_REFERENT_ENDS = ['user_id', 'antenna_id', 'end_date', '_id'];
export const DOMICILIATIONS = 'domiciliations';
// The file's names, number and antenna are copied here, not read from other projections, which may be ahead or behind this one.
const FILES = 'domiciliation_recipients';
// It also holds the start date of each of the file's domiciliations ('' when unknown), by id: a domiciliation's
// `next` is judged against them without a query (a handler's query flushes what its batch holds, see runner.ts).
type FileCopy = { _id: string; surname: string; name: string; antenna_id: string; file_number: number; starts?: Record<string, string> };

async function build(tx: DocSession, id: string, recipientId: string, dom: DomiciliationFields): Promise<DomiciliationDoc> {
  const file = await tx.collection<FileCopy>(FILES).get(recipientId);
  return extended(dom, {
    _id: id,
    recipient_id: recipientId,
    recipient: { surname: file?.surname ?? '', name: file?.name ?? '' },
    file_number: file?.file_number ?? 0,
    antenna_id: file?.antenna_id ?? '',
  });
}

// An attestation is answered again only while what it prints still holds: the person (civility, names,
// birth), the antenna that signs it, the period and the referent. Past that, download_cerfa makes a new one.
const PRINTED_CIVIL_FIELDS = ['civility', 'surname', 'surname2', 'name', 'birth_date', 'birth_place'];
const PRINTED_DOMICILIATION_FIELDS = ['start_date', 'duration', 'end_date', 'user_id'];
const printedChanged = (changes: object, printed: string[]) => Object.keys(changes).some((path) => printed.includes(path.split('.')[0]));

const withoutAttestation = ({ attestation: _stale, ...doc }: DomiciliationDoc): DomiciliationDoc => doc;

async function rebuildFile(tx: DocSession, recipientId: string, attestationsStale: boolean): Promise<void> {
  const doms = tx.collection<DomiciliationDoc>(DOMICILIATIONS);
  for (const doc of (await doms.find({ where: { recipient_id: recipientId } })).items) {
    const rebuilt = await build(tx, doc._id, recipientId, attestationsStale ? withoutAttestation(doc) : doc);
    await doms.put(rebuilt);
    await recountEnd(tx, doc, rebuilt);
  }
}

/** Records a domiciliation's start date on its file (null once it is deleted), then the `next` of each domiciliation of the file. */
async function followStarts(tx: DocSession, recipientId: string, domiciliationId: string, start: string | null): Promise<void> {
  const files = tx.collection<FileCopy>(FILES);
  const file = await files.get(recipientId);
  if (!file) return;
  const entries = Object.entries({ ...file.starts, [domiciliationId]: start });
  const starts = Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== null));
  await files.put({ ...file, starts });
  const doms = tx.collection<DomiciliationDoc>(DOMICILIATIONS);
  for (const dom of await doms.getMany(Object.keys(starts))) {
    const next = isFollowed(dom, Object.values(starts));
    if (dom.next !== next) await doms.put({ ...dom, next });
  }
}

export const domiciliationsProjection: Projection = {
  name: 'domiciliations',
  version: 5,
  collections: [
    {
      name: DOMICILIATIONS,
      // The home table's page comes in order from its index, ties by id included, with no sort of the referent's rows.
      indexes: ['recipient_id', REFERENT_ENDS, ANTENNA_REFERENT_ENDS, 'antenna_id', 'end_date'],
      // The top-bar search of the home table: the person, and an external domiciliation's organism.
      search: ['recipient.surname', 'recipient.name', 'name_dom'],
    },
    { name: FILES },
    { name: DOMICILIATION_ENDS, indexes: DOMICILIATION_ENDS_INDEXES },
  ],
  handles: handlers<RecipientEvent>({
    async RecipientCreated(event, tx) {
      const { surname, name, antenna_id } = event.data.recipient;
      await tx
        .collection<FileCopy>(FILES)
        .put({ _id: idOf(event.streamId), surname, name, antenna_id, file_number: event.data.file_number });
    },
    async RecipientCivilDataChanged(event, tx) {
      const files = tx.collection<FileCopy>(FILES);
      const file = await files.get(idOf(event.streamId));
      if (!file || !printedChanged(event.data.changes, PRINTED_CIVIL_FIELDS)) return;
      if (event.data.changes.surname || event.data.changes.name) await files.put(applyChanges(file, event.data.changes));
      await rebuildFile(tx, file._id, true);
    },
    async RecipientTransferred(event, tx) {
      await tx.collection<FileCopy>(FILES).patch(idOf(event.streamId), { antenna_id: event.data.to_antenna_id });
      await rebuildFile(tx, idOf(event.streamId), true);
    },
    async RecipientDeleted(event, tx) {
      const doms = tx.collection<DomiciliationDoc>(DOMICILIATIONS);
      for (const doc of (await doms.find({ where: { recipient_id: idOf(event.streamId) } })).items) {
        await doms.delete(doc._id);
        await recountEnd(tx, doc, null);
      }
    },
    async DomiciliationAdded(event, tx) {
      const { domiciliation_id, domiciliation } = event.data;
      const added = await build(tx, domiciliation_id, idOf(event.streamId), domiciliation);
      await tx.collection<DomiciliationDoc>(DOMICILIATIONS).put(added);
      await recountEnd(tx, null, added);
      await followStarts(tx, idOf(event.streamId), domiciliation_id, domiciliation.start_date ?? '');
    },
    async DomiciliationChanged(event, tx) {
      const doms = tx.collection<DomiciliationDoc>(DOMICILIATIONS);
      const doc = await doms.get(event.data.domiciliation_id);
      if (!doc) return;
      const changed = applyChanges(doc, event.data.changes);
      await doms.put(printedChanged(event.data.changes, PRINTED_DOMICILIATION_FIELDS) ? withoutAttestation(changed) : changed);
      await recountEnd(tx, doc, changed);
      if ('start_date' in event.data.changes) await followStarts(tx, doc.recipient_id, doc._id, changed.start_date ?? '');
    },
    async DomiciliationDeleted(event, tx) {
      const doms = tx.collection<DomiciliationDoc>(DOMICILIATIONS);
      const doc = await doms.get(event.data.domiciliation_id);
      if (doc) await recountEnd(tx, doc, null);
      await doms.delete(event.data.domiciliation_id);
      await followStarts(tx, idOf(event.streamId), event.data.domiciliation_id, null);
    },
    async DomiciliationAttestationGenerated(event, tx) {
      const { domiciliation_id, file_id, sha256, size, filename } = event.data;
      const attestation: LatestAttestation = { file_id, sha256, size, filename, generated_at: event.meta.at };
      await tx.collection<DomiciliationDoc>(DOMICILIATIONS).patch(domiciliation_id, { attestation });
    },
  }),
};
