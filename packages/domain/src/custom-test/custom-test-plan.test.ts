import { describe, expect, it } from 'vitest';
import type { CurriculumGrade } from '../progress/learning-path-input';
import {
  CT_LIMITS,
  customTestCandidates,
  customTestModuleScores,
  customTestResult,
  moduleSetKey,
  planCustomTest,
} from './custom-test-plan';

const grade = (ordinal: number, keys: string[]): CurriculumGrade => ({
  key: `grade-${ordinal}`,
  ordinal,
  modules: keys.map((key) => ({ key, difficultyLevel: 1, lessons: [] })),
});
const curriculum = [grade(5, ['a', 'b', 'c', 'd', 'e']), grade(6, ['f'])];
const dt = (key: string, endStamp: string, scores: [string, number][]) => ({
  key,
  endStamp,
  newModuleKeys: [],
  verifiedModuleKeys: [],
  moduleScores: scores.map(([moduleKey, score]) => ({
    moduleKey,
    score,
    totalScore: 100,
  })),
});
const history = {
  diagnosticTests: [
    dt('dt1', '2024-01-01T00:00:00Z', [
      ['a', 50],
      ['b', 40],
      ['c', 90],
      ['d', 70],
      ['e', 60],
    ]),
  ],
  customTests: [dt('ct1', '2024-02-01T00:00:00Z', [['b', 85]])],
};
const candidates = customTestCandidates(curriculum, history);

describe('custom test plan (spec 02 §4 Custom test selection, §5, DESIGN.md §4 Custom tests)', () => {
  it('counts a module passed when the custom test says so (spec 02 §4 Module classification)', () => {
    const of = (k: string) => candidates.find((c) => c.moduleKey === k)!;
    expect(of('b').moduleDtStatus).toBe(1);
    expect(of('a').moduleDtStatus).toBe(2);
    expect(of('f').moduleDtStatus).toBe(4);
  });

  it('fills fewer than 4 chosen modules with other studied modules, never unstudied ones', () => {
    const plan = planCustomTest(['a'], candidates);
    expect(plan.ok && plan.moduleKeys[0]).toBe('a');
    expect(plan.ok && plan.moduleKeys).toHaveLength(4);
    expect(plan.ok && plan.moduleKeys).not.toContain('f');
  });

  it('refuses 0 or more than 4, doubled, unknown and unstudied modules (spec 02 §5)', () => {
    expect(planCustomTest([], candidates)).toMatchObject({ reason: 'none' });
    expect(planCustomTest(['a', 'b', 'c', 'd', 'e'], candidates)).toMatchObject(
      { reason: 'tooMany' },
    );
    expect(planCustomTest(['a', 'a'], candidates)).toMatchObject({
      reason: 'duplicate',
    });
    expect(planCustomTest(['zz'], candidates)).toMatchObject({
      reason: 'unknown',
    });
    expect(planCustomTest(['f'], candidates)).toMatchObject({
      reason: 'notStudied',
      moduleKey: 'f',
    });
  });

  it('asks at least 8 questions a module (DESIGN.md §4 Custom tests)', () => {
    expect(CT_LIMITS.min).toBeGreaterThanOrEqual(8);
  });

  it('treats the same modules in any order as the same test (a reload gets the same test)', () => {
    expect(moduleSetKey(['b', 'a'])).toBe(moduleSetKey(['a', 'b']));
    expect(moduleSetKey(['a'])).not.toBe(moduleSetKey(['a', 'b']));
  });

  it('passes each module at 80 and totals the test for the CT results overlay', () => {
    const r = customTestResult({
      key: 'ct1',
      endStamp: 'x',
      moduleScores: [
        { moduleKey: 'a', score: 8, totalScore: 10 },
        { moduleKey: 'b', score: 7, totalScore: 10 },
      ],
    });
    expect(r.ModuleScores.map((m) => m.IsPassed)).toEqual([true, false]);
    expect([r.Score, r.TotalScore, r.DisplayedScore]).toEqual([15, 20, 75]);
  });

  it('lists custom test scores per module oldest first, keyed by the newest test (spec 02 §3)', () => {
    const list = customTestModuleScores([
      dt('ct2', '2024-03-01T00:00:00Z', [['a', 90]]),
      dt('ct1', '2024-02-01T00:00:00Z', [['a', 50]]),
    ]);
    expect(list).toEqual([
      {
        ModuleKey: 'a',
        CustomTestKey: 'ct2',
        Scores: [
          {
            Score: 50,
            TotalScore: 100,
            CreatedStamp: '2024-02-01T00:00:00Z',
            CustomTestKey: 'ct1',
          },
          {
            Score: 90,
            TotalScore: 100,
            CreatedStamp: '2024-03-01T00:00:00Z',
            CustomTestKey: 'ct2',
          },
        ],
      },
    ]);
  });
});
