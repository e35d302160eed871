import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { Success, text } from '../common';
import { lazySchema } from '../lazy-schema';

/**
 * Tracking and analytics events (spec 01 §7): the frame's duration, lesson
 * and page start/end and dt start; the app's StartLesson, StartDT, SubmitDT.
 */
export const TrackingEvent = lazySchema(() =>
  z.object({
    TrackType: z.enum([
      'Duration',
      'LessonStart',
      'LessonEnd',
      'PageStart',
      'PageEnd',
      'DtStart',
      'StartLesson',
      'StartDT',
      'SubmitDT',
    ]),
    /** The diagnostic test, custom test or lesson the event belongs to. */
    ContextKey: text().max(200).optional(),
    DiagnosticTestCourseKey: text().max(200).optional(),
    Page: text().max(100).optional(),
    DurationMs: z.number().min(0).max(86_400_000).optional(),
    LocalStamp: text().max(40),
  }),
);

export const postTrackingEvents = defineEndpoint({
  method: 'POST',
  path: '/api/v2/Tracking/',
  auth: true,
  body: lazySchema(() =>
    z.object({ Events: z.array(TrackingEvent).min(1).max(50) }),
  ),
  query: undefined,
  response: Success,
});
