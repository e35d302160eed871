import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isGapAnswerCorrect,
  normalizeGapAnswer,
  scoreGapFill,
  type GapFillKey,
  type GapFillResponse,
} from './score-gap-fill';

const key: GapFillKey = {
  type: 'gapFill',
  questionKey: 'q',
  gaps: [
    ["doesn't", 'does not'],
    ['is knocking', "'s knocking"],
  ],
};

describe('gap fill answers (spec 01 §5, spec 02 §5)', () => {
  it('accepts the answer whatever its case and surrounding spaces', () => {
    expect(isGapAnswerCorrect('  Does Not ', ['does not'])).toBe(true);
  });

  it('accepts a listed alternative answer', () => {
    expect(isGapAnswerCorrect('does not', ["doesn't", 'does not'])).toBe(true);
  });

  it('treats curly and straight apostrophes alike', () => {
    expect(isGapAnswerCorrect('doesn\u2019t', ["doesn't"])).toBe(true);
    expect(isGapAnswerCorrect("doesn't", ['doesn\u2019t'])).toBe(true);
  });

  it('treats repeated spaces as one', () => {
    expect(isGapAnswerCorrect('does    not', ['does not'])).toBe(true);
  });

  it('rejects a wrong, empty or missing answer', () => {
    expect(isGapAnswerCorrect('do not', ["doesn't"])).toBe(false);
    expect(isGapAnswerCorrect('   ', [''])).toBe(false);
    expect(isGapAnswerCorrect(null, ['x'])).toBe(false);
  });

  it('normalizes to lower case with single spaces and straight apostrophes', () => {
    expect(normalizeGapAnswer('  I\u2019M   Here ')).toBe("i'm here");
  });
});

describe('scoreGapFill', () => {
  it('gives one point per correct gap', () => {
    expect(scoreGapFill({ answers: ["Doesn't", "'s knocking"] }, key)).toEqual({
      type: 'points',
      score: 2,
      total: 2,
    });
    expect(scoreGapFill({ answers: ['do not', 'is knocking'] }, key)).toEqual({
      type: 'points',
      score: 1,
      total: 2,
    });
    expect(scoreGapFill({ answers: [null, ''] }, key)).toEqual({
      type: 'points',
      score: 0,
      total: 2,
    });
  });

  it('answers invalid for a response with the wrong number of gaps or non-text entries', () => {
    const bad: unknown[] = [
      null,
      {},
      { answers: 'x' },
      { answers: ['a'] },
      { answers: ['a', 'b', 'c'] },
      { answers: ['a', 3] },
    ];
    for (const response of bad)
      expect(scoreGapFill(response as GapFillResponse, key).type).toBe(
        'invalid',
      );
  });

  it('accepts any case, spacing and apostrophe variant of a listed answer', () => {
    const variant = fc
      .tuple(
        fc.constantFrom("doesn't", 'does not', "isn't it"),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        fc.constantFrom("'", '\u2019', '\u2018'),
        fc.integer({ min: 1, max: 4 }),
      )
      .map(([word, upper, apostrophe, spaces]) => ({
        word,
        typed: ` ${[...word]
          .map((c, i) => (upper[i] ? c.toUpperCase() : c))
          .join('')
          .replace(/'/g, apostrophe)
          .replace(/ /g, ' '.repeat(spaces))}  `,
      }));
    fc.assert(
      fc.property(variant, ({ word, typed }) => {
        expect(isGapAnswerCorrect(typed, [word])).toBe(true);
      }),
    );
  });

  it('scores between 0 and the number of gaps for any text answers', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.array(fc.string(), { minLength: 1, maxLength: 3 }), {
            minLength: 1,
            maxLength: 5,
          })
          .chain((gaps) =>
            fc.tuple(
              fc.constant(gaps),
              fc.array(fc.option(fc.string(), { nil: null }), {
                minLength: gaps.length,
                maxLength: gaps.length,
              }),
            ),
          ),
        ([gaps, answers]) => {
          const result = scoreGapFill(
            { answers },
            { type: 'gapFill', questionKey: 'q', gaps },
          );
          if (result.type !== 'points') throw new Error('expected points');
          expect(result.total).toBe(gaps.length);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(gaps.length);
        },
      ),
    );
  });
});
