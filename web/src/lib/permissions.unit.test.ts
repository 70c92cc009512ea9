import { describe, expect, it } from 'vitest';
import { buildActor } from '@domain/testing/builders';
import { canOpenUser, grantableHabilitations } from './permissions';

describe('grantableHabilitations', () => {
  it('offers the user their own rank and below only', () => {
    expect(grantableHabilitations(buildActor('siege'))).toEqual(['siege', 'management', 'antenna_admin', 'volunteer']);
    expect(grantableHabilitations(buildActor('volunteer'))).toEqual(['volunteer']);
  });
});

describe('canOpenUser', () => {
  it('mirrors the server rule for the users list row click', () => {
    const volunteer = buildActor('volunteer', { id: 'v1' });
    expect(canOpenUser(volunteer, { _id: 'v1', antenna_id: 'ant-nord', habilitation: 'volunteer' })).toBe(true);
    expect(canOpenUser(volunteer, { _id: 'x', antenna_id: 'ant-nord', habilitation: 'volunteer' })).toBe(false);
  });
});
