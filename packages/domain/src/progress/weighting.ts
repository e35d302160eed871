/** A lesson as progress weighting sees it. */
export interface WeightedLesson {
  isLessonDone: boolean;
  practiceActivityCount: number;
  practiceActivityCompletedCount: number;
}

// spec 02 §9: module done equals 4 lessons counted.
export const MODULE_DONE_QUIZ_UNITS = 4;
// spec 02 §4 Progress: quiz 1/20 per unit, practice 1/5 per unit (4 units of each make 100%).
export const QUIZ_UNIT_WEIGHT = 1 / 20;
export const PRACTICE_UNIT_WEIGHT = 1 / 5;

// spec 02 §4 Progress: 0 with no lessons, 4 if the module is done, else the count of done lessons.
export function moduleQuizProgress(
  lessons: readonly WeightedLesson[],
  isModuleDone: boolean,
): number {
  if (lessons.length === 0) return 0;
  if (isModuleDone) return MODULE_DONE_QUIZ_UNITS;
  return Math.min(
    lessons.filter((l) => l.isLessonDone).length,
    MODULE_DONE_QUIZ_UNITS,
  );
}

/** spec 02 §4 Progress: finished over total practice activities, 0..1. */
export function modulePracticeProgress(
  lessons: readonly WeightedLesson[],
): number {
  const total = lessons.reduce(
    (sum, l) => sum + Math.max(0, l.practiceActivityCount),
    0,
  );
  if (total === 0) return 0;
  const done = lessons.reduce(
    (sum, l) =>
      sum +
      Math.min(
        Math.max(0, l.practiceActivityCompletedCount),
        Math.max(0, l.practiceActivityCount),
      ),
    0,
  );
  return done / total;
}

export interface ModuleProgress {
  moduleQuizProgress: number;
  modulePracticeProgress: number;
  /** 0..1: quiz units x 1/20 plus practice ratio x 4 units x 1/5. */
  moduleTotalProgress: number;
}

// spec 02 §4 Progress: total progress is the sum of the weighted quiz and practice parts.
export function moduleProgress(
  lessons: readonly WeightedLesson[],
  isModuleDone: boolean,
): ModuleProgress {
  const quiz = moduleQuizProgress(lessons, isModuleDone);
  const practice = modulePracticeProgress(lessons);
  const total =
    quiz * QUIZ_UNIT_WEIGHT +
    practice * MODULE_DONE_QUIZ_UNITS * PRACTICE_UNIT_WEIGHT;
  return {
    moduleQuizProgress: quiz,
    modulePracticeProgress: practice,
    moduleTotalProgress: Math.min(1, total),
  };
}

// spec 02 §2 Progress views: the remediation circle splits a module's lessons into done and not done.
export function remediationCircle(
  lessons: readonly { isLessonDone: boolean }[],
): { done: number; notDone: number } {
  const done = lessons.filter((l) => l.isLessonDone).length;
  return { done, notDone: lessons.length - done };
}
