import { describe, expect, it } from 'vitest';
import { billedNights, dueWithin, nightsWithin, occupiedNights, OPEN_END, paidWithin, type StayFact } from './housingFacts';

const november = { first: '2026-11-01', last: '2026-11-30' };
const stay = (fields: Partial<StayFact>): StayFact => ({
  _id: 'h1',
  recipient_id: 'r1',
  antenna_id: 'ant-nord',
  housing_type: 'hebergement',
  hotel_id: 'hotel-1',
  room_id: 'room-7',
  founding: null,
  price: 12.5,
  payments: [],
  start_date: '2026-11-10',
  end_date: '2026-11-20',
  free_end_date: null,
  until: '2026-11-20',
  ...fields,
});

describe('nights within some days', () => {
  it('counts the nights from the start to the eve of the end that fall within the days', () => {
    expect(nightsWithin('2026-11-10', '2026-11-20', november)).toBe(10);
    expect(nightsWithin('2026-10-25', '2026-11-03', november)).toBe(2);
    expect(nightsWithin('2026-11-28', '2026-12-10', november)).toBe(3);
    expect(nightsWithin('2026-10-01', '2026-12-31', november)).toBe(30);
    expect(nightsWithin('2026-10-01', '2026-11-01', november)).toBe(0);
    expect(nightsWithin('2026-11-30', '2026-12-01', november)).toBe(1);
  });

  it('runs an open stay to the last day, and counts nothing without a start or without days', () => {
    expect(nightsWithin('2026-11-25', null, november)).toBe(6);
    expect(nightsWithin(null, '2026-11-20', november)).toBe(0);
    expect(nightsWithin('2026-11-10', '2026-11-20', null)).toBe(0);
  });

  it('holds the room to the morning it is freed, but bills to the end date', () => {
    const overdue = stay({ free_end_date: '2026-11-25', until: '2026-11-25' });
    expect(occupiedNights(overdue, november)).toBe(15);
    expect(billedNights(overdue, november)).toBe(10);
    expect(occupiedNights(stay({ until: OPEN_END, end_date: null }), november)).toBe(21);
  });

  it('counts the share due for the nights billed and the payments received within the days, to the cent', () => {
    const paid = stay({
      price: 3.33,
      start_date: '2026-10-28',
      payments: [
        { amount: 10.1, date: '2026-10-31' },
        { amount: 20.2, date: '2026-11-01' },
        { amount: 5.05, date: '2026-11-30' },
        { amount: 7, date: '2026-12-01' },
      ],
    });
    expect(dueWithin(paid, november)).toBe(63.27);
    expect(paidWithin(paid, november)).toBe(25.25);
    expect(dueWithin(stay({ price: null }), november)).toBe(0);
  });
});
