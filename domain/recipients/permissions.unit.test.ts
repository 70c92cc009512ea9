import { describe, expect, it } from 'vitest';
import { buildActor } from '../testing/builders';
import { commentAbilities, fileAbilities } from './permissions';

describe('fileAbilities', () => {
  it('lets a volunteer edit, radiate and transfer a file, never delete it, renew it or read its access log', () => {
    expect(fileAbilities(buildActor('volunteer'))).toEqual({
      edit: true,
      delete: false,
      radiate: true,
      renew: false,
      transfer: true,
      read_access_log: false,
    });
  });

  it('lets an antenna administrator delete a file, and administrators renew it and read its access log', () => {
    expect(fileAbilities(buildActor('antenna_admin'))).toMatchObject({ delete: true, renew: false, read_access_log: false });
    for (const habilitation of ['admin', 'super'] as const)
      expect(fileAbilities(buildActor(habilitation))).toMatchObject({ delete: true, renew: true, read_access_log: true });
  });
});

describe('commentAbilities', () => {
  it('lets its author edit and delete a comment, an administrator delete it only, anyone else neither', () => {
    expect(commentAbilities(buildActor('volunteer', { id: 'u-1' }), 'u-1')).toEqual({ edit: true, delete: true });
    expect(commentAbilities(buildActor('admin', { id: 'u-2' }), 'u-1')).toEqual({ edit: false, delete: true });
    expect(commentAbilities(buildActor('antenna_admin', { id: 'u-3' }), 'u-1')).toEqual({ edit: false, delete: false });
  });
});
