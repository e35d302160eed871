import { describe, expect, it } from 'vitest';
import {
  AUTHORITY_LEVELS,
  type Authority,
} from '../authority/authority-levels';
import {
  learnTabOnEntry,
  noRecommendCard,
  recommendedTextType,
  shouldAutoOpenHomeAd,
  shouldMarkHomeAdRead,
  showGrammarTestButton,
  takeTestWarning,
} from './learn-page';
import { facts } from './navigation.testdata';

const regular: Authority = { level: 'REGUALR', ...AUTHORITY_LEVELS.REGUALR };
const demo: Authority = {
  level: 'DEMO',
  ...AUTHORITY_LEVELS.DEMO,
  canRemediationModules: [],
};

describe('grammar test button (spec 02 §2)', () => {
  it.each([
    [
      {
        allTestsDone: true,
        hasRecommended: false,
        recommendedLessonsDone: true,
      },
      false,
    ],
    [
      {
        allTestsDone: false,
        hasRecommended: false,
        recommendedLessonsDone: false,
      },
      true,
    ],
    [
      {
        allTestsDone: false,
        hasRecommended: true,
        recommendedLessonsDone: true,
      },
      true,
    ],
    [
      {
        allTestsDone: false,
        hasRecommended: true,
        recommendedLessonsDone: false,
      },
      false,
    ],
  ])('for %o shows %s', (state, shown) => {
    expect(showGrammarTestButton(state)).toBe(shown);
  });
});

describe('recommended-text type (spec 02 §2)', () => {
  it.each([
    [{ ongoing: 0, weakness: 0, passed: 3 }, 'allPassed'],
    [{ ongoing: 0, weakness: 2, passed: 0 }, 'weaknesses'],
    [{ ongoing: 0, weakness: 2, passed: 1 }, 'normal'],
    [{ ongoing: 1, weakness: 0, passed: 1 }, 'normal'],
  ] as const)('for %o is %s', (counts, type) => {
    expect(recommendedTextType(counts)).toBe(type);
  });
});

describe('no-recommend card (spec 02 §2)', () => {
  it('uses the demo variant for demo students, without a next test once used up', () => {
    const card = noRecommendCard({
      authority: demo,
      facts: facts({ testsTaken: 1 }),
      weaknessCount: 0,
      passedCount: 3,
    });
    expect(card).toEqual({
      cardType: 2,
      variant: 'demo',
      actions: ['openDtResults', 'goToAllModules'],
      weaknessCount: 0,
      passedCount: 3,
    });
  });

  it('uses the all-tests-done variant', () => {
    expect(
      noRecommendCard({
        authority: regular,
        facts: facts({ allTestsDone: true }),
        weaknessCount: 1,
        passedCount: 3,
      }).variant,
    ).toBe('allTestsDone');
  });

  it('uses all passed, all failed and some passed by the counts', () => {
    const f = facts({ hasRecommended: false });
    expect(
      noRecommendCard({
        authority: regular,
        facts: f,
        weaknessCount: 0,
        passedCount: 3,
      }),
    ).toMatchObject({
      variant: 'allPassed',
      cardType: 1,
      actions: ['openDtResults', 'takeNextDt', 'goToAllModules'],
    });
    expect(
      noRecommendCard({
        authority: regular,
        facts: f,
        weaknessCount: 2,
        passedCount: 0,
      }),
    ).toMatchObject({
      variant: 'allFailed',
      actions: [
        'openDtResults',
        'takeNextDt',
        'goToNeedsAttention',
        'goToAllModules',
      ],
    });
    expect(
      noRecommendCard({
        authority: regular,
        facts: f,
        weaknessCount: 2,
        passedCount: 1,
      }).variant,
    ).toBe('somePassed');
    expect(
      noRecommendCard({
        authority: regular,
        facts: facts({ testsTaken: 0 }),
        weaknessCount: 0,
        passedCount: 0,
      }).actions,
    ).not.toContain('openDtResults');
  });
});

describe('learn tab memory (spec 02 §2)', () => {
  it('remembers the tab only when coming back through the module lesson back button', () => {
    expect(
      learnTabOnEntry({ storedTab: 3, returnedViaModuleLessonBack: true }),
    ).toBe(3);
    expect(
      learnTabOnEntry({ storedTab: 3, returnedViaModuleLessonBack: false }),
    ).toBe(1);
    expect(
      learnTabOnEntry({ storedTab: null, returnedViaModuleLessonBack: true }),
    ).toBe(1);
  });
});

describe('home ad (spec 02 §4)', () => {
  it('opens by itself when shown, unread and no overlay is open', () => {
    expect(
      shouldAutoOpenHomeAd({ isShown: true, isRead: false, overlay: 0 }),
    ).toBe(true);
    expect(
      shouldAutoOpenHomeAd({ isShown: false, isRead: false, overlay: 0 }),
    ).toBe(false);
    expect(
      shouldAutoOpenHomeAd({ isShown: true, isRead: true, overlay: 0 }),
    ).toBe(false);
    expect(
      shouldAutoOpenHomeAd({ isShown: true, isRead: false, overlay: 1 }),
    ).toBe(false);
  });

  it('marks it read once on closing', () => {
    expect(
      shouldMarkHomeAdRead({ isRead: false, alreadyMarkedThisSession: false }),
    ).toBe(true);
    expect(
      shouldMarkHomeAdRead({ isRead: false, alreadyMarkedThisSession: true }),
    ).toBe(false);
    expect(
      shouldMarkHomeAdRead({ isRead: true, alreadyMarkedThisSession: false }),
    ).toBe(false);
  });
});

describe('the learn page warning popup on taking the next test (spec 02 §2 warning 2 expired, 3 learn more; §6)', () => {
  const expired: Authority = {
    level: 'EXPIRED',
    ...AUTHORITY_LEVELS.EXPIRED,
    canRemediationModules: [],
  };
  it.each([
    ['a regular student, any number of tests', regular, 7, 0],
    ['a demo student before the one test', demo, 0, 0],
    [
      'a demo student after the one test: learn more (Get the full version)',
      demo,
      1,
      3,
    ],
    ['an expired student before the one test', expired, 0, 0],
    ['an expired student after it: the expired warning', expired, 1, 2],
  ] as const)('%s', (_, authority, testsTaken, warning) => {
    expect(takeTestWarning({ authority, testsTaken })).toBe(warning);
  });
});
