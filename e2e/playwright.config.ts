import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3217);
// Several runs side by side need their own port, data directory and build (WEB_DIST_DIR).
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

// The real server with the demo data on a fresh data directory, driven by Debian's Chromium (never a downloaded browser).
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(root, 'test-results', process.env.E2E_PORT ? `e2e-${process.env.E2E_PORT}` : 'e2e'),
  fullyParallel: false,
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node -e "require('fs').rmSync('${dataDir}',{recursive:true,force:true})" && npx tsx app/api.ts`,
    cwd: root,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      BCRYPT_ROUNDS: '4',
      ...(process.env.WEB_DIST_DIR && { WEB_DIST_DIR: process.env.WEB_DIST_DIR }),
    },
  },
});
