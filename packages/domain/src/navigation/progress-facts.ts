import {
  areAllTestsDone,
  areRecommendedLessonsDone,
} from '../progress/learning-path';
import type { StudentProgress } from '../progress/student-progress';

/** What the redirect rules need to know of the student's progress. */
export interface ProgressFacts {
  isFirstTime: boolean;
  /** DiagnosticTestNumber: tests taken. */
  testsTaken: number;
  newModuleCount: number;
  verifyModuleCount: number;
  allTestsDone: boolean;
  hasRecommended: boolean;
  recommendedLessonsDone: boolean;
}

export function progressFacts(progress: StudentProgress): ProgressFacts {
  const next = progress.DiagnosticTestProgress.NextDiagnosticTest;
  return {
    isFirstTime: progress.IsFirstTime,
    testsTaken: progress.DiagnosticTestProgress.DiagnosticTestNumber,
    newModuleCount: next.New.length,
    verifyModuleCount: next.NeedToBeVerified.length,
    allTestsDone: areAllTestsDone(progress),
    hasRecommended: progress.RemediationProgress.Recommended.length > 0,
    recommendedLessonsDone: areRecommendedLessonsDone(progress),
  };
}
