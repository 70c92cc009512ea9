import { existsSync, readFileSync } from 'node:fs';

/** The processes a process started and that still run (the API processes of API_PROCESSES), as Linux lists them. */
export function childProcessesOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : [];
}

/** A process and those it started. */
export const processTree = (pid: number): number[] => [pid, ...childProcessesOf(pid)];
