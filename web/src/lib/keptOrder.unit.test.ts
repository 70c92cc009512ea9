import { describe, expect, it } from 'vitest';
import { keepOrder, withRow } from './keptOrder';

const alert = (id: string, status: number) => ({ _id: id, status });

describe('keepOrder', () => {
  it('shows a page not shown yet in the order the server gives', () => {
    const fresh = [alert('a', 2), alert('b', 2)];
    expect(keepOrder(null, '0', fresh)).toEqual({ page: '0', rows: fresh });
    expect(keepOrder({ page: '0', rows: [alert('z', 2)] }, '1', fresh)).toEqual({ page: '1', rows: fresh });
  });

  it("keeps the page's rows in place when the server reorders them, each row in the server's version", () => {
    const shown = { page: '0', rows: [alert('a', 2), alert('b', 2), alert('c', 2)] };
    // 'a' clicked: archived, the server now lists it last.
    const kept = keepOrder(shown, '0', [alert('b', 2), alert('c', 2), alert('a', 0)]);
    expect(kept.rows).toEqual([alert('a', 0), alert('b', 2), alert('c', 2)]);
  });

  it('keeps a row gone to another page as last known, and slips in no row come from another page', () => {
    const shown = { page: '0', rows: [alert('a', 0), alert('b', 2)] };
    const kept = keepOrder(shown, '0', [alert('b', 1), alert('x', 2)]);
    expect(kept.rows).toEqual([alert('a', 0), alert('b', 1)]);
  });
});

describe('withRow', () => {
  it("puts a write's answer in its row's place, the others unchanged", () => {
    const shown = { page: '0', rows: [alert('a', 2), alert('b', 2)] };
    expect(withRow(shown, alert('b', 0))).toEqual({ page: '0', rows: [alert('a', 2), alert('b', 0)] });
  });
});
