import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildActor, recipientCreated, userCreated } from '@domain/testing/builders';
import type { EventStore } from '../eventStore';
import { commandTestStore } from '../testing/commandStore';
import { addDomiciliation, deleteDomiciliation, updateDomiciliation } from './domiciliationCommands';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const volunteer = buildActor('volunteer', { id: 'u-nord', antenna_id: 'ant-nord' });
const meta = (command: string) => ({ userId: 'u-nord', at: NOW.toISOString(), command, correlationId: 'corr-1' });
const FORM = { user_id: 'u-nord', paper: 'CNI', start_date: '2026-11-01', last_meeting: '2026-10-25' } as const;
const STORED = { ...FORM, kind: 'own', duration: 12, end_date: '2027-10-31' };

/**
 * A store whose first `count` reads of a stream wait for one another: the commands that read it then
 * decide on the same state and append with the same expected revision, as simultaneous requests would.
 * `reads` counts the reads of that stream (one more per command decided again).
 */
function racingReads(store: EventStore, streamId: string, count: number) {
  const waiting: (() => void)[] = [];
  const seen = { reads: 0 };
  const racing = new Proxy(store, {
    get(target, property, receiver) {
      if (property !== 'readStream') return Reflect.get(target, property, receiver);
      return async (...args: Parameters<EventStore['readStream']>) => {
        const events = await target.readStream(...args);
        if (args[0] !== streamId) return events;
        seen.reads += 1;
        if (seen.reads <= count)
          await new Promise<void>((resolve) => {
            waiting.push(resolve);
            if (waiting.length === count) for (const release of waiting) release();
          });
        return events;
      };
    },
  });
  return { store: racing, seen };
}

describe('domiciliation commands', () => {
  const t = commandTestStore(NOW);
  const { given, appended, mark } = t;
  const context = (actor = volunteer) => t.context(actor);

  beforeEach(async () => {
    t.open();
    await given('user-u-nord', userCreated({ antenna_id: 'ant-nord' }));
    await given('recipient-r1', recipientCreated());
    await mark();
  });
  afterEach(() => t.close());

  it('records the domiciliation in the file, its end computed, with who, when and which command', async () => {
    expect(await addDomiciliation(context(), 'r1', FORM)).toEqual({ domiciliationId: 'id-1', position: t.marked() + 1n });
    expect(await appended()).toEqual([
      {
        streamId: 'recipient-r1',
        type: 'DomiciliationAdded',
        data: { domiciliation_id: 'id-1', domiciliation: STORED },
        meta: meta('addDomiciliation'),
      },
    ]);
  });

  it('lets exactly one of two simultaneous overlapping domiciliations of a file succeed', async () => {
    const { store, seen } = racingReads(t.store(), 'recipient-r1', 2);
    const racing = () => t.context(volunteer, { store });
    const answers = await Promise.allSettled([
      addDomiciliation(racing(), 'r1', FORM),
      addDomiciliation(racing(), 'r1', { ...FORM, start_date: '2027-03-01' }),
    ]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    const refused = answers.find((answer) => answer.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
      code: 'ALREADY_DOMICILATED',
      message: 'Cet utilisateur est déjà domicilié à cette période',
    });
    expect((await appended()).map((event) => event.type)).toEqual(['DomiciliationAdded']);
    // Both decided on the same state; the loser's append met the winner's revision and it decided again.
    expect(seen.reads).toBe(3);
  });

  it('records an edit and a deletion in the file', async () => {
    const { domiciliationId } = await addDomiciliation(context(), 'r1', FORM);
    await mark();
    const origin = { _id: domiciliationId, ...STORED };
    await updateDomiciliation(context(), 'r1', domiciliationId, { origin, current: { ...origin, duration: 3 }, failOnConcurrent: false });
    await deleteDomiciliation(context(buildActor('antenna_admin', { id: 'u-nord' })), 'r1', domiciliationId);
    expect((await appended()).map(({ type, data }) => ({ type, data }))).toEqual([
      {
        type: 'DomiciliationChanged',
        data: {
          domiciliation_id: domiciliationId,
          changes: { duration: { from: 12, to: 3 }, end_date: { from: '2027-10-31', to: '2027-01-31' } },
        },
      },
      { type: 'DomiciliationDeleted', data: { domiciliation_id: domiciliationId } },
    ]);
  });

  it('refuses a referent who is no user, and records nothing', async () => {
    await expect(addDomiciliation(context(), 'r1', { ...FORM, user_id: 'u-inconnu' })).rejects.toMatchObject({
      message: 'Référent inconnu',
    });
    expect(await appended()).toEqual([]);
  });
});
