import type {
  CurriculumGrade,
  StudentHistory,
} from '../progress/learning-path-input';
import { displayedPercent } from '../progress/rounding';
import { isPassingScore } from '../progress/score-colour';
import type { ScoreEntry } from '../progress/score-entry';
import { summarizeModuleScores } from '../progress/module-summary';
import type { QuotaLimits } from '../test-composition/quotas';
import {
  fillCustomTest,
  MAX_CT_MODULES,
  type CustomTestCandidate,
} from './selection';

// DESIGN.md §4 Custom tests: at least 8 questions a module; about 40 in a full test of 4.
export const CT_LIMITS: QuotaLimits = { target: 40, min: 8, max: 12 };

/** Each module's diagnostic and custom-test score entries from the stored history. */
export function historyScores(
  history: Pick<StudentHistory, 'diagnosticTests' | 'customTests'>,
): Map<string, { dt: ScoreEntry[]; ct: ScoreEntry[] }> {
  const map = new Map<string, { dt: ScoreEntry[]; ct: ScoreEntry[] }>();
  const of = (key: string) => {
    let e = map.get(key);
    if (!e) map.set(key, (e = { dt: [], ct: [] }));
    return e;
  };
  for (const [source, tests] of [
    ['dt', history.diagnosticTests],
    ['ct', history.customTests],
  ] as const)
    for (const t of tests)
      for (const m of t.moduleScores)
        of(m.moduleKey)[source].push({
          score: m.score,
          totalScore: m.totalScore,
          at: t.endStamp,
          source,
        });
  return map;
}

/** Every module of the curriculum as the custom test page weighs it (spec 02 §4). */
export function customTestCandidates(
  curriculum: readonly CurriculumGrade[],
  history: Pick<StudentHistory, 'diagnosticTests' | 'customTests'>,
): CustomTestCandidate[] {
  const scores = historyScores(history);
  return curriculum.flatMap((g) =>
    g.modules.map((m) => {
      const s = summarizeModuleScores(scores.get(m.key) ?? { dt: [], ct: [] });
      return {
        moduleKey: m.key,
        moduleDtStatus: s.moduleDtStatus,
        displayedScore: s.displayedAverageScore ?? 0,
        difficultyLevel: m.difficultyLevel,
        gradeOrdinal: g.ordinal,
        latestTestAt: s.latestTestAt ?? '',
      };
    }),
  );
}

export type CustomTestPlan =
  | { ok: true; moduleKeys: string[] }
  | {
      ok: false;
      reason: 'tooMany' | 'none' | 'duplicate' | 'unknown' | 'notStudied';
      moduleKey?: string;
    };

/**
 * The modules of a custom test (spec 02 §4/§5): the 1 to 4 chosen ones, each
 * known and studied, filled to 4 with other studied modules.
 */
export function planCustomTest(
  chosen: readonly string[],
  candidates: readonly CustomTestCandidate[],
): CustomTestPlan {
  if (chosen.length === 0) return { ok: false, reason: 'none' };
  if (chosen.length > MAX_CT_MODULES) return { ok: false, reason: 'tooMany' };
  for (const [i, key] of chosen.entries()) {
    if (chosen.indexOf(key) !== i)
      return { ok: false, reason: 'duplicate', moduleKey: key };
    const c = candidates.find((x) => x.moduleKey === key);
    if (!c) return { ok: false, reason: 'unknown', moduleKey: key };
    if (c.moduleDtStatus === 4)
      return { ok: false, reason: 'notStudied', moduleKey: key };
  }
  return { ok: true, moduleKeys: fillCustomTest(chosen, candidates) };
}

/** A module set as one comparable key: a reload with the same choice gets the open test. */
export function moduleSetKey(moduleKeys: readonly string[]): string {
  return [...new Set(moduleKeys)].sort().join('\n');
}

/** The CT results overlay's data: each module's points and pass, and the test's total. */
export function customTestResult(test: {
  key: string;
  endStamp: string;
  moduleScores: readonly {
    moduleKey: string;
    score: number;
    totalScore: number;
  }[];
}) {
  const modules = test.moduleScores
    .filter((m) => m.totalScore > 0)
    .map((m) => {
      const displayed = displayedPercent(m.score, m.totalScore);
      return {
        ModuleKey: m.moduleKey,
        Score: m.score,
        TotalScore: m.totalScore,
        DisplayedScore: displayed,
        IsPassed: isPassingScore(displayed),
      };
    });
  const score = modules.reduce((s, m) => s + m.Score, 0);
  const total = modules.reduce((s, m) => s + m.TotalScore, 0);
  return {
    CustomTestKey: test.key,
    EndStamp: test.endStamp,
    Score: score,
    TotalScore: total,
    DisplayedScore: displayedPercent(score, total),
    ModuleScores: modules,
  };
}

/** spec 02 §3 Custom test scores: per module, oldest first, keyed by the newest test. */
export function customTestModuleScores(
  tests: readonly {
    key: string;
    endStamp: string;
    moduleScores: readonly {
      moduleKey: string;
      score: number;
      totalScore: number;
    }[];
  }[],
) {
  const byModule = new Map<
    string,
    {
      ModuleKey: string;
      CustomTestKey: string;
      Scores: {
        Score: number;
        TotalScore: number;
        CreatedStamp: string;
        CustomTestKey: string;
      }[];
    }
  >();
  const ordered = [...tests].sort((a, b) =>
    a.endStamp.localeCompare(b.endStamp),
  );
  for (const t of ordered)
    for (const m of t.moduleScores) {
      const entry = byModule.get(m.moduleKey) ?? {
        ModuleKey: m.moduleKey,
        CustomTestKey: t.key,
        Scores: [],
      };
      entry.CustomTestKey = t.key;
      entry.Scores.push({
        Score: m.score,
        TotalScore: m.totalScore,
        CreatedStamp: t.endStamp,
        CustomTestKey: t.key,
      });
      byModule.set(m.moduleKey, entry);
    }
  return [...byModule.values()];
}
