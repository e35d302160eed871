import { describe, expect, it } from 'vitest';
import type { RemediationLesson } from '../progress/student-progress';
import {
  moduleLessonsView,
  progressCircleRotation,
  progressPercent,
} from './module-lessons';

const lesson = (
  sequence: number,
  studentScore: number | null,
  totalScore = studentScore === null ? 0 : 10,
): RemediationLesson => ({
  Name: `Lesson ${sequence}`,
  LessonKey: `l${sequence}`,
  TotalScore: totalScore,
  StudentScore: studentScore,
  ActivityKeys: [`l${sequence}-video`, `l${sequence}-p1`, `l${sequence}-q1`],
  Sequence: sequence,
  Description: '',
});

const four = (scores: (number | null)[]) =>
  scores.map((s, i) => lesson(i + 1, s));

describe('the lessons of a module (spec 02 §3 Module derived view, §4 Lesson status and Progress)', () => {
  it('makes lesson 2 available once lesson 1 is done, with lesson 1 feedback and score level', () => {
    const view = moduleLessonsView(four([9, null, null, null]), [], false);
    expect(view.lessons.map((l) => l.status)).toEqual([2, 1, 3, 3]);
    expect(view.lessons[0]).toMatchObject({
      feedBack: 'Excellent',
      quizScoreStatus: 1,
      studentScore: 9,
      totalScore: 10,
    });
    expect(view.lessons[1]).toMatchObject({
      feedBack: 'Not taken',
      quizScoreStatus: null,
    });
    expect(view.lessons[2]?.feedBack).toBe('Locked');
  });

  it('locks every lesson of a locked module', () => {
    const view = moduleLessonsView(four([null, null, null, null]), [], true);
    expect(view.lessons.every((l) => l.status === 3)).toBe(true);
  });

  it('counts practice from the stored progress: ActivityCount and the finished keys, never above the count', () => {
    const view = moduleLessonsView(
      four([null, null, null, null]),
      [
        {
          Key: 'l1',
          ActivityCount: 2,
          Activities: ['l1-p1', 'l1-p1', 'x', 'y'],
        },
      ],
      false,
    );
    expect(view.lessons[0]).toMatchObject({
      practiceActivityCount: 2,
      practiceActivityCompletedCount: 2,
    });
    expect(view.lessons[1]?.practiceActivityCount).toBe(0);
  });

  it('weights progress 1/20 per done lesson and 1/5 per practice unit (spec 02 §4 Progress)', () => {
    const none = moduleLessonsView(four([null, null, null, null]), [], false);
    expect(none.moduleTotalProgress).toBe(0);
    const practised = moduleLessonsView(
      four([null, null, null, null]),
      [
        { Key: 'l1', ActivityCount: 2, Activities: ['l1-p1'] },
        { Key: 'l2', ActivityCount: 2, Activities: [] },
      ],
      false,
    );
    // 1 of 4 practice activities: 1/4 x 4 units x 1/5.
    expect(practised.moduleTotalProgress).toBeCloseTo(0.2);
    const oneDone = moduleLessonsView(four([6, null, null, null]), [], false);
    expect(oneDone.moduleQuizProgress).toBe(1);
    expect(oneDone.moduleTotalProgress).toBeCloseTo(0.05);
    expect(oneDone.circle).toEqual({ done: 1, notDone: 3 });
  });

  it('says the module is done when its last lesson is done', () => {
    const view = moduleLessonsView(four([5, 7, 8, 10]), [], false);
    expect(view.isModuleDone).toBe(true);
    expect(view.moduleQuizProgress).toBe(4);
    expect(view.lessons.map((l) => l.feedBack)).toEqual([
      'Not bad',
      'Not bad',
      'Good job',
      'Excellent',
    ]);
  });
});

describe('the progress circle (spec 02 §2 Progress views)', () => {
  it('turns 3.6 degrees per percent, the left half only above 50', () => {
    expect(progressCircleRotation(25)).toEqual({ right: 90, left: 0 });
    expect(progressCircleRotation(50)).toEqual({ right: 180, left: 0 });
    expect(progressCircleRotation(75)).toEqual({ right: 180, left: 90 });
    expect(progressCircleRotation(140)).toEqual({ right: 180, left: 180 });
  });

  it('shows whole percents between 0 and 100', () => {
    expect(progressPercent(1, 4)).toBe(25);
    expect(progressPercent(1, 8)).toBe(13);
    expect(progressPercent(-1, 4)).toBe(0);
    expect(progressPercent(1, 0)).toBe(0);
    expect(progressPercent(Number.NaN, 4)).toBe(0);
    expect(progressPercent(6, 4)).toBe(100);
  });
});
