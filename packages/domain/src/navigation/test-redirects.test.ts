import { describe, expect, it } from 'vitest';
import { AUTHORITY_LEVELS } from '../authority/authority-levels';
import { facts, firstTime } from './navigation.testdata';
import {
  afterLeavingTest,
  dtIntroDecision,
  purchaseGuideBack,
  purchaseGuideDecision,
  testDataDecision,
  testingDecision,
} from './test-redirects';

const to = (page: string) => ({ type: 'redirect', to: page });
const stay = { type: 'stay' };
const regular = {
  hasProfile: true,
  hasStudyPath: true,
  authority: AUTHORITY_LEVELS.REGUALR,
  userStatus: 1,
};
const demo = {
  hasProfile: true,
  hasStudyPath: true,
  authority: AUTHORITY_LEVELS.DEMO,
  userStatus: 4,
};
const expired = {
  hasProfile: true,
  hasStudyPath: true,
  authority: AUTHORITY_LEVELS.EXPIRED,
  userStatus: 2,
};

describe('dt_intro and testing redirects (spec 01 §4 Diagnostic test flow)', () => {
  it('sends a demo user at the test limit to purchase_guide from the intro, to learn from testing', () => {
    expect(
      dtIntroDecision({ ...demo, facts: facts({ testsTaken: 1 }) }),
    ).toEqual(to('purchase_guide'));
    expect(
      testingDecision({ ...demo, facts: facts({ testsTaken: 1 }) }),
    ).toEqual(to('learn'));
  });

  it('sends an expired user at the test limit to learn', () => {
    expect(
      dtIntroDecision({ ...expired, facts: facts({ testsTaken: 1 }) }),
    ).toEqual(to('learn'));
  });

  it('never limits a regular student by count', () => {
    expect(
      dtIntroDecision({ ...regular, facts: facts({ testsTaken: 40 }) }),
    ).toEqual(stay);
  });

  it('sends the student to learn when there is nothing to test', () => {
    expect(
      dtIntroDecision({ ...regular, facts: facts({ allTestsDone: true }) }),
    ).toEqual(to('learn'));
    expect(
      testingDecision({ ...regular, facts: facts({ allTestsDone: true }) }),
    ).toEqual(to('learn'));
  });

  it('sends a returning student with recommended lessons not all done to learn', () => {
    expect(
      dtIntroDecision({
        ...regular,
        facts: facts({ recommendedLessonsDone: false }),
      }),
    ).toEqual(to('learn'));
    expect(
      testingDecision({
        ...regular,
        facts: facts({ recommendedLessonsDone: false }),
      }),
    ).toEqual(to('learn'));
  });

  it('lets a first-time student in', () => {
    expect(dtIntroDecision({ ...demo, facts: firstTime() })).toEqual(stay);
    expect(testingDecision({ ...demo, facts: firstTime() })).toEqual(stay);
  });

  it('sends a first-time student with no new modules from testing to dt_intro', () => {
    expect(
      testingDecision({
        ...regular,
        facts: { ...firstTime(), newModuleCount: 0, verifyModuleCount: 1 },
      }),
    ).toEqual(to('dt_intro'));
  });

  it('sends a returning demo student (UserStatus 4) from testing to learn', () => {
    const unlimitedDemo = {
      hasProfile: true,
      hasStudyPath: true,
      authority: { maxDtNumber: -1 },
      userStatus: 4,
    };
    expect(testingDecision({ ...unlimitedDemo, facts: facts() })).toEqual(
      to('learn'),
    );
    expect(testingDecision({ ...regular, facts: facts() })).toEqual(stay);
  });

  it('alerts and returns to dt_intro when the test data are missing or empty', () => {
    const alert = {
      type: 'redirect',
      to: 'dt_intro',
      alert: 'Student diagnostic test data are not available!',
    };
    expect(testDataDecision(null)).toEqual(alert);
    expect(testDataDecision(0)).toEqual(alert);
    expect(testDataDecision(3)).toEqual(stay);
  });

  it('sends a student without a profile to welcome from the intro and from testing', () => {
    const noProfile = { ...regular, hasProfile: false, facts: firstTime() };
    expect(dtIntroDecision(noProfile)).toEqual(to('welcome'));
    expect(testingDecision(noProfile)).toEqual(to('welcome'));
  });

  it('sends a first-time student whose profile has no study path back to set_level (issue 15)', () => {
    const noPath = { ...regular, hasStudyPath: false, facts: firstTime() };
    expect(dtIntroDecision(noPath)).toEqual(to('set_level'));
    expect(testingDecision(noPath)).toEqual(to('set_level'));
    // A returning student's path is the tests taken: no way back to set_level.
    expect(dtIntroDecision({ ...noPath, facts: facts() })).toEqual(stay);
  });

  it('returns to the intro or custom test page after leaving a test', () => {
    expect(afterLeavingTest('testing')).toBe('dt_intro');
    expect(afterLeavingTest('ct_testing')).toBe('custom_test');
  });
});

describe('purchase_guide (spec 01 §2)', () => {
  it('shows only for UserStatus 4', () => {
    expect(purchaseGuideDecision({ userStatus: 4 })).toEqual(stay);
    expect(purchaseGuideDecision({ userStatus: 1 })).toEqual(to('learn'));
    expect(purchaseGuideDecision({ userStatus: 2 })).toEqual(to('learn'));
  });

  it('goes back to module_lesson when entered from there, else learn', () => {
    expect(purchaseGuideBack('module_lesson')).toBe('module_lesson');
    expect(purchaseGuideBack('learn')).toBe('learn');
    expect(purchaseGuideBack(null)).toBe('learn');
  });
});
