import { isPassingScore } from './score-colour';
import {
  displayedOf,
  latestScore,
  usableScores,
  type ScoreEntry,
} from './score-entry';

/** spec 02 §3 moduleDtStatus: 1 passed, 2 ongoing, 3 weakness, 4 not studied. */
export type ModuleDtStatus = 1 | 2 | 3 | 4;
export const MODULE_DT_STATUS = {
  passed: 1,
  ongoing: 2,
  weakness: 3,
  notStudied: 4,
} as const;

/** spec 02 §4 Module progress status: 1 not started, 2 passed, 3 one score not passed, 4 several not passed. */
export type ModuleProgressStatus = 1 | 2 | 3 | 4;

export interface ModuleScores {
  /** Diagnostic-test scores (certainModuleScores). */
  dt: readonly ScoreEntry[];
  /** Custom-test scores (customTestModuleScores). */
  ct: readonly ScoreEntry[];
}

/** A test says passed when its latest score for the module reaches the pass mark. */
function says(entries: readonly ScoreEntry[]): boolean {
  const latest = latestScore(entries);
  return latest !== null && isPassingScore(displayedOf(latest));
}

// spec 02 §4: a module counts as passed if the diagnostic or the custom test says so.
export function isModulePassed(scores: ModuleScores): boolean {
  return says(scores.dt) || says(scores.ct);
}

/** Usable scores of both kinds: what "score entries" counts. */
export function scoreEntryCount(scores: ModuleScores): number {
  return usableScores(scores.dt).length + usableScores(scores.ct).length;
}

// spec 01 §4 / spec 02 §4 Module classification. Entries of both tests count:
// "under 80 twice is a weakness" whichever test the second failure came from.
export function moduleDtStatus(scores: ModuleScores): ModuleDtStatus {
  if (isModulePassed(scores)) return MODULE_DT_STATUS.passed;
  const count = scoreEntryCount(scores);
  if (count === 0) return MODULE_DT_STATUS.notStudied;
  return count === 1 ? MODULE_DT_STATUS.ongoing : MODULE_DT_STATUS.weakness;
}

// spec 02 §4 Module progress status.
export function moduleProgressStatus(
  scores: ModuleScores,
): ModuleProgressStatus {
  const status = moduleDtStatus(scores);
  const byDtStatus: Record<ModuleDtStatus, ModuleProgressStatus> = {
    1: 2,
    2: 3,
    3: 4,
    4: 1,
  };
  return byDtStatus[status];
}

/** spec 01 §4 Module result texts. */
export type ModuleResult =
  'passed' | 'recommended' | 'requiresAttention' | 'notStudied';

// spec 01 §4: passed at 80 or more; under 80 recommended; under 80 twice requires attention.
export function moduleResult(scores: ModuleScores): ModuleResult {
  const results: Record<ModuleDtStatus, ModuleResult> = {
    1: 'passed',
    2: 'recommended',
    3: 'requiresAttention',
    4: 'notStudied',
  };
  return results[moduleDtStatus(scores)];
}
