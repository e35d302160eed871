/**
 * What a scorer answers: points earned out of a total, or `invalid` when the
 * response is malformed (wrong shape, index out of range, wrong length).
 */
export type ScoreResult =
  | { type: 'points'; score: number; total: number }
  | { type: 'invalid'; message: string };

export function points(score: number, total: number): ScoreResult {
  return { type: 'points', score, total };
}

export function invalid(message: string): ScoreResult {
  return { type: 'invalid', message };
}

/** Checks that every entry is an integer index in [0, size). */
export function areIndexes(values: readonly unknown[], size: number): boolean {
  return values.every(
    (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < size,
  );
}

/** True when no non-null value repeats. */
export function hasNoDuplicates(values: readonly unknown[]): boolean {
  const present = values.filter((v) => v !== null);
  return new Set(present).size === present.length;
}
