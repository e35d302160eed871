import type { CustomTestModuleScores, StudentProgress } from '@gp/api';
import {
  latestScore,
  moduleDtStatus,
  moduleScoresOf,
  summarizeModuleScores,
  type CustomTestCandidate,
} from '@gp/domain';
import type { Catalogue } from '../../../lib/course/catalogue';

/**
 * spec 02 §4 Custom test selection: every tested module as the domain's
 * selection rule reads it (dt status, displayed score, difficulty, grade).
 */
export function customTestCandidates(
  progress: StudentProgress,
  ctScores: readonly CustomTestModuleScores[],
  catalogue: Catalogue,
): CustomTestCandidate[] {
  return progress.DiagnosticTestProgress.UserDiagnosticTestAllResult.map(
    (r) => {
      const scores = moduleScoresOf(progress, ctScores, r.ModuleKey);
      const module = catalogue.modules.get(r.ModuleKey);
      return {
        moduleKey: r.ModuleKey,
        moduleDtStatus: moduleDtStatus(scores),
        displayedScore:
          summarizeModuleScores(scores).latestTwoScores.displayLatestScore ?? 0,
        difficultyLevel: module?.difficultyLevel ?? 0,
        gradeOrdinal: module?.gradeOrdinal ?? 0,
        latestTestAt: latestScore([...scores.dt, ...scores.ct])?.at ?? '',
      };
    },
  );
}
