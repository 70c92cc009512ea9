import { expect, test, type Page } from '@playwright/test';
import { createHotel } from './apiData';
import { ACCOUNTS, screenshot, signIn } from './support';

// The counters' colours (web/src/theme.ts darkens them until white figures read on them).
const GREEN = 'rgb(40, 134, 58)';
const RED = 'rgb(224, 49, 49)';
const ORANGE = 'rgb(197, 76, 10)';

// The room planning ('Planning d'occupation des chambres'); each test makes its own hotels and rooms
// through the API (unique names), so that none depends on the demo data or on another test.

const field = (scope: Page | ReturnType<Page['getByRole']>, label: string) => scope.getByLabel(label, { exact: true });
const row = (scope: Page | ReturnType<Page['getByRole']>, text: string) => scope.getByRole('row').filter({ hasText: text });
const grid = (page: Page) => page.getByRole('table', { name: "Planning d'occupation" });

/** Picks an option of a Mantine Select. */
async function choose(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Today in France as YYYY-MM-DD, as the server counts days. */
const parisToday = () =>
  new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const frenchDate = (iso: string) => iso.split('-').reverse().join('/');
const monthLabel = () => new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date());
/** The cell of today in the grid. */
const todayCell = (page: Page) =>
  grid(page)
    .getByRole('cell')
    .filter({ has: page.getByRole('button', { name: `Chambres libres le ${frenchDate(parisToday())}` }) });

test.describe('room calendar', () => {
  test('counts the free rooms day by day, lists those of a day, and a row selects its hotel and room', async ({ page, request }) => {
    const hotel = await createHotel(request, [
      { number: 'A', antenna: 'Antenne de Lyon' },
      { number: 'B', antenna: 'Antenne de Marseille' },
    ]);
    const today = parisToday();
    const [year, month] = today.split('-').map(Number);
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    // The month is asked for by its first day, written YYYY-M-01.
    const firstCall = page.waitForRequest((req) => req.url().includes(`/api/web/rooms/calendar/${year}-${month}-01`));
    await signIn(page, ACCOUNTS.antennaAdminLyon, '/room-calendar');
    await firstCall;
    await expect(page.getByRole('heading', { name: "Planning d'occupation des chambres" })).toBeVisible();
    await expect(page.getByRole('heading', { name: monthLabel() })).toBeVisible();

    await expect(grid(page).getByRole('img', { name: /^Libres \(organisation\) : \d+$/ })).toHaveCount(daysInMonth);
    await expect(grid(page).getByRole('img', { name: /^Libres \(antenne\) : \d+$/ })).toHaveCount(daysInMonth);

    const dayButton = page.getByRole('button', { name: `Chambres libres le ${frenchDate(today)}` });
    await dayButton.click();
    const free = page.getByRole('table', { name: `Chambres libres le ${frenchDate(today)}` });
    const roomA = row(free, hotel.name).filter({ has: page.getByRole('cell', { name: 'A', exact: true }) });
    await expect(roomA).toContainText('3 quai Perrache');
    await expect(roomA).toContainText('69002');
    await expect(roomA).toContainText('Antenne de Lyon');
    await expect(row(free, hotel.name)).toHaveCount(2);

    await roomA.click();
    await expect(field(page, 'Hôtel')).toHaveValue(hotel.name);
    await expect(field(page, 'Chambre')).toHaveValue('A');
    await expect(todayCell(page).getByRole('img', { name: 'Libres (organisation) : 1' })).toHaveCSS('background-color', GREEN);
    await expect(todayCell(page).getByRole('img', { name: 'Libres (antenne) : 1' })).toHaveCSS('background-color', GREEN);
    await screenshot(page, 'room-calendar');

    // Room B is Marseille's: free for the organisation, none for Lyon (orange).
    await choose(page, 'Chambre', 'B');
    await expect(todayCell(page).getByRole('img', { name: 'Libres (antenne) : 0' })).toHaveCSS('background-color', ORANGE);
    await expect(todayCell(page).getByRole('img', { name: 'Libres (organisation) : 1' })).toBeVisible();

    const next = new Date(Date.UTC(year, month, 1));
    const nextCall = page.waitForRequest((req) =>
      req.url().includes(`/api/web/rooms/calendar/${next.getUTCFullYear()}-${next.getUTCMonth() + 1}-01`),
    );
    await page.getByRole('button', { name: 'Mois suivant' }).click();
    await nextCall;
    await expect(page.getByRole('heading', { name: monthLabel() })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mois précédent' }).click();
    await expect(page.getByRole('heading', { name: monthLabel() })).toBeVisible();

    // 'Réinitialiser' puts back every hotel and room and this month, from a month further on.
    await page.getByRole('button', { name: 'Mois suivant' }).click();
    await page.getByRole('button', { name: 'Mois suivant' }).click();
    await expect(page.getByRole('heading', { name: monthLabel() })).toHaveCount(0);
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page.getByRole('heading', { name: monthLabel() })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`month=${today.slice(0, 7)}`));
    await expect(field(page, 'Hôtel')).toHaveValue('');
    await expect(field(page, 'Chambre')).toBeDisabled();
    await expect(todayCell(page)).toHaveCount(1);
    await roomA.getByRole('button', { name: "Voir l'hôtel" }).click();
    await expect(page).toHaveURL(`/hotel/${hotel.id}`);
  });

  test('lets head-office staff choose the antenna whose free rooms are counted', async ({ page, request }) => {
    const hotel = await createHotel(request, [{ number: 'M1', antenna: 'Antenne de Marseille' }]);
    await signIn(page, ACCOUNTS.admin, `/room-calendar?hotel=${hotel.id}`);
    await choose(page, 'Antenne', 'Antenne de Lyon');
    await expect(todayCell(page).getByRole('img', { name: 'Libres (antenne) : 0' })).toBeVisible();
    await choose(page, 'Antenne', 'Antenne de Marseille');
    await expect(todayCell(page).getByRole('img', { name: 'Libres (antenne) : 1' })).toBeVisible();
    await expect(page).toHaveURL(/antenna=/);
  });

  test("reads the room field's hint whole at 1440 px, beside the antenna and hotel fields", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, ACCOUNTS.admin, '/room-calendar');
    const room = field(page, 'Chambre');
    await expect(room).toHaveAttribute('placeholder', "Choisissez d'abord un hôtel");
    // A placeholder does not count in scrollWidth: its text is measured in the field's font, against the room between the paddings.
    const fit = await room.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, room, scrolled: input.scrollWidth > input.clientWidth };
    });
    expect(fit.scrolled).toBe(false);
    expect(fit.text).toBeLessThanOrEqual(fit.room);
    await screenshot(page, 'room-calendar-fields-1440', { fullPage: false });
  });

  test("filters the day's free rooms with the top-bar search: hotel name, room number, city", async ({ page, request }) => {
    const first = await createHotel(request, [
      { number: 'S1', antenna: 'Antenne de Lyon' },
      { number: 'S2', antenna: 'Antenne de Lyon' },
    ]);
    const second = await createHotel(request, [{ number: 'T1', antenna: 'Antenne de Lyon' }]);
    const today = frenchDate(parisToday());
    await signIn(page, ACCOUNTS.antennaAdminLyon, `/room-calendar?day=${parisToday()}`);
    const free = page.getByRole('table', { name: `Chambres libres le ${today}` });
    await expect(row(free, first.name)).toHaveCount(2);
    await expect(row(free, second.name)).toHaveCount(1);

    const search = page.getByRole('textbox', { name: 'Rechercher' });
    await search.fill(first.name);
    await expect(row(free, second.name)).toHaveCount(0);
    await expect(row(free, first.name)).toHaveCount(2);
    await search.fill(`${second.name.toUpperCase()} lyon t1`);
    await expect(row(free, first.name)).toHaveCount(0);
    await expect(row(free, second.name)).toHaveCount(1);
    await search.fill(`${first.name} Marseille`);
    await expect(row(free, first.name)).toHaveCount(0);
    await expect(page.getByText(`Aucune chambre libre ce jour-là ne correspond à « ${first.name} Marseille ».`)).toBeVisible();
    await search.fill('');
    await expect(row(free, second.name)).toHaveCount(1);
    await expect(row(free, first.name)).toHaveCount(2);
  });
});

test.describe('room calendar on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows readable weekday initials, both coloured counters of every day, and nothing wider than the screen', async ({
    page,
    request,
  }) => {
    await createHotel(request, [{ number: 'P1', antenna: 'Antenne de Lyon' }]);
    await signIn(page, ACCOUNTS.antennaAdminLyon, '/room-calendar');
    const days = await grid(page)
      .getByRole('button', { name: /^\d+, chambres libres le / })
      .count();
    await expect(grid(page).getByRole('img', { name: /^Libres \(antenne\) : \d+$/ })).toHaveCount(days);
    await expect(grid(page).getByRole('columnheader')).toHaveText(['L', 'M', 'M', 'J', 'V', 'S', 'D']);
    await expect(grid(page).getByRole('columnheader', { name: 'Mercredi' })).toHaveCount(1);
    await page.getByRole('button', { name: `Chambres libres le ${frenchDate(parisToday())}` }).click();
    await expect(page.getByRole('heading', { name: `Chambres libres le ${frenchDate(parisToday())}` })).toBeVisible();

    const layout = await page.evaluate(() => {
      const box = (element: Element) => element.getBoundingClientRect();
      const inside = (inner: DOMRect, outer: DOMRect) =>
        inner.left >= outer.left - 0.5 &&
        inner.right <= outer.right + 0.5 &&
        inner.top >= outer.top - 0.5 &&
        inner.bottom <= outer.bottom + 0.5;
      const table = document.querySelector('table[aria-label="Planning d\'occupation"]') as HTMLTableElement;
      // Each weekday's text, measured as laid out, within its own header cell and clear of the next one.
      const labels = [...table.querySelectorAll('th')].map((th) => {
        const range = document.createRange();
        range.selectNodeContents(th);
        return { text: range.getBoundingClientRect(), cell: box(th) };
      });
      const labelsOverlapping = labels.some((label, i) => i > 0 && label.text.left < labels[i - 1].text.right);
      const labelsOutside = labels.filter((label) => !inside(label.text, label.cell)).length;
      // Each counter wholly within its day's cell.
      const counters = [...table.querySelectorAll('[role="img"]')];
      const countersOutside = counters.filter((counter) => !inside(box(counter), box(counter.closest('td') as Element))).length;
      const colours = [...new Set(counters.map((counter) => getComputedStyle(counter).backgroundColor))];
      // Nothing sticks out of the screen, but what scrolls inside its own container (the free rooms' table).
      const scrolls = (element: Element | null): boolean => {
        for (let at = element?.parentElement; at && at !== document.body; at = at.parentElement)
          if (['auto', 'scroll'].includes(getComputedStyle(at).overflowX)) return true;
        return false;
      };
      const wide = [...document.querySelectorAll('main *')]
        .filter((element) => !scrolls(element) && box(element).width > 0 && box(element).right > window.innerWidth + 0.5)
        .map((element) => `${element.tagName}.${element.className}`);
      return {
        pageWidth: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        labelsOverlapping,
        labelsOutside,
        countersOutside,
        colours,
        wide,
      };
    });
    expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport);
    expect(layout.wide).toEqual([]);
    expect(layout.labelsOverlapping).toBe(false);
    expect(layout.labelsOutside).toBe(0);
    expect(layout.countersOutside).toBe(0);
    // Green when some room is free, red (organisation) or orange (antenna) when none.
    expect(layout.colours.every((colour) => [GREEN, RED, ORANGE].includes(colour))).toBe(true);
    await expect(todayCell(page).getByRole('img', { name: /^Libres \(organisation\) : [1-9]\d*$/ })).toHaveCSS('background-color', GREEN);
    await screenshot(page, 'room-calendar-phone');
  });
});
