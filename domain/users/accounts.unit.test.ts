import { describe, it } from 'vitest';
import { buildActor, buildUserProfile, userCreated } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { changePassword, createFirstAdministrator, deleteUser } from './decide';
import { DEFAULT_RIGHTS } from './habilitations';
import { USER_MESSAGES as M } from './rules';
import { evolveUser, initialUserState } from './state';

const users = { initialState: initialUserState, evolve: evolveUser };
const antennas = new Set(['ant-nord', 'ant-sud', 'siege']);
const ctx = (actor = buildActor('admin')) => ({ actor, antennaExists: (id: string) => antennas.has(id) });
describe('deleteUser', () => {
  const remove = (actor: ReturnType<typeof buildActor>) => (state: typeof initialUserState) =>
    deleteUser({ userId: 'u-2' }, state, ctx(actor));

  it('lets an administrator delete a volunteer', () => {
    given(users, [userCreated()])
      .when(remove(buildActor('admin')))
      .then([{ type: 'UserDeleted', data: {} }]);
  });

  it('refuses anyone but admin and super', () => {
    given(users, [userCreated()])
      .when(remove(buildActor('siege')))
      .thenRefuses('FORBIDDEN');
  });

  it('refuses to delete oneself', () => {
    given(users, [userCreated({ habilitation: 'admin' })])
      .when(remove(buildActor('admin', { id: 'u-2' })))
      .thenRefuses('FORBIDDEN', M.deleteSelf);
  });

  it('refuses an administrator deleting a super administrator', () => {
    given(users, [userCreated({ habilitation: 'super' })])
      .when(remove(buildActor('admin')))
      .thenRefuses('FORBIDDEN', M.superior);
  });
});

describe('changePassword', () => {
  const password = { old: 'ancien-mdp', new: 'nouveau-mdp', newRepeated: 'nouveau-mdp' };
  const change =
    (over: Partial<{ actorId: string; oldMatches: boolean; password: typeof password }> = {}) =>
    (state: typeof initialUserState) =>
      changePassword(
        { userId: 'u-2', password: over.password ?? password, oldMatches: over.oldMatches ?? true, newHash: 'new-hash' },
        state,
        ctx(buildActor('volunteer', { id: over.actorId ?? 'u-2' })),
      );

  it('records the new hash for the account owner', () => {
    given(users, [userCreated()])
      .when(change())
      .then([{ type: 'UserPasswordChanged', data: { password_hash: 'new-hash' } }]);
  });

  it('refuses anyone but the owner', () => {
    given(users, [userCreated()])
      .when(change({ actorId: 'admin-1' }))
      .thenRefuses('FORBIDDEN', M.ownerOnlyPassword);
  });

  it('refuses a wrong old password with WRONG_PASSWORD', () => {
    given(users, [userCreated()])
      .when(change({ oldMatches: false }))
      .thenRefuses('WRONG_PASSWORD', "L'ancien mot de passe est invalide");
  });

  it('refuses new passwords that differ or are short', () => {
    given(users, [userCreated()])
      .when(change({ password: { old: 'x', new: 'nouveau-mdp', newRepeated: 'autre-mdp' } }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', undefined, { newRepeated: 'Les nouveaux mdp ne correspondent pas' });
    given(users, [userCreated()])
      .when(change({ password: { old: 'x', new: 'court', newRepeated: 'court' } }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', undefined, {
        new: 'Mot de passe trop court (8 car. minimum)',
        newRepeated: 'Mot de passe trop court (8 car. minimum)',
      });
  });
});

describe('createFirstAdministrator', () => {
  const superAdmin = buildUserProfile({ habilitation: 'super', antenna_id: 'siege', rights: DEFAULT_RIGHTS.super });
  const bootstrap =
    (over: Partial<{ login: string; password: string }> = {}) =>
    (state: typeof initialUserState) =>
      createFirstAdministrator(
        {
          user: superAdmin,
          login: over.login ?? ' admin ',
          password: over.password ?? 'mot-de-passe-initial',
          passwordHash: 'bcrypt-hash',
        },
        state,
      );

  it('creates the super administrator, with a login shorter than the form allows', () => {
    given(users)
      .when(bootstrap())
      .then([{ type: 'UserCreated', data: { user: superAdmin, login: 'admin', password_hash: 'bcrypt-hash' } }]);
  });

  it('records nothing when the user already exists', () => {
    given(users, [userCreated({ habilitation: 'super' })])
      .when(bootstrap())
      .thenNothing();
  });

  it('refuses a password under 8 characters', () => {
    given(users)
      .when(bootstrap({ password: 'court' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Tous les champs nécessaires ne sont pas remplis', {
        password: 'Mot de passe trop court (8 car. minimum)',
      });
  });

  it('refuses a blank login', () => {
    given(users)
      .when(bootstrap({ login: '  ' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', undefined, { login: 'Le login est requis' });
  });
});
