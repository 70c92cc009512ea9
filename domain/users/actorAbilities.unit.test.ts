import { describe, expect, it } from 'vitest';
import { buildActor } from '../testing/builders';
import { actorAbilities } from './actorAbilities';
import { DEFAULT_RIGHTS, HABILITATIONS } from './habilitations';

// The abilities the session carries, as a table of habilitations with their usual rights (docs/permissions.md).
describe('actorAbilities', () => {
  it('opens the restricted reports to administrators and super administrators only', () => {
    for (const habilitation of HABILITATIONS)
      expect(actorAbilities(buildActor(habilitation)).admin_statistics, habilitation).toBe(
        habilitation === 'admin' || habilitation === 'super',
      );
  });

  it('gives a volunteer no management screen, only their own antenna and their own files', () => {
    expect(actorAbilities(buildActor('volunteer'))).toMatchObject({
      create_users: false,
      manage_antennas: false,
      create_antenna: false,
      edit_siege: false,
      manage_choices: false,
      create_hotel: false,
      manage_helps: false,
      choose_any_antenna: false,
      choose_recipient_antenna: false,
      own_antenna_files_only: true,
      grantable_habilitations: ['volunteer'],
      // Imposing the restriction is no power: whoever manages users may (they do not).
      grantable_rights: ['user_relative'],
    });
  });

  it("lets an antenna administrator manage their antenna's people, give ranks up to theirs and only the rights they hold", () => {
    const abilities = actorAbilities(buildActor('antenna_admin'));
    expect(abilities).toMatchObject({ create_users: true, manage_antennas: true, create_antenna: false, choose_any_antenna: false });
    expect(abilities.grantable_habilitations).toEqual(['antenna_admin', 'volunteer']);
    expect(abilities.grantable_rights).toEqual(
      expect.arrayContaining(['user_management', 'antennas_management', 'dom_management', 'user_relative']),
    );
    expect(abilities.grantable_rights).not.toContain('room_management');
    expect(abilities.revocable_rights).not.toContain('user_relative');
  });

  it("offers the habilitations of the person's own rank and below only", () => {
    expect(actorAbilities(buildActor('siege')).grantable_habilitations).toEqual(['siege', 'management', 'antenna_admin', 'volunteer']);
  });

  it('gives a new user the usual rights of their habilitation as far as the creator may give them', () => {
    const byAdmin = actorAbilities(buildActor('admin')).default_rights;
    for (const habilitation of HABILITATIONS)
      expect(new Set(byAdmin[habilitation]), habilitation).toEqual(new Set(DEFAULT_RIGHTS[habilitation]));
    expect(actorAbilities(buildActor('antenna_admin')).default_rights.siege).toEqual([
      'user_management',
      'user_relative',
      'antennas_management',
      'dom_management',
    ]);
  });
});
