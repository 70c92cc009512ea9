// Stays made through the API for the housings list, the home dashboard and the housing tab: a referent
// of their own per test (so that lists and dashboards hold that test's stays only), a hotel, and stays
// of the three kinds; plus the check that an amount reads whole in its cell.
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { antennaIds, api, unique } from './apiData';
import { ACCOUNTS } from './support';

/** A day in France, `offset` days from today, as YYYY-MM-DD. */
export const parisDay = (offset = 0) =>
  new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

const call = <T>(request: APIRequestContext, method: 'GET' | 'PUT', path: string, data?: unknown) =>
  api<T>(request, ACCOUNTS.admin, method, path, data);

/** A new volunteer of Lyon who refers the stays of one test; answers their id, account and name as the lists write it. */
export async function createReferent(request: APIRequestContext) {
  const suffix = unique();
  const user = {
    habilitation: 'volunteer',
    surname: 'Claire',
    name: `Referente${suffix}`,
    login: `referente${suffix}`,
    password: ACCOUNTS.volunteerLyon.password,
    antenna_id: (await antennaIds(request)).get('Antenne de Lyon'),
    activity: { start_date: '2024-01-02' },
  };
  const { user_id: id } = await call<{ user_id: string }>(request, 'PUT', '/user/new', { user });
  return { id, account: { login: user.login, password: user.password }, label: `Claire ${user.name.toUpperCase()}` };
}

/** A hotel of Lyon with its rooms (numbers given); answers its id, name and room ids. */
export async function createLyonHotel(request: APIRequestContext, numbers: string[]) {
  const lyon = (await antennaIds(request)).get('Antenne de Lyon');
  const name = `Hôtel Séjours ${unique()}`;
  const { hotel_id: id } = await call<{ hotel_id: string }>(request, 'PUT', '/hotel/new', {
    hotel: { name, address: { street: '5 rue Mercière', postal_code: '69002', city: 'Lyon' }, tel: '0478000002' },
  });
  const roomIds: string[] = [];
  for (const number of numbers)
    roomIds.push(await call<string>(request, 'PUT', `/hotel/${id}/rooms`, { room: { number, antenna_id: lyon, price: 450 } }));
  return { id, name, roomIds };
}

/** Adds a stay of a kind to a file, as the demo administrator; answers its id. */
export function addStay(request: APIRequestContext, recipientId: string, kind: 'hebergement' | 'urgence' | 'hors', housing: object) {
  return call<string>(request, 'PUT', `/recipient/${recipientId}/housings`, {
    housingType: kind,
    housing: { housing_type: kind, payments: [], ...housing },
  });
}

/** A stay of ten nights at 127 € with nothing paid: its balance, '-1 270,00 €', is the longest amount the lists show. */
export const UNPAID = { price: 127, start_date: parisDay(-5), end_date: parisDay(5) };
export const UNPAID_SOLDE = '-1 270,00 €';

/**
 * The element reads its whole text on one line: neither it nor anything in it is cut or scrolled
 * (scrollWidth within clientWidth), and the text's boxes all sit on the same line.
 */
export async function expectWhole(element: Locator, text: string) {
  await expect(element).toHaveText(text);
  await element.scrollIntoViewIfNeeded();
  await expect(element).toBeInViewport({ ratio: 0.99 });
  const layout = await element.evaluate((root) => {
    const texts: Node[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) texts.push(walker.currentNode);
    const boxes = texts.flatMap((text) => {
      const range = document.createRange();
      range.selectNodeContents(text);
      return [...range.getClientRects()].filter((box) => box.width > 0);
    });
    return {
      clipped: [root, ...root.querySelectorAll('*')]
        .filter((node) => node.clientWidth > 0 && node.scrollWidth > node.clientWidth)
        .map((node) => `${node.tagName} ${node.scrollWidth} > ${node.clientWidth}`),
      lines: new Set(boxes.map((box) => Math.round(box.top))).size,
    };
  });
  expect(layout).toEqual({ clipped: [], lines: 1 });
}
