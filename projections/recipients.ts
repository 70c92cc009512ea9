import type { DocSession } from './docStore';
import { occupancyEnd } from '@domain/housings/figures';
import type { DomiciliationFields } from '@domain/domiciliations/fields';
import type { HousingFields } from '@domain/housings/fields';
import { applyChanges } from '@domain/shared/changes';
import { normalizeText } from '@domain/shared/text';
import type { RecipientEvent } from '@domain/recipients/events';
import type { RecipientCivil } from '@domain/recipients/fields';
import { countInAntenna } from './antennaCounts';
import { handlers, type Projection } from './projection';
import { countNames, NAME_COUNTS, NAME_COUNTS_INDEXES, recountNames, RECIPIENT_COUNTS } from './recipientCounts';
import { MEETING_SUMS, meetingSumHandlers } from './recipientMeetings';
import { idOf } from './streamIds';

/** A row of the recipients list as stored; dom and housed are judged on the day, from the file's domiciliations and stays. */
export interface RecipientRow {
  _id: string;
  file_number: number;
  civility: string | null;
  name: string;
  surname: string;
  surname2: string | null;
  birth_date: string;
  antenna_id: string;
  user_ref: string | null;
  actif: boolean;
  radiated: boolean;
  first_meeting: string | null;
  last_meeting: string | null;
  /** The sum of the file's meeting totals (€). */
  help_total: number;
  name_key: string;
  surname_key: string;
  /** The file's stays (StayDoc) and own domiciliations (DomiciliationPeriod), as the days they hold: the list's flags are judged on them without a query. */
  stays: HeldDays[];
  domiciliations: HeldDays[];
}

/** The days a stay or a domiciliation holds, from its first to its last (null: open). */
interface HeldDays {
  _id: string;
  from: string;
  to: string | null;
}

export const holdsDay = (held: HeldDays[], day: string) => held.some(({ from, to }) => from <= day && (to === null || to >= day));

/** A stay of the charity (own room or emergency hotel) that makes its file housed while current. */
export interface StayDoc {
  _id: string;
  recipient_id: string;
  start_date: string;
  end_date: string | null;
  free_end_date: string | null;
  /** occupancyEnd: the release date, else the planned end (null: open). */
  last_day: string | null;
}

/** An own domiciliation's period: the file is domiciled while one is valid (isValidOn of domain/domiciliations/dates.ts). */
export interface DomiciliationPeriod {
  _id: string;
  recipient_id: string;
  start_date: string;
  end_date: string;
}

export const RECIPIENTS = 'recipients';
// Ordered by number then id, as the list is: a page walked needs no sort of its own (a first page of every file took
// 113 µs of SQL with ties sorted apart, 64 without).
export const FILE_NUMBER_WALK = ['file_number', '_id', 'name_key', 'surname_key'];
export const ANTENNA_FILE_NUMBER_WALK = ['antenna_id', 'file_number', '_id', 'name_key', 'surname_key'];
export const STAYS = 'recipient_stays';
export const DOMICILIATIONS = 'recipient_domiciliations';
export const key = (value: string | null | undefined) => normalizeText(value ?? '');

function fromCivil(id: string, fileNumber: number, civil: RecipientCivil, previous?: RecipientRow): RecipientRow {
  return {
    _id: id,
    file_number: fileNumber,
    civility: civil.civility ?? null,
    name: civil.name,
    surname: civil.surname,
    surname2: civil.surname2 ?? null,
    birth_date: civil.birth_date,
    antenna_id: civil.antenna_id,
    user_ref: civil.user_ref ?? null,
    actif: civil.actif,
    radiated: previous?.radiated ?? false,
    first_meeting: civil.first_meeting ?? null,
    last_meeting: previous?.last_meeting ?? null,
    help_total: previous?.help_total ?? 0,
    name_key: key(civil.name),
    surname_key: key(civil.surname),
    stays: previous?.stays ?? [],
    domiciliations: previous?.domiciliations ?? [],
  };
}

export const recipientsProjection: Projection = {
  name: 'recipients',
  // 10: the walks by number hold the name keys, the counts per antenna are projections/antennaCounts.ts's.
  // 11: a row holds its stays' and domiciliations' days, the counts those of every antenna.
  // 12: the walks by number hold the id after it.
  version: 12,
  // An antenna's files come already ordered by number: the default list of every volunteer.
  collections: [
    {
      name: RECIPIENTS,
      indexes: [
        // A walk by number that looks for a name's first letters judges each file from the index alone, without
        // reading its row (a page of 'mar' among 30,000 files: 280 µs of SQL, now 60).
        FILE_NUMBER_WALK,
        'antenna_id',
        ANTENNA_FILE_NUMBER_WALK,
        // A name search sorted by number reads numbers and ids from the index alone, however many names match.
        ['name_key', 'file_number', '_id'],
        ['surname_key', 'file_number', '_id'],
        ['antenna_id', 'name_key', 'file_number', '_id'],
        ['antenna_id', 'surname_key', 'file_number', '_id'],
        'birth_date',
        'user_ref',
        'radiated',
      ],
    },
    { name: STAYS, indexes: ['recipient_id', 'start_date', 'last_day'] },
    { name: DOMICILIATIONS, indexes: ['recipient_id', 'start_date', 'end_date'] },
    { name: MEETING_SUMS },
    { name: RECIPIENT_COUNTS, cached: true },
    { name: NAME_COUNTS, indexes: NAME_COUNTS_INDEXES },
  ],
  handles: handlers<RecipientEvent>({
    ...meetingSumHandlers(RECIPIENTS),
    async RecipientCreated(event, tx) {
      const row = fromCivil(idOf(event.streamId), event.data.file_number, event.data.recipient);
      await tx.collection<RecipientRow>(RECIPIENTS).put(row);
      await countInAntenna(tx, RECIPIENT_COUNTS, row.antenna_id, 1);
      await countNames(tx, row, 1);
    },
    async RecipientCivilDataChanged(event, tx) {
      const rows = tx.collection<RecipientRow>(RECIPIENTS);
      const row = await rows.get(idOf(event.streamId));
      if (!row) return;
      const changed = fromCivil(row._id, row.file_number, applyChanges(row as unknown as RecipientCivil, event.data.changes), row);
      await rows.put(changed);
      await recountNames(tx, row, changed);
    },
    async RecipientRadiated(event, tx) {
      await tx.collection<RecipientRow>(RECIPIENTS).patch(idOf(event.streamId), { radiated: true });
    },
    async RecipientUnradiated(event, tx) {
      await tx.collection<RecipientRow>(RECIPIENTS).patch(idOf(event.streamId), { radiated: false });
    },
    async RecipientTransferred(event, tx) {
      const { to_antenna_id, user_ref } = event.data;
      const rows = tx.collection<RecipientRow>(RECIPIENTS);
      const row = await rows.get(idOf(event.streamId));
      if (!row) return;
      const moved = { ...row, antenna_id: to_antenna_id, ...(user_ref ? { user_ref } : {}) };
      await rows.put(moved);
      await countInAntenna(tx, RECIPIENT_COUNTS, row.antenna_id, -1);
      await countInAntenna(tx, RECIPIENT_COUNTS, to_antenna_id, 1);
      await recountNames(tx, row, moved);
    },
    async RecipientDeleted(event, tx) {
      const row = await tx.collection<RecipientRow>(RECIPIENTS).get(idOf(event.streamId));
      if (row) {
        await countInAntenna(tx, RECIPIENT_COUNTS, row.antenna_id, -1);
        await countNames(tx, row, -1);
      }
      await tx.collection(RECIPIENTS).delete(idOf(event.streamId));
      await tx.collection(MEETING_SUMS).delete(idOf(event.streamId));
      for (const name of [STAYS, DOMICILIATIONS]) {
        const collection = tx.collection(name);
        for (const doc of (await collection.find({ where: { recipient_id: idOf(event.streamId) } })).items)
          await collection.delete(doc._id);
      }
    },
    async HousingAdded(event, tx) {
      const { housing } = event.data;
      if (housing.housing_type !== 'hors' && housing.start_date) await putStay(tx, event.data.housing_id, idOf(event.streamId), housing);
    },
    async HousingChanged(event, tx) {
      const stay = await tx.collection<StayDoc>(STAYS).get(event.data.housing_id);
      if (stay) await putStay(tx, stay._id, stay.recipient_id, applyChanges(stay, event.data.changes));
    },
    async HousingDeleted(event, tx) {
      const stay = await tx.collection<StayDoc>(STAYS).get(event.data.housing_id);
      if (!stay) return;
      await tx.collection(STAYS).delete(stay._id);
      await holdDays(tx, stay.recipient_id, 'stays', stay._id, null);
    },
    async DomiciliationAdded(event, tx) {
      const { domiciliation_id, domiciliation } = event.data;
      if (domiciliation.kind === 'own') await putPeriod(tx, domiciliation_id, idOf(event.streamId), domiciliation);
    },
    async DomiciliationChanged(event, tx) {
      const period = await tx.collection<DomiciliationPeriod>(DOMICILIATIONS).get(event.data.domiciliation_id);
      if (period) await putPeriod(tx, period._id, period.recipient_id, applyChanges(period, event.data.changes));
    },
    async DomiciliationDeleted(event, tx) {
      const period = await tx.collection<DomiciliationPeriod>(DOMICILIATIONS).get(event.data.domiciliation_id);
      if (!period) return;
      await tx.collection(DOMICILIATIONS).delete(period._id);
      await holdDays(tx, period.recipient_id, 'domiciliations', period._id, null);
    },
  }),
};

/** Records a stay's dates and its last day, by the rule of domain/housings/figures.ts. */
async function putStay(
  tx: DocSession,
  id: string,
  recipientId: string,
  housing: Pick<HousingFields, 'start_date' | 'end_date' | 'free_end_date'>,
): Promise<void> {
  const { start_date, end_date, free_end_date } = housing;
  if (!start_date) return;
  const last_day = occupancyEnd(housing);
  await tx.collection<StayDoc>(STAYS).put({
    _id: id,
    recipient_id: recipientId,
    start_date,
    end_date: end_date ?? null,
    free_end_date: free_end_date ?? null,
    last_day,
  });
  await holdDays(tx, recipientId, 'stays', id, { _id: id, from: start_date, to: last_day });
}

/**
 * Records an own domiciliation's period. External ones are left out: the list's filter answers whom
 * the antenna domiciles (whose mail arrives here), not who has an address elsewhere.
 */
async function putPeriod(tx: DocSession, id: string, recipientId: string, dom: Pick<DomiciliationFields, 'start_date' | 'end_date'>) {
  if (!dom.start_date || !dom.end_date) return;
  await tx
    .collection<DomiciliationPeriod>(DOMICILIATIONS)
    .put({ _id: id, recipient_id: recipientId, start_date: dom.start_date, end_date: dom.end_date });
  await holdDays(tx, recipientId, 'domiciliations', id, { _id: id, from: dom.start_date, to: dom.end_date });
}

/** Sets (or, given null, removes) the days one stay or domiciliation holds on its file's row. */
async function holdDays(tx: DocSession, recipientId: string, field: 'stays' | 'domiciliations', id: string, held: HeldDays | null) {
  const rows = tx.collection<RecipientRow>(RECIPIENTS);
  const row = await rows.get(recipientId);
  if (!row) return;
  const others = row[field].filter((kept) => kept._id !== id);
  await rows.put({ ...row, [field]: held ? [...others, held] : others });
}
