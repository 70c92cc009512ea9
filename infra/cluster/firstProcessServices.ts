import type { LoginThrottle } from '../../commands/auth/ports';
import type { ThrottleKey } from '@domain/sessions/throttle';
import type { EnqueueOptions, JobInfo, JobName, Jobs, QueueDepth } from '../../workers/jobs';
import { callFirstProcess } from './peerCalls';

// The jobs and the sign-in throttle of the first API process, as the other processes of a cluster without Redis use
// them (infra/cluster/peerCalls.ts). They only ask and read: the first process performs the jobs.

export class FirstProcessJobs implements Jobs {
  readonly backend = 'in-process' as const;

  async enqueue(name: JobName, payload: unknown, opts: EnqueueOptions = {}): Promise<string> {
    return (await callFirstProcess('jobs', 'enqueue', [name, payload, opts])) as string;
  }

  async get(id: string): Promise<JobInfo | null> {
    return ((await callFirstProcess('jobs', 'get', [id])) ?? null) as JobInfo | null;
  }

  async depths(): Promise<Record<'alerts' | 'reports', QueueDepth>> {
    return (await callFirstProcess('jobs', 'depths', [])) as Record<'alerts' | 'reports', QueueDepth>;
  }

  async daily(name: JobName): Promise<void> {
    throw new Error(`${name}: the daily jobs are planned by the first API process alone`);
  }

  async work(): Promise<void> {
    throw new Error('The jobs are performed by the first API process alone');
  }

  /** Nothing to close here: the jobs are the first process's. */
  async close(): Promise<void> {}
}

export class FirstProcessThrottle implements LoginThrottle {
  async blocked(keys: ThrottleKey[]): Promise<number> {
    return (await callFirstProcess('throttle', 'blocked', [keys])) as number;
  }

  async recordFailure(keys: string[]): Promise<void> {
    await callFirstProcess('throttle', 'recordFailure', [keys]);
  }

  async clear(keys: string[]): Promise<void> {
    await callFirstProcess('throttle', 'clear', [keys]);
  }
}
