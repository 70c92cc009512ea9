import { describe, expect, it } from 'vitest';
import { given } from '../testing/givenWhenThen';
import type { HelpEvent } from './events';
import { allocateStock, isShort, reconcileStock, STALE_ALLOCATION_MS, type AllocationRequest } from './stock';
import { evolveHelp, initialHelpState } from './state';

const helps = { initialState: initialHelpState, evolve: evolveHelp };
const NOW = '2026-11-22T10:00:00.000Z';
const LONG_AGO = new Date(Date.parse(NOW) - STALE_ALLOCATION_MS).toISOString();
const created = (stock: number | null): HelpEvent => ({
  type: 'HelpCreated',
  data: { help: { label: 'Ticket de bus', category: 'Transport', price: 1.7, stock, archived: false } },
});
const allocated = (meeting_id: string, quantity: number, drawn: number, at = NOW): HelpEvent => ({
  type: 'HelpStockAllocated',
  data: { meeting_id, recipient_id: 'r-1', quantity, drawn, at },
});
const request = (quantity: number, previous: number, meetingId = 'm-1'): AllocationRequest => ({
  helpId: 'h-1',
  meetingId,
  recipientId: 'r-1',
  quantity,
  previous,
  now: NOW,
});
const allocate = (req: AllocationRequest) => (state: typeof initialHelpState) => allocateStock(req, state);

describe('a meeting drawing an aid from its stock', () => {
  it('draws the units of a new meeting, setting its allocation', () => {
    given(helps, [created(10)])
      .when(allocate(request(4, 0)))
      .then([allocated('m-1', 4, 4)]);
  });

  it('draws or gives back the difference on an edit, and everything on a deletion', () => {
    given(helps, [created(10), allocated('m-1', 4, 4)])
      .when(allocate(request(6, 4)))
      .then([allocated('m-1', 6, 2)]);
    given(helps, [created(10), allocated('m-1', 4, 4)])
      .when(allocate(request(0, 4)))
      .then([allocated('m-1', 0, -4)]);
  });

  it('draws nothing twice: a request retried after it was recorded changes nothing', () => {
    given(helps, [created(10), allocated('m-1', 4, 4)])
      .when(allocate(request(4, 0)))
      .thenRefuses('CONFLICT_ERROR');
    given(helps, [created(10), allocated('m-1', 4, 4), allocated('m-1', 0, -4)])
      .when(allocate(request(0, 4)))
      .thenRefuses('CONFLICT_ERROR');
    given(helps, [created(10), allocated('m-1', 4, 4)])
      .when(allocate(request(4, 4)))
      .thenNothing();
  });

  it('refuses a draw the units in hand do not cover, naming the aid and what is left', () => {
    given(helps, [created(5), allocated('m-1', 3, 3)])
      .when(allocate(request(3, 0, 'm-2')))
      .thenRefuses('INSUFFICIENT_STOCK', 'Stock insuffisant pour « Ticket de bus » : 2 restant(s)', undefined, {
        help_id: 'h-1',
        label: 'Ticket de bus',
        left: 2,
      });
    given(helps, [created(5)])
      .when(allocate(request(5, 0)))
      .then([allocated('m-1', 5, 5)]);
  });

  it('always gives back, even beyond a stock set lower meanwhile', () => {
    given(helps, [created(5), allocated('m-1', 5, 5), { type: 'HelpChanged', data: { changes: { stock: { from: 0, to: 0 } } } }])
      .when(allocate(request(0, 5)))
      .then([allocated('m-1', 0, -5)]);
  });

  it('records nothing for an aid that does not track its stock, and forgets allocations when tracking stops', () => {
    given(helps, [created(null)])
      .when(allocate(request(50, 0)))
      .thenNothing();
    const stopped: HelpEvent = { type: 'HelpChanged', data: { changes: { stock: { from: 6, to: null } } } };
    const restarted: HelpEvent = { type: 'HelpChanged', data: { changes: { stock: { from: null, to: 10 } } } };
    // Held 4 before tracking stopped; the file records 6 since: an edit to 2 gives back 4 of the 6 it records.
    given(helps, [created(10), allocated('m-1', 4, 4), stopped, restarted])
      .when(allocate(request(2, 6)))
      .then([allocated('m-1', 2, -4)]);
  });

  it('refuses a draw of an aid deleted meanwhile, but lets a meeting give back', () => {
    const deleted: HelpEvent = { type: 'HelpDeleted', data: {} };
    given(helps, [created(10), deleted])
      .when(allocate(request(1, 0)))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Aide inconnue');
    given(helps, [created(10), deleted])
      .when(allocate(request(0, 1)))
      .thenNothing();
  });

  it('refuses while another write of the same meeting is under way, and draws from a stale leftover', () => {
    given(helps, [created(10), allocated('m-1', 5, 5)])
      .when(allocate(request(2, 3)))
      .thenRefuses('CONFLICT_ERROR');
    given(helps, [created(10), allocated('m-1', 5, 5, LONG_AGO)])
      .when(allocate(request(2, 3)))
      .then([allocated('m-1', 2, -3)]);
  });

  it('says whether the stock covers a request', () => {
    const state = [created(3), allocated('m-1', 2, 2)].reduce(evolveHelp, initialHelpState);
    expect(isShort(request(2, 0, 'm-2'), state)).toBe(true);
    expect(isShort(request(1, 0, 'm-2'), state)).toBe(false);
    expect(isShort(request(3, 2), state)).toBe(false);
    expect(isShort(request(99, 0), [created(null)].reduce(evolveHelp, initialHelpState))).toBe(false);
  });
});

describe('stock left drawn by a write that failed half-way', () => {
  it('is given back once stale, down to what the meeting records', () => {
    given(helps, [created(10), allocated('m-gone', 3, 3, LONG_AGO), allocated('m-edit', 5, 5, LONG_AGO)])
      .when((state) => reconcileStock(state, { 'm-gone': 0, 'm-edit': 2 }, NOW))
      .then([allocated('m-gone', 0, -3), allocated('m-edit', 2, -3)]);
  });

  it('is left alone while recent (a write under way), when it matches, or when the meeting records more', () => {
    given(helps, [created(10), allocated('m-1', 3, 3), allocated('m-2', 2, 2, LONG_AGO), allocated('m-3', 1, 1, LONG_AGO)])
      .when((state) => reconcileStock(state, { 'm-1': 0, 'm-2': 2, 'm-3': 4 }, NOW))
      .thenNothing();
  });
});
