import { postTrackingEvents, type BodyOf } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

export type TrackingEvent = BodyOf<typeof postTrackingEvents>['Events'][number];

/** POST /api/v2/Tracking/ (spec 01 §7): the frame's tracking events and StartDT / SubmitDT. */
export function postTrackingEventsRequest(events: TrackingEvent[]) {
  return apiRequest(postTrackingEvents, { body: { Events: events } });
}
