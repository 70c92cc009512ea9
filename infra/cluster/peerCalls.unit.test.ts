import { describe, expect, it } from 'vitest';
import { MemoryThrottle } from '../throttle/memoryThrottle';
import { InProcessJobs } from '../jobs/inProcessJobs';
import { answerCall, callFirstProcess, isPeerCall, isPeerReply } from './peerCalls';

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

describe('isPeerCall and isPeerReply', () => {
  it('tell the messages of the calls apart from any other, an empty one included', () => {
    expect(isPeerCall({ peerCall: { id: 1, target: 'jobs', method: 'get', args: [] } })).toBe(true);
    expect(isPeerReply({ peerReply: { id: 1, to: 2 } })).toBe(true);
    for (const other of [null, undefined, 'peerCall', { peerCall: null }, { peerReply: 3 }, { wakeup: 'appended' }])
      expect([isPeerCall(other), isPeerReply(other)]).toEqual([false, false]);
  });
});

describe('callFirstProcess', () => {
  it('fails at once outside a cluster rather than wait for an answer that cannot come', async () => {
    await expect(callFirstProcess('jobs', 'get', ['job'])).rejects.toThrow('jobs.get: no primary process to reach the first API process');
  });
});
