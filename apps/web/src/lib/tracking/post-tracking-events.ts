import { postTrackingEvents, type BodyOf } from '@gp/api';
import { apiRequest } from '../api-client';

export type TrackingEvent = BodyOf<typeof postTrackingEvents>['Events'][number];

/**
 * POST /api/v2/Tracking/ (spec 01 §7): the frame's tracking events and StartDT / SubmitDT.
 * Tracking never logs the student out (an expired session must not cost the
 * test in progress) and is sent with keepalive so a batch flushed while the
 * tab closes still arrives.
 */
export function postTrackingEventsRequest(events: TrackingEvent[]) {
  return apiRequest(postTrackingEvents, {
    body: { Events: events },
    logoutOnInvalidToken: false,
    keepalive: true,
  });
}
