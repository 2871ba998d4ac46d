/**
 * Runs `task` when the browser is idle (within 3 s at the latest), or after `fallbackMs` where the browser
 * cannot tell when it is idle. Answers how to cancel it.
 */
export function whenIdle(task: () => void, fallbackMs = 300): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, fallbackMs);
    return () => window.clearTimeout(timer);
  }
  const id = window.requestIdleCallback(task, { timeout: 3000 });
  return () => window.cancelIdleCallback(id);
}
