/**
 * Runs a task when the browser has nothing better to do (requestIdleCallback; a short timeout where
 * it is missing, as in Safari). Returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
