import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayedPercent,
  displayedScore,
  percentOf,
  roundHalfUp,
  roundedPercent,
} from './rounding';

describe('displayed score rounding (spec 02 §5, first variant)', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.99, 1],
    [1, 1],
    [1.4, 1],
    [1.5, 2],
    [79.4, 79],
    [79.5, 80],
    [70.5, 71],
    [98.5, 99],
    [99, 99],
    [99.4, 99],
    [99.99, 99],
    [100, 100],
    [-5, 0],
    [150, 100],
    [Number.NaN, 0],
  ])('shows %s percent as %s', (percent, shown) => {
    expect(displayedScore(percent)).toBe(shown);
  });

  it('computes percentages, 0 for a zero or missing total', () => {
    expect(percentOf(3, 4)).toBe(75);
    expect(percentOf(3, 0)).toBe(0);
    expect(percentOf(Number.NaN, 4)).toBe(0);
    expect(displayedPercent(43, 54)).toBe(80);
    expect(displayedPercent(1, 1000)).toBe(1);
    expect(displayedPercent(999, 1000)).toBe(99);
  });

  // issue 15: 29/40 showed 73 % and 23/40 57 % (floating point); both are .5 and round up.
  it.each([
    [29, 40, 73],
    [23, 40, 58],
    [1, 8, 13],
    [3, 8, 38],
    [5, 8, 63],
    [7, 8, 88],
    [43, 54, 80],
  ])('rounds %s of %s to %s percent, a .5 always up', (score, total, shown) => {
    expect(displayedPercent(score, total)).toBe(shown);
    expect(roundedPercent(score, total)).toBe(shown);
  });

  it('rounds every .5 of an integer fraction up, exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 100000 }),
        (d, n) => {
          const r = roundHalfUp(n, d);
          // r - 1/2 <= n/d < r + 1/2, compared on integers.
          expect(2 * n >= (2 * r - 1) * d).toBe(true);
          expect(2 * n < (2 * r + 1) * d).toBe(true);
        },
      ),
    );
  });

  it('shows 0 only for nothing right and 100 only for everything right', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 500 })
          .chain((total) =>
            fc.tuple(fc.integer({ min: 0, max: total }), fc.constant(total)),
          ),
        ([score, total]) => {
          const shown = displayedPercent(score, total);
          expect(shown === 0).toBe(score === 0);
          expect(shown === 100).toBe(score === total);
          expect(Number.isInteger(shown)).toBe(true);
        },
      ),
    );
  });

  it('stays within one point of the exact percentage and never decreases', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          expect(Math.abs(displayedScore(a) - a)).toBeLessThanOrEqual(1);
          if (a <= b)
            expect(displayedScore(a)).toBeLessThanOrEqual(displayedScore(b));
        },
      ),
    );
  });
});
