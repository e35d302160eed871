import { roundedPercent } from '../progress/rounding';
import type { RemediationLesson } from '../progress/student-progress';
import {
  moduleProgress,
  remediationCircle,
  type ModuleProgress,
} from '../progress/weighting';
import { isModuleDone, lessonStates, type LessonState } from './lesson-status';
import type { PracticeProgress } from './practice-sections';
import { quizScoreStatus, type QuizScoreStatus } from './quiz-feedback';

/** spec 02 §3 Lesson, as the module lesson screen and the learn page's cards show it. */
export interface LessonView extends LessonState {
  name: string;
  activityKeys: string[];
  studentScore: number | null;
  totalScore: number;
  practiceActivityCount: number;
  practiceActivityCompletedCount: number;
  /** Finished practice activity keys (spec 02 §3 Practice progress per lesson). */
  finishedActivityKeys: string[];
  /** spec 02 §3 quizScoreStatus; null until the quiz is taken. */
  quizScoreStatus: QuizScoreStatus | null;
}

export interface ModuleLessonsView extends ModuleProgress {
  lessons: LessonView[];
  isModuleDone: boolean;
  /** spec 02 §2 Progress views: the remediation circle, lessons done and not done. */
  circle: { done: number; notDone: number };
}

/**
 * spec 02 §3 Module (derived view), its lesson part: each lesson's status and
 * feedback (spec 02 §4 Lesson status), practice counts from the stored
 * practice progress (ActivityCount and the finished keys, spec 02 §3), the
 * quiz score level, and the module's progress (spec 02 §4 Progress).
 */
export function moduleLessonsView(
  lessons: readonly RemediationLesson[],
  practice: readonly PracticeProgress[],
  isModuleLocked: boolean,
): ModuleLessonsView {
  const states = lessonStates(
    lessons.map((l) => ({
      lessonKey: l.LessonKey,
      sequence: l.Sequence,
      totalScore: l.TotalScore,
      studentScore: l.StudentScore,
    })),
    isModuleLocked,
  );
  const byKey = new Map(lessons.map((l) => [l.LessonKey, l]));
  const progressOf = new Map(practice.map((p) => [p.Key, p]));
  const views: LessonView[] = states.map((state) => {
    const lesson = byKey.get(state.lessonKey);
    const stored = progressOf.get(state.lessonKey);
    const count = Math.max(0, stored?.ActivityCount ?? 0);
    const finished = [...new Set(stored?.Activities ?? [])];
    const totalScore = lesson?.TotalScore ?? 0;
    const studentScore = lesson?.StudentScore ?? null;
    return {
      ...state,
      name: lesson?.Name ?? state.lessonKey,
      activityKeys: [...(lesson?.ActivityKeys ?? [])],
      studentScore,
      totalScore,
      practiceActivityCount: count,
      practiceActivityCompletedCount: Math.min(count, finished.length),
      finishedActivityKeys: finished,
      quizScoreStatus:
        state.isLessonDone && studentScore !== null
          ? quizScoreStatus(studentScore, totalScore)
          : null,
    };
  });
  const done = isModuleDone(
    lessons.map((l) => ({
      sequence: l.Sequence,
      totalScore: l.TotalScore,
      studentScore: l.StudentScore,
    })),
  );
  const progress = moduleProgress(views, done);
  return {
    ...progress,
    lessons: views,
    isModuleDone: done,
    circle: remediationCircle(views),
  };
}

/** The percent of done out of total a progress circle shows (0..100, whole numbers, .5 up). */
export function progressPercent(done: number, total: number): number {
  return Math.max(0, Math.min(100, roundedPercent(done, total)));
}

// spec 02 §2 Progress views: circular, 3.6 degrees per percent; above 50 the left half
// turns too, otherwise only the right one.
export const DEGREES_PER_PERCENT = 3.6;
export function progressCircleRotation(percent: number): {
  right: number;
  left: number;
} {
  const p = Math.max(0, Math.min(100, percent));
  return p > 50
    ? { right: 180, left: (p - 50) * DEGREES_PER_PERCENT }
    : { right: p * DEGREES_PER_PERCENT, left: 0 };
}
