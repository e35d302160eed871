import { lazySchema } from '@gp/api';
import { z } from 'zod';
import {
  can,
  isValidRemediationInfo,
  lessonToStart,
  LESSON_STATUS,
  type Authority,
  type LessonStart,
  type LessonView,
} from '@gp/domain';
import { getLocalRecord, updateLocalRecord } from '../storage/local-record';
import { postTrackingEventsRequest } from '../tracking/post-tracking-events';

/**
 * The lesson being studied, as the local record keeps it (spec 02 §3
 * Remediation info, with the module it belongs to and the idempotency key of
 * its quiz submission, so a retry after a crash sends the same key).
 */
export const StoredLesson = lazySchema(() =>
  z.object({
    moduleKey: z.string().min(1),
    lessonKey: z.string().min(1),
    activityKeys: z.array(z.string()).min(1),
    startIndex: z.number().int().min(0),
    quizIdempotencyKey: z.string().min(8).optional(),
  }),
);
export type StoredLesson = z.infer<typeof StoredLesson>;

/** spec 02 §5: remediation info is valid only with lessonKey and a non-empty activityKeys list. */
export function readStoredLesson(value: unknown): StoredLesson | null {
  if (!isValidRemediationInfo(value)) return null;
  const parsed = StoredLesson.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The lesson a module's Start / Continue button opens (spec 02 §4 Starting a
 * lesson: the last lesson with status 1); a done module (Review) opens its
 * first lesson again. Null when every lesson is locked.
 */
export function lessonToOpen(
  lessons: readonly LessonView[],
  authority: Authority,
): LessonStart | null {
  const canPractice = can(authority, 'doPractice');
  const activityKeysOf = (key: string) =>
    lessons.find((l) => l.lessonKey === key)?.activityKeys ?? [];
  const next = lessonToStart(lessons, activityKeysOf, { canPractice });
  if (next) return next;
  const first = lessons.find((l) => l.status === LESSON_STATUS.done);
  return first ? chosenLesson(first, authority) : null;
}

/** A lesson the student chose from the list (available or done). */
export function chosenLesson(
  lesson: LessonView,
  authority: Authority,
): LessonStart {
  return {
    lessonKey: lesson.lessonKey,
    activityKeys: [...lesson.activityKeys],
    startIndex: 0,
    // spec 02 §6: practice sections are blocked for expired students.
    pageStatus: can(authority, 'doPractice') ? 1 : 2,
  };
}

/**
 * spec 02 §4 Starting a lesson: a start event is recorded (analytics
 * StartLesson, best effort), lesson info (activity keys, lesson key, start
 * index 0), page status and module key are stored; the caller then goes to
 * the remediation lesson. The previous lesson's quiz state is cleared.
 */
export function storeLessonStart(
  moduleKey: string,
  start: LessonStart,
): Promise<void> {
  void postTrackingEventsRequest([
    {
      TrackType: 'StartLesson',
      ContextKey: start.lessonKey,
      LocalStamp: new Date().toISOString(),
    },
  ]).catch(() => undefined);
  const stored: StoredLesson = {
    moduleKey,
    lessonKey: start.lessonKey,
    activityKeys: start.activityKeys,
    startIndex: start.startIndex,
  };
  return updateLocalRecord({
    remediationModuleKey: moduleKey,
    remediationInfo: stored,
    remediationPageStatus: start.pageStatus,
    remediationStartReviewInfo: undefined,
    remediationStartQuizKey: undefined,
    remediationData: undefined,
  });
}

/** The stored lesson, if the local record holds a valid one. */
export function currentStoredLesson(): StoredLesson | null {
  return readStoredLesson(getLocalRecord().remediationInfo);
}
