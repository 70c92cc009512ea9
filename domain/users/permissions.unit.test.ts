import { describe, expect, it } from 'vitest';
import { buildActor } from '../testing/builders';
import type { Habilitation } from './habilitations';
import {
  canChooseAnyAntenna,
  canCreateUsers,
  canDeleteUsers,
  canGrantHabilitation,
  canMoveOwnAntenna,
  canOpenUser,
  isAbove,
  userAbilities,
  type UserTarget,
} from './permissions';

const userTarget = (overrides: Partial<UserTarget> = {}): UserTarget => ({
  _id: 'u-2',
  antenna_id: 'ant-nord',
  habilitation: 'volunteer',
  ...overrides,
});

describe('canOpenUser', () => {
  it('lets anyone open their own account', () => {
    expect(canOpenUser(buildActor('volunteer', { id: 'u-2', antenna_id: 'ant-sud' }), userTarget())).toBe(true);
  });

  it('refuses someone else of the same antenna without user_management', () => {
    expect(canOpenUser(buildActor('volunteer'), userTarget())).toBe(false);
  });

  it('lets user_management open a user of the same antenna only', () => {
    const antennaAdmin = buildActor('antenna_admin');
    expect(canOpenUser(antennaAdmin, userTarget())).toBe(true);
    expect(canOpenUser(antennaAdmin, userTarget({ antenna_id: 'ant-sud' }))).toBe(false);
  });

  it('lets user_management with user_absolute open a user of any antenna', () => {
    expect(canOpenUser(buildActor('siege'), userTarget({ antenna_id: 'ant-sud' }))).toBe(true);
  });

  it('does not count two users without antenna as the same antenna', () => {
    expect(canOpenUser(buildActor('antenna_admin', { antenna_id: null }), userTarget({ antenna_id: null }))).toBe(false);
  });
});

describe('isAbove', () => {
  it('is true for a target with more power', () => {
    expect(isAbove(buildActor('siege'), userTarget({ habilitation: 'admin' }))).toBe(true);
  });

  it('is false for a target of the same rank or below', () => {
    expect(isAbove(buildActor('siege'), userTarget({ habilitation: 'siege' }))).toBe(false);
    expect(isAbove(buildActor('siege'), userTarget({ habilitation: 'management' }))).toBe(false);
  });
});

describe('canGrantHabilitation', () => {
  it('allows the own habilitation and those below', () => {
    expect(canGrantHabilitation(buildActor('antenna_admin'), 'antenna_admin')).toBe(true);
    expect(canGrantHabilitation(buildActor('antenna_admin'), 'volunteer')).toBe(true);
  });

  it('refuses a habilitation above the own', () => {
    expect(canGrantHabilitation(buildActor('antenna_admin'), 'management')).toBe(false);
    expect(canGrantHabilitation(buildActor('admin'), 'super')).toBe(false);
  });
});

describe('canChooseAnyAntenna', () => {
  it.each<[Habilitation, boolean]>([
    ['super', true],
    ['admin', true],
    ['siege', true],
    ['management', true],
    ['antenna_admin', false],
    ['volunteer', false],
  ])('%s: %s', (habilitation, expected) => {
    expect(canChooseAnyAntenna(buildActor(habilitation))).toBe(expected);
  });
});

describe('canDeleteUsers', () => {
  it.each<[Habilitation, boolean]>([
    ['super', true],
    ['admin', true],
    ['siege', false],
    ['antenna_admin', false],
  ])('%s: %s', (habilitation, expected) => {
    expect(canDeleteUsers(buildActor(habilitation))).toBe(expected);
  });
});

describe('canCreateUsers', () => {
  it('needs user_management', () => {
    expect(canCreateUsers(buildActor('antenna_admin'))).toBe(true);
    expect(canCreateUsers(buildActor('management'))).toBe(false);
    expect(canCreateUsers(buildActor('management', { rights: ['user_management'] }))).toBe(true);
  });

  it('never lets a volunteer create users, even with user_management', () => {
    expect(canCreateUsers(buildActor('volunteer', { rights: ['user_management'] }))).toBe(false);
  });
});

describe('userAbilities', () => {
  const admin = buildActor('admin', { id: 'u-admin' });
  it('leaves a user ranked above the reader read-only: nothing to edit, give or delete', () => {
    expect(userAbilities(admin, userTarget({ habilitation: 'super', antenna_id: 'siege', _id: 'u-super' }))).toEqual({
      edit: false,
      edit_access: false,
      delete: false,
      change_credentials: false,
    });
  });

  it('lets the reader edit a user of their rank or below, and themselves without their access fields', () => {
    expect(userAbilities(admin, userTarget())).toEqual({
      edit: true,
      edit_access: true,
      delete: true,
      change_credentials: false,
    });
    expect(userAbilities(admin, userTarget({ habilitation: 'admin', _id: 'u-admin' }))).toEqual({
      edit: true,
      edit_access: false,
      delete: false,
      change_credentials: true,
    });
  });
});

describe('canMoveOwnAntenna', () => {
  it('needs an administrator or user_absolute', () => {
    expect(canMoveOwnAntenna(buildActor('admin'))).toBe(true);
    expect(canMoveOwnAntenna(buildActor('management', { rights: ['user_management', 'user_absolute'] }))).toBe(true);
    expect(canMoveOwnAntenna(buildActor('management', { rights: ['user_management'] }))).toBe(false);
    expect(canMoveOwnAntenna(buildActor('antenna_admin'))).toBe(false);
  });
});
