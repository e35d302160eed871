import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  scoreMultipleSelect,
  type MultipleSelectKey,
  type MultipleSelectResponse,
} from './score-multiple-select';

const key: MultipleSelectKey = {
  type: 'multipleSelect',
  questionKey: 'q',
  numAnswers: 2,
  optionCount: 5,
  correct: [1, 3],
};

describe('scoreMultipleSelect (spec 01 §5, spec 02 §5)', () => {
  it('gives full marks for selecting exactly the answers', () => {
    expect(scoreMultipleSelect({ selected: [3, 1] }, key)).toEqual({
      type: 'points',
      score: 2,
      total: 2,
    });
  });

  it('counts each selected answer as a point and totals numAnswers', () => {
    expect(scoreMultipleSelect({ selected: [1, 0] }, key)).toEqual({
      type: 'points',
      score: 1,
      total: 2,
    });
    expect(scoreMultipleSelect({ selected: [] }, key)).toEqual({
      type: 'points',
      score: 0,
      total: 2,
    });
  });

  it('scores 0 when more options are selected than numAnswers', () => {
    expect(scoreMultipleSelect({ selected: [1, 3, 0] }, key)).toEqual({
      type: 'points',
      score: 0,
      total: 2,
    });
    expect(scoreMultipleSelect({ selected: [0, 1, 2, 3, 4] }, key)).toEqual({
      type: 'points',
      score: 0,
      total: 2,
    });
  });

  it('answers invalid for malformed responses', () => {
    const bad: unknown[] = [
      null,
      {},
      { selected: 'x' },
      { selected: [5] },
      { selected: [-1] },
      { selected: [1.5] },
      { selected: [1, 1] },
      { selected: ['1'] },
    ];
    for (const response of bad) {
      expect(
        scoreMultipleSelect(response as MultipleSelectResponse, key).type,
      ).toBe('invalid');
    }
  });

  it('never scores below 0 or above numAnswers, and rewards no over-selection', () => {
    const arbKey = fc
      .record({
        optionCount: fc.integer({ min: 1, max: 8 }),
        numAnswers: fc.integer({ min: 1, max: 4 }),
      })
      .chain(({ optionCount, numAnswers }) =>
        fc.record({
          correct: fc.uniqueArray(
            fc.integer({ min: 0, max: optionCount - 1 }),
            {
              minLength: Math.min(numAnswers, optionCount),
              maxLength: Math.min(numAnswers, optionCount),
            },
          ),
          selected: fc.uniqueArray(
            fc.integer({ min: 0, max: optionCount - 1 }),
          ),
          optionCount: fc.constant(optionCount),
          numAnswers: fc.constant(numAnswers),
        }),
      );
    fc.assert(
      fc.property(arbKey, ({ correct, selected, optionCount, numAnswers }) => {
        const k: MultipleSelectKey = {
          type: 'multipleSelect',
          questionKey: 'q',
          numAnswers,
          optionCount,
          correct,
        };
        const result = scoreMultipleSelect({ selected }, k);
        if (result.type !== 'points') throw new Error('expected points');
        expect(result.total).toBe(numAnswers);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(numAnswers);
        if (selected.length > numAnswers) expect(result.score).toBe(0);
        const full = scoreMultipleSelect({ selected: correct }, k);
        expect(full).toEqual({
          type: 'points',
          score: correct.length,
          total: numAnswers,
        });
      }),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (anything) => {
        const result = scoreMultipleSelect(
          { selected: anything } as MultipleSelectResponse,
          key,
        );
        expect(['points', 'invalid']).toContain(result.type);
      }),
    );
  });
});
