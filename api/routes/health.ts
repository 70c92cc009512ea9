import Router from '@koa/router';
import { allProjections } from '../../projections';
import { readLeases } from '../../projections/leases';
import { storedCheckpoints } from '../../projections/runner';
import type { AppContext, AppState } from '../context';
import { route } from '../route';

/** A store that has not answered by then is reported down: the health answer itself never hangs. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * GET /api/health: each store (kind, whether it answers), Redis when configured, each projection's stored
 * checkpoint, whether it has caught up with the log and who holds its lease, and the jobs backend with its
 * queue depths. 503 when a store does not answer, so that a proxy or an orchestrator stops sending requests.
 */
export function healthRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  router.get(
    '/api/health',
    route({}, async (ctx) => {
      const { config, store, docs, redis, jobs } = ctx.services;
      const names = allProjections.map((p) => p.name);
      const [head, checkpoints, leases, pong, queues] = await Promise.all([
        probe('event store', () => store.headPosition()),
        probe('read store', () => storedCheckpoints(docs, allProjections)),
        probe('read store', () => readLeases(docs, names, new Date())),
        redis ? probe('redis', () => redis.ping()) : Promise.resolve(undefined),
        probe('jobs', () => jobs.depths()),
      ]);
      // Positions are gap-free on SQLite only: there, head minus checkpoint is the number of events not yet applied.
      const countable = !config.eventstoreUrl;
      const projections =
        checkpoints &&
        Object.fromEntries(
          names.map((name) => {
            const checkpoint = checkpoints[name];
            return [
              name,
              {
                checkpoint: String(checkpoint),
                caught_up: head === null ? null : checkpoint >= head,
                pending: head !== null && countable ? Number(head > checkpoint ? head - checkpoint : 0n) : null,
                holder: leases?.[name].holder ?? null,
                lease_expires_at: leases?.[name].expires_at ?? null,
              },
            ];
          }),
        );
      const healthy = head !== null && checkpoints !== null && leases !== null && pong !== null && queues !== null;
      ctx.status = healthy ? 200 : 503;
      ctx.body = {
        status: healthy ? 'ok' : 'degraded',
        eventstore: {
          kind: config.eventstoreUrl ? 'eventstoredb' : 'sqlite',
          ok: head !== null,
          head: head === null ? null : String(head),
        },
        readmodels: { kind: config.mongodbUrl ? 'mongodb' : 'sqlite', ok: checkpoints !== null },
        ...(redis ? { redis: { ok: pong !== null } } : {}),
        jobs: jobs.backend,
        queues,
        projections,
      };
    }),
  );
  return router;
}

/** What a check answered, or null (logged) when it failed or did not answer in time. */
async function probe<T>(what: string, check: () => Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), late]);
  } catch (error) {
    console.warn(`[health] ${what} does not answer`, error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
