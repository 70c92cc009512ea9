import { startApiProcess } from './apiProcess';
import type { RecipientEventFactory } from './recipientEvents';
import { atMost, type Target } from './targets';
import { listTargets, writeTargets, type LoadSettings } from './servingTargets';

const mb = (bytes: number) => bytes / 1024 / 1024;

/**
 * The lists and the writes again with API_PROCESSES=2 on the same data directory, on the embedded stack (no Redis: the
 * second process uses the first one's jobs and throttle): the same figures, served by two processes (app/cluster.ts).
 */
export async function clusterTargets(
  dataDir: string,
  opts: { load: LoadSettings; factory: RecipientEventFactory; writes: number; today: string },
): Promise<Target[]> {
  const api = await startApiProcess(dataDir, { API_PROCESSES: '2', REDIS_URL: '' });
  try {
    await api.caughtUp();
    const targets = [
      ...(await listTargets(api, opts.load, opts.today)),
      ...(await writeTargets(api, opts.factory, opts.writes, opts.today)),
    ];
    const [largest, pssAdded, rssAdded] = [mb(api.peakRssBytes()), mb(api.peakPssTotalBytes()), mb(api.peakRssTotalBytes())];
    return [
      ...targets,
      atMost('API peak RSS serving, the largest process (MB)', `${largest.toFixed(0)} MB`, largest, 300),
      atMost(
        'API peak memory serving, every process added (PSS: shared pages counted once) (MB)',
        `${pssAdded.toFixed(0)} MB (RSS peaks added: ${rssAdded.toFixed(0)} MB)`,
        pssAdded,
        300,
      ),
    ];
  } finally {
    await api.stop();
  }
}
