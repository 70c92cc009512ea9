import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('serves from one API process unless API_PROCESSES asks for more, with or without Redis', () => {
    expect(loadConfig({}).apiProcesses).toBe(1);
    expect(loadConfig({ API_PROCESSES: '3', REDIS_URL: 'redis://127.0.0.1:6379' }).apiProcesses).toBe(3);
    expect(loadConfig({ API_PROCESSES: '2' }).apiProcesses).toBe(2);
    expect(() => loadConfig({ API_PROCESSES: '6400' })).toThrow('API_PROCESSES is at most 64, not 6400');
    expect(loadConfig({ API_PROCESSES: 'auto' }).apiProcesses).toBe(Math.min(os.availableParallelism(), 64));
  });

  it('refuses an API_PROCESSES that is not a whole number of at least 1', () => {
    for (const value of ['0', '-2', '1.5', 'deux', '1e400'])
      expect(() => loadConfig({ API_PROCESSES: value })).toThrow(
        `API_PROCESSES must be a whole number of processes (1 or more), not "${value}"`,
      );
  });

  it('refuses WORKERS=0 without Redis, except in the API processes a primary started after the first', () => {
    expect(() => loadConfig({ WORKERS: '0' })).toThrow('WORKERS=0 leaves the jobs to `npm run workers`');
    expect(() => loadConfig({ WORKERS: '0', API_PROCESS_RANK: '0' })).toThrow('WORKERS=0 leaves the jobs to `npm run workers`');
    expect(loadConfig({ WORKERS: '0', API_PROCESS_RANK: '1' })).toMatchObject({ workers: false, apiProcessRank: 1 });
    expect(loadConfig({}).apiProcessRank).toBeNull();
  });
});
