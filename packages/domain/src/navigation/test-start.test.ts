import { describe, expect, it } from 'vitest';
import { AUTHORITY_LEVELS } from '../authority/authority-levels';
import { facts, firstTime } from './navigation.testdata';
import { testStartRefusal } from './test-start';

const regular = { hasProfile: true, authority: AUTHORITY_LEVELS.REGUALR };
const demo = { hasProfile: true, authority: AUTHORITY_LEVELS.DEMO };

describe('why a diagnostic test may not start (spec 01 §4 Diagnostic test flow)', () => {
  it('lets a first-time student with a profile start', () => {
    expect(testStartRefusal({ ...regular, facts: firstTime() })).toBeNull();
    expect(testStartRefusal({ ...demo, facts: firstTime() })).toBeNull();
  });

  it('refuses a student without a profile before anything else (DESIGN.md §4 Learning path)', () => {
    expect(
      testStartRefusal({
        ...demo,
        hasProfile: false,
        facts: facts({ testsTaken: 1, allTestsDone: true }),
      }),
    ).toBe('noProfile');
  });

  it('refuses a demo or expired student at maxDtNumber, never a regular one (spec 01 §3 Authority levels)', () => {
    expect(testStartRefusal({ ...demo, facts: facts({ testsTaken: 1 }) })).toBe(
      'noTestsLeft',
    );
    expect(
      testStartRefusal({
        hasProfile: true,
        authority: AUTHORITY_LEVELS.EXPIRED,
        facts: facts({ testsTaken: 1 }),
      }),
    ).toBe('noTestsLeft');
    expect(
      testStartRefusal({ ...regular, facts: facts({ testsTaken: 40 }) }),
    ).toBeNull();
  });

  it('refuses when NeedToBeVerified and New are both empty (spec 01 §4: all tests done)', () => {
    expect(
      testStartRefusal({ ...regular, facts: facts({ allTestsDone: true }) }),
    ).toBe('allTestsDone');
  });

  it('refuses a returning student whose recommended lessons are not all done, not a first-time one (spec 01 §4)', () => {
    expect(
      testStartRefusal({
        ...regular,
        facts: facts({ recommendedLessonsDone: false }),
      }),
    ).toBe('lessonsNotDone');
    expect(
      testStartRefusal({
        ...regular,
        facts: { ...firstTime(), recommendedLessonsDone: false },
      }),
    ).toBeNull();
  });
});
