import { describe, expect, it } from 'vitest';
import { buildActor } from '@domain/testing/builders';
import { mayOpenAdminStatistics } from './reportAccess';

describe('mayOpenAdminStatistics', () => {
  it('opens the restricted reports to administrators and super administrators only (docs/screens.md, Statistics)', () => {
    expect(mayOpenAdminStatistics(buildActor('super'))).toBe(true);
    expect(mayOpenAdminStatistics(buildActor('admin'))).toBe(true);
    for (const habilitation of ['siege', 'management', 'antenna_admin', 'volunteer'] as const) {
      expect(mayOpenAdminStatistics(buildActor(habilitation)), habilitation).toBe(false);
    }
  });
});
