import {
  isFiniteNumber,
  isNonBlankString,
  isNonEmptyArray,
  isRecord,
} from '../common/guards';

// spec 01 §4 / spec 02 §5: entries with an empty key (modules, grades) are skipped.
export function withKeys<T>(
  items: readonly T[],
  keyOf: (item: T) => unknown,
): T[] {
  return items.filter((item) => isNonBlankString(keyOf(item)));
}

/** A score item as the wire sends it. */
export interface ScoreItem {
  Score: number;
  TotalScore?: number | null;
}

// spec 02 §5: score items with missing or zero total score are skipped.
export function withTotals<T extends ScoreItem>(items: readonly T[]): T[] {
  return items.filter(
    (item) => isFiniteNumber(item.TotalScore) && item.TotalScore > 0,
  );
}

// spec 02 §5: remediation items without a ModuleKey or lessons are skipped.
export function usableRemediationModules<T>(items: readonly T[]): T[] {
  return items.filter(
    (item) =>
      isRecord(item) &&
      isNonBlankString(item.ModuleKey) &&
      isNonEmptyArray(item.Lessons),
  );
}
