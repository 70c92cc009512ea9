// Accessibility of the screens staff use all day, at a desk (1440 px) and on a phone (390 px): axe-core
// finds no serious or critical violation, and each screen is saved under test-results/screens/ for a
// person to look at.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api } from './apiData';
import { ACCOUNTS, screenshot, signIn } from './support';

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Runs axe on the page as it is; each serious or critical rule, where it hit, fails the test (the other screens are still checked). */
async function expectNoSeriousViolation(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect.soft(serious, page.url()).toEqual([]);
}

/** A screen: where it is and what shows it has loaded. */
interface Screen {
  name: string;
  open(page: Page, fileId: string): Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'home',
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /Hébergements/ }).first()).toBeVisible();
    },
  },
  {
    name: 'recipients',
    open: async (page) => {
      await page.goto('/recipients');
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  {
    name: 'file-identity',
    open: async (page, fileId) => {
      await page.goto(`/recipient/${fileId}#id`);
      await expect(page.getByLabel('Nom', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'file-domiciliation',
    open: async (page, fileId) => {
      await page.goto(`/recipient/${fileId}#dom`);
      await expect(page.getByRole('table', { name: 'Courriers du dossier' })).toBeVisible();
    },
  },
  {
    name: 'file-penal',
    open: async (page, fileId) => {
      await page.goto(`/recipient/${fileId}#sit-pen`);
      await expect(page.getByRole('table', { name: 'Suivis du dossier' })).toBeVisible();
    },
  },
  {
    name: 'file-contacts',
    open: async (page, fileId) => {
      await page.goto(`/recipient/${fileId}#contact`);
      await expect(page.getByRole('table', { name: 'Contacts du dossier' })).toBeVisible();
    },
  },
  {
    name: 'file-work',
    open: async (page, fileId) => {
      await page.goto(`/recipient/${fileId}#work`);
      await expect(page.getByRole('table', { name: 'Emplois' })).toBeVisible();
    },
  },
  {
    name: 'file-health',
    open: async (page, fileId) => {
      await page.goto(`/recipient/${fileId}#health`);
      await expect(page.getByRole('form', { name: 'Données médicales' })).toBeVisible();
    },
  },
  {
    name: 'file-resources',
    open: async (page, fileId) => {
      await page.goto(`/recipient/${fileId}#resources`);
      await expect(page.getByRole('table', { name: 'Ressources' })).toBeVisible();
    },
  },
  {
    name: 'file-housing',
    open: async (page, fileId) => {
      await page.goto(`/recipient/${fileId}#housing`);
      await expect(page.getByRole('table').first()).toBeVisible();
    },
  },
  {
    name: 'file-meetings',
    open: async (page, fileId) => {
      await page.goto(`/recipient/${fileId}#meetings`);
      await expect(page.getByRole('table', { name: 'Entretiens' })).toBeVisible();
    },
  },
  {
    name: 'file-attachments',
    open: async (page, fileId) => {
      await page.goto(`/recipient/${fileId}#attachments`);
      await expect(page.getByRole('table', { name: "Documents de l'accueilli" })).toBeVisible();
    },
  },
  {
    name: 'users',
    open: async (page) => {
      await page.goto('/users');
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  {
    name: 'hotels',
    open: async (page) => {
      await page.goto('/hotels');
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  {
    name: 'helps',
    open: async (page) => {
      await page.goto('/helps');
      await expect(page.getByRole('table', { name: 'Aides' })).toBeVisible();
    },
  },
  {
    name: 'attachments',
    open: async (page) => {
      await page.goto('/attachments');
      await expect(page.getByRole('table', { name: "Documents de l'antenne" })).toBeVisible();
    },
  },
  {
    name: 'alerts',
    open: async (page) => {
      await page.goto('/alerts');
      await expect(page.getByRole('table', { name: 'Alertes' })).toBeVisible();
    },
  },
  {
    name: 'statistics',
    open: async (page) => {
      await page.goto('/statistics');
      await expect(page.getByRole('figure', { name: 'Entretiens par mois' })).toBeVisible();
    },
  },
  {
    name: 'statistics-admin',
    open: async (page) => {
      await page.goto('/statistics-admin');
      await expect(page.getByRole('button', { name: 'Générer' })).toBeVisible();
    },
  },
  {
    name: 'calendar',
    open: async (page) => {
      await page.goto('/room-calendar');
      await expect(page.getByRole('button', { name: 'Réinitialiser' })).toBeVisible();
    },
  },
];

for (const size of WIDTHS) {
  test.describe(`accessibility at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the sign-in page', async ({ page }) => {
      await page.goto('/auth/login');
      await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
      await expectNoSeriousViolation(page);
      await screenshot(page, `sign-in-${size.width}`);
    });

    test('the screens of the back office', async ({ page, request }) => {
      // One test walks every screen: each gets the time a test of its own would have.
      test.setTimeout(SCREENS.length * 30_000);
      // A demo file with a stay, so that the Hébergement tab shows its table.
      const [stay] = await api<{ recipient_id: string }[]>(request, ACCOUNTS.admin, 'GET', '/housings?page=0&per_page=1');
      await signIn(page, ACCOUNTS.admin);
      for (const screen of SCREENS) {
        await test.step(screen.name, async () => {
          await screen.open(page, stay.recipient_id);
          await expectNoSeriousViolation(page);
          await screenshot(page, `${screen.name}-${size.width}`);
        });
      }
    });
  });
}
