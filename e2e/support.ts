import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The demo accounts (seed/people/demoPeople.ts) and the administrator of the e2e server. */
export const DEMO_PASSWORD = 'accueil-demo';
export const ACCOUNTS = {
  super: { login: 'admin', password: 'e2e-admin-password' },
  admin: { login: 'mlefebvre', password: DEMO_PASSWORD },
  siege: { login: 'pbernard', password: DEMO_PASSWORD },
  antennaAdminLyon: { login: 'srobert', password: DEMO_PASSWORD },
  volunteerLyon: { login: 'tmercier', password: DEMO_PASSWORD },
  volunteerMarseille: { login: 'ebonnet', password: DEMO_PASSWORD },
} as const;

/** Signs in through the sign-in page and waits for the back office. */
export async function signIn(page: Page, account: { login: string; password: string }, path = '/'): Promise<void> {
  await page.goto(`/auth/login${path === '/' ? '' : `?redirect=${encodeURIComponent(path)}`}`);
  await page.getByLabel('Identifiant').fill(account.login);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Connexion' }).click();
  await expect(page.getByTestId('current-user')).toBeVisible();
}

/**
 * Saves a screenshot of the screen under test-results/screens/ for a person to look at: the whole page, or only
 * what the window shows (`fullPage: false`, for what floats over a scrolled page: toasts, the top bar).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'test-results', 'screens', `${name}.png`), fullPage });
}

/** Counts the API writes (PUT, POST, DELETE under /api/web) the page sends from now on. */
export function countWrites(page: Page): { count(): number } {
  let writes = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/web/') && ['PUT', 'POST', 'DELETE'].includes(request.method())) writes += 1;
  });
  return { count: () => writes };
}
