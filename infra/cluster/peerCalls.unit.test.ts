import { describe, expect, it } from 'vitest';
import { MemoryThrottle } from '../throttle/memoryThrottle';
import { InProcessJobs } from '../jobs/inProcessJobs';
import { answerCall } from './peerCalls';

describe('answerCall', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  const targets = () => ({ jobs: new InProcessJobs({ onError: () => undefined }), throttle: new MemoryThrottle(() => now) });

  it('answers a shared service’s result to the process that called', async () => {
    const shared = targets();
    await shared.throttle.recordFailure(['login:alice']);
    const call = { id: 4, from: 2, target: 'throttle' as const, method: 'blocked', args: [[{ key: 'login:alice', limit: 1 }]] };
    expect(await answerCall(shared, call)).toEqual({ peerReply: { id: 4, to: 2, result: 15 * 60 * 1000 } });
    await shared.jobs.close();
  });

  it('answers the error’s message of a call that fails', async () => {
    const shared = targets();
    const call = { id: 5, from: 3, target: 'jobs' as const, method: 'enqueue', args: ['reports.produce', {}, { jobId: '12' }] };
    const { peerReply } = await answerCall(shared, call);
    expect(peerReply).toMatchObject({ id: 5, to: 3, error: expect.stringContaining('Invalid job id "12"') });
    await shared.jobs.close();
  });

  it('refuses the methods the other processes may not call, and calls them not', async () => {
    const shared = targets();
    let closed = false;
    shared.jobs.close = async () => void (closed = true);
    for (const [target, method] of [
      ['jobs', 'close'],
      ['jobs', 'work'],
      ['throttle', 'constructor'],
      ['files', 'put'],
    ] as const) {
      const { peerReply } = await answerCall(shared, { id: 1, from: 2, target: target as 'jobs', method, args: [] });
      expect(peerReply.error).toBe(`${target}.${method} cannot be called from another process`);
    }
    expect(closed).toBe(false);
  });
});
