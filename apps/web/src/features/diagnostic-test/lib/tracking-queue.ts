// The tracking queue is shared with the lessons (lib/tracking).
export { createTrackingQueue } from '../../../lib/tracking/tracking-queue';
