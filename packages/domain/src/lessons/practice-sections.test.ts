import { describe, expect, it } from 'vitest';
import {
  isQuizActivity,
  isVideoActivity,
  splitLessonActivities,
} from './activity-kind';
import {
  activityItemStatus,
  practiceCounts,
  practiceSections,
} from './practice-sections';
import { lessonToStart } from './start-lesson';
import { lessonStates } from './lesson-status';

describe('practice sections (spec 02 §4)', () => {
  const activities = [
    { key: 'v1', type: 'video' },
    { key: 'p1', type: 'practice' },
    { key: 'p2', type: 'practice' },
    { key: 'v2', type: 'Video' },
    { key: 'p3', type: 'practice' },
  ];

  it('puts a video alone and groups consecutive non-video activities', () => {
    expect(
      practiceSections(activities, []).map((s) => [s.kind, s.activityKeys]),
    ).toEqual([
      ['video', ['v1']],
      ['practice', ['p1', 'p2']],
      ['video', ['v2']],
      ['practice', ['p3']],
    ]);
  });

  it('marks a section done (2) when all its keys are in the stored progress, else 1', () => {
    expect(
      practiceSections(activities, ['v1', 'p1']).map((s) => s.status),
    ).toEqual([2, 1, 1, 1]);
    expect(
      practiceSections(activities, ['p1', 'p2', 'p3']).map((s) => s.status),
    ).toEqual([1, 2, 1, 2]);
  });

  it('marks activity items played (2) or not played (1)', () => {
    expect(activityItemStatus('p1', ['p1'])).toBe(2);
    expect(activityItemStatus('p2', ['p1'])).toBe(1);
  });

  it('counts practice activities done from the stored practice progress', () => {
    expect(
      practiceCounts(['a', 'b', 'c'], {
        Key: 'l1',
        ActivityCount: 3,
        Activities: ['a', 'c', 'x'],
      }),
    ).toEqual({ practiceActivityCount: 3, practiceActivityCompletedCount: 2 });
    expect(practiceCounts(['a'], undefined)).toEqual({
      practiceActivityCount: 1,
      practiceActivityCompletedCount: 0,
    });
  });
});

describe('activity kinds (spec 02 §3 Activity)', () => {
  it('treats output and review activities as quizzes and the rest as practice', () => {
    expect(isQuizActivity({ activityType: 'Output' })).toBe(true);
    expect(isQuizActivity({ activityType: 'review' })).toBe(true);
    expect(isQuizActivity({ activityType: 'input' })).toBe(false);
    expect(isQuizActivity({})).toBe(false);
    expect(isVideoActivity({ type: 'VIDEO' })).toBe(true);
    const split = splitLessonActivities([
      { key: 'a', type: 'x', activityType: 'output' },
      { key: 'b', type: 'video' },
    ]);
    expect(split.quiz.map((a) => a.key)).toEqual(['a']);
    expect(split.practice.map((a) => a.key)).toEqual(['b']);
  });
});

describe('starting a lesson (spec 02 §4)', () => {
  const keysOf = (key: string) => [`${key}-a`, `${key}-b`];

  it('starts the last lesson with status 1 at index 0 in practice', () => {
    const states = lessonStates(
      [
        { lessonKey: 'l1', sequence: 1, totalScore: 5, studentScore: 3 },
        { lessonKey: 'l2', sequence: 2, totalScore: 0, studentScore: null },
      ],
      false,
    );
    expect(lessonToStart(states, keysOf)).toEqual({
      lessonKey: 'l2',
      activityKeys: ['l2-a', 'l2-b'],
      startIndex: 0,
      pageStatus: 1,
    });
  });

  it('opens at the quiz intro (page status 2) when practice is blocked (spec 02 §6 expired)', () => {
    const states = lessonStates(
      [{ lessonKey: 'l1', sequence: 1, totalScore: 0, studentScore: null }],
      false,
    );
    expect(lessonToStart(states, keysOf, { canPractice: false })).toMatchObject(
      { lessonKey: 'l1', pageStatus: 2 },
    );
    expect(
      lessonToStart(states, keysOf, { canPractice: true })?.pageStatus,
    ).toBe(1);
  });

  it('finds nothing to start in a finished or locked module', () => {
    const done = lessonStates(
      [{ lessonKey: 'l1', sequence: 1, totalScore: 5, studentScore: 3 }],
      false,
    );
    expect(lessonToStart(done, keysOf)).toBeNull();
    const locked = lessonStates(
      [{ lessonKey: 'l1', sequence: 1, totalScore: 0, studentScore: null }],
      true,
    );
    expect(lessonToStart(locked, keysOf)).toBeNull();
  });
});
