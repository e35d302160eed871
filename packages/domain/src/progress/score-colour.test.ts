import { describe, expect, it } from 'vitest';
import { isPassingScore, scoreColour } from './score-colour';
import { MEDIUM_MARK, PASS_MARK } from './thresholds';

describe('score colour (spec 02 §4, spec 01 §9)', () => {
  it.each([
    [100, 2],
    [80, 2],
    [79, 3],
    [60, 3],
    [59, 4],
    [0, 4],
  ])('colours %s as %s', (score, colour) => {
    expect(scoreColour(score)).toBe(colour);
  });

  it('passes at 80, not at 70 (spec 01 §5 pass mark)', () => {
    expect(PASS_MARK).toBe(80);
    expect(MEDIUM_MARK).toBe(60);
    expect(isPassingScore(80)).toBe(true);
    expect(isPassingScore(79)).toBe(false);
    expect(isPassingScore(71)).toBe(false);
  });
});
