import { describe, expect, it } from 'vitest';
import {
  areAllTestsDone,
  areRecommendedLessonsDone,
  computeStudentProgress,
  diagnosticTestSummary,
  isNextTestUnlocked,
} from './learning-path';
import { input, lessonsDone, test } from './learning-path.testdata';
import { T1, T2, T3, T4 } from './progress.testdata';

const keys = (list: { ModuleKey: string }[]) => list.map((m) => m.ModuleKey);

describe('learning path (DESIGN.md §4, spec 02 §3 Student progress)', () => {
  it('gives a first-time student a first test of the start-point grade modules', () => {
    const p = computeStudentProgress(input());
    expect(p.IsFirstTime).toBe(true);
    expect(p.IsFinishedHardestGrade).toBe(false);
    expect(p.DiagnosticTestProgress).toEqual({
      DiagnosticTestNumber: 0,
      NextDiagnosticTest: { New: ['m4a', 'm4b'], NeedToBeVerified: [] },
      UserDiagnosticTestScoreSummary: [],
      UserDiagnosticTestAllResult: [],
    });
    expect(keys(p.RemediationProgress.LessThanSelectedGradeModules)).toEqual([
      'm3a',
      'm3b',
    ]);
    expect(p.RemediationProgress.Recommended).toEqual([]);
    expect(isNextTestUnlocked(p)).toBe(true);
    expect(areAllTestsDone(p)).toBe(false);
  });

  it('lists lessons by sequence with their names, activity keys and no score yet', () => {
    const lesson =
      computeStudentProgress(input()).RemediationProgress
        .LessThanSelectedGradeModules[0]?.Lessons[0];
    expect(lesson).toEqual({
      Name: 'Lesson 1',
      LessonKey: 'm3a-l1',
      TotalScore: 0,
      StudentScore: null,
      ActivityKeys: ['m3a-l1-p1', 'm3a-l1-q1'],
      Sequence: 1,
      Description: 'About it',
    });
  });

  it('recommends modules under 80, passes the others, and locks the next test until their lessons are done', () => {
    const p = computeStudentProgress(
      input({ diagnosticTests: [test('dt1', T1, { m4a: 90, m4b: 50 })] }),
    );
    expect(p.IsFirstTime).toBe(false);
    expect(keys(p.RemediationProgress.Recommended)).toEqual(['m4b']);
    expect(keys(p.RemediationProgress.AlreadyPassed)).toEqual(['m4a']);
    expect(keys(p.RemediationProgress.RemediationModulesResult)).toEqual([
      'm4a',
      'm4b',
    ]);
    expect(p.DiagnosticTestProgress.NextDiagnosticTest).toEqual({
      New: [],
      NeedToBeVerified: ['m4b'],
    });
    expect(p.DiagnosticTestProgress.UserDiagnosticTestAllResult).toEqual([
      {
        ModuleKey: 'm4a',
        CertainModuleScores: [
          { Score: 90, TotalScore: 100, Ordinal: 1, EndStamp: T1 },
        ],
      },
      {
        ModuleKey: 'm4b',
        CertainModuleScores: [
          { Score: 50, TotalScore: 100, Ordinal: 1, EndStamp: T1 },
        ],
      },
    ]);
    expect(p.DiagnosticTestProgress.UserDiagnosticTestScoreSummary).toEqual([
      {
        Ordinal: 1,
        DiagnosticTestKey: 'dt1',
        EndStamp: T1,
        Score: 140,
        TotalScore: 200,
        DisplayedScore: 70,
        PassedCount: 1,
        RecommendedCount: 1,
        ModuleScores: [
          {
            ModuleKey: 'm4a',
            Score: 90,
            TotalScore: 100,
            DisplayedScore: 90,
            IsPassed: true,
            IsNew: true,
          },
          {
            ModuleKey: 'm4b',
            Score: 50,
            TotalScore: 100,
            DisplayedScore: 50,
            IsPassed: false,
            IsNew: true,
          },
        ],
      },
    ]);
    expect(areRecommendedLessonsDone(p)).toBe(false);
    expect(isNextTestUnlocked(p)).toBe(false);
  });

  it('unlocks the next test once every lesson of the recommended modules is done', () => {
    const p = computeStudentProgress(
      input({
        diagnosticTests: [test('dt1', T1, { m4a: 90, m4b: 50 })],
        lessons: lessonsDone('m4b'),
      }),
    );
    expect(
      p.RemediationProgress.Recommended[0]?.Lessons.map((l) => l.StudentScore),
    ).toEqual([4, 4]);
    expect(isNextTestUnlocked(p)).toBe(true);
  });

  it('adds the next grade as New once the current grade is passed', () => {
    const p = computeStudentProgress(
      input({
        diagnosticTests: [
          test('dt1', T1, { m4a: 90, m4b: 50 }),
          test('dt2', T2, { m4b: 85 }, ['m4b']),
        ],
        lessons: lessonsDone('m4b'),
      }),
    );
    expect(p.DiagnosticTestProgress.DiagnosticTestNumber).toBe(2);
    expect(p.DiagnosticTestProgress.NextDiagnosticTest).toEqual({
      New: ['m5a'],
      NeedToBeVerified: [],
    });
    expect(keys(p.RemediationProgress.AlreadyPassed)).toEqual(['m4a', 'm4b']);
    expect(
      p.DiagnosticTestProgress.UserDiagnosticTestScoreSummary[1]
        ?.ModuleScores[0]?.IsNew,
    ).toBe(false);
    expect(isNextTestUnlocked(p)).toBe(true);
  });

  it('moves on to the next grade when a module fails twice, and keeps re-testing it', () => {
    const p = computeStudentProgress(
      input({
        diagnosticTests: [
          test('dt1', T1, { m4a: 90, m4b: 50 }),
          test('dt2', T2, { m4b: 60 }, ['m4b']),
        ],
        lessons: lessonsDone('m4b'),
      }),
    );
    expect(p.DiagnosticTestProgress.NextDiagnosticTest).toEqual({
      New: ['m5a'],
      NeedToBeVerified: ['m4b'],
    });
  });

  it('counts a module passed by a custom test as passed', () => {
    const p = computeStudentProgress(
      input({
        diagnosticTests: [
          test('dt1', T1, { m4a: 90, m4b: 50 }),
          test('dt2', T2, { m4b: 60 }, ['m4b']),
        ],
        customTests: [
          {
            key: 'ct1',
            endStamp: T3,
            moduleScores: [{ moduleKey: 'm4b', score: 9, totalScore: 10 }],
          },
        ],
      }),
    );
    expect(keys(p.RemediationProgress.Recommended)).toEqual([]);
    expect(p.DiagnosticTestProgress.NextDiagnosticTest).toEqual({
      New: ['m5a'],
      NeedToBeVerified: [],
    });
  });

  it('finishes when the hardest grade is passed: all tests done, nothing unlocked', () => {
    const p = computeStudentProgress(
      input({
        diagnosticTests: [
          test('dt2', T2, { m5a: 80 }),
          test('dt1', T1, { m4a: 90, m4b: 95 }),
        ],
      }),
    );
    expect(p.IsFinishedHardestGrade).toBe(true);
    expect(
      p.DiagnosticTestProgress.UserDiagnosticTestAllResult.find(
        (r) => r.ModuleKey === 'm5a',
      )?.CertainModuleScores[0]?.Ordinal,
    ).toBe(2);
    expect(areAllTestsDone(p)).toBe(true);
    expect(isNextTestUnlocked(p)).toBe(false);
  });

  it('falls back to the lowest grade when the start-point grade is unknown', () => {
    expect(
      computeStudentProgress(input({}, null)).DiagnosticTestProgress
        .NextDiagnosticTest.New,
    ).toEqual(['m3a', 'm3b']);
    expect(
      computeStudentProgress(input({}, 'nope')).RemediationProgress
        .LessThanSelectedGradeModules,
    ).toEqual([]);
  });

  it('keeps results of modules no longer in the curriculum, skips zero totals', () => {
    const t = test('dt1', T4, { m4a: 90, gone: 30 });
    t.moduleScores.push({ moduleKey: 'm4b', score: 0, totalScore: 0 });
    const p = computeStudentProgress(input({ diagnosticTests: [t] }));
    expect(keys(p.DiagnosticTestProgress.UserDiagnosticTestAllResult)).toEqual([
      'm4a',
      'gone',
    ]);
    expect(keys(p.RemediationProgress.Recommended)).toEqual([]);
    expect(p.DiagnosticTestProgress.NextDiagnosticTest).toEqual({
      New: ['m4b'],
      NeedToBeVerified: [],
    });
    expect(
      p.DiagnosticTestProgress.UserDiagnosticTestScoreSummary[0]?.ModuleScores,
    ).toHaveLength(2);
  });

  it('is not finished with an empty curriculum', () => {
    const p = computeStudentProgress({
      curriculum: [],
      startPointGradeKey: null,
      history: { diagnosticTests: [], customTests: [], lessons: [] },
    });
    expect(p.IsFinishedHardestGrade).toBe(false);
    expect(areAllTestsDone(p)).toBe(true);
  });

  it('summarises one test alone as the full progress does (spec 02 §3 UserDiagnosticTestScoreSummary)', () => {
    const first = test('dt1', T1, { m4a: 90, m4b: 50 });
    const second = test('dt2', T2, { m4b: 85, m5a: 0 }, ['m4b']);
    const p = computeStudentProgress(
      input({ diagnosticTests: [first, second] }),
    );
    expect(diagnosticTestSummary(second, 2)).toEqual(
      p.DiagnosticTestProgress.UserDiagnosticTestScoreSummary[1],
    );
    expect(diagnosticTestSummary(second, 2)).toMatchObject({
      Ordinal: 2,
      Score: 85,
      TotalScore: 200,
      DisplayedScore: 43,
      PassedCount: 1,
      RecommendedCount: 1,
    });
    expect(diagnosticTestSummary(second, 2).ModuleScores[0]).toMatchObject({
      ModuleKey: 'm4b',
      IsPassed: true,
      IsNew: false,
    });
  });
});
