import { describe, expect, it } from 'vitest';
import {
  modulesNeedingAttention,
  modulesPassedInMonth,
  mostMissed,
  type ModuleScoreEntry,
  type ReportAnswer,
} from './report-modules';

const start = Date.parse('2026-03-01T00:00:00Z');
const end = Date.parse('2026-04-01T00:00:00Z');
const s = (
  moduleKey: string,
  score: number,
  at: string,
  source: 'dt' | 'ct' = 'dt',
): ModuleScoreEntry => ({ moduleKey, score, totalScore: 100, at, source });
const miss = (
  moduleKey: string,
  questionRef: string,
  at: string,
  score = 0,
): ReportAnswer => ({
  moduleKey,
  questionRef,
  score,
  totalScore: 1,
  at: Date.parse(at),
});

describe('modules passed in the month (issue 13: before and after scores and the arrow, spec 02 §3 comparison)', () => {
  it('lists a module passed this month with its score before the month and at its end', () => {
    const entries = [
      s('m1', 50, '2026-02-10T00:00:00Z'),
      s('m1', 85, '2026-03-12T00:00:00Z', 'ct'),
    ];
    expect(modulesPassedInMonth(entries, start, end)).toEqual([
      { moduleKey: 'm1', before: 50, after: 85, arrow: 2 },
    ]);
  });

  it('leaves out a module already passed before the month, and one still under 80', () => {
    const entries = [
      s('m1', 90, '2026-02-10T00:00:00Z'),
      s('m1', 95, '2026-03-12T00:00:00Z'),
      s('m2', 60, '2026-03-12T00:00:00Z'),
    ];
    expect(modulesPassedInMonth(entries, start, end)).toEqual([]);
  });

  it('compares a module first tested this month with its test before the pass', () => {
    const entries = [
      s('m1', 40, '2026-03-02T00:00:00Z'),
      s('m1', 80, '2026-03-20T00:00:00Z'),
    ];
    expect(modulesPassedInMonth(entries, start, end)[0]).toMatchObject({
      before: 40,
      after: 80,
    });
  });

  it('has no before score (arrow unknown) for a module passed at its first test', () => {
    expect(
      modulesPassedInMonth([s('m1', 100, '2026-03-02T00:00:00Z')], start, end),
    ).toEqual([{ moduleKey: 'm1', before: null, after: 100, arrow: 1 }]);
  });
});

describe('modules needing attention (spec 02 §4: tested and under 80 at the month end)', () => {
  it('lists them lowest score first with their most-missed questions of the month', () => {
    const entries = [
      s('m1', 70, '2026-03-02T00:00:00Z'),
      s('m2', 30, '2026-03-02T00:00:00Z'),
      s('m3', 90, '2026-03-02T00:00:00Z'),
      s('m4', 20, '2026-04-02T00:00:00Z'),
    ];
    const answers = [
      miss('m2', 'q1', '2026-03-02T00:00:00Z'),
      miss('m2', 'q2', '2026-03-02T00:00:00Z'),
      miss('m2', 'q2', '2026-03-05T00:00:00Z'),
    ];
    expect(modulesNeedingAttention(entries, answers, start, end)).toEqual([
      {
        moduleKey: 'm2',
        latest: 30,
        mostMissed: [
          { questionRef: 'q2', missed: 2 },
          { questionRef: 'q1', missed: 1 },
        ],
      },
      { moduleKey: 'm1', latest: 70, mostMissed: [] },
    ]);
  });

  it('counts only wrong answers of the module within the month, at most 3', () => {
    const answers = [
      miss('m1', 'right', '2026-03-02T00:00:00Z', 1),
      miss('m1', 'old', '2026-02-02T00:00:00Z'),
      miss('m2', 'other', '2026-03-02T00:00:00Z'),
      miss('m1', 'a', '2026-03-02T00:00:00Z'),
      miss('m1', 'b', '2026-03-03T00:00:00Z'),
      miss('m1', 'c', '2026-03-04T00:00:00Z'),
      miss('m1', 'd', '2026-03-05T00:00:00Z'),
    ];
    expect(
      mostMissed(answers, 'm1', start, end).map((m) => m.questionRef),
    ).toEqual(['d', 'c', 'b']);
  });
});
