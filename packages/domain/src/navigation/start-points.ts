/** A grade a student may start from, by key and ordinal. */
export interface SetLevelGrade {
  key: string;
  ordinal: number;
}

// spec 01 §2 set_level / §4 Set-level: the start points offered are the school
// grade (Regular), every earlier grade (Review) and the next grade (Study
// Ahead), lowest first. Empty when the school grade is not in the list.
export function offeredStartPoints<G extends SetLevelGrade>(
  grades: readonly G[],
  schoolGradeKey: string,
): G[] {
  const ordered = [...grades].sort((a, b) => a.ordinal - b.ordinal);
  const index = ordered.findIndex((g) => g.key === schoolGradeKey);
  return index < 0 ? [] : ordered.slice(0, index + 2);
}

/** spec 01 §4 Set-level: whether a start point is one the rule offers for this school grade. */
export function isOfferedStartPoint(
  grades: readonly SetLevelGrade[],
  schoolGradeKey: string,
  startPointKey: string,
): boolean {
  return offeredStartPoints(grades, schoolGradeKey).some(
    (g) => g.key === startPointKey,
  );
}
