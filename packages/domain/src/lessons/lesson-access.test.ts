import { describe, expect, it } from 'vitest';
import { authorityFor } from '../authority/user-status';
import { computeStudentProgress } from '../progress/learning-path';
import { input, lessonsDone, test } from '../progress/learning-path.testdata';
import { T1 } from '../progress/progress.testdata';
import { lessonStudyAccess, moduleStudyAccess } from './lesson-access';

// m4a recommended (30), m4b recommended (50); lesson 1 of m4a done.
const progress = computeStudentProgress(
  input({
    diagnosticTests: [test('dt1', T1, { m4a: 30, m4b: 50 })],
    lessons: lessonsDone('m4a').slice(0, 1),
  }),
);
const regular = authorityFor(1, progress);
const demo = authorityFor(4, progress);
const expired = authorityFor(2, progress);

describe('module study access (DESIGN.md §3b Refusals, spec 02 §6)', () => {
  it('lets a regular student study tested and lower-grade modules', () => {
    expect(moduleStudyAccess(regular, progress, 'm4b')).toEqual({ ok: true });
    expect(moduleStudyAccess(regular, progress, 'm3a')).toEqual({ ok: true });
  });

  it('refuses a higher-grade module while the current ones are unfinished (learning path)', () => {
    expect(moduleStudyAccess(regular, progress, 'm5a')).toEqual({
      ok: false,
      refusal: 'learningPath',
    });
  });

  it('lets demo and expired students open only canRemediationModules (authority)', () => {
    expect(moduleStudyAccess(demo, progress, 'm4a')).toEqual({ ok: true });
    expect(moduleStudyAccess(demo, progress, 'm4b')).toEqual({
      ok: false,
      refusal: 'authority',
    });
    expect(moduleStudyAccess(expired, progress, 'm3a')).toEqual({
      ok: false,
      refusal: 'authority',
    });
  });
});

describe('lesson study access (spec 02 §4 Lesson status, §6)', () => {
  it('opens the first lesson and the one after a done lesson', () => {
    const access = lessonStudyAccess(
      regular,
      progress,
      'm4a',
      'm4a-l2',
      'quiz',
    );
    expect(access.ok && access.lesson.LessonKey).toBe('m4a-l2');
    expect(
      lessonStudyAccess(regular, progress, 'm4b', 'm4b-l1', 'practice').ok,
    ).toBe(true);
  });

  it('refuses a lesson whose previous lesson is not done', () => {
    expect(
      lessonStudyAccess(regular, progress, 'm4b', 'm4b-l2', 'quiz'),
    ).toEqual({ ok: false, refusal: 'lessonLocked' });
  });

  it('lets a done lesson be taken again', () => {
    expect(
      lessonStudyAccess(regular, progress, 'm4a', 'm4a-l1', 'quiz').ok,
    ).toBe(true);
  });

  it('refuses practice to an expired student but not the quiz of an allowed module', () => {
    expect(
      lessonStudyAccess(expired, progress, 'm4a', 'm4a-l1', 'practice'),
    ).toEqual({ ok: false, refusal: 'authority' });
    expect(
      lessonStudyAccess(expired, progress, 'm4a', 'm4a-l1', 'quiz').ok,
    ).toBe(true);
    expect(
      lessonStudyAccess(demo, progress, 'm4a', 'm4a-l1', 'practice').ok,
    ).toBe(true);
  });

  it('names a lesson the module does not have', () => {
    expect(
      lessonStudyAccess(regular, progress, 'm4a', 'm4b-l1', 'quiz'),
    ).toEqual({ ok: false, refusal: 'unknownLesson' });
  });
});
