import { describe, expect, it } from 'vitest';
import { fromParisWallTime, toParisWallTime } from './parisTime';

describe('toParisWallTime', () => {
  it('shows an instant as the wall clock in France, winter and summer', () => {
    expect(toParisWallTime('2026-03-12T09:15:00.000Z')).toBe('2026-03-12 10:15:00');
    expect(toParisWallTime('2026-07-01T22:30:05.000Z')).toBe('2026-07-02 00:30:05');
  });
});

describe('fromParisWallTime', () => {
  it('reads a French wall-clock time as its instant, winter and summer', () => {
    expect(fromParisWallTime('2026-03-12 10:15:00')).toBe('2026-03-12T09:15:00.000Z');
    expect(fromParisWallTime('2026-07-02 00:30')).toBe('2026-07-01T22:30:00.000Z');
  });

  it('round-trips around the changes of time', () => {
    for (const instant of [
      '2026-03-29T00:59:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-10-24T23:59:00.000Z',
      '2026-10-25T02:30:00.000Z',
    ]) {
      expect(fromParisWallTime(toParisWallTime(instant))).toBe(instant);
    }
  });

  it('reads the hour that happens twice in October as one of its two instants', () => {
    expect(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']).toContain(fromParisWallTime('2026-10-25 02:30:00'));
  });

  it('answers null for text that is no date-time', () => {
    expect(fromParisWallTime('hier')).toBeNull();
  });
});
