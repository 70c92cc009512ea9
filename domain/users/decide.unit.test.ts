import { describe, expect, it } from 'vitest';
import { buildActor, buildUserProfile, userCreated } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { createUser, updateUser, type NewUserInput } from './decide';
import { DEFAULT_RIGHTS } from './habilitations';
import { USER_MESSAGES as M } from './rules';
import { evolveUser, initialUserState } from './state';

const users = { initialState: initialUserState, evolve: evolveUser };
const antennas = new Set(['ant-nord', 'ant-sud', 'siege']);
const ctx = (actor = buildActor('admin')) => ({ actor, antennaExists: (id: string) => antennas.has(id) });
const newUser = (overrides: NewUserInput = {}): NewUserInput => ({
  surname: 'Léa',
  name: 'Garnier',
  habilitation: 'volunteer',
  antenna_id: 'ant-sud',
  activity: { start_date: '2026-01-05' },
  login: 'lgarnier',
  password: 'motdepasse-sur',
  ...overrides,
});
const create =
  (input: NewUserInput, actor = buildActor('admin')) =>
  () =>
    createUser({ userId: 'u-2', user: input, passwordHash: 'bcrypt-hash' }, initialUserState, ctx(actor));
const update =
  (origin: object, current: object, actor = buildActor('admin'), failOnConcurrent = false) =>
  (state: typeof initialUserState) =>
    updateUser(
      {
        userId: 'u-2',
        update: { origin: origin as Record<string, unknown>, current: current as Record<string, unknown>, failOnConcurrent },
      },
      state,
      ctx(actor),
    );

describe('createUser', () => {
  it('records the user with the defaults of a new user and without the password', () => {
    given(users)
      .when(create(newUser()))
      .then([
        {
          type: 'UserCreated',
          data: {
            user: {
              surname: 'Léa',
              name: 'Garnier',
              habilitation: 'volunteer',
              antenna_id: 'ant-sud',
              activity: { start_date: '2026-01-05' },
              actif: true,
              rights: DEFAULT_RIGHTS.volunteer,
            },
            login: 'lgarnier',
            password_hash: 'bcrypt-hash',
          },
        },
      ]);
  });

  it('puts the user in the creator antenna when none is chosen', () => {
    const events = createUser(
      { userId: 'u-2', user: newUser({ antenna_id: undefined }), passwordHash: 'h' },
      initialUserState,
      ctx(buildActor('antenna_admin')),
    );
    given(users)
      .when(() => events)
      .then([
        expect.objectContaining({ data: expect.objectContaining({ user: expect.objectContaining({ antenna_id: 'ant-nord' }) }) }),
      ] as never);
  });

  it('refuses a volunteer', () => {
    given(users)
      .when(create(newUser(), buildActor('volunteer')))
      .thenRefuses('FORBIDDEN', "Vous n'avez pas les droits");
  });

  it('refuses a form with missing fields, naming each one', () => {
    given(users)
      .when(create({ habilitation: 'volunteer' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Tous les champs nécessaires ne sont pas remplis', {
        surname: 'Le prénom est requis',
        name: 'Le nom est requis',
        'activity.start_date': "La date de début d'acivité est requise",
        login: 'Le login est requis',
        password: 'Le mot de passe est requis',
      });
  });

  it('refuses a short login and a short password', () => {
    given(users)
      .when(create(newUser({ login: 'lea', password: 'court' })))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', undefined, {
        login: 'Login trop court (6 car. minimum',
        password: 'Mot de passe trop court (8 car. minimum)',
      });
  });

  it('refuses an impossible date', () => {
    given(users)
      .when(create(newUser({ activity: { start_date: '2026-02-30' } })))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', undefined, { 'activity.start_date': 'Date invalide' });
  });

  it('refuses a habilitation above the creator', () => {
    given(users)
      .when(create(newUser({ habilitation: 'admin', antenna_id: 'ant-nord' }), buildActor('antenna_admin')))
      .thenRefuses('FORBIDDEN', M.habilitationTooHigh);
  });

  it('refuses another antenna to a creator ranked below management', () => {
    given(users)
      .when(create(newUser(), buildActor('antenna_admin')))
      .thenRefuses('FORBIDDEN', M.ownAntennaOnly);
  });

  it('lets management choose any antenna', () => {
    const actor = buildActor('management', { rights: ['user_management'] });
    given(users)
      .when(create(newUser({ rights: ['user_relative'] }), actor))
      .then([expect.objectContaining({ type: 'UserCreated' })] as never);
  });

  it('refuses rights the creator does not hold', () => {
    given(users)
      .when(create(newUser({ rights: ['user_relative', 'ref_management'], antenna_id: 'ant-nord' }), buildActor('antenna_admin')))
      .thenRefuses('FORBIDDEN', M.rightsNotHeld);
  });

  it('refuses a user without user_relative to a creator bound by it, or who is neither administrator nor user_absolute', () => {
    given(users)
      .when(create(newUser({ habilitation: 'antenna_admin', rights: [], antenna_id: 'ant-nord' }), buildActor('antenna_admin')))
      .thenRefuses('FORBIDDEN', M.liftRestriction);
    given(users)
      .when(create(newUser({ rights: [] }), buildActor('management', { rights: ['user_management'] })))
      .thenRefuses('FORBIDDEN', M.liftRestriction);
    given(users)
      .when(create(newUser({ rights: [] }), buildActor('admin', { rights: [...DEFAULT_RIGHTS.admin, 'user_relative'] })))
      .thenRefuses('FORBIDDEN', M.liftRestriction);
  });

  it('lets an administrator or a holder of user_absolute create a user without user_relative', () => {
    given(users)
      .when(create(newUser({ rights: [] })))
      .then([expect.objectContaining({ type: 'UserCreated' })] as never);
    given(users)
      .when(create(newUser({ rights: [] }), buildActor('siege')))
      .then([expect.objectContaining({ type: 'UserCreated' })] as never);
  });

  it('gives, when no rights are sent, the usual rights of the habilitation that the creator may give', () => {
    const withoutDom = buildActor('antenna_admin', { rights: ['user_management', 'user_relative', 'antennas_management'] });
    given(users)
      .when(create(newUser({ habilitation: 'antenna_admin', antenna_id: 'ant-nord' }), withoutDom))
      .then([
        expect.objectContaining({
          data: expect.objectContaining({
            user: expect.objectContaining({ rights: ['user_management', 'user_relative', 'antennas_management'] }),
          }),
        }),
      ] as never);
    given(users)
      .when(
        create(
          newUser({ habilitation: 'siege', antenna_id: 'siege' }),
          buildActor('siege', { rights: [...DEFAULT_RIGHTS.siege, 'user_relative'] }),
        ),
      )
      .then([
        expect.objectContaining({
          data: expect.objectContaining({ user: expect.objectContaining({ rights: expect.arrayContaining(['user_relative']) }) }),
        }),
      ] as never);
  });

  it('lets an administrator give user_relative, a restriction they do not hold themselves', () => {
    given(users)
      .when(create(newUser({ rights: ['user_relative'] })))
      .then([expect.objectContaining({ type: 'UserCreated' })] as never);
  });

  it('refuses an antenna that does not exist', () => {
    given(users)
      .when(create(newUser({ antenna_id: 'ant-inconnue' })))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.unknownAntenna, { antenna_id: M.unknownAntenna });
  });
});

describe('updateUser', () => {
  const profile = buildUserProfile({ antenna_id: 'ant-nord', tel: '0601020304' });
  const past = [userCreated({ antenna_id: 'ant-nord', tel: '0601020304' })];

  it('records only the fields that changed, with their old and new values', () => {
    given(users, past)
      .when(update({ ...profile, _id: 'u-2' }, { ...profile, _id: 'u-2', tel: '0611223344', activity: { start_date: '2025-10-01' } }))
      .then([
        {
          type: 'UserChanged',
          data: {
            changes: { tel: { from: '0601020304', to: '0611223344' }, 'activity.start_date': { from: '2025-09-01', to: '2025-10-01' } },
          },
        },
      ]);
  });

  it('records nothing when nothing changed', () => {
    given(users, past)
      .when(update(profile, { ...profile }))
      .thenNothing();
  });

  it('refuses a user who may not open the target', () => {
    given(users, [userCreated({ antenna_id: 'ant-sud' })])
      .when(update(profile, { ...profile, tel: '01' }, buildActor('antenna_admin')))
      .thenRefuses('FORBIDDEN', 'Action interdite à votre profil');
  });

  it('refuses to edit someone ranked above', () => {
    given(users, [userCreated({ habilitation: 'admin', antenna_id: 'ant-nord' })])
      .when(update(profile, { ...profile, tel: '01' }, buildActor('siege')))
      .thenRefuses('FORBIDDEN', 'Cet utilisateur est supérieur à vous hierarchiquement !');
  });

  it('lets a volunteer edit their own contact details but not their habilitation', () => {
    const self = buildActor('volunteer', { id: 'u-2' });
    given(users, past)
      .when(update(profile, { ...profile, tel: '0700000000' }, self))
      .then([{ type: 'UserChanged', data: { changes: { tel: { from: '0601020304', to: '0700000000' } } } }]);
    given(users, past)
      .when(update(profile, { ...profile, habilitation: 'admin' }, self))
      .thenRefuses('FORBIDDEN', "Vous n'avez pas les droits");
  });

  it('refuses to change one own habilitation or rights even with user_management', () => {
    const self = buildActor('admin', { id: 'u-2' });
    given(users, [userCreated({ habilitation: 'admin', antenna_id: 'ant-nord' })])
      .when(update({ ...profile, habilitation: 'admin' }, { ...profile, habilitation: 'volunteer' }, self))
      .thenRefuses('FORBIDDEN', M.ownAccount);
  });

  it('refuses to move oneself to another antenna with user_management alone, whatever the rank', () => {
    const self = buildActor('management', { id: 'u-2', rights: ['user_management'] });
    given(users, [userCreated({ habilitation: 'management', antenna_id: 'ant-nord', rights: ['user_management'] })])
      .when(update({ ...profile, antenna_id: 'ant-nord' }, { ...profile, antenna_id: 'ant-sud' }, self))
      .thenRefuses('FORBIDDEN', M.ownAntenna);
  });

  it('lets an administrator or a holder of user_absolute move themselves to another antenna', () => {
    for (const self of [
      buildActor('admin', { id: 'u-2' }),
      buildActor('management', { id: 'u-2', rights: ['user_management', 'user_absolute'] }),
    ])
      given(users, [userCreated({ habilitation: self.habilitation, antenna_id: 'ant-nord', rights: [...self.rights] })])
        .when(update({ ...profile, antenna_id: 'ant-nord' }, { ...profile, antenna_id: 'ant-sud' }, self))
        .then([{ type: 'UserChanged', data: { changes: { antenna_id: { from: 'ant-nord', to: 'ant-sud' } } } }]);
  });

  it('refuses a promotion above the editor', () => {
    given(users, past)
      .when(update(profile, { ...profile, habilitation: 'siege' }, buildActor('antenna_admin')))
      .thenRefuses('FORBIDDEN', M.habilitationTooHigh);
  });

  it('promotes within the editor reach', () => {
    given(users, past)
      .when(update(profile, { ...profile, habilitation: 'antenna_admin' }, buildActor('siege')))
      .then([{ type: 'UserChanged', data: { changes: { habilitation: { from: 'volunteer', to: 'antenna_admin' } } } }]);
  });

  it('lets the editor revoke a power they hold, and refuses one they do not hold', () => {
    const withDom = [userCreated({ antenna_id: 'ant-nord', rights: ['user_relative', 'dom_management', 'ref_management'] })];
    const stored = { rights: ['user_relative', 'dom_management', 'ref_management'] };
    given(users, withDom)
      .when(update(stored, { rights: ['user_relative', 'ref_management'] }, buildActor('antenna_admin')))
      .then([{ type: 'UserChanged', data: { changes: { rights: { from: stored.rights, to: ['user_relative', 'ref_management'] } } } }]);
    given(users, withDom)
      .when(update(stored, { rights: ['user_relative', 'dom_management'] }, buildActor('antenna_admin')))
      .thenRefuses('FORBIDDEN', M.rightsNotHeld);
  });

  it('refuses to lift user_relative to an editor bound by it, and lets an administrator lift it', () => {
    const restricted = [userCreated({ antenna_id: 'ant-nord', rights: ['user_relative'] })];
    given(users, restricted)
      .when(update({ rights: ['user_relative'] }, { rights: [] }, buildActor('antenna_admin')))
      .thenRefuses('FORBIDDEN', M.liftRestriction);
    given(users, restricted)
      .when(update({ rights: ['user_relative'] }, { rights: [] }))
      .then([{ type: 'UserChanged', data: { changes: { rights: { from: ['user_relative'], to: [] } } } }]);
  });

  it('judges a diff naming only the rights without asking about the antenna', () => {
    const noAntennas = { actor: buildActor('admin'), antennaExists: () => false };
    given(users, past)
      .when((state) =>
        updateUser(
          {
            userId: 'u-2',
            update: {
              origin: { rights: ['user_relative'] },
              current: { rights: ['user_relative', 'dom_management'] },
              failOnConcurrent: true,
            },
          },
          state,
          noAntennas,
        ),
      )
      .then([{ type: 'UserChanged', data: { changes: { rights: { from: ['user_relative'], to: ['user_relative', 'dom_management'] } } } }]);
  });

  it('refuses a login change', () => {
    given(users, past)
      .when(update({ login: 'cmoreau' }, { login: 'autre-login' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.loginReadOnly);
  });

  it('refuses an edit that empties a required field', () => {
    given(users, past)
      .when(update(profile, { ...profile, surname: ' ' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', undefined, { surname: 'Le prénom est requis' });
  });

  it('refuses with CONFLICT_ERROR when someone changed the field since it was loaded and concurrency failure is asked', () => {
    given(users, [...past, { type: 'UserChanged', data: { changes: { tel: { from: '0601020304', to: '0102030405' } } } }])
      .when(update(profile, { ...profile, tel: '0611223344' }, buildActor('admin'), true))
      .thenRefuses('CONFLICT_ERROR');
  });

  it('keeps the last write when concurrency failure is not asked', () => {
    given(users, [...past, { type: 'UserChanged', data: { changes: { tel: { from: '0601020304', to: '0102030405' } } } }])
      .when(update(profile, { ...profile, tel: '0611223344' }))
      .then([{ type: 'UserChanged', data: { changes: { tel: { from: '0102030405', to: '0611223344' } } } }]);
  });

  it('refuses a deleted user as not found', () => {
    given(users, [...past, { type: 'UserDeleted', data: {} }])
      .when(update(profile, { ...profile, tel: '1' }))
      .thenRefuses('NOT_FOUND', M.notFound);
  });
});
