/** spec 01 §3 Set-level card status: 1 regular, 2 review, 3 learn ahead. */
export type SetLevelCard = 1 | 2 | 3;

/** spec 01 §4 Level state: 1 both, 2 only learn ahead (lowest grade), 3 only review (highest grade), 4 none. */
export type SetLevelState = 1 | 2 | 3 | 4;

export interface SetLevelGrade {
  key: string;
  ordinal: number;
}

export interface SetLevelModel {
  state: SetLevelState;
  /** The school grade (Regular). */
  regular: SetLevelGrade;
  /** Earlier grades, nearest first (a dropdown when several). */
  review: { grades: SetLevelGrade[]; selectGrade: SetLevelGrade | null };
  /** The grade just above, if any. */
  learnAhead: SetLevelGrade | null;
  /** The preselected card: the saved starting point, else Regular. */
  preselected: SetLevelCard;
}

// spec 01 §2 set_level and §4 Set-level. Null when the school grade is not in the list.
export function setLevelModel(
  grades: readonly SetLevelGrade[],
  schoolGradeKey: string,
  savedStartPointKey: string | null,
): SetLevelModel | null {
  const ordered = [...grades].sort((a, b) => a.ordinal - b.ordinal);
  const index = ordered.findIndex((g) => g.key === schoolGradeKey);
  const regular = ordered[index];
  if (!regular) return null;
  const review = ordered.slice(0, index).reverse();
  const learnAhead = ordered[index + 1] ?? null;
  const state: SetLevelState =
    review.length > 0 ? (learnAhead ? 1 : 3) : learnAhead ? 2 : 4;
  const saved = ordered.find((g) => g.key === savedStartPointKey);
  const preselected: SetLevelCard =
    !saved || saved.ordinal === regular.ordinal
      ? 1
      : saved.ordinal < regular.ordinal
        ? 2
        : 3;
  const selectGrade = preselected === 2 && saved ? saved : (review[0] ?? null);
  return {
    state,
    regular,
    review: { grades: review, selectGrade },
    learnAhead,
    preselected,
  };
}

/** The start-point grade key chosen by a card. */
export function startPointOf(
  model: SetLevelModel,
  card: SetLevelCard,
): string | null {
  if (card === 1) return model.regular.key;
  if (card === 2) return model.review.selectGrade?.key ?? null;
  return model.learnAhead?.key ?? null;
}
