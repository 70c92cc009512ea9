import type { Redis } from 'ioredis';

/** The Redis connection REDIS_URL names (sign-in throttle, GET /api/health), or null without one. */
export async function openRedis(url: string | undefined): Promise<Redis | null> {
  if (!url) return null;
  // The client is loaded only when a URL names a server: the embedded stack does without it.
  const { Redis } = await import('ioredis');
  return new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
}
