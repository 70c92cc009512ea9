import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLongTimeout } from './longTimeout';

const DAY_MS = 24 * 3600 * 1000;

describe('setLongTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits 40 days, past setTimeout's 24.8-day limit, and calls once", () => {
    const fn = vi.fn();
    setLongTimeout(fn, 40 * DAY_MS);
    vi.advanceTimersByTime(40 * DAY_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100 * DAY_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('is cancelled, before or after being re-armed', () => {
    const early = vi.fn();
    const late = vi.fn();
    setLongTimeout(early, 40 * DAY_MS).clear();
    const timeout = setLongTimeout(late, 40 * DAY_MS);
    vi.advanceTimersByTime(30 * DAY_MS);
    timeout.clear();
    vi.advanceTimersByTime(30 * DAY_MS);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('never calls before its time by the clock, even when the timer fires early', () => {
    const fn = vi.fn();
    setLongTimeout(fn, 100);
    // The timer fires at 100 ms of its own, while the clock shows 95 ms: as if it had fired early.
    vi.setSystemTime(Date.now() - 5);
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits a short delay as setTimeout does', () => {
    const fn = vi.fn();
    setLongTimeout(fn, 50);
    vi.advanceTimersByTime(49);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
