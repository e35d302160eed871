import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreMatch, type MatchKey, type MatchResponse } from './score-match';

const key: MatchKey = { type: 'match', questionKey: 'q', answers: [2, 0, 1] };

describe('scoreMatch (spec 01 §5, spec 02 §5)', () => {
  it('counts the presets linked to their answer out of the number of answers', () => {
    expect(scoreMatch({ links: [2, 0, 1] }, key)).toEqual({
      type: 'points',
      score: 3,
      total: 3,
    });
    expect(scoreMatch({ links: [2, 1, 0] }, key)).toEqual({
      type: 'points',
      score: 1,
      total: 3,
    });
    expect(scoreMatch({ links: [null, null, null] }, key)).toEqual({
      type: 'points',
      score: 0,
      total: 3,
    });
  });

  it('answers invalid for malformed links', () => {
    const bad: unknown[] = [
      null,
      { links: 3 },
      { links: [0, 1] },
      { links: [0, 1, 3] },
      { links: [0, 0, 1] },
      { links: [0, 1, 'x'] },
    ];
    for (const response of bad)
      expect(scoreMatch(response as MatchResponse, key).type).toBe('invalid');
  });

  it('scores between 0 and the number of pairs, full marks for the key itself', () => {
    const arb = fc.integer({ min: 1, max: 6 }).chain((n) =>
      fc.tuple(
        fc.shuffledSubarray([...Array(n).keys()], {
          minLength: n,
          maxLength: n,
        }),
        fc.shuffledSubarray([...Array(n).keys()], {
          minLength: n,
          maxLength: n,
        }),
      ),
    );
    fc.assert(
      fc.property(arb, ([answers, links]) => {
        const k: MatchKey = { type: 'match', questionKey: 'q', answers };
        const result = scoreMatch({ links }, k);
        if (result.type !== 'points') throw new Error('expected points');
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(answers.length);
        expect(scoreMatch({ links: answers }, k)).toEqual({
          type: 'points',
          score: answers.length,
          total: answers.length,
        });
      }),
    );
  });
});
