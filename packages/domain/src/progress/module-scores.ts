import type { ModuleScores } from './classification';
import {
  fromCertainModuleScores,
  fromCustomTestScores,
  type CustomTestModuleScores,
} from './score-entry';
import type { StudentProgress } from './student-progress';

/** A module's diagnostic and custom-test scores from the wire data the web app holds. */
export function moduleScoresOf(
  progress: Pick<StudentProgress, 'DiagnosticTestProgress'>,
  customTestScores: readonly CustomTestModuleScores[],
  moduleKey: string,
): ModuleScores {
  const result =
    progress.DiagnosticTestProgress.UserDiagnosticTestAllResult.find(
      (r) => r.ModuleKey === moduleKey,
    );
  return {
    dt: fromCertainModuleScores(result?.CertainModuleScores ?? []),
    ct: fromCustomTestScores(customTestScores, moduleKey),
  };
}
