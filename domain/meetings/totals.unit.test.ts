import { describe, expect, it } from 'vitest';
import { stockMoves } from './allocations';
import type { HelpLine } from './fields';
import { isHelpTotalHigh, lineFigures, lineTotal, meetingFigures, meetingsSummary, meetingTotal, readQuantity } from './totals';

const line = (help_id: string | null, quantity: number, total_price = 0): HelpLine => ({
  help_id,
  label: 'x',
  category: 'Divers',
  quantity,
  u_price: 0,
  total_price,
});

describe('quantities and totals of aid lines', () => {
  it('reads a quantity as a number rounded to a whole one, a comma accepted; anything else is no number', () => {
    expect([readQuantity(2), readQuantity('2,5'), readQuantity('2.49'), readQuantity(' 3 '), readQuantity(-0.4)]).toEqual([2, 3, 2, 3, 0]);
    expect([readQuantity('deux'), readQuantity(''), readQuantity(null), readQuantity('1e3'), readQuantity(Infinity)]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('computes a line total to the cent, without binary rounding errors', () => {
    expect(lineTotal(3, 0.1)).toBe(0.3);
    expect(lineTotal(3, 1.7)).toBe(5.1);
    expect(lineTotal(7, 19.99)).toBe(139.93);
    expect(meetingTotal([{ total_price: 0.1 }, { total_price: 0.2 }])).toBe(0.3);
  });

  it('rounds the line total to the cent, never the unit price first', () => {
    expect(lineTotal(3, 3.333)).toBe(10);
    expect(lineTotal(3, 0.005)).toBe(0.02);
    expect(lineTotal(7, 1.4285)).toBe(10);
    expect(lineFigures({ quantity: 3, u_price: '3,333' })).toEqual({ quantity: 3, u_price: 3.333, total_price: 10 });
  });

  it('gives the figures of a form as typed: blank price is 0, unreadable figures count for nothing', () => {
    expect(lineFigures({ quantity: '2,6', u_price: '1,05' })).toEqual({ quantity: 3, u_price: 1.05, total_price: 3.15 });
    expect(lineFigures({ quantity: '2', u_price: '' })).toEqual({ quantity: 2, u_price: 0, total_price: 0 });
    expect(lineFigures({ quantity: 'x', u_price: 3 })).toEqual({ quantity: null, u_price: 3, total_price: null });
    expect(
      meetingFigures([
        { quantity: 2, u_price: '1,70' },
        { quantity: 'x', u_price: 9 },
        { quantity: 1, u_price: '12,345' },
      ]),
    ).toEqual({
      lines: [
        { quantity: 2, u_price: 1.7, total_price: 3.4 },
        { quantity: null, u_price: 9, total_price: null },
        { quantity: 1, u_price: 12.345, total_price: 12.35 },
      ],
      total: 15.75,
    });
  });
});

describe("a file's meetings summed up", () => {
  it('counts the meetings, keeps the latest date and sums their totals, highlighted from 250 €', () => {
    expect(meetingsSummary([])).toEqual({ count: 0, last_meeting: null, help_total: 0, help_total_high: false });
    const meetings = [
      { date: '2026-10-01', helps: [line(null, 1, 200), line(null, 1, 49.99)] },
      { date: '2026-11-02', helps: [] },
      { date: '2026-09-15', helps: [line(null, 1, 0.01)] },
    ];
    expect(meetingsSummary(meetings)).toEqual({ count: 3, last_meeting: '2026-11-02', help_total: 250, help_total_high: true });
    expect([isHelpTotalHigh(249.99), isHelpTotalHigh(250)]).toEqual([false, true]);
  });
});

describe('the stock moves of a meeting write', () => {
  it('lists the catalogue aids whose units change, in the order of their ids; free aids move nothing', () => {
    expect(stockMoves([], [line('h-b', 2), line(null, 5), line('h-a', 1)])).toEqual([
      { helpId: 'h-a', previous: 0, quantity: 1 },
      { helpId: 'h-b', previous: 0, quantity: 2 },
    ]);
    expect(stockMoves([line('h-a', 1), line('h-b', 2)], [line('h-b', 2), line('h-c', 3)])).toEqual([
      { helpId: 'h-a', previous: 1, quantity: 0 },
      { helpId: 'h-c', previous: 0, quantity: 3 },
    ]);
  });
});
