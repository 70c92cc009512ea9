import type { EventStore } from '../../../commands/eventStore';

/** The crash test's job effect: one event whose id derives from the job's, so doing it again adds nothing. */
export async function recordEffect(store: EventStore, jobId: string): Promise<void> {
  const event = {
    id: `${jobId}-effect`,
    type: 'TestJobEffectRecorded',
    data: { jobId },
    meta: { userId: 'jobs', at: '2026-11-22T10:00:00.000Z' },
  };
  await store.append(`job-${jobId}`, [event], 'any');
}
