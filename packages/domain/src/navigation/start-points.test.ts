import { describe, expect, it } from 'vitest';
import { isOfferedStartPoint, offeredStartPoints } from './start-points';

const grades = [5, 3, 4, 6, 7].map((ordinal) => ({
  key: `g${ordinal}`,
  ordinal,
}));
const keys = (list: { key: string }[]) => list.map((g) => g.key);

describe('the start points offered (spec 01 §2 set_level, §4 Set-level)', () => {
  it('offers the school grade, every earlier grade and the next grade, lowest first', () => {
    expect(keys(offeredStartPoints(grades, 'g5'))).toEqual([
      'g3',
      'g4',
      'g5',
      'g6',
    ]);
  });

  it('offers no grade two above the school grade', () => {
    expect(isOfferedStartPoint(grades, 'g5', 'g7')).toBe(false);
    expect(isOfferedStartPoint(grades, 'g5', 'g6')).toBe(true);
    expect(isOfferedStartPoint(grades, 'g5', 'g3')).toBe(true);
  });

  it('offers no next grade at the highest grade and no earlier one at the lowest', () => {
    expect(keys(offeredStartPoints(grades, 'g7'))).toEqual([
      'g3',
      'g4',
      'g5',
      'g6',
      'g7',
    ]);
    expect(keys(offeredStartPoints(grades, 'g3'))).toEqual(['g3', 'g4']);
  });

  it('offers nothing when the school grade is unknown', () => {
    expect(offeredStartPoints(grades, 'g9')).toEqual([]);
    expect(isOfferedStartPoint(grades, 'g9', 'g9')).toBe(false);
  });
});
