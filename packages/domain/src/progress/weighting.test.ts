import { describe, expect, it } from 'vitest';
import {
  moduleProgress,
  moduleQuizProgress,
  modulePracticeProgress,
  remediationCircle,
} from './weighting';

const lesson = (done: boolean, practice: number, completed: number) => ({
  isLessonDone: done,
  practiceActivityCount: practice,
  practiceActivityCompletedCount: completed,
});

describe('progress weighting (spec 02 §4 Progress, §9)', () => {
  it('counts quiz progress 0 with no lessons, 4 when the module is done, else done lessons', () => {
    expect(moduleQuizProgress([], true)).toBe(0);
    expect(moduleQuizProgress([lesson(false, 1, 0)], true)).toBe(4);
    expect(
      moduleQuizProgress(
        [lesson(true, 1, 0), lesson(true, 1, 0), lesson(false, 1, 0)],
        false,
      ),
    ).toBe(2);
  });

  it('counts practice progress as finished over total activities', () => {
    expect(
      modulePracticeProgress([lesson(false, 4, 1), lesson(false, 4, 3)]),
    ).toBe(0.5);
    expect(modulePracticeProgress([lesson(false, 0, 0)])).toBe(0);
    expect(modulePracticeProgress([lesson(false, 2, 9)])).toBe(1);
  });

  it('weighs a quiz unit 1/20 and a practice unit 1/5, so a finished module is 100%', () => {
    const all = [1, 2, 3, 4].map(() => lesson(true, 3, 3));
    expect(moduleProgress(all, true).moduleTotalProgress).toBeCloseTo(1);
    const half = moduleProgress(
      [lesson(true, 2, 2), lesson(false, 2, 0)],
      false,
    );
    expect(half).toEqual({
      moduleQuizProgress: 1,
      modulePracticeProgress: 0.5,
      moduleTotalProgress: 1 / 20 + 0.5 * 4 * (1 / 5),
    });
  });

  it('splits the remediation circle into done and not-done lessons (spec 02 §2)', () => {
    expect(
      remediationCircle([
        { isLessonDone: true },
        { isLessonDone: false },
        { isLessonDone: false },
      ]),
    ).toEqual({ done: 1, notDone: 2 });
  });
});
