import type { CustomTestModuleScores, StudentProgress } from '@gp/api';
import {
  isModuleDone,
  moduleDtStatus,
  moduleResult,
  moduleScoresOf,
  MODULE_DT_STATUS,
  summarizeModuleScores,
  type ModuleResult,
  type ModuleScoreSummary,
} from '@gp/domain';
import type { Catalogue, CatalogueModule } from '../../../lib/course/catalogue';

/** A module as the learn page shows it (spec 02 §3 Module, the parts this issue needs). */
export interface ModuleModel {
  key: string;
  /** The catalogue entry; missing when the city's grades do not list the module. */
  module: CatalogueModule | undefined;
  gradeName: string | undefined;
  summary: ModuleScoreSummary;
  result: ModuleResult;
  /** Every lesson is done (spec 02 §4: the last one by sequence). */
  isDone: boolean;
}

type RemediationModule =
  StudentProgress['RemediationProgress']['Recommended'][number];

export function moduleModel(
  progress: StudentProgress,
  catalogue: Catalogue,
  moduleKey: string,
  lessons: RemediationModule['Lessons'] = [],
  /** spec 02 §4: the custom tests' scores count too (passing, the score comparison rule). */
  ctScores: readonly CustomTestModuleScores[] = [],
): ModuleModel {
  const scores = moduleScoresOf(progress, ctScores, moduleKey);
  const module = catalogue.modules.get(moduleKey);
  return {
    key: moduleKey,
    module,
    gradeName: catalogue.grades.find((g) => g.key === module?.gradeKey)?.name,
    summary: summarizeModuleScores(scores),
    result: moduleResult(scores),
    isDone:
      lessons.length > 0 &&
      isModuleDone(
        lessons.map((l) => ({
          sequence: l.Sequence,
          totalScore: l.TotalScore,
          studentScore: l.StudentScore,
        })),
      ),
  };
}

export interface RecommendedView {
  /** Recommended modules still to study, then those whose lessons are done (spec 02 §2). */
  toStudy: ModuleModel[];
  finished: ModuleModel[];
  passed: ModuleModel[];
  /** Tested modules by dt status (spec 02 §2 recommended-text type and no-recommend card). */
  counts: { ongoing: number; weakness: number; passed: number };
}

export function recommendedView(
  progress: StudentProgress,
  catalogue: Catalogue,
  ctScores: readonly CustomTestModuleScores[] = [],
): RecommendedView {
  const { Recommended, AlreadyPassed } = progress.RemediationProgress;
  const recommended = Recommended.map((m) =>
    moduleModel(progress, catalogue, m.ModuleKey, m.Lessons, ctScores),
  );
  const counts = { ongoing: 0, weakness: 0, passed: 0 };
  for (const r of progress.DiagnosticTestProgress.UserDiagnosticTestAllResult) {
    const status = moduleDtStatus(
      moduleScoresOf(progress, ctScores, r.ModuleKey),
    );
    if (status === MODULE_DT_STATUS.ongoing) counts.ongoing += 1;
    else if (status === MODULE_DT_STATUS.weakness) counts.weakness += 1;
    else if (status === MODULE_DT_STATUS.passed) counts.passed += 1;
  }
  return {
    toStudy: recommended.filter((m) => !m.isDone),
    finished: recommended.filter((m) => m.isDone),
    passed: AlreadyPassed.map((m) =>
      moduleModel(progress, catalogue, m.ModuleKey, m.Lessons, ctScores),
    ),
    counts,
  };
}
