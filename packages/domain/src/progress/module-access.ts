import { isLessonDone } from '../lessons/lesson-status';
import type { RemediationModule, StudentProgress } from './student-progress';

export type StudyAccess = 'tested' | 'lowerGrade' | 'locked';

// spec 01 §6 / spec 02 §6: higher-grade modules are not studyable until current ones are
// finished; lower-grade modules can be studied. Tested modules (in the results) are studyable.
export function studyAccess(
  progress: Pick<StudentProgress, 'RemediationProgress'>,
  moduleKey: string,
): StudyAccess {
  const { RemediationModulesResult, LessThanSelectedGradeModules } =
    progress.RemediationProgress;
  if (RemediationModulesResult.some((m) => m.ModuleKey === moduleKey))
    return 'tested';
  if (LessThanSelectedGradeModules.some((m) => m.ModuleKey === moduleKey))
    return 'lowerGrade';
  return 'locked';
}

/** The module with its lessons, wherever the progress lists it; null when locked. */
export function remediationModuleOf(
  progress: Pick<StudentProgress, 'RemediationProgress'>,
  moduleKey: string,
): RemediationModule | null {
  const { RemediationModulesResult, LessThanSelectedGradeModules } =
    progress.RemediationProgress;
  return (
    [...RemediationModulesResult, ...LessThanSelectedGradeModules].find(
      (m) => m.ModuleKey === moduleKey,
    ) ?? null
  );
}

/** spec 02 §3 isNeverDoRemediationInCurrentModule: no lesson of the module is done yet. */
export function isNeverStudied(module: RemediationModule): boolean {
  return !module.Lessons.some((l) =>
    isLessonDone({ totalScore: l.TotalScore, studentScore: l.StudentScore }),
  );
}
