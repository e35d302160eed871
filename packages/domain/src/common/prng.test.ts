import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, hashString, randomInt, shuffle } from './prng';

describe('seeded random', () => {
  it('gives the same sequence for the same seed', () => {
    const a = createRandom('test-1');
    const b = createRandom('test-1');
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('gives different sequences for different seeds', () => {
    expect(createRandom('a')()).not.toBe(createRandom('b')());
  });

  it('hashes strings to stable unsigned integers', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).toBeGreaterThanOrEqual(0);
  });

  it('stays in [0, 1) and randomInt in [0, max)', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 1000 }),
        (seed, max) => {
          const random = createRandom(seed);
          for (let i = 0; i < 20; i += 1) {
            const n = randomInt(random, max);
            expect(n).toBeGreaterThanOrEqual(0);
            expect(n).toBeLessThan(max);
          }
        },
      ),
    );
  });

  it('shuffles into a permutation without changing the input', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => {
        const before = [...items];
        const out = shuffle(items, createRandom(seed));
        expect(items).toEqual(before);
        expect([...out].sort((x, y) => x - y)).toEqual(
          [...items].sort((x, y) => x - y),
        );
      }),
    );
  });
});
