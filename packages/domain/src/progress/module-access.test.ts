import { describe, expect, it } from 'vitest';
import { computeStudentProgress } from './learning-path';
import { input, lessonsDone, test } from './learning-path.testdata';
import {
  isNeverStudied,
  remediationModuleOf,
  studyAccess,
} from './module-access';
import { progressGroup, progressGroupCounts } from './progress-groups';
import { T1 } from './progress.testdata';

describe('study access by grade (spec 01 §6, spec 02 §6)', () => {
  const progress = computeStudentProgress(
    input({
      diagnosticTests: [test('dt1', T1, { m4a: 90, m4b: 50 })],
      lessons: lessonsDone('m4a').slice(0, 1),
    }),
  );

  it('opens tested and lower-grade modules and locks higher-grade ones', () => {
    expect(studyAccess(progress, 'm4b')).toBe('tested');
    expect(studyAccess(progress, 'm3a')).toBe('lowerGrade');
    expect(studyAccess(progress, 'm5a')).toBe('locked');
    expect(remediationModuleOf(progress, 'm3b')?.ModuleKey).toBe('m3b');
    expect(remediationModuleOf(progress, 'm5a')).toBeNull();
  });

  it('knows a module never studied from one with a lesson done', () => {
    expect(isNeverStudied(remediationModuleOf(progress, 'm4b')!)).toBe(true);
    expect(isNeverStudied(remediationModuleOf(progress, 'm4a')!)).toBe(false);
  });
});

describe('progress tab groups (spec 02 §2)', () => {
  it.each([
    [1, 0, 'passed'],
    [4, 0, 'notStarted'],
    [2, 0.3, 'studying'],
    [3, 0, 'notPassed'],
  ] as const)(
    'puts dt status %s with progress %s in %s',
    (status, progress, group) => {
      expect(progressGroup(status, progress)).toBe(group);
    },
  );

  it('counts modules per group', () => {
    expect(
      progressGroupCounts([
        { status: 1, totalProgress: 1 },
        { status: 2, totalProgress: 0 },
        { status: 2, totalProgress: 0.5 },
      ]),
    ).toEqual({ studying: 1, notPassed: 1, passed: 1, notStarted: 0 });
  });
});
