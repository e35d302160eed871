import { timeOf } from '../common/guards';
import { areAllLessonsDone, bySequence } from '../lessons/lesson-status';
import {
  isModulePassed,
  moduleDtStatus,
  MODULE_DT_STATUS,
  type ModuleDtStatus,
  type ModuleScores,
} from './classification';
import type {
  CurriculumGrade,
  CurriculumModule,
  DiagnosticTestRecord,
  LearningPathInput,
  LessonResult,
} from './learning-path-input';
import { displayedPercent } from './rounding';
import { isPassingScore } from './score-colour';
import type { ScoreEntry } from './score-entry';
import type {
  DiagnosticTestScoreSummary,
  ModuleAllResult,
  RemediationModule,
  StudentProgress,
} from './student-progress';

function oldestFirst<T extends { endStamp: string }>(items: readonly T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort(
      (a, b) => timeOf(a.item.endStamp) - timeOf(b.item.endStamp) || a.i - b.i,
    )
    .map(({ item }) => item);
}

function usable(points: { score: number; totalScore: number }): boolean {
  return (
    Number.isFinite(points.score) &&
    Number.isFinite(points.totalScore) &&
    points.totalScore > 0
  ); // spec 02 §5 zero totals skipped
}

interface CollectedScores {
  dt: ScoreEntry[];
  ct: ScoreEntry[];
}

function scoresByModule(
  input: LearningPathInput,
  tests: readonly DiagnosticTestRecord[],
): Map<string, CollectedScores> {
  const map = new Map<string, CollectedScores>();
  const entry = (key: string): CollectedScores => {
    const found = map.get(key);
    if (found) return found;
    const created: CollectedScores = { dt: [], ct: [] };
    map.set(key, created);
    return created;
  };
  for (const test of tests) {
    for (const m of test.moduleScores.filter(usable))
      entry(m.moduleKey).dt.push({
        score: m.score,
        totalScore: m.totalScore,
        at: test.endStamp,
        source: 'dt',
      });
  }
  for (const test of oldestFirst(input.history.customTests)) {
    for (const m of test.moduleScores.filter(usable))
      entry(m.moduleKey).ct.push({
        score: m.score,
        totalScore: m.totalScore,
        at: test.endStamp,
        source: 'ct',
      });
  }
  return map;
}

function remediationModule(
  module: CurriculumModule,
  results: readonly LessonResult[],
): RemediationModule {
  return {
    ModuleKey: module.key,
    Lessons: bySequence(module.lessons).map((lesson) => {
      const result = results.find(
        (r) => r.moduleKey === module.key && r.lessonKey === lesson.key,
      );
      return {
        Name: lesson.name,
        LessonKey: lesson.key,
        TotalScore: result?.totalScore ?? 0,
        StudentScore: result?.score ?? null,
        ActivityKeys: [...lesson.activityKeys],
        Sequence: lesson.sequence,
        Description: lesson.description,
      };
    }),
  };
}

/**
 * spec 02 §3 UserDiagnosticTestScoreSummary: one test's scores, with its
 * ordinal among the student's tests (1 for the first). It needs nothing else
 * of the history, so the server answers a submit with it directly.
 */
export function diagnosticTestSummary(
  test: DiagnosticTestRecord,
  ordinal: number,
): DiagnosticTestScoreSummary {
  const modules = test.moduleScores.filter(usable).map((m) => {
    const displayed = displayedPercent(m.score, m.totalScore);
    return {
      ModuleKey: m.moduleKey,
      Score: m.score,
      TotalScore: m.totalScore,
      DisplayedScore: displayed,
      IsPassed: isPassingScore(displayed),
      IsNew: !test.verifiedModuleKeys.includes(m.moduleKey),
    };
  });
  const score = modules.reduce((s, m) => s + m.Score, 0);
  const total = modules.reduce((s, m) => s + m.TotalScore, 0);
  const passed = modules.filter((m) => m.IsPassed).length;
  return {
    Ordinal: ordinal,
    DiagnosticTestKey: test.key,
    EndStamp: test.endStamp,
    Score: score,
    TotalScore: total,
    DisplayedScore: displayedPercent(score, total),
    PassedCount: passed,
    RecommendedCount: modules.length - passed,
    ModuleScores: modules,
  };
}

/** A grade is cleared when each module is passed or has failed twice (requires attention). */
function isCleared(status: ModuleDtStatus): boolean {
  return (
    status === MODULE_DT_STATUS.passed || status === MODULE_DT_STATUS.weakness
  );
}

// DESIGN.md §4 Learning path: the next grade's untested modules join (New) once the
// current grade's modules are passed. A module that failed twice "requires attention"
// (spec 01 §4) and no longer holds the path back; it keeps being re-tested.
function newModules(
  grades: readonly CurriculumGrade[],
  statusOf: (key: string) => ModuleDtStatus,
): string[] {
  const current = grades.find((g) =>
    g.modules.some((m) => !isCleared(statusOf(m.key))),
  );
  if (!current) return [];
  const waiting = current.modules.some(
    (m) => statusOf(m.key) === MODULE_DT_STATUS.ongoing,
  );
  return waiting
    ? []
    : current.modules
        .filter((m) => statusOf(m.key) === MODULE_DT_STATUS.notStudied)
        .map((m) => m.key);
}

/** Computes the whole StudentProgress of spec 02 §3 from the curriculum and the history. */
export function computeStudentProgress(
  input: LearningPathInput,
): StudentProgress {
  const grades = [...input.curriculum].sort((a, b) => a.ordinal - b.ordinal);
  const startIndex = Math.max(
    0,
    grades.findIndex((g) => g.key === input.startPointGradeKey),
  );
  const path = grades.slice(startIndex);
  const below = grades.slice(0, startIndex);
  const tests = oldestFirst(input.history.diagnosticTests);
  const scores = scoresByModule(input, tests);
  const scoresOf = (key: string): ModuleScores =>
    scores.get(key) ?? { dt: [], ct: [] };
  const statusOf = (key: string) => moduleDtStatus(scoresOf(key));
  const curriculumModules = grades.flatMap((g) => g.modules);
  const lessons = input.history.lessons;

  const tested = curriculumModules.filter(
    (m) => statusOf(m.key) !== MODULE_DT_STATUS.notStudied,
  );
  const recommended = tested.filter((m) => !isModulePassed(scoresOf(m.key)));
  const passed = tested.filter((m) => isModulePassed(scoresOf(m.key)));
  const hardest = grades.at(-1);

  const allResult: ModuleAllResult[] = [];
  const order = [
    ...curriculumModules.map((m) => m.key),
    ...[...scores.keys()].sort(),
  ];
  for (const key of new Set(order)) {
    const certain = tests.flatMap((test, i) =>
      test.moduleScores
        .filter((m) => m.moduleKey === key && usable(m))
        .map((m) => ({
          Score: m.score,
          TotalScore: m.totalScore,
          Ordinal: i + 1,
          EndStamp: test.endStamp,
        })),
    );
    if (certain.length > 0)
      allResult.push({ ModuleKey: key, CertainModuleScores: certain });
  }

  return {
    IsFirstTime: tests.length === 0,
    IsFinishedHardestGrade:
      hardest !== undefined &&
      hardest.modules.length > 0 &&
      hardest.modules.every((m) => isModulePassed(scoresOf(m.key))),
    DiagnosticTestProgress: {
      DiagnosticTestNumber: tests.length,
      NextDiagnosticTest: {
        New: newModules(path, statusOf),
        NeedToBeVerified: recommended.map((m) => m.key),
      },
      UserDiagnosticTestScoreSummary: tests.map((t, i) =>
        diagnosticTestSummary(t, i + 1),
      ),
      UserDiagnosticTestAllResult: allResult,
    },
    RemediationProgress: {
      Recommended: recommended.map((m) => remediationModule(m, lessons)),
      AlreadyPassed: passed.map((m) => remediationModule(m, lessons)),
      RemediationModulesResult: tested.map((m) =>
        remediationModule(m, lessons),
      ),
      LessThanSelectedGradeModules: below
        .flatMap((g) => g.modules)
        .filter((m) => !tested.includes(m))
        .map((m) => remediationModule(m, lessons)),
    },
  };
}

// spec 01 §4 / spec 02 §2: all diagnostic tests are done when NeedToBeVerified and New are both empty.
export function areAllTestsDone(
  progress: Pick<StudentProgress, 'DiagnosticTestProgress'>,
): boolean {
  const next = progress.DiagnosticTestProgress.NextDiagnosticTest;
  return next.New.length === 0 && next.NeedToBeVerified.length === 0;
}

/** Every lesson of every recommended module is done (true when nothing is recommended). */
export function areRecommendedLessonsDone(
  progress: Pick<StudentProgress, 'RemediationProgress'>,
): boolean {
  return progress.RemediationProgress.Recommended.every((m) =>
    areAllLessonsDone(
      m.Lessons.map((l) => ({
        totalScore: l.TotalScore,
        studentScore: l.StudentScore,
      })),
    ),
  );
}

// DESIGN.md §4 / spec 01 §4: the next test unlocks after the recommended modules are studied.
export function isNextTestUnlocked(
  progress: Pick<
    StudentProgress,
    'DiagnosticTestProgress' | 'RemediationProgress'
  >,
): boolean {
  return !areAllTestsDone(progress) && areRecommendedLessonsDone(progress);
}
