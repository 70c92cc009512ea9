import { describe, expect, it } from 'vitest';
import type { Payment } from './fields';
import { housingFigures, isCurrent, isOverdue, nightsBetween, occupancyEnd } from './figures';

describe('nightsBetween', () => {
  it('counts the days between start and end, across a month end and a leap day', () => {
    expect(nightsBetween('2026-11-01', '2026-12-01')).toBe(30);
    expect(nightsBetween('2026-01-28', '2026-02-03')).toBe(6);
    expect(nightsBetween('2028-02-27', '2028-03-02')).toBe(4);
    expect(nightsBetween('2027-02-27', '2027-03-02')).toBe(3);
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('gives no night without both dates or when they run backwards', () => {
    expect(nightsBetween('2026-11-01', null)).toBe(0);
    expect(nightsBetween('2026-11-05', '2026-11-01')).toBe(0);
  });
});

describe('housingFigures', () => {
  it('computes total = price × nights, paid, balance = paid − total, and out-of-contract cost, to the cent', () => {
    const figures = housingFigures({
      start_date: '2028-02-27',
      end_date: '2028-03-02',
      price: 3.35,
      payments: [
        { amount: 5.1, date: '2028-02-27' },
        { amount: 0.2, date: '2028-02-28' },
      ],
      nights_out_contracts: 3,
    });
    expect(figures).toEqual({ nights: 4, total_price: 13.4, total_payment: 5.3, solde: -8.1, out_contract_cost: 10.05 });
  });

  it('gives finite figures from odd stored data: a payment without amount, no price, figures too large for a double', () => {
    const odd = { start_date: '2026-11-01', end_date: '2026-11-11', nights_out_contracts: null };
    const payments = [{ amount: null, date: '2026-11-01' }, { amount: 20, date: '2026-11-02' }, null] as unknown as Payment[];
    expect(housingFigures({ ...odd, price: undefined, payments })).toEqual({
      nights: 10,
      total_price: 0,
      total_payment: 20,
      solde: 20,
      out_contract_cost: 0,
    });
    expect(
      housingFigures({
        ...odd,
        price: Number.NaN,
        payments: undefined as unknown as Payment[],
        nights_out_contracts: Number.POSITIVE_INFINITY,
      }),
    ).toEqual({
      nights: 10,
      total_price: 0,
      total_payment: 0,
      solde: 0,
      out_contract_cost: 0,
    });
    for (const figure of Object.values(
      housingFigures({
        ...odd,
        price: 1e307,
        payments: [
          { amount: -1e308, date: '2026-11-01' },
          { amount: -1e308, date: '2026-11-01' },
        ],
      }),
    )) {
      expect(Number.isFinite(figure)).toBe(true);
    }
  });
});

describe('flags of the day', () => {
  const stay = { start_date: '2026-11-01', end_date: '2026-11-20', free_end_date: null };
  it('tells a running stay from an overdue one and a freed one', () => {
    expect(isCurrent(stay, '2026-11-10')).toBe(true);
    expect(isOverdue(stay, '2026-11-10')).toBe(false);
    expect(isOverdue(stay, '2026-11-21')).toBe(true);
    expect(isCurrent(stay, '2026-11-21')).toBe(false);
    expect(isOverdue({ ...stay, free_end_date: '2026-11-20' }, '2026-11-25')).toBe(false);
  });

  it('counts a stay current from its first to its last day included, the last being the release date once freed', () => {
    expect(isCurrent(stay, '2026-10-31')).toBe(false);
    expect(isCurrent(stay, '2026-11-01')).toBe(true);
    expect(isCurrent(stay, '2026-11-20')).toBe(true);
    expect(isOverdue(stay, '2026-11-20')).toBe(false);
    const freed = { ...stay, free_end_date: '2026-11-12' };
    expect(isCurrent(freed, '2026-11-12')).toBe(true);
    expect(isCurrent(freed, '2026-11-13')).toBe(false);
    expect(isCurrent({ start_date: '2026-11-01', end_date: null, free_end_date: null }, '2030-01-01')).toBe(true);
    expect(isCurrent({ start_date: null, end_date: '2026-11-20', free_end_date: null }, '2026-11-10')).toBe(false);
  });

  it('frees the room on the release date, else on the planned end', () => {
    expect(occupancyEnd(stay)).toBe('2026-11-20');
    expect(occupancyEnd({ ...stay, free_end_date: '2026-11-12' })).toBe('2026-11-12');
  });
});
