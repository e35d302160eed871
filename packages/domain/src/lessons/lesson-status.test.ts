import { describe, expect, it } from 'vitest';
import {
  areAllLessonsDone,
  isLessonDone,
  isModuleCompletion,
  isModuleDone,
  lessonStates,
  moduleButtonLabel,
  type LessonInput,
} from './lesson-status';

const lesson = (
  sequence: number,
  studentScore: number | null,
  totalScore = 5,
): LessonInput => ({
  lessonKey: `l${sequence}`,
  sequence,
  studentScore,
  totalScore,
});

describe('lesson status (spec 02 §4)', () => {
  it('is done when the total is above 0 and a student score exists', () => {
    expect(isLessonDone({ totalScore: 5, studentScore: 0 })).toBe(true);
    expect(isLessonDone({ totalScore: 0, studentScore: 3 })).toBe(false);
    expect(isLessonDone({ totalScore: 5, studentScore: null })).toBe(false);
  });

  it('makes the first lesson available and the rest locked for a new module', () => {
    expect(lessonStates([lesson(2, null), lesson(1, null)], false)).toEqual([
      {
        lessonKey: 'l1',
        sequence: 1,
        status: 1,
        feedBack: 'Not taken',
        isLessonDone: false,
      },
      {
        lessonKey: 'l2',
        sequence: 2,
        status: 3,
        feedBack: 'Locked',
        isLessonDone: false,
      },
    ]);
  });

  it('marks done lessons 2 with their quiz feedback and opens the next one', () => {
    const states = lessonStates(
      [lesson(1, 5), lesson(2, 2), lesson(3, null), lesson(4, null)],
      false,
    );
    expect(states.map((s) => [s.status, s.feedBack])).toEqual([
      [2, 'Excellent'],
      [2, 'Keep trying'],
      [1, 'Not taken'],
      [3, 'Locked'],
    ]);
  });

  it('locks every lesson of a locked module', () => {
    expect(
      lessonStates([lesson(1, 5), lesson(2, null)], true).map((s) => s.status),
    ).toEqual([3, 3]);
  });

  it('calls a module done when its last lesson by sequence is done', () => {
    expect(isModuleDone([lesson(4, 3), lesson(1, null)])).toBe(true);
    expect(isModuleDone([lesson(4, null), lesson(1, 5)])).toBe(false);
    expect(isModuleDone([])).toBe(false);
    expect(areAllLessonsDone([lesson(1, 2), lesson(2, 3)])).toBe(true);
    expect(areAllLessonsDone([lesson(1, 2), lesson(2, null)])).toBe(false);
  });

  it('reports module completion when the finished lesson has sequence 4', () => {
    expect(isModuleCompletion(4)).toBe(true);
    expect(isModuleCompletion(3)).toBe(false);
  });

  it.each([
    [
      { isModuleDone: false, totalProgress: 0, isLockedInTrial: false },
      'Start',
    ],
    [
      { isModuleDone: false, totalProgress: 0.1, isLockedInTrial: false },
      'Continue',
    ],
    [
      { isModuleDone: true, totalProgress: 1, isLockedInTrial: false },
      'Review',
    ],
    [
      { isModuleDone: false, totalProgress: 0, isLockedInTrial: true },
      'Get the full version',
    ],
  ])('labels the module button for %o as %s (spec 02 §2)', (state, label) => {
    expect(moduleButtonLabel(state)).toBe(label);
  });
});
