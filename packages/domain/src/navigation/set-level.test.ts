import { describe, expect, it } from 'vitest';
import {
  SET_LEVEL_CARD,
  setLevelCardsShown,
  setLevelModel,
  startPointOf,
} from './set-level';

const grades = [5, 3, 4, 6].map((ordinal) => ({ key: `g${ordinal}`, ordinal }));

describe('set level (spec 01 §2 set_level, §4 Set-level)', () => {
  it('is state 1 with both review and learn ahead, Regular preselected', () => {
    const model = setLevelModel(grades, 'g5', null);
    expect(model).toEqual({
      state: 1,
      regular: { key: 'g5', ordinal: 5 },
      review: {
        grades: [
          { key: 'g4', ordinal: 4 },
          { key: 'g3', ordinal: 3 },
        ],
        selectGrade: { key: 'g4', ordinal: 4 },
      },
      learnAhead: { key: 'g6', ordinal: 6 },
      preselected: 1,
    });
  });

  it('is state 2 (only learn ahead) at the lowest grade', () => {
    expect(setLevelModel(grades, 'g3', null)?.state).toBe(2);
  });

  it('is state 3 (only review) at the highest grade', () => {
    expect(setLevelModel(grades, 'g6', null)?.state).toBe(3);
  });

  it('is state 4 with a single grade', () => {
    expect(setLevelModel([{ key: 'g3', ordinal: 3 }], 'g3', null)?.state).toBe(
      4,
    );
  });

  it('preselects the saved starting point card', () => {
    const review = setLevelModel(grades, 'g5', 'g3');
    expect(review?.preselected).toBe(2);
    expect(review?.review.selectGrade).toEqual({ key: 'g3', ordinal: 3 });
    expect(setLevelModel(grades, 'g5', 'g6')?.preselected).toBe(3);
    expect(setLevelModel(grades, 'g5', 'g5')?.preselected).toBe(1);
    expect(setLevelModel(grades, 'g5', 'unknown')?.preselected).toBe(1);
  });

  it('gives the start point of each card and nothing for an unknown school grade', () => {
    const model = setLevelModel(grades, 'g5', null)!;
    expect([1, 2, 3].map((c) => startPointOf(model, c as 1 | 2 | 3))).toEqual([
      'g5',
      'g4',
      'g6',
    ]);
    const top = setLevelModel(grades, 'g3', null)!;
    expect(startPointOf(top, 2)).toBeNull();
    expect(startPointOf(setLevelModel(grades, 'g6', null)!, 3)).toBeNull();
    expect(setLevelModel(grades, 'g9', null)).toBeNull();
  });

  it('takes the Review start point from the dropdown when it names an earlier grade', () => {
    const model = setLevelModel(grades, 'g5', null)!;
    expect(startPointOf(model, SET_LEVEL_CARD.review, 'g3')).toBe('g3');
    expect(startPointOf(model, SET_LEVEL_CARD.review, 'g6')).toBe('g4');
    expect(startPointOf(model, SET_LEVEL_CARD.regular, 'g3')).toBe('g5');
  });

  it('shows Review for level states 1 and 3 and Study Ahead for 1 and 2 (spec 01 §4 Level state)', () => {
    expect(setLevelCardsShown(1)).toEqual({ review: true, learnAhead: true });
    expect(setLevelCardsShown(2)).toEqual({ review: false, learnAhead: true });
    expect(setLevelCardsShown(3)).toEqual({ review: true, learnAhead: false });
    expect(setLevelCardsShown(4)).toEqual({ review: false, learnAhead: false });
  });

  it('preselects Regular when the saved start point is no longer offered', () => {
    const far = [...grades, { key: 'g7', ordinal: 7 }];
    expect(setLevelModel(far, 'g5', 'g7')?.preselected).toBe(1);
  });
});
