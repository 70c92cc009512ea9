import { describe, expect, it } from 'vitest';
import type { UserEvent } from '@domain/users/events';
import { buildActor, userCreated } from '@domain/testing/builders';
import { givenEvents, on, SPEC_META } from './testing/projectionSpec';
import { antennaBoss, findUser, listUserRows, listUserSummaries, openUser, userNames, usersProjection } from './users';

const admin = buildActor('admin', { id: 'u-admin', antenna_id: 'siege' });
const nordVolunteer = buildActor('volunteer', { id: 'u-nord', antenna_id: 'ant-nord' });

const userEvent = (id: string, event: UserEvent, at?: string) => on(`user-${id}`, event, at ? { at } : {});
const created = (id: string, profile: Parameters<typeof userCreated>[0] = {}, at?: string) => {
  const event = userCreated(profile);
  // Each user signs in with their own login (the builder gives every one the same).
  return userEvent(id, event.type === 'UserCreated' ? { ...event, data: { ...event.data, login: id } } : event, at);
};

const team = [
  created('u-nord', { email: 'camille@example.org' }),
  created('u-nord-2', { surname: 'Éloïse', name: 'Bernard' }),
  created('u-sud', { surname: 'Lucie', name: 'Girard', antenna_id: 'ant-sud' }),
  created('u-boss-late', { surname: 'Marc', name: 'Zola', habilitation: 'antenna_admin' }, '2026-02-01T09:00:00.000Z'),
  created('u-boss', { surname: 'Nadia', name: 'Yilmaz', habilitation: 'antenna_admin' }, '2026-01-01T09:00:00.000Z'),
];

describe('users projection', () => {
  it('keeps a user as forms read it, with login and creation date, never a password', async () => {
    await givenEvents(usersProjection, team).then(async (docs) => {
      const user = await openUser(docs, admin, 'u-nord');
      expect(user).toMatchObject({
        _id: 'u-nord',
        login: 'u-nord',
        surname: 'Camille',
        name: 'Moreau',
        email: 'camille@example.org',
        created_on: SPEC_META.at,
      });
      expect(user).not.toHaveProperty('password_hash');
      expect(user).not.toHaveProperty('sort_key');
    });
  });

  it('lists users by name (accents aside), searched, and only their antenna to a volunteer', async () => {
    await givenEvents(usersProjection, team).then(async (docs) => {
      const names = (users: { _id: string }[]) => users.map((u) => u._id);
      expect(names(await listUserSummaries(docs, admin))).toEqual(['u-nord-2', 'u-sud', 'u-nord', 'u-boss', 'u-boss-late']);
      expect(names(await listUserSummaries(docs, nordVolunteer))).toEqual(['u-nord-2', 'u-nord', 'u-boss', 'u-boss-late']);
      expect(await listUserSummaries(docs, nordVolunteer, { antennaId: 'ant-sud' })).toEqual([]);
      expect(names(await listUserRows(docs, admin, { search: 'eloise' }))).toEqual(['u-nord-2']);
      expect((await listUserRows(docs, admin, { search: 'camille@example' }))[0]).toEqual({
        _id: 'u-nord',
        surname: 'Camille',
        name: 'Moreau',
        initials: null,
        antenna_id: 'ant-nord',
        habilitation: 'volunteer',
        actif: true,
        login: 'u-nord',
        role: null,
        tel: null,
        email: 'camille@example.org',
        abilities: { open: true },
      });
      // A volunteer's row of someone else of their antenna does not open.
      expect((await listUserRows(docs, nordVolunteer)).find((row) => row._id === 'u-nord-2')?.abilities).toEqual({ open: false });
    });
  });

  it('shows a renamed user in the lists, sorted and searched by the new name, and in userNames', async () => {
    await givenEvents(usersProjection, team)
      .when([userEvent('u-nord', { type: 'UserChanged', data: { changes: { name: { from: 'Moreau', to: 'Aubert' } } } })])
      .then(async (docs) => {
        expect((await listUserSummaries(docs, admin)).map((u) => [u._id, u.name])).toEqual([
          ['u-nord', 'Aubert'],
          ['u-nord-2', 'Bernard'],
          ['u-sud', 'Girard'],
          ['u-boss', 'Yilmaz'],
          ['u-boss-late', 'Zola'],
        ]);
        expect((await listUserRows(docs, admin, { search: 'aubert' })).map((u) => u._id)).toEqual(['u-nord']);
        expect(await listUserRows(docs, admin, { search: 'moreau' })).toEqual([]);
        expect(await userNames(docs, ['u-nord'])).toEqual(new Map([['u-nord', { surname: 'Camille', name: 'Aubert' }]]));
      });
  });

  it('drops a deleted user from the lists but keeps their name for history', async () => {
    await givenEvents(usersProjection, team)
      .when([userEvent('u-nord', { type: 'UserDeleted', data: {} })])
      .then(async (docs) => {
        expect(await findUser(docs, 'u-nord')).toBeNull();
        await expect(openUser(docs, admin, 'u-nord')).rejects.toMatchObject({ code: 'NOT_FOUND' });
        expect((await listUserSummaries(docs, admin)).map((u) => u._id)).not.toContain('u-nord');
        expect(await userNames(docs, ['u-nord', 'u-sud', 'nobody', null, ''])).toEqual(
          new Map([
            ['u-nord', { surname: 'Camille', name: 'Moreau' }],
            ['u-sud', { surname: 'Lucie', name: 'Girard' }],
          ]),
        );
      });
  });

  it('records where a password changed and which session it kept', async () => {
    await givenEvents(usersProjection, team)
      .when([userEvent('u-nord', { type: 'UserPasswordChanged', data: { password_hash: 'new-hash', kept_session: 'jti-1' } })])
      .then(async (docs) => {
        // Five creations come first: the change is the sixth event of the log.
        expect(await findUser(docs, 'u-nord')).toMatchObject({ password_changed_position: '6', kept_session: 'jti-1' });
        expect(await openUser(docs, admin, 'u-nord')).not.toHaveProperty('password_changed_position');
      });
  });

  it('records where an account was last deactivated, and keeps it when the account is active again', async () => {
    const actif = (from: boolean, to: boolean): UserEvent => ({ type: 'UserChanged', data: { changes: { actif: { from, to } } } });
    await givenEvents(usersProjection, team)
      .when([userEvent('u-nord', actif(true, false)), userEvent('u-nord', actif(false, true))])
      .then(async (docs) => {
        expect(await findUser(docs, 'u-nord')).toMatchObject({ actif: true, deactivated_position: '6' });
        expect(await openUser(docs, admin, 'u-nord')).not.toHaveProperty('deactivated_position');
      });
  });

  it("names an antenna's manager: its longest-serving active administrator", async () => {
    await givenEvents(usersProjection, team).then(async (docs) => {
      expect(await antennaBoss(docs, 'ant-nord')).toEqual({ surname: 'Nadia', name: 'Yilmaz' });
      expect(await antennaBoss(docs, 'ant-sud')).toBeNull();
    });
    await givenEvents(usersProjection, team)
      .when([userEvent('u-boss', { type: 'UserChanged', data: { changes: { actif: { from: true, to: false } } } })])
      .then(async (docs) => {
        expect(await antennaBoss(docs, 'ant-nord')).toEqual({ surname: 'Marc', name: 'Zola' });
      });
  });

  it("refuses a volunteer another user's record", async () => {
    await givenEvents(usersProjection, team).then(async (docs) => {
      await expect(openUser(docs, nordVolunteer, 'u-nord-2')).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await openUser(docs, nordVolunteer, 'u-nord')).toMatchObject({ _id: 'u-nord' });
    });
  });
});
