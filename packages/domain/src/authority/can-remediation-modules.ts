import type { StudentProgress } from '../progress/student-progress';

// spec 02 §6 Demo: the first recommended module (or the first already-passed module if
// none is recommended) is made available, limited to modules in the diagnostic results.
export function canRemediationModules(
  progress: Pick<
    StudentProgress,
    'DiagnosticTestProgress' | 'RemediationProgress'
  >,
): string[] {
  const inResults = new Set(
    progress.DiagnosticTestProgress.UserDiagnosticTestAllResult.map(
      (r) => r.ModuleKey,
    ),
  );
  const first = (list: readonly { ModuleKey: string }[]) =>
    list.find((m) => inResults.has(m.ModuleKey))?.ModuleKey;
  const chosen =
    first(progress.RemediationProgress.Recommended) ??
    first(progress.RemediationProgress.AlreadyPassed);
  return chosen === undefined ? [] : [chosen];
}
