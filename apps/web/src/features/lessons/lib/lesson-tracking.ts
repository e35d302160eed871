import type { PlayerToHost } from '@gp/api';
import type { TrackingEvent } from '../../../lib/tracking/post-tracking-events';

type TrackMessage = Extract<PlayerToHost, { type: 'track' }>;

/** A player's track message as a tracking event of the lesson (spec 02 §7: lesson start and end, pages, duration). */
export function lessonTrackingEvent(
  message: TrackMessage,
  lessonKey: string,
): TrackingEvent {
  return {
    TrackType: message.event,
    ContextKey: lessonKey,
    Page: message.page,
    DurationMs:
      message.durationMs === undefined
        ? undefined
        : Math.min(86_400_000, message.durationMs),
    LocalStamp: message.at.slice(0, 40),
  };
}
