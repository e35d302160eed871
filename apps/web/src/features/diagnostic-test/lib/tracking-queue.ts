import {
  postTrackingEventsRequest,
  type TrackingEvent,
} from '../api/post-tracking-events';

const MAX_BATCH = 50;

/**
 * Collects tracking events and sends them in batches (the API takes up to
 * 50): after a short pause, when a batch is full, or on flush. Tracking is
 * best effort; a failed batch is not retried.
 */
export function createTrackingQueue(
  send: (
    events: TrackingEvent[],
  ) => Promise<unknown> = postTrackingEventsRequest,
  delayMs = 1500,
) {
  let pending: TrackingEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    while (pending.length > 0) {
      const batch = pending.slice(0, MAX_BATCH);
      pending = pending.slice(MAX_BATCH);
      void send(batch).catch(() => {
        // Losing a tracking event must never disturb the test.
      });
    }
  };
  return {
    push(event: TrackingEvent) {
      pending.push(event);
      if (pending.length >= MAX_BATCH) flush();
      else timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
}
export type TrackingQueue = ReturnType<typeof createTrackingQueue>;
