import { describe, expect, it } from 'vitest';
import { LEARN_COACH_MARKS, nextCoachMark } from './coach-marks';

describe('coach marks (spec 02 §2 Learn page, §3 gp_cookie)', () => {
  it('spec 02 §2: shows the coach marks in turn until the counter reaches the total', () => {
    expect(LEARN_COACH_MARKS).toBe(2);
    expect(nextCoachMark(undefined)).toBe(0);
    expect(nextCoachMark(1)).toBe(1);
    expect(nextCoachMark(2)).toBeNull();
    expect(nextCoachMark(-3)).toBe(0);
    expect(nextCoachMark('x')).toBe(0);
  });
});
