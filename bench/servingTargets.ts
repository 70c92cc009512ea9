import { ADMIN } from '../api/testing/testServer';
import { DEMO_PASSWORD } from '../seed/people/demoPeople';
import type { ApiProcess } from './apiProcess';
import { startBareRoute } from './bareRoute';
import { percentile, runLoad, type LoadOptions } from './load';
import type { RecipientEventFactory } from './recipientEvents';
import { atMost, type Target } from './targets';

// The national-scale targets (README, 'Benchmarks') an API answers while it serves: its lists beside a bare route, and its writes.

export type LoadSettings = Omit<LoadOptions, 'url' | 'headers'>;

/** A volunteer (user_relative) of the Lyon antenna, from the demo data set. */
const VOLUNTEER = 'tmercier';

/**
 * Rounds of load per list, each the list then its bare route: the ratio kept is the median round's. The bare route's
 * p95 alone moved by up to 2 ms between runs (the load generator bounds it), which flipped single measures near the limit.
 */
export const LIST_ROUNDS = 3;

/** The screens' lists, each loaded beside a bare Koa route answering the same body. */
export async function listTargets(api: ApiProcess, load: LoadSettings, today: string): Promise<Target[]> {
  const admin = await api.login(ADMIN.login, ADMIN.password);
  const volunteer = await api.login(VOLUNTEER, DEMO_PASSWORD);
  const lyon = (await api.request<{ antenna_id: string }>('GET', '/api/web/user/me', { token: volunteer })).body.data?.antenna_id ?? '';
  const month = `${today.slice(0, 4)}-${Number(today.slice(5, 7))}-01`;
  const scenarios: [string, string, string][] = [
    ['GET /users', admin, '/api/web/users'],
    ['GET /recipients, no filter', admin, '/api/web/recipients'],
    ["GET /recipients, name 'mar'", admin, '/api/web/recipients?name=mar'],
    ["GET /recipients, antenna + name 'mar'", admin, `/api/web/recipients?antenna_id=${lyon}&name=mar`],
    ['GET /recipients, volunteer', volunteer, '/api/web/recipients'],
    ['GET /housings', admin, '/api/web/housings?page=0'],
    ["GET /housings/dashboard, a referent's", volunteer, '/api/web/housings/dashboard?page=0'],
    ["GET /domiciliation/dashboard, a referent's", volunteer, '/api/web/domiciliation/dashboard'],
    ['GET /rooms/calendar, all hotels', admin, `/api/web/rooms/calendar/${month}`],
  ];
  const targets: Target[] = [];
  for (const [label, token, url] of scenarios) {
    const first = await api.request('GET', url, { token });
    if (first.status !== 200) throw new Error(`bench: GET ${url} answered ${first.status}`);
    const bare = await startBareRoute(url.split('?')[0], first.body);
    try {
      const headers = { Authorization: `Bearer ${token}` };
      const rounds: { real: number; floor: number }[] = [];
      for (let round = 0; round < LIST_ROUNDS; round += 1) {
        const real = await runLoad({ ...load, url: api.url + url, headers });
        const floor = await runLoad({ ...load, url: bare.url + url, headers });
        if (real.errors > 0) throw new Error(`bench: GET ${url} failed ${real.errors} times under load`);
        rounds.push({ real: real.p95Ms, floor: floor.p95Ms });
      }
      const { real, floor } = rounds.sort((a, b) => a.real / a.floor - b.real / b.floor)[Math.floor(LIST_ROUNDS / 2)];
      const figure = `${real.toFixed(1)} / ${floor.toFixed(1)} ms`;
      targets.push(atMost(`p95 ${label} / bare route`, figure, real / floor, 3));
    } finally {
      await bare.close();
    }
  }
  return targets;
}

/**
 * Writes sent before the measured ones and left out of them, as each list's load leaves out its first second: a new
 * API process runs its write path unoptimised at first (130,000 files, five new processes: the first 200 creations' p95
 * was 11.5 ms on average, the next 200's 9.7, the 200 after 8.0). Their own p95 is printed beside the figure.
 */
const WRITES_LEFT_OUT = 100;

/** Files created one at a time through the API, each given an emergency stay: both answer once the read models show them. */
export async function writeTargets(api: ApiProcess, factory: RecipientEventFactory, count: number, today: string): Promise<Target[]> {
  const token = await api.login(ADMIN.login, ADMIN.password);
  const me = (await api.request<{ _id: string }>('GET', '/api/web/user/me', { token })).body.data?._id ?? '';
  /** The latencies of `pairs` creations, each followed by a stay of the file created. */
  const write = async (pairs: number) => {
    const creations: number[] = [];
    const stays: number[] = [];
    for (let i = 0; i < pairs; i += 1) {
      let sent = performance.now();
      const created = await api.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', {
        token,
        body: { recipient: factory.civil(today) },
      });
      creations.push(performance.now() - sent);
      const id = created.body.data?.recipient_id;
      if (created.status !== 200 || !id) throw new Error(`bench: creating a file answered ${created.status}`);
      const stay = { housing_type: 'urgence', hotel_info: 'Hôtel de la gare', start_date: today, end_date: today, price: 45, user_id: me };
      sent = performance.now();
      const housed = await api.request('PUT', `/api/web/recipient/${id}/housings`, {
        token,
        body: { housingType: 'urgence', housing: stay },
      });
      stays.push(performance.now() - sent);
      if (housed.status !== 200) throw new Error(`bench: adding a stay answered ${housed.status}: ${JSON.stringify(housed.body)}`);
    }
    return { creations, stays };
  };
  const p95 = (values: number[]) => percentile(Float64Array.from(values).sort(), 95);
  const first = await write(WRITES_LEFT_OUT);
  const { creations, stays } = await write(count);
  const figure = (values: number[], leftOut: number[]) =>
    `${p95(values).toFixed(1)} ms (the first ${WRITES_LEFT_OUT}: ${p95(leftOut).toFixed(1)})`;
  return [
    atMost(`p95 creating a file (ms, ${count} creations after ${WRITES_LEFT_OUT})`, figure(creations, first.creations), p95(creations), 15),
    atMost(`p95 adding a stay (ms, ${count} stays after ${WRITES_LEFT_OUT})`, figure(stays, first.stays), p95(stays), 15),
  ];
}
