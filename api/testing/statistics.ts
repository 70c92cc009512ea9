import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readXlsx, type ReadSheet } from '../../workers/reports/testing/readXlsx';
import type { Answer, TestServer } from './testServer';

/** An answer that is a file: its status, headers and bytes (or, when refused, its JSON envelope). */
export interface FileAnswer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  envelope: Answer['body'] | null;
}

/** Sends a request whose answer may be a file (PUT /statistics, a job's download). */
export async function requestFile(server: TestServer, method: string, url: string, token: string, body?: unknown): Promise<FileAnswer> {
  const response = await fetch(server.url + url, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.startsWith('application/json');
  return { status: response.status, headers: response.headers, bytes, envelope: json ? JSON.parse(new TextDecoder().decode(bytes)) : null };
}

/** The sheets of an XLSX file's bytes. */
export async function sheetsOf(bytes: Uint8Array): Promise<ReadSheet[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'report-answer-'));
  try {
    const file = path.join(dir, 'report.xlsx');
    writeFileSync(file, bytes);
    return await readXlsx(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Follows a report's job until it ends (the job runs in the server's process), giving its last status. */
export async function jobEnd<T extends { state: string }>(server: TestServer, token: string, jobId: string): Promise<T> {
  for (let look = 0; look < 200; look++) {
    const answer = await server.request<T>('GET', `/api/web/statistics/jobs/${jobId}`, { token });
    const status = answer.body.data;
    if (!status) throw new Error(`job ${jobId}: ${JSON.stringify(answer.body)}`);
    if (status.state === 'completed' || status.state === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${jobId} did not end`);
}
