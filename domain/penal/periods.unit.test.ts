import { describe, expect, it } from 'vitest';
import { coveredByFollows, detentionDuration, groupPaths, justiceBadge, justiceNow, monthsBetween } from './periods';

const el = (id: string, start_date: string | null, last = false) => ({ id, start_date, last });
const ids = (paths: { elements: { id: string }[] }[]) => paths.map((p) => p.elements.map((e) => e.id));

describe('groupPaths', () => {
  it('given no element marked last, when grouped, then one open path titled without a number', () => {
    const paths = groupPaths([el('b', '2024-05-01'), el('a', '2023-01-01')]);
    expect(paths).toMatchObject([{ number: 1, title: 'Parcours pénal', closed: false }]);
    expect(ids(paths)).toEqual([['a', 'b']]);
  });

  it('given an element marked last, when grouped, then it closes its path and the next element opens n°2', () => {
    const paths = groupPaths([el('c', '2025-02-01'), el('a', '2020-01-01'), el('b', '2021-06-01', true)]);
    expect(paths.map((p) => [p.title, p.closed])).toEqual([
      ['Parcours pénal n°1', true],
      ['Parcours pénal n°2', false],
    ]);
    expect(ids(paths)).toEqual([['a', 'b'], ['c']]);
  });

  it('given undated elements, when grouped, then they come last in the order recorded', () => {
    expect(ids(groupPaths([el('x', null), el('a', '2020-01-01', true), el('y', null)]))).toEqual([['a'], ['x', 'y']]);
  });

  it('given nothing, when grouped, then no path', () => {
    expect(groupPaths([])).toEqual([]);
  });
});

describe('durations', () => {
  it('counts whole months, a month once its day is reached', () => {
    expect(monthsBetween('2024-01-31', '2024-03-30')).toBe(1);
    expect(monthsBetween('2024-01-15', '2025-01-15')).toBe(12);
    expect(monthsBetween('2024-01-15', null)).toBeNull();
    expect(monthsBetween('2024-01-15', '2023-01-15')).toBeNull();
  });

  it('keeps a typed duration, else computes it from the exit (else the end), else leaves it unknown', () => {
    expect(detentionDuration({ duration: 0, start_date: '2024-01-01', end_date: '2025-01-01' })).toEqual({ duration: 0, computed: false });
    expect(detentionDuration({ start_date: '2024-01-01', end_date: '2025-01-01', exit_date: '2024-07-01' })).toEqual({
      duration: 6,
      computed: true,
    });
    expect(detentionDuration({ start_date: '2024-01-01', end_date: '2025-01-01' })).toEqual({ duration: 12, computed: true });
    expect(detentionDuration({ start_date: '2024-01-01' })).toEqual({ duration: null, computed: false });
  });
});

describe('coveredByFollows', () => {
  const follows = [
    { start_date: '2026-01-01', end_date: '2026-03-31' },
    { start_date: '2026-04-01', end_date: '2026-06-30' },
  ];
  it('given follow-ups one after another, then a stay across both is covered', () => {
    expect(coveredByFollows(follows, '2026-03-15', '2026-04-15')).toBe(true);
  });
  it('given a gap or a stay running past the last follow-up, then it is not covered', () => {
    expect(coveredByFollows([follows[0]], '2026-03-15', '2026-04-15')).toBe(false);
    expect(coveredByFollows(follows, '2025-12-31', '2026-01-10')).toBe(false);
    expect(coveredByFollows([{ start_date: '2026-01-01', end_date: '2026-01-10' }, follows[1]], '2026-01-05', '2026-04-02')).toBe(false);
    expect(coveredByFollows([], '2026-01-05', '2026-01-06')).toBe(false);
  });
});

describe('the header badge', () => {
  const follows = [{ start_date: '2026-01-01', end_date: '2026-12-31', organism: 'SPIP du Rhône' }];
  it('given a justice period, then it wins, unknown dates read ???', () => {
    const justice = justiceNow({ start: '2026-01-10', end: null, organism: 'SPIP du Nord' }, follows, '2026-06-01');
    expect(justice).toEqual({ source: 'period', start: '2026-01-10', end: null, organism: 'SPIP du Nord' });
    expect(justiceBadge(justice)).toBe('Sous main de justice du : 10/01/2026 au ??? (SPIP du Nord)');
  });
  it('given no period, then the follow-up running today', () => {
    const justice = justiceNow({ start: null, end: null, organism: null }, follows, '2026-06-01');
    expect(justiceBadge(justice)).toBe('Sous main de justice du : 01/01/2026 au 31/12/2026 (SPIP du Rhône)');
  });
  it('given no period and no follow-up running today, then Pas de suivi en cours', () => {
    expect(justiceBadge(justiceNow({ start: null, end: null, organism: 'SPIP du Rhône' }, follows, '2027-01-01'))).toBe(
      'Pas de suivi en cours',
    );
  });
});
