import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { antennaRules } from '@domain/antennas/rules';
import { choiceRules } from '@domain/choices/choices';
import { contactRules } from '@domain/contacts/contacts';
import { hotelRules } from '@domain/hotels/hotels';
import { roomRules } from '@domain/hotels/rooms';
import { housingHelpRules, housingRules } from '@domain/housings/rules';
import { organismRules } from '@domain/organisms/organisms';
import { recipientRules } from '@domain/recipients/rules';
import { setPaths } from '@domain/shared/paths';
import type { Rule } from '@domain/shared/validation';
import { loginRules, newUserRules, passwordRules } from '@domain/users/rules';
import { createFixture, PASSWORD, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { createHotelWithRooms } from '../testing/housing';
import { buildRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

// Every field a form requires, sent null or empty, gets that form's own message (the one shown
// beside the field), never a generic type or enum error of the HTTP layer.

let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;
let unique = 0;

interface Form {
  name: string;
  rules: Rule[];
  /** A valid form, wrapped as the call sends it under `wrap`. */
  valid(): Record<string, unknown>;
  send(values: Record<string, unknown>): Promise<{ status: number; body: { errors?: Record<string, string> } }>;
}

const forms: Form[] = [];

beforeAll(async () => {
  server = await startTestServer();
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
  const domainId = ((await server.request<{ _id: string }[]>('GET', '/api/web/choices/organism_domain', { token: fx.tokens.admin })).body
    .data ?? [])[0]._id;
  const nature = ((await server.request<{ _id: string }[]>('GET', '/api/web/choices/housing_nature', { token: fx.tokens.admin })).body
    .data ?? [])[0]._id;
  const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '1', antenna: 'nord' }]);
  const file = (
    await server.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', {
      token: fx.tokens.admin,
      body: { recipient: buildRecipient(ref, fx.antennas.nord) },
    })
  ).body.data?.recipient_id;
  const token = fx.tokens.admin;
  const put = (path: string, wrap: string) => (values: Record<string, unknown>) =>
    server.request('PUT', path, { token, body: { [wrap]: values } });
  const address = { street: '1 rue Neuve', postal_code: '59000', city: 'Lille' };
  forms.push(
    {
      name: 'user',
      rules: newUserRules,
      valid: () => ({
        surname: 'Léa',
        name: 'Roy',
        habilitation: 'volunteer',
        activity: { start_date: '2025-01-01' },
        login: `requis-${++unique}`,
        password: 'un-bon-mdp',
      }),
      send: put('/api/web/user/new', 'user'),
    },
    { name: 'antenna', rules: antennaRules, valid: () => ({ name: 'Antenne Est', address }), send: put('/api/web/antenna/new', 'antenna') },
    {
      name: 'hotel',
      rules: hotelRules,
      valid: () => ({ name: 'Hôtel Neuf', address, tel: '0320000000' }),
      send: put('/api/web/hotel/new', 'hotel'),
    },
    {
      name: 'room',
      rules: roomRules,
      valid: () => ({ number: '9', price: 400, antenna_id: fx.antennas.nord }),
      send: put(`/api/web/hotel/${hotelId}/rooms`, 'room'),
    },
    {
      name: 'organism',
      rules: organismRules,
      valid: () => ({ name: `Organisme ${++unique}`, domain_id: domainId }),
      send: put('/api/web/organism/new', 'organism'),
    },
    {
      name: 'contact',
      rules: contactRules,
      valid: () => ({ surname: 'Marc', name: 'Petit', tel: '0320000000' }),
      send: put('/api/web/contact/new', 'contact'),
    },
    {
      name: 'recipient',
      rules: recipientRules,
      valid: () => ({
        ...buildRecipient(ref, fx.antennas.nord, { surname: `Requis${++unique}` }),
        nationality: ref.francais,
        family_status: ref.celibataire,
      }),
      send: put('/api/web/recipient/new', 'recipient'),
    },
    {
      name: 'own-scheme stay',
      rules: housingRules.hebergement,
      valid: () => ({
        hotel_id: hotelId,
        room_id: roomIds[0],
        start_date: '2030-01-01',
        end_date: '2030-01-05',
        user_id: fx.ids.admin,
        price: 3,
      }),
      send: (housing) =>
        server.request('PUT', `/api/web/recipient/${file}/housings`, { token, body: { housingType: 'hebergement', housing } }),
    },
    {
      name: 'emergency stay',
      rules: housingRules.urgence,
      valid: () => ({ hotel_info: 'Hôtel du 115', start_date: '2030-01-01', end_date: '2030-01-05', user_id: fx.ids.admin, price: 3 }),
      send: (housing) => server.request('PUT', `/api/web/recipient/${file}/housings`, { token, body: { housingType: 'urgence', housing } }),
    },
    {
      name: 'outside stay',
      rules: housingRules.hors,
      valid: () => ({ nature, start_date: '2030-01-01' }),
      send: (housing) => server.request('PUT', `/api/web/recipient/${file}/housings`, { token, body: { housingType: 'hors', housing } }),
    },
    {
      name: 'housing application',
      rules: housingHelpRules,
      valid: () => ({ type: 'DALO', status: 'En cours' }),
      send: put(`/api/web/recipient/${file}/housing_helps`, 'housing_help'),
    },
    {
      name: 'reference entry',
      rules: choiceRules,
      valid: () => ({ label: `Pays ${++unique}` }),
      send: put('/api/web/choices/country', 'country'),
    },
    {
      name: 'password',
      rules: passwordRules,
      valid: () => ({ old: PASSWORD, new: 'un-autre-mdp', newRepeated: 'un-autre-mdp' }),
      send: (password) =>
        server.request('POST', `/api/web/user/${fx.ids.volunteerSud}/modify_password`, {
          token: fx.tokens.volunteerSud,
          body: { password },
        }),
    },
    {
      name: 'sign-in',
      rules: loginRules,
      valid: () => ({ username: 'admin', password: 'faux' }),
      send: (values) => server.request('POST', '/api/auth/login', { body: values }),
    },
  );
});
afterAll(async () => {
  await server.close();
});

/** The paths a rule set requires: those whose first failing rule on an absent value names them. */
const requiredPaths = (rules: Rule[]) => [...new Set(rules.filter((rule) => !rule.test(undefined, {})).map((rule) => rule.path))];

describe('required fields sent null or empty', () => {
  it('get the message of their form, for every form', async () => {
    let checked = 0;
    for (const form of forms) {
      for (const path of requiredPaths(form.rules)) {
        for (const blank of [null, '']) {
          const values = setPaths(form.valid(), { [path]: blank });
          const expected = form.rules.find((rule) => rule.path === path && !rule.test(blank, values))?.message;
          const answer = await expectNothingAppended(server, () => form.send(values));
          expect(answer.status, `${form.name}.${path} = ${JSON.stringify(blank)}`).toBe(400);
          expect(answer.body.errors?.[path], `${form.name}.${path} = ${JSON.stringify(blank)}`).toBe(expected);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('get the messages of their fields when the object holding them is sent null, for every form', async () => {
    let checked = 0;
    for (const form of forms) {
      const nested = requiredPaths(form.rules).filter((path) => path.includes('.'));
      for (const parent of new Set(nested.map((path) => path.split('.')[0]))) {
        const values = { ...form.valid(), [parent]: null };
        const answer = await expectNothingAppended(server, () => form.send(values));
        const label = `${form.name}.${parent} = null`;
        expect(answer.status, label).toBe(400);
        for (const path of nested.filter((required) => required.startsWith(`${parent}.`))) {
          const expected = form.rules.find((rule) => rule.path === path && !rule.test(undefined, values))?.message;
          expect(answer.body.errors?.[path], `${label}: ${path}`).toBe(expected);
          checked += 1;
        }
      }
    }
    // The user's activity, the addresses of antennas and hotels, the file's birth place at least.
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  it("get them on an edit too: a user's activity and an antenna's address sent null", async () => {
    const edit = async (path: string, field: string) => {
      const origin = (await server.request<Record<string, unknown>>('GET', path, { token: fx.tokens.admin })).body.data ?? {};
      return expectNothingAppended(server, () =>
        server.request('POST', path, { token: fx.tokens.admin, body: { origin, current: { ...origin, [field]: null } } }),
      );
    };
    const user = await edit(`/api/web/user/${fx.ids.volunteerNord}`, 'activity');
    expect(user.status).toBe(400);
    expect(user.body.errors).toMatchObject({ 'activity.start_date': "La date de début d'acivité est requise" });
    const antenna = await edit(`/api/web/antenna/${fx.antennas.nord}`, 'address');
    expect(antenna.status).toBe(400);
    expect(antenna.body.errors).toMatchObject({ 'address.city': "L'adresse est requise" });
  });

  it("names the habilitation as docs/screens.md does: 'L'habilitation est requise'", async () => {
    const user = {
      surname: 'Léa',
      name: 'Roy',
      habilitation: null,
      activity: { start_date: '2025-01-01' },
      login: 'habilitation-nulle',
      password: 'un-bon-mdp',
    };
    const answer = await server.request('PUT', '/api/web/user/new', { token: fx.tokens.admin, body: { user } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ habilitation: "L'habilitation est requise" });
  });
});
