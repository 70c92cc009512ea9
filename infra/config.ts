import path from 'node:path';

/** Server configuration, from the environment (README lists every variable). */
export interface Config {
  port: number;
  dataDir: string;
  /** The built web client served on the API's origin. */
  webDistDir: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (login throttling is per address). */
  trustProxy: boolean;
  production: boolean;
  /** Seed the demo data set on a new data directory. */
  seedDemo: boolean;
  adminLogin: string;
  adminPassword?: string;
  jwtSecret?: string;
  tokenTtlMs: number;
  bcryptRounds: number;
  redisUrl?: string;
  eventstoreUrl?: string;
  mongodbUrl?: string;
}

/** Reads the configuration; absent store URLs mean the embedded stores. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    trustProxy: env.TRUST_PROXY === '1',
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : path.resolve(import.meta.dirname, '..', 'web', 'dist'),
    production,
    seedDemo: !production && env.SEED !== 'none',
    adminLogin: env.ADMIN_LOGIN || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlMs: 12 * 3600 * 1000,
    bcryptRounds: Number(env.BCRYPT_ROUNDS ?? 11),
    redisUrl: env.REDIS_URL || undefined,
    eventstoreUrl: env.EVENTSTORE_URL || undefined,
    mongodbUrl: env.MONGODB_URL || undefined,
  };
}
