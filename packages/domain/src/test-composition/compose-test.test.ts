import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QuestionType } from '../scoring/question';
import {
  composeDiagnosticTest,
  type BankQuestion,
  type ModuleBank,
} from './compose-test';
import { expectedMinutes, expectedQuestionCount, moduleQuotas } from './quotas';

const TYPES: QuestionType[] = ['multipleSelect', 'gapFill', 'match'];

function bank(moduleKey: string, size: number): ModuleBank {
  const questions: BankQuestion[] = Array.from({ length: size }, (_, i) => ({
    key: `d${i}`,
    type: TYPES[i % 3]!,
    difficulty: ((i % 3) + 1) as 1 | 2 | 3,
  }));
  return { moduleKey, questions };
}

describe('module quotas (DESIGN.md §4)', () => {
  it.each([
    [[30], [25]],
    [
      [30, 30, 30, 30],
      [25, 25, 25, 25],
    ],
    [
      [30, 30, 30, 30, 30],
      [20, 20, 20, 20, 20],
    ],
    [Array(9).fill(30), [12, 11, 11, 11, 11, 11, 11, 11, 11]],
    [Array(12).fill(30), Array(12).fill(10)],
    [
      [5, 30, 30, 30],
      [5, 25, 25, 25],
    ],
    [
      [0, 30],
      [0, 25],
    ],
    [[], []],
  ])('spreads banks of %o as %o', (sizes, quotas) => {
    expect(moduleQuotas(sizes)).toEqual(quotas);
  });

  it('keeps every module within 10..25 (or its bank) and close to 100, spread within one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 }), {
          minLength: 1,
          maxLength: 15,
        }),
        (sizes) => {
          const quotas = moduleQuotas(sizes);
          quotas.forEach((q, i) => {
            const size = sizes[i]!;
            expect(q).toBeLessThanOrEqual(Math.min(25, size));
            expect(q).toBeGreaterThanOrEqual(Math.min(10, size));
          });
          const total = quotas.reduce((a, b) => a + b, 0);
          const capacity = sizes.reduce((a, s) => a + Math.min(25, s), 0);
          const floor = sizes.reduce((a, s) => a + Math.min(10, s), 0);
          expect(total).toBe(Math.max(floor, Math.min(100, capacity)));
          const open = quotas.filter((q, i) => q < Math.min(25, sizes[i]!));
          if (open.length > 1)
            expect(Math.max(...open) - Math.min(...open)).toBeLessThanOrEqual(
              1,
            );
        },
      ),
    );
  });
});

describe('the count dt_intro shows (spec 01 §2: 100 questions, 20-30 minutes)', () => {
  it('is 100 questions and 20-30 minutes for a usual test of 4 to 10 modules', () => {
    for (const n of [4, 5, 10]) expect(expectedQuestionCount(n)).toBe(100);
    expect(expectedMinutes(100)).toEqual({ from: 20, to: 30 });
  });

  it('is the real count when the modules are few or many', () => {
    expect(expectedQuestionCount(3)).toBe(75);
    expect(expectedQuestionCount(12)).toBe(120);
    expect(expectedQuestionCount(0)).toBe(0);
    expect(expectedMinutes(75)).toEqual({ from: 15, to: 25 });
    expect(expectedMinutes(120)).toEqual({ from: 25, to: 35 });
    expect(expectedMinutes(10)).toEqual({ from: 5, to: 5 });
  });
});

describe('diagnostic test composition (DESIGN.md §4)', () => {
  it('chooses 100 questions over 5 modules, 20 each, grouped into one activity per type', () => {
    const test = composeDiagnosticTest({
      modules: ['a', 'b', 'c', 'd', 'e'].map((k) => bank(k, 30)),
      previousQuestionKeys: [],
      seed: 's',
    });
    expect(test.questionCount).toBe(100);
    for (const m of test.modules) {
      expect(m.questionKeys).toHaveLength(20);
      expect(m.activities.map((a) => a.type)).toEqual(TYPES);
      expect(m.activities[0]?.key).toBe(`${m.moduleKey}-multipleSelect`);
      const counts = m.activities.map((a) => a.questionKeys.length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
  });

  it('is the same for the same seed and differs for another', () => {
    const input = {
      modules: [bank('a', 40)],
      previousQuestionKeys: [],
      seed: 'x',
    };
    expect(composeDiagnosticTest(input)).toEqual(composeDiagnosticTest(input));
    expect(
      composeDiagnosticTest({ ...input, seed: 'y' }).modules[0]?.questionKeys,
    ).not.toEqual(composeDiagnosticTest(input).modules[0]?.questionKeys);
  });

  it('avoids the previous test questions when the bank allows', () => {
    const previous = Array.from({ length: 20 }, (_, i) => `a/d${i}`);
    const test = composeDiagnosticTest({
      modules: [bank('a', 45)],
      previousQuestionKeys: previous,
      seed: 's',
    });
    expect(test.modules[0]?.repeatedCount).toBe(0);
    expect(
      test.modules[0]?.questionKeys.some((k) => Number(k.slice(1)) < 20),
    ).toBe(false);
  });

  it('prefers questions never shown, then those shown longest ago, the previous test last (issue 15)', () => {
    // A bank of 60: 20 in the previous test, 20 in an earlier one, 20 never shown.
    const previous = Array.from({ length: 20 }, (_, i) => `a/d${i}`);
    const earlier = Array.from({ length: 20 }, (_, i) => `a/d${i + 20}`);
    const test = composeDiagnosticTest({
      modules: [bank('a', 60)],
      previousQuestionKeys: previous,
      shownQuestionKeys: [...previous, ...earlier],
      seed: 's',
    });
    const keys = test.modules[0]!.questionKeys.map((k) => Number(k.slice(1)));
    expect(keys).toHaveLength(25);
    // All 20 never-shown questions, then 5 of the earlier test, none of the previous.
    expect(keys.filter((n) => n >= 40)).toHaveLength(20);
    expect(keys.filter((n) => n >= 20 && n < 40)).toHaveLength(5);
    expect(keys.filter((n) => n < 20)).toHaveLength(0);
    expect(test.modules[0]?.shownBeforeCount).toBe(5);
    expect(test.modules[0]?.repeatedCount).toBe(0);
  });

  it('repeats only as many previous questions as the bank forces', () => {
    const previous = Array.from({ length: 20 }, (_, i) => `d${i}`);
    const test = composeDiagnosticTest({
      modules: [bank('a', 30)],
      previousQuestionKeys: previous,
      seed: 's',
    });
    expect(test.modules[0]?.questionKeys).toHaveLength(25);
    expect(test.modules[0]?.repeatedCount).toBe(15);
  });

  it('never repeats a question, invents one or strays from the quota', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 40 }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.array(fc.integer({ min: 0, max: 40 })),
        fc.string(),
        (sizes, previousIndexes, seed) => {
          const modules = sizes.map((size, i) => bank(`m${i}`, size));
          const previous = previousIndexes.map((n) => `m0/d${n}`);
          const test = composeDiagnosticTest({
            modules,
            previousQuestionKeys: previous,
            seed,
          });
          const quotas = moduleQuotas(sizes);
          test.modules.forEach((m, i) => {
            expect(new Set(m.questionKeys).size).toBe(m.questionKeys.length);
            expect(m.questionKeys).toHaveLength(quotas[i]!);
            const keys = new Set(modules[i]!.questions.map((q) => q.key));
            m.questionKeys.forEach((k) => expect(keys.has(k)).toBe(true));
            const freshAvailable =
              sizes[i]! -
              (i === 0
                ? new Set(previousIndexes.filter((n) => n < sizes[i]!)).size
                : 0);
            expect(m.repeatedCount).toBe(
              Math.max(0, quotas[i]! - freshAvailable),
            );
          });
          expect(
            composeDiagnosticTest({
              modules,
              previousQuestionKeys: previous,
              seed,
            }),
          ).toEqual(test);
        },
      ),
    );
  });

  it('ignores duplicated bank keys', () => {
    const dup: ModuleBank = {
      moduleKey: 'a',
      questions: [
        { key: 'q', type: 'match' },
        { key: 'q', type: 'match' },
        { key: 'r', type: 'gapFill' },
      ],
    };
    expect(
      composeDiagnosticTest({
        modules: [dup],
        previousQuestionKeys: [],
        seed: 's',
        limits: { target: 10, min: 1, max: 5 },
      }).modules[0]?.questionKeys.sort(),
    ).toEqual(['q', 'r']);
  });
});
