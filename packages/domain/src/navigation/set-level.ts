import { offeredStartPoints, type SetLevelGrade } from './start-points';

/** spec 01 §3 Set-level card status: 1 regular, 2 review, 3 learn ahead. */
export type SetLevelCard = 1 | 2 | 3;

/** The cards by name (spec 01 §3 Set-level models: status 1 regular, 2 review, 3 learn ahead). */
export const SET_LEVEL_CARD = {
  regular: 1,
  review: 2,
  learnAhead: 3,
} as const satisfies Record<string, SetLevelCard>;

/** spec 01 §4 Level state: 1 both, 2 only learn ahead (lowest grade), 3 only review (highest grade), 4 none. */
export type SetLevelState = 1 | 2 | 3 | 4;

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
  const offered = offeredStartPoints(grades, schoolGradeKey);
  const index = offered.findIndex((g) => g.key === schoolGradeKey);
  const regular = offered[index];
  if (!regular) return null;
  const review = offered.slice(0, index).reverse();
  const learnAhead = offered[index + 1] ?? null;
  const state: SetLevelState =
    review.length > 0 ? (learnAhead ? 1 : 3) : learnAhead ? 2 : 4;
  const saved = offered.find((g) => g.key === savedStartPointKey);
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

/**
 * The start-point grade key chosen by a card; for Review, the earlier grade
 * picked in its dropdown when it is one of the review grades.
 */
export function startPointOf(
  model: SetLevelModel,
  card: SetLevelCard,
  reviewKey: string | null = null,
): string | null {
  if (card === SET_LEVEL_CARD.regular) return model.regular.key;
  if (card === SET_LEVEL_CARD.review)
    return (
      model.review.grades.find((g) => g.key === reviewKey)?.key ??
      model.review.selectGrade?.key ??
      null
    );
  return model.learnAhead?.key ?? null;
}

// spec 01 §4 Level state: 1 both review and learn ahead, 2 only learn ahead, 3 only
// review, 4 none; Regular is always shown.
export function setLevelCardsShown(state: SetLevelState): {
  review: boolean;
  learnAhead: boolean;
} {
  return {
    review: state === 1 || state === 3,
    learnAhead: state === 1 || state === 2,
  };
}
