import {
  DiagnosticTest,
  HostToPlayer,
  PlayerToHost,
  type CultureCode,
} from '@gp/api';
import { isValidStoredDiagnosticTest } from '@gp/domain';
import { z } from 'zod';
import type { TrackingEvent } from '../api/post-tracking-events';

/** spec 01 §2 testing: the frame's lesson id, from the test key, the student id and the type. */
export function lessonIdOf(testKey: string, studentId: string): string {
  return `${testKey}_${studentId}_diagnostic_test`;
}

/** The player's page (DESIGN.md §3: the player is at /player/). */
export const PLAYER_PAGE = '/player/';

/** The player's address (spec 01 §7; packages/api PlayerQuery). */
export function playerUrl(options: {
  lessonId: string;
  studentId: string;
  lang: CultureCode;
  getNewData: boolean;
}): string {
  const query = new URLSearchParams({
    lessonId: options.lessonId,
    studentId: options.studentId,
    type: 'diagnostic_test',
    lang: options.lang,
    getNewData: options.getNewData ? '1' : '0',
  });
  return `${PLAYER_PAGE}?${query.toString()}`;
}

/**
 * A message from our player frame, or null: it must come from our origin,
 * from the frame's own window, parse as PlayerToHost and be about our
 * lesson (STYLE.md rule 5).
 */
export function playerMessageOf(
  event: MessageEvent,
  frameWindow: Window | null | undefined,
  lessonId: string,
  origin: string = window.location.origin,
): PlayerToHost | null {
  if (event.origin !== origin) return null;
  if (!frameWindow || event.source !== frameWindow) return null;
  const parsed = PlayerToHost.safeParse(event.data);
  if (!parsed.success || parsed.data.lessonId !== lessonId) return null;
  return parsed.data;
}

/** Posts a message to the frame, to our own origin only. */
export function postToPlayer(
  frameWindow: Window | null | undefined,
  message: HostToPlayer,
  origin: string = window.location.origin,
): void {
  frameWindow?.postMessage(HostToPlayer.parse(message), origin);
}

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
