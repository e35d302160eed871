import { MODULE_DT_STATUS, type ModuleDtStatus } from './classification';

/** spec 02 §2 Progress tab groups. */
export type ProgressGroup = 'studying' | 'notPassed' | 'passed' | 'notStarted';

// spec 02 §2: groups Studying, Not passed, Passed, Not started. The spec names them only:
// passed modules are Passed; never-tested ones Not started; tested and not passed ones
// are Studying once a lesson shows progress, else Not passed.
export function progressGroup(
  status: ModuleDtStatus,
  totalProgress: number,
): ProgressGroup {
  if (status === MODULE_DT_STATUS.passed) return 'passed';
  if (status === MODULE_DT_STATUS.notStudied) return 'notStarted';
  return totalProgress > 0 ? 'studying' : 'notPassed';
}

export function progressGroupCounts(
  modules: readonly { status: ModuleDtStatus; totalProgress: number }[],
): Record<ProgressGroup, number> {
  const counts: Record<ProgressGroup, number> = {
    studying: 0,
    notPassed: 0,
    passed: 0,
    notStarted: 0,
  };
  for (const m of modules)
    counts[progressGroup(m.status, m.totalProgress)] += 1;
  return counts;
}
