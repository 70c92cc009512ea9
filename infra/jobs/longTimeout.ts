/** setTimeout's longest wait (about 24.8 days); a longer one fires at once, with a warning. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** A pending call, cancellable. */
export interface LongTimeout {
  clear(): void;
}

/**
 * Calls `fn` once, `ms` from now, however long that is, and never before by the clock: a wait beyond
 * setTimeout's limit is re-armed in steps, and so is a timer that fires early (Node's may, by a millisecond).
 */
export function setLongTimeout(fn: () => void, ms: number): LongTimeout {
  const due = Date.now() + Math.max(0, ms);
  const step = () => {
    const left = due - Date.now();
    if (left <= 0) fn();
    else timer = setTimeout(step, Math.min(left, MAX_TIMEOUT_MS));
  };
  let timer = setTimeout(step, Math.min(Math.max(0, ms), MAX_TIMEOUT_MS));
  return { clear: () => clearTimeout(timer) };
}
