/**
 * Runs `work` once the page is idle, and at the latest after `timeoutMs`;
 * returns a cancel. Where the browser has no idle callback (Safari), it runs
 * after a short delay instead, past the frame's first paint.
 */
export function whenIdle(work: () => void, timeoutMs = 1000): () => void {
  const { requestIdleCallback, cancelIdleCallback } = window;
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 100);
  return () => clearTimeout(id);
}
