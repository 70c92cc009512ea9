import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['{app,domain,commands,seed,projections,infra,api,workers,documents,web}/**/*.test.{ts,tsx}'],
    pool: 'forks',
    testTimeout: 15_000,
    hookTimeout: 30_000,
    env: { BCRYPT_ROUNDS: '4', TZ: 'Europe/Paris' },
  },
});
