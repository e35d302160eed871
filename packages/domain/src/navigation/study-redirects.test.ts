import { describe, expect, it } from 'vitest';
import {
  AUTHORITY_LEVELS,
  type Authority,
} from '../authority/authority-levels';
import {
  ctStartResponseDecision,
  ctTestingDecision,
  customTestModuleTap,
  customTestPageDecision,
  isModuleLockedFor,
  learnDecision,
  moduleLessonBack,
  moduleLessonDecision,
  openModuleDecision,
  startLessonDecision,
} from './study-redirects';

const to = (page: string) => ({ type: 'redirect', to: page });
const stay = { type: 'stay' };
const regular: Authority = { level: 'REGUALR', ...AUTHORITY_LEVELS.REGUALR };
const demo: Authority = {
  level: 'DEMO',
  ...AUTHORITY_LEVELS.DEMO,
  canRemediationModules: ['m1'],
};
const expired: Authority = {
  level: 'EXPIRED',
  ...AUTHORITY_LEVELS.EXPIRED,
  canRemediationModules: ['m1'],
};

describe('learn page redirects (spec 02 §2)', () => {
  it('sends no profile to welcome and a first-time student to ready_go', () => {
    expect(
      learnDecision({
        hasProfile: false,
        isFirstTime: true,
        hasStudyPath: false,
      }),
    ).toEqual(to('welcome'));
    expect(
      learnDecision({
        hasProfile: true,
        isFirstTime: true,
        hasStudyPath: true,
      }),
    ).toEqual(to('ready_go'));
    expect(
      learnDecision({
        hasProfile: true,
        isFirstTime: false,
        hasStudyPath: false,
      }),
    ).toEqual(stay);
  });

  it('sends a first-time student whose profile has no study path back to set_level (issue 15)', () => {
    expect(
      learnDecision({
        hasProfile: true,
        isFirstTime: true,
        hasStudyPath: false,
      }),
    ).toEqual(to('set_level'));
  });
});

describe('module lesson (spec 02 §2)', () => {
  it('goes back to learn without a kept module key', () => {
    expect(moduleLessonDecision({ moduleKey: null })).toEqual(to('learn'));
    expect(moduleLessonDecision({ moduleKey: ' ' })).toEqual(to('learn'));
    expect(moduleLessonDecision({ moduleKey: 'm1' })).toEqual(stay);
  });

  it('goes back to the custom test when that was the target page', () => {
    expect(moduleLessonBack('custom_test')).toBe('custom_test');
    expect(moduleLessonBack(null)).toBe('learn');
  });

  it('opens any module for a regular student, listed ones for demo, the page for expired', () => {
    expect(openModuleDecision(regular, 'm9')).toEqual(to('module_lesson'));
    expect(openModuleDecision(demo, 'm1')).toEqual(to('module_lesson'));
    expect(openModuleDecision(demo, 'm9')).toEqual(to('purchase_guide'));
    expect(openModuleDecision(expired, 'm9')).toEqual(to('module_lesson'));
    expect(isModuleLockedFor(expired, 'm9')).toBe(true);
    expect(isModuleLockedFor(expired, 'm1')).toBe(false);
    expect(isModuleLockedFor(regular, 'm9')).toBe(false);
  });
});

describe('starting a lesson (spec 02 §4)', () => {
  it('starts for allowed modules, warning expired students', () => {
    expect(startLessonDecision(regular, 'm9')).toEqual({
      type: 'start',
      to: 'remediation_lesson',
      showExpiredWarning: false,
    });
    expect(startLessonDecision(demo, 'm1')).toEqual({
      type: 'start',
      to: 'remediation_lesson',
      showExpiredWarning: false,
    });
    expect(startLessonDecision(expired, 'm1')).toEqual({
      type: 'start',
      to: 'remediation_lesson',
      showExpiredWarning: true,
    });
  });

  it('sends other modules to the purchase guide (demo) or learn (expired)', () => {
    expect(startLessonDecision(demo, 'm9')).toEqual({
      type: 'redirect',
      to: 'purchase_guide',
    });
    expect(startLessonDecision(expired, 'm9')).toEqual({
      type: 'redirect',
      to: 'learn',
    });
  });
});

describe('custom test page and ct_testing (spec 02 §2, §4)', () => {
  it('sends a custom test page with no weakness modules to learn', () => {
    expect(customTestPageDecision({ weaknessModuleCount: 0 })).toEqual(
      to('learn'),
    );
    expect(customTestPageDecision({ weaknessModuleCount: 2 })).toEqual(stay);
  });

  it('opens the module lesson on tap unless the module is not studied', () => {
    expect(customTestModuleTap(4)).toEqual(stay);
    for (const status of [1, 2, 3] as const)
      expect(customTestModuleTap(status)).toEqual(to('module_lesson'));
  });

  it.each([
    [[], regular, true, false, to('learn')],
    [['m1'], demo, true, false, to('learn')],
    [['m1'], regular, false, false, to('welcome')],
    [['m1'], regular, true, true, to('ready_go')],
    [['m1'], regular, true, false, stay],
  ] as const)(
    'ct_testing with keys %o decides by authority, profile and first-time',
    (keys, authority, hasProfile, isFirstTime, decision) => {
      expect(
        ctTestingDecision({
          selectedModuleKeys: keys,
          authority,
          hasProfile,
          isFirstTime,
        }),
      ).toEqual(decision);
    },
  );

  it('goes back to the custom test page when the start response has no key or modules', () => {
    expect(
      ctStartResponseDecision({ customTestKey: null, moduleCount: 2 }),
    ).toEqual(to('custom_test'));
    expect(
      ctStartResponseDecision({ customTestKey: ' ', moduleCount: 2 }),
    ).toEqual(to('custom_test'));
    expect(
      ctStartResponseDecision({ customTestKey: 'ct1', moduleCount: 0 }),
    ).toEqual(to('custom_test'));
    expect(
      ctStartResponseDecision({ customTestKey: 'ct1', moduleCount: 1 }),
    ).toEqual(stay);
  });
});
