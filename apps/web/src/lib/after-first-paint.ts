/** The paint timing's part this module reads (a stand-in in tests). */
export interface PaintTiming {
  supportedEntryTypes: readonly string[];
  /** The first contentful paint, if the page has painted. */
  painted(): boolean;
  /** Calls `then` on the first contentful paint; answers how to stop. */
  observe(then: () => void): () => void;
}

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

function browserPaintTiming(): PaintTiming | undefined {
  if (typeof PerformanceObserver === 'undefined') return undefined;
  return {
    supportedEntryTypes: PerformanceObserver.supportedEntryTypes ?? [],
    painted: () =>
      performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0,
    observe: (then) => {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) return;
        observer.disconnect();
        then();
      });
      observer.observe({ type: 'paint', buffered: true });
      return () => observer.disconnect();
    },
  };
}

/**
 * Runs `then` once the page's first contentful paint is on the screen, by the
 * browser's paint timing (issue 16): code the first paint does not need then
 * loads after it rather than beside it. A React effect runs after the commit
 * but can come before the frame is shown on a busy phone. Where the browser
 * reports no paint timing, `then` runs on the next task; a page that does not
 * paint (a tab in the background) waits at most `maxWaitMs`. Answers a
 * function that cancels.
 */
export function afterFirstPaint(
  then: () => void,
  maxWaitMs = 3000,
  timing: PaintTiming | undefined = browserPaintTiming(),
): () => void {
  let done = false;
  const waiting =
    timing?.supportedEntryTypes.includes('paint') && !timing.painted()
      ? timing
      : undefined;
  const cancel = () => {
    done = true;
    clearTimeout(timer);
    stop();
  };
  const run = () => {
    if (done) return;
    cancel();
    then();
  };
  const timer = setTimeout(run, waiting ? maxWaitMs : 0);
  const stop = waiting ? waiting.observe(run) : () => {};
  return cancel;
}
