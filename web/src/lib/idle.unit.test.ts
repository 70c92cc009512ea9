import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('hands the task to requestIdleCallback, and cancels it there', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback });
    const task = vi.fn();
    const cancel = whenIdle(task);
    expect(requestIdleCallback).toHaveBeenCalledWith(task);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back on a timeout where the browser has no requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { setTimeout, clearTimeout });
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
