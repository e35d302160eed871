import { describe, expect, it } from 'vitest';
import { advisorTopic, nextMonthPlan, PLAN_LIMIT } from './report-plan';

const module = (key: string, done: boolean) => ({
  ModuleKey: key,
  Lessons: [1, 2].map((n) => ({
    Name: '',
    LessonKey: `${key}.l${n}`,
    TotalScore: done ? 10 : 0,
    StudentScore: done ? 8 : null,
    ActivityKeys: [],
    Sequence: n,
    Description: '',
  })),
});
const progress = (
  recommended: ReturnType<typeof module>[],
  newKeys: string[],
) => ({
  RemediationProgress: {
    Recommended: recommended,
    AlreadyPassed: [],
    RemediationModulesResult: recommended,
    LessThanSelectedGradeModules: [],
  },
  DiagnosticTestProgress: {
    DiagnosticTestNumber: 1,
    NextDiagnosticTest: {
      New: newKeys,
      NeedToBeVerified: recommended.map((m) => m.ModuleKey),
    },
    UserDiagnosticTestScoreSummary: [],
    UserDiagnosticTestAllResult: [],
  },
});

describe("next month's plan (issue 13: at most 5 modules, by the learning path of DESIGN.md §4)", () => {
  it('puts recommended modules with lessons left first, then their re-tests, then the new modules', () => {
    expect(
      nextMonthPlan(progress([module('a', true), module('b', false)], ['c'])),
    ).toEqual([
      { moduleKey: 'b', step: 'study' },
      { moduleKey: 'a', step: 'retest' },
      { moduleKey: 'c', step: 'newTest' },
    ]);
  });

  it('holds at most 5 modules', () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => module(k, false));
    expect(nextMonthPlan(progress(many, ['g']))).toHaveLength(PLAN_LIMIT);
    expect(PLAN_LIMIT).toBe(5);
  });

  it('is empty when nothing is recommended and no test is due', () => {
    expect(nextMonthPlan(progress([], []))).toEqual([]);
  });
});

describe('the Progress Advisor sentence (issue 13: encouraging, about this student only)', () => {
  const weak = {
    moduleKey: 'm2',
    latest: 30,
    mostMissed: [{ questionRef: 'q', missed: 2 }],
  };
  const passed = { moduleKey: 'm1', before: 50, after: 90, arrow: 2 as const };
  it('suggests a fresh start after a month without study', () => {
    expect(
      advisorTopic({
        activeMinutes: 0,
        daysActive: 0,
        passed: [],
        attention: [],
      }),
    ).toEqual({ topic: 'restart' });
  });
  it('names the weakest module when it has missed questions to go through', () => {
    expect(
      advisorTopic({
        activeMinutes: 30,
        daysActive: 3,
        passed: [passed],
        attention: [weak],
      }),
    ).toEqual({
      topic: 'attention',
      moduleKey: 'm2',
    });
  });
  it('celebrates the modules passed when nothing was missed', () => {
    expect(
      advisorTopic({
        activeMinutes: 30,
        daysActive: 3,
        passed: [passed],
        attention: [],
      }),
    ).toEqual({
      topic: 'celebrate',
      count: 1,
    });
  });
  it('points to the next test otherwise', () => {
    expect(
      advisorTopic({
        activeMinutes: 30,
        daysActive: 3,
        passed: [],
        attention: [],
      }),
    ).toEqual({ topic: 'nextTest' });
  });
});
