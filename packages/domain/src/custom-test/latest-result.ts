import { customTestResult } from './custom-test-plan';

/** GET CustomTest/ as the web app holds it: each module's custom-test scores, oldest first. */
export interface CustomTestScoresOfModule {
  ModuleKey: string;
  Scores: readonly {
    Score: number;
    TotalScore: number;
    CreatedStamp: string;
    CustomTestKey: string;
  }[];
}

// spec 02 §2 (issue 12): the CT results overlay is reachable again from learn at any time,
// so the latest custom test's result is rebuilt from the modules' scores: the test with the
// newest score, each of its modules' scores, summed and judged as on submit.
export function latestCustomTestResult(
  modules: readonly CustomTestScoresOfModule[],
): ReturnType<typeof customTestResult> | null {
  const all = modules.flatMap((m) =>
    m.Scores.map((s) => ({ ...s, ModuleKey: m.ModuleKey })),
  );
  const newest = all.reduce<(typeof all)[number] | null>(
    (best, s) => (!best || s.CreatedStamp > best.CreatedStamp ? s : best),
    null,
  );
  if (!newest) return null;
  const inTest = all.filter((s) => s.CustomTestKey === newest.CustomTestKey);
  return customTestResult({
    key: newest.CustomTestKey,
    endStamp: inTest.reduce(
      (at, s) => (s.CreatedStamp > at ? s.CreatedStamp : at),
      '',
    ),
    moduleScores: inTest.map((s) => ({
      moduleKey: s.ModuleKey,
      score: s.Score,
      totalScore: s.TotalScore,
    })),
  });
}
