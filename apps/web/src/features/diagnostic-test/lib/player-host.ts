import { DiagnosticTest, type PlayerToHost } from '@gp/api';
import { isValidStoredDiagnosticTest } from '@gp/domain';
import { z } from 'zod';
import type { TrackingEvent } from '../api/post-tracking-events';

type TrackMessage = Extract<PlayerToHost, { type: 'track' }>;

/** A player's track message as a tracking event of the test (spec 01 §7: dt start carries the test key). */
export function trackingEventOf(
  message: TrackMessage,
  testKey: string,
): TrackingEvent {
  return {
    TrackType: message.event,
    ContextKey: testKey,
    DiagnosticTestCourseKey: message.event === 'DtStart' ? testKey : undefined,
    Page: message.page,
    DurationMs:
      message.durationMs === undefined
        ? undefined
        : Math.min(86_400_000, message.durationMs),
    LocalStamp: message.at.slice(0, 40),
  };
}

/** The app's own analytics events (spec 01 §7: StartDT, SubmitDT). */
export function analyticsEvent(
  type: 'StartDT' | 'SubmitDT',
  testKey: string,
): TrackingEvent {
  return {
    TrackType: type,
    ContextKey: testKey,
    LocalStamp: new Date().toISOString(),
  };
}

/**
 * The test kept in the local record (spec 02 §3 studentDiagnosticTest) with
 * the idempotency key of its submission, so a retry after a crash sends the
 * same key (DESIGN.md §4 Nothing typed is lost).
 */
export const StoredDiagnosticTest = DiagnosticTest.extend({
  IdempotencyKey: z.string().min(8).max(100),
});
export type StoredDiagnosticTest = z.infer<typeof StoredDiagnosticTest>;

/** spec 02 §5: a stored test counts only with its key and a non-empty module list. */
export function readStoredTest(value: unknown): StoredDiagnosticTest | null {
  if (!isValidStoredDiagnosticTest(value)) return null;
  const parsed = StoredDiagnosticTest.safeParse(value);
  return parsed.success ? parsed.data : null;
}
