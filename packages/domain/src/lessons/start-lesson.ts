import { LESSON_STATUS, type LessonState } from './lesson-status';

/** spec 02 §3 Remediation info stored when a lesson starts. */
export interface LessonStart {
  lessonKey: string;
  activityKeys: string[];
  startIndex: 0;
  /** spec 02 §2 Remediation page status: 1 practice, 2 the quiz intro (practice blocked). */
  pageStatus: 1 | 2;
}

// spec 02 §4 Starting a lesson: the last lesson with status 1 is found. Null when
// none is available (module done or locked): the caller opens the lesson chosen.
// spec 02 §6: practice sections are blocked for expired students, so without the
// doPractice capability the lesson opens at the quiz intro (page status 2).
export function lessonToStart(
  states: readonly LessonState[],
  activityKeysOf: (lessonKey: string) => readonly string[],
  { canPractice = true }: { canPractice?: boolean } = {},
): LessonStart | null {
  const lesson = [...states]
    .reverse()
    .find((s) => s.status === LESSON_STATUS.available);
  if (!lesson) return null;
  return {
    lessonKey: lesson.lessonKey,
    activityKeys: [...activityKeysOf(lesson.lessonKey)],
    startIndex: 0,
    pageStatus: canPractice ? 1 : 2,
  };
}
