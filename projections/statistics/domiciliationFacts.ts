import { applyChanges } from '@domain/shared/changes';
import { frenchDay } from '@domain/shared/dates';
import type { DomiciliationFields, DomiciliationKind, ProofPaper } from '@domain/domiciliations/fields';
import type { HandedTo, MailFields, MailKind } from '@domain/mails/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import type { DocSession } from '../docStore';
import { handlers } from '../projection';
import { idOf } from '../streamIds';
import type { FactModule } from './facts';
import { deleteFileFacts, fileAntenna, STAT_FILES, type FileFact } from './fileFacts';

import { eachPage } from './windows';
import { ofAntenna } from './periods';

/** A domiciliation, own or held elsewhere, as the reports count it. */
export interface DomiciliationFact {
  _id: string;
  recipient_id: string;
  antenna_id: string;
  kind: DomiciliationKind;
  start_date: string | null;
  end_date: string | null;
  paper: ProofPaper | null;
  /** The referent. */
  user_id: string | null;
  /** An own domiciliation the file already had an earlier own one before (by start date): a renewal, not a first election. */
  renewal: boolean;
  /** The day (in France) its first attestation was delivered. */
  attestation_date: string | null;
  /** Position it was recorded at: orders two domiciliations starting the same day. */
  seq: number;
}

/** A mail as the reports count it; user_statistics reads it by user_id and date (keep these names). */
export interface MailFact {
  _id: string;
  recipient_id: string;
  antenna_id: string;
  /** Who received it at the antenna. */
  user_id: string;
  date: string;
  /** Number of items. */
  number: number;
  kind: MailKind;
  /** The day it left (received_date, the API's name), and how. */
  received_date: string | null;
  handed_to: HandedTo | null;
}

export const STAT_DOMICILIATIONS = 'stat_domiciliations';
export const STAT_MAILS = 'stat_mails';

const domiciliationFields = (dom: Pick<DomiciliationFields, 'kind'> & Partial<DomiciliationFact>) => ({
  kind: dom.kind,
  start_date: dom.start_date ?? null,
  end_date: dom.end_date ?? null,
  paper: dom.paper ?? null,
  user_id: dom.user_id ?? null,
});

const mailFields = (mail: MailFields | MailFact) => ({
  user_id: mail.user_id,
  date: mail.date,
  number: mail.number,
  kind: mail.kind,
  received_date: mail.received_date ?? null,
  handed_to: mail.handed_to ?? null,
});

/** Flags the file's own domiciliations: the earliest is its first election, every later one a renewal. */
async function markRenewals(tx: DocSession, recipientId: string): Promise<void> {
  const doms = tx.collection<DomiciliationFact>(STAT_DOMICILIATIONS);
  const { items } = await doms.find({ where: { recipient_id: recipientId, kind: 'own' } });
  const ordered = items.sort((a, b) => (a.start_date ?? '').localeCompare(b.start_date ?? '') || a.seq - b.seq);
  for (const [index, dom] of ordered.entries()) if (dom.renewal !== index > 0) await doms.put({ ...dom, renewal: index > 0 });
}

/** Domiciliations with their first attestation, and mails. */
export const domiciliationFacts: FactModule = {
  collections: [
    {
      name: STAT_DOMICILIATIONS,
      // The dates alone serve the reports of every antenna.
      indexes: [
        ['antenna_id', 'start_date'],
        ['antenna_id', 'end_date'],
        ['antenna_id', 'attestation_date'],
        'start_date',
        'end_date',
        'attestation_date',
        'recipient_id',
      ],
    },
    {
      name: STAT_MAILS,
      indexes: [['antenna_id', 'date'], ['antenna_id', 'received_date'], 'date', 'received_date', ['user_id', 'date'], 'recipient_id'],
    },
  ],
  handles: handlers<RecipientEvent>({
    async DomiciliationAdded(event, tx) {
      const recipient_id = idOf(event.streamId);
      const antenna_id = await fileAntenna(tx, recipient_id);
      if (antenna_id === null) return;
      const { domiciliation_id, domiciliation } = event.data;
      await tx.collection<DomiciliationFact>(STAT_DOMICILIATIONS).put({
        _id: domiciliation_id,
        recipient_id,
        antenna_id,
        ...domiciliationFields(domiciliation),
        renewal: false,
        attestation_date: null,
        seq: Number(event.position),
      });
      if (domiciliation.kind === 'own') await markRenewals(tx, recipient_id);
    },
    async DomiciliationChanged(event, tx) {
      const doms = tx.collection<DomiciliationFact>(STAT_DOMICILIATIONS);
      const fact = await doms.get(event.data.domiciliation_id);
      if (!fact) return;
      await doms.put({ ...fact, ...domiciliationFields(applyChanges(fact, event.data.changes)) });
      if (event.data.changes.start_date) await markRenewals(tx, fact.recipient_id);
    },
    async DomiciliationDeleted(event, tx) {
      const doms = tx.collection<DomiciliationFact>(STAT_DOMICILIATIONS);
      const fact = await doms.get(event.data.domiciliation_id);
      if (!fact) return;
      await doms.delete(fact._id);
      await markRenewals(tx, fact.recipient_id);
    },
    async DomiciliationAttestationGenerated(event, tx) {
      const doms = tx.collection<DomiciliationFact>(STAT_DOMICILIATIONS);
      const fact = await doms.get(event.data.domiciliation_id);
      // The first attestation is the election delivered; later ones are copies or reprints.
      if (fact && fact.attestation_date === null) await doms.put({ ...fact, attestation_date: frenchDay(new Date(event.meta.at)) });
    },
    async MailAdded(event, tx) {
      const recipient_id = idOf(event.streamId);
      const antenna_id = await fileAntenna(tx, recipient_id);
      if (antenna_id === null) return;
      await tx.collection<MailFact>(STAT_MAILS).put({ _id: event.data.mail_id, recipient_id, antenna_id, ...mailFields(event.data.mail) });
    },
    async MailChanged(event, tx) {
      const mails = tx.collection<MailFact>(STAT_MAILS);
      const fact = await mails.get(event.data.mail_id);
      if (fact) await mails.put({ ...fact, ...mailFields(applyChanges(fact, event.data.changes)) });
    },
    async MailHandedOver(event, tx) {
      const { mail_id, received_date, handed_to } = event.data;
      await tx.collection<MailFact>(STAT_MAILS).patch(mail_id, { received_date, handed_to });
    },
    async MailDeleted(event, tx) {
      await tx.collection(STAT_MAILS).delete(event.data.mail_id);
    },
    async RecipientDeleted(event, tx) {
      await deleteFileFacts(tx, idOf(event.streamId), [STAT_DOMICILIATIONS, STAT_MAILS]);
    },
  }),
};

const PAGE = 500;

/** Among these files, those radiated on or before the day (a radiation ends a domiciliation, whatever its dates). */
async function radiatedBy(docs: DocSession, recipientIds: string[], day: string): Promise<Set<string>> {
  const files = await docs.collection<FileFact>(STAT_FILES).getMany([...new Set(recipientIds)]);
  return new Set(files.filter((file) => file.radiated && file.radiated_on !== null && file.radiated_on <= day).map((file) => file._id));
}

/** Each own domiciliation of the antenna (all when null) in force on the day: begun, not ended, its file not radiated by then. */
export async function eachDomiciliationInForce(
  docs: DocSession,
  antennaId: string | null,
  day: string,
  fn: (dom: Pick<DomiciliationFact, '_id' | 'recipient_id'>) => void,
): Promise<void> {
  const where = { ...ofAntenna(antennaId), kind: 'own', end_date: { $gte: day }, start_date: { $lte: day } };
  let page: Pick<DomiciliationFact, '_id' | 'recipient_id'>[] = [];
  const flush = async () => {
    const radiated = await radiatedBy(
      docs,
      page.map((dom) => dom.recipient_id),
      day,
    );
    page.filter((dom) => !radiated.has(dom.recipient_id)).forEach(fn);
    page = [];
  };
  await eachPage(docs.collection<DomiciliationFact>(STAT_DOMICILIATIONS), { where, select: ['recipient_id'] }, async (dom) => {
    page.push(dom);
    if (page.length === PAGE) await flush();
  });
  await flush();
}

/** The people domiciled by the antenna (all when null) on the day. */
export async function peopleDomiciledOn(docs: DocSession, antennaId: string | null, day: string): Promise<Set<string>> {
  const people = new Set<string>();
  await eachDomiciliationInForce(docs, antennaId, day, (dom) => people.add(dom.recipient_id));
  return people;
}

/** Among these dated facts of files, those whose file had an own domiciliation running on that day. */
export async function ofDomiciledOnTheDay<T extends { recipient_id: string; date: string }>(docs: DocSession, facts: T[]): Promise<T[]> {
  const { items } = await docs.collection<DomiciliationFact>(STAT_DOMICILIATIONS).find({
    where: { recipient_id: { $in: [...new Set(facts.map((f) => f.recipient_id))] }, kind: 'own' },
    select: ['recipient_id', 'start_date', 'end_date'],
  });
  return facts.filter((fact) =>
    items.some(
      (dom) =>
        dom.recipient_id === fact.recipient_id &&
        !!dom.start_date &&
        dom.start_date <= fact.date &&
        (!dom.end_date || fact.date <= dom.end_date),
    ),
  );
}
