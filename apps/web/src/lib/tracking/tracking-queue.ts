import { isApiError } from '../api-error';
import {
  postTrackingEventsRequest,
  type TrackingEvent,
} from './post-tracking-events';

const MAX_BATCH = 50;

/**
 * Collects tracking events and sends them in batches (the API takes up to
 * 50): after a short pause, when a batch is full, or on flush. Tracking is
 * best effort: a batch that failed for a reason other than being refused
 * (a network error, a 5xx) is sent once more after a pause.
 */
export function createTrackingQueue(
  send: (
    events: TrackingEvent[],
  ) => Promise<unknown> = postTrackingEventsRequest,
  delayMs = 1500,
  retryDelayMs = 3000,
) {
  let pending: TrackingEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    while (pending.length > 0) {
      const batch = pending.slice(0, MAX_BATCH);
      pending = pending.slice(MAX_BATCH);
      void send(batch).catch((error: unknown) => {
        // A 4xx would be refused again; anything else gets one more try.
        const refused =
          isApiError(error) && error.status >= 400 && error.status < 500;
        if (refused) return;
        setTimeout(() => {
          void send(batch).catch(() => {
            // Losing a tracking event must never disturb the test.
          });
        }, retryDelayMs);
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
