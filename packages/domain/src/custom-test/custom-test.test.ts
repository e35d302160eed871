import { describe, expect, it } from 'vitest';
import {
  addModule,
  CT_FULL_MESSAGE,
  CT_FULL_TITLE,
  fillCustomTest,
  initialSelection,
  MAX_CT_MODULES,
  removeModule,
  weaknessCandidates,
  type CustomTestCandidate,
} from './selection';
import { ctFeedbackClass, startCustomTest } from './start-custom-test';

const c = (
  moduleKey: string,
  displayedScore: number,
  extra: Partial<CustomTestCandidate> = {},
): CustomTestCandidate => ({
  moduleKey,
  moduleDtStatus: 3,
  displayedScore,
  difficultyLevel: 1,
  gradeOrdinal: 5,
  latestTestAt: '2024-01-01T00:00:00Z',
  ...extra,
});

describe('custom test selection (spec 02 §4, §5)', () => {
  it('sorts weakness modules by displayed score, difficulty, grade and newest test first', () => {
    const list = [
      c('d', 50, { latestTestAt: '2024-01-01T00:00:00Z' }),
      c('a', 40),
      c('e', 50, { latestTestAt: '2024-03-01T00:00:00Z' }),
      c('b', 50, { difficultyLevel: 0 }),
      c('g', 50, { gradeOrdinal: 4 }),
      c('passed', 90, { moduleDtStatus: 1 }),
      c('ongoing', 10, { moduleDtStatus: 2 }),
    ];
    expect(weaknessCandidates(list).map((m) => m.moduleKey)).toEqual([
      'a',
      'b',
      'g',
      'e',
      'd',
    ]);
  });

  it('preselects the first 4 and leaves the rest selectable', () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f'].map((k, i) => c(k, 10 + i));
    expect(MAX_CT_MODULES).toBe(4);
    expect(initialSelection(list)).toEqual({
      selected: ['a', 'b', 'c', 'd'],
      selectable: ['e', 'f'],
    });
  });

  it('refuses adding to a full test with the specified messages', () => {
    const result = addModule(
      { selected: ['a', 'b', 'c', 'd'], selectable: ['e'] },
      'e',
    );
    expect(result).toEqual({
      ok: false,
      reason: 'full',
      title: 'Custom Test is full!',
      message: 'Remove something from the test first, then add this module.',
    });
    expect(CT_FULL_TITLE).toBe('Custom Test is full!');
    expect(CT_FULL_MESSAGE).toBe(
      'Remove something from the test first, then add this module.',
    );
  });

  it('adds a selectable module when there is room, and ignores others', () => {
    expect(addModule({ selected: ['a'], selectable: ['e', 'f'] }, 'f')).toEqual(
      { ok: true, selection: { selected: ['a', 'f'], selectable: ['e'] } },
    );
    expect(addModule({ selected: ['a'], selectable: ['e'] }, 'zz')).toEqual({
      ok: false,
      reason: 'notSelectable',
    });
  });

  it('returns a removed module to the selectable list in order', () => {
    const list = ['a', 'b', 'c'].map((k, i) => c(k, 10 + i));
    expect(
      removeModule({ selected: ['a', 'c'], selectable: ['b'] }, 'a', list),
    ).toEqual({ selected: ['c'], selectable: ['a', 'b'] });
    expect(
      removeModule({ selected: ['x'], selectable: [] }, 'x', list),
    ).toEqual({ selected: [], selectable: ['x'] });
    const same = { selected: ['a'], selectable: [] };
    expect(removeModule(same, 'b', list)).toBe(same);
  });

  it('fills a test of fewer than 4 with other studied modules, never unstudied ones', () => {
    const list = [
      c('w', 30),
      c('o', 60, { moduleDtStatus: 2 }),
      c('p', 90, { moduleDtStatus: 1 }),
      c('n', 0, { moduleDtStatus: 4 }),
      c('q', 85, { moduleDtStatus: 1 }),
    ];
    expect(fillCustomTest(['w'], list)).toEqual(['w', 'o', 'q', 'p']);
    expect(fillCustomTest(['a', 'b', 'c', 'd'], list)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('needs one selected module and the custom-test right to start', () => {
    expect(startCustomTest([], { level: 'REGUALR' })).toEqual({
      type: 'nothingSelected',
    });
    expect(startCustomTest(['a'], { level: 'DEMO' })).toEqual({
      type: 'warning',
    });
    expect(startCustomTest(['a'], { level: 'EXPIRED' })).toEqual({
      type: 'warning',
    });
    expect(startCustomTest(['a'], { level: 'REGUALR' })).toEqual({
      type: 'start',
      moduleKeys: ['a'],
      to: 'ct_testing',
    });
  });

  it.each([
    [100, 1],
    [99, 2],
    [96, 2],
    [95, 3],
    [80, 3],
    [79, 4],
    [0, 4],
  ])('gives a custom-test score of %s feedback class %s', (score, feedback) => {
    expect(ctFeedbackClass(score)).toBe(feedback);
  });
});
