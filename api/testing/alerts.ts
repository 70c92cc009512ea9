import { randomUUID } from 'node:crypto';
import type { TestServer } from './testServer';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the alert trigger has seen every committed event, no alert job waits or runs, and the
 * read models have applied what the jobs wrote: what a test asserts on alerts is then settled.
 */
export async function alertsSettled(server: TestServer, timeoutMs = 10_000): Promise<void> {
  const { store, docs, jobs, projections } = server.services;
  const deadline = Date.now() + timeoutMs;
  const checkpoints = docs.collection<{ _id: string; position: string }>('reactor_checkpoints');
  for (;;) {
    const head = await store.headPosition();
    const seen = BigInt((await checkpoints.get('alerts-trigger'))?.position ?? '0');
    const { alerts } = await jobs.depths();
    if (seen >= head && alerts.waiting === 0 && alerts.active === 0 && (await store.headPosition()) === head) {
      await projections.waitFor(head, Infinity);
      return;
    }
    if (Date.now() > deadline) throw new Error(`alerts not settled: trigger at ${seen}, head ${head}, ${JSON.stringify(alerts)}`);
    await sleep(20);
  }
}

/** Runs the daily sweep now (as on the clock's day), and waits for everything it set off. */
export async function sweepAlertsNow(server: TestServer): Promise<void> {
  await server.services.jobs.enqueue('alerts.sweep', {}, { jobId: `test-sweep-${randomUUID()}` });
  await alertsSettled(server);
}
