// POST /api/v2/Tracking/ is shared with the lessons (lib/tracking).
export {
  postTrackingEventsRequest,
  type TrackingEvent,
} from '../../../lib/tracking/post-tracking-events';
