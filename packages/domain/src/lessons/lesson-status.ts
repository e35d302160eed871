import { lessonFeedbackText, type LessonFeedbackText } from './quiz-feedback';

/** spec 02 §3 Lesson status: 1 available, 2 done, 3 locked. */
export type LessonStatus = 1 | 2 | 3;
export const LESSON_STATUS = { available: 1, done: 2, locked: 3 } as const;

export interface LessonScore {
  totalScore: number;
  studentScore: number | null;
}

export interface LessonInput extends LessonScore {
  lessonKey: string;
  sequence: number;
}

export interface LessonState {
  lessonKey: string;
  sequence: number;
  status: LessonStatus;
  /** 'Not taken' (available), 'Locked' (locked) or the quiz feedback text (done). */
  feedBack: LessonFeedbackText | 'Not taken' | 'Locked';
  isLessonDone: boolean;
}

// spec 02 §4 Lesson status: done when the total score is above 0 and a student score exists.
export function isLessonDone(lesson: LessonScore): boolean {
  return (
    lesson.totalScore > 0 &&
    lesson.studentScore !== null &&
    Number.isFinite(lesson.studentScore)
  );
}

export function bySequence<T extends { sequence: number }>(
  lessons: readonly T[],
): T[] {
  return [...lessons].sort((a, b) => a.sequence - b.sequence);
}

// spec 02 §4 Lesson status: available only if first or the previous lesson is done;
// all locked if the module is locked. A done lesson's feedback is its quiz feedback text.
export function lessonStates(
  lessons: readonly LessonInput[],
  isModuleLocked: boolean,
): LessonState[] {
  const ordered = bySequence(lessons);
  return ordered.map((lesson, i) => {
    const done = isLessonDone(lesson);
    const previous = ordered[i - 1];
    const reachable = previous === undefined || isLessonDone(previous);
    if (isModuleLocked || (!done && !reachable)) {
      return {
        lessonKey: lesson.lessonKey,
        sequence: lesson.sequence,
        status: LESSON_STATUS.locked,
        feedBack: 'Locked',
        isLessonDone: done,
      };
    }
    if (done) {
      return {
        lessonKey: lesson.lessonKey,
        sequence: lesson.sequence,
        status: LESSON_STATUS.done,
        feedBack: lessonFeedbackText(lesson.studentScore, lesson.totalScore),
        isLessonDone: true,
      };
    }
    return {
      lessonKey: lesson.lessonKey,
      sequence: lesson.sequence,
      status: LESSON_STATUS.available,
      feedBack: 'Not taken',
      isLessonDone: false,
    };
  });
}

// spec 02 §4: a module is done when its last lesson (by sequence) is done.
export function isModuleDone(
  lessons: readonly (LessonScore & { sequence: number })[],
): boolean {
  const last = bySequence(lessons).at(-1);
  return last !== undefined && isLessonDone(last);
}

/** Every lesson of the module is done (a module without lessons has nothing left). */
export function areAllLessonsDone(lessons: readonly LessonScore[]): boolean {
  return lessons.every(isLessonDone);
}

// spec 02 §4: module completion is reported when the finished lesson has sequence 4.
export const MODULE_COMPLETION_SEQUENCE = 4;
export function isModuleCompletion(finishedLessonSequence: number): boolean {
  return finishedLessonSequence === MODULE_COMPLETION_SEQUENCE;
}

/** spec 02 §2 Module lesson: the module button label. */
export type ModuleButtonLabel =
  'Start' | 'Continue' | 'Review' | 'Get the full version';

// spec 02 §2: Start or Continue (progress above 0) when not done, Review when done,
// Get the full version when locked during the trial.
export function moduleButtonLabel(input: {
  isModuleDone: boolean;
  totalProgress: number;
  isLockedInTrial: boolean;
}): ModuleButtonLabel {
  if (input.isLockedInTrial) return 'Get the full version';
  if (input.isModuleDone) return 'Review';
  return input.totalProgress > 0 ? 'Continue' : 'Start';
}
